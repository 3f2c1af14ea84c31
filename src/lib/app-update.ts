/**
 * A newer version of the app is installed and waiting (src/worker/service-worker.ts reports it);
 * the update banner offers it. Kept apart from the registration so the banner does not pull the
 * service worker code into the first page's scripts.
 */
export interface WaitingUpdate {
  /** Lets the new version take over, then reloads this tab. Only ever called by the visitor's click. */
  apply(): void;
}

let waiting: WaitingUpdate | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(update: WaitingUpdate): void {
  waiting = update;
  for (const listener of listeners) listener();
}

export function getWaitingUpdate(): WaitingUpdate | null {
  return waiting;
}

/** For `useSyncExternalStore`. */
export function subscribeWaitingUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
