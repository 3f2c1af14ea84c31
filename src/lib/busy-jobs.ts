/**
 * Whether a long job (a backup import or export) is running in this tab. The update banner
 * (src/app/layout/UpdateBanner.tsx) waits for it: reloading mid-import would cancel it. The
 * backup popup, opened while one runs, says so and starts no other.
 * Jobs are tracked where they are started (src/worker/client.ts), so no screen has to report them.
 */
let running = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Counts `job` as running until it settles; returns it unchanged. */
export function trackJob<T>(job: Promise<T>): Promise<T> {
  running += 1;
  changed();
  return job.finally(() => {
    running -= 1;
    changed();
  });
}

export function isJobRunning(): boolean {
  return running > 0;
}

/** For `useSyncExternalStore`: calls `listener` whenever a job starts or ends. */
export function subscribeJobs(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
