/**
 * The main thread's only handle on the app worker. Started lazily on first use, one instance.
 * A worker that cannot start (script blocked, no Worker support) fails every call with a clear
 * error instead of leaving it waiting forever.
 */
import * as Comlink from 'comlink';

import type {
  AppWorkerApi,
  ExportProgress,
  ImportProgress,
  ImportResult,
  SearchPageRequest,
  SearchPageResponse,
  SearchResponse,
} from '../../workers/api';

export type {
  ExportProgress,
  ImportProgress,
  ImportResult,
  SearchCounts,
  SearchHit,
  SearchPageRequest,
  SearchPageResponse,
  SearchResponse,
} from '../../workers/api';
// `?worker&url` (not `new Worker(new URL(…))`) so the URL can pass through the Trusted Types
// policy below while Vite still bundles the worker and its imports.
import workerScriptUrl from '../../workers/app.worker.ts?worker&url';
import { trackJob } from '../lib/busy-jobs';

export class WorkerUnavailableError extends Error {
  constructor(reason: string) {
    super(
      `AlphaScout's background worker could not start (${reason}). Reload the page to try again.`,
    );
    this.name = 'WorkerUnavailableError';
  }
}

const START_TIMEOUT_MS = 10_000;

/** The slice of the Trusted Types API used here (TypeScript's DOM lib does not declare it yet). */
interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string },
  ): { createScriptURL(input: string): unknown };
}

let scriptUrlPolicy: { createScriptURL(input: string): unknown } | null = null;

/**
 * The worker's script URL as a TrustedScriptURL where the browser has Trusted Types: the built
 * app's CSP (`require-trusted-types-for 'script'; trusted-types alphascout dompurify`, see
 * scripts/csp-plugin.ts) makes `new Worker(string)` throw. The `alphascout` policy vouches for
 * this one same-origin URL and nothing else. Without Trusted Types, the plain URL.
 */
function trustedWorkerUrl(): string {
  const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (!factory) return workerScriptUrl;
  const expected = new URL(workerScriptUrl, location.href).href;
  scriptUrlPolicy ??= factory.createPolicy('alphascout', {
    createScriptURL(input) {
      if (new URL(input, location.href).href !== expected)
        throw new TypeError(`AlphaScout: refusing to load a script from ${input}`);
      return input;
    },
  });
  // A TrustedScriptURL, which `new Worker` accepts; the DOM lib types the argument as string | URL.
  return scriptUrlPolicy.createScriptURL(workerScriptUrl) as string;
}

let started: Promise<Comlink.Remote<AppWorkerApi>> | null = null;
const searchIndexListeners = new Set<(version: number) => void>();

function start(): Promise<Comlink.Remote<AppWorkerApi>> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      reject(new WorkerUnavailableError('this browser has no Web Workers'));
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(trustedWorkerUrl(), { type: 'module', name: 'alphascout' });
    } catch (error) {
      // A Trusted Types or CSP refusal throws here rather than firing 'error'.
      reject(new WorkerUnavailableError(error instanceof Error ? error.message : String(error)));
      return;
    }
    const remote = Comlink.wrap<AppWorkerApi>(worker);
    const fail = (reason: string): void => {
      clearTimeout(timer);
      worker.terminate();
      reject(new WorkerUnavailableError(reason));
    };
    const timer = setTimeout(() => fail('it did not answer in time'), START_TIMEOUT_MS);
    worker.addEventListener(
      'error',
      (event) => fail(event.message || 'its script failed to load'),
      { once: true },
    );
    remote.ping().then(
      () => {
        clearTimeout(timer);
        remote
          .watchSearchIndex(
            Comlink.proxy((version: number) =>
              searchIndexListeners.forEach((listener) => listener(version)),
            ),
          )
          .catch((error: unknown) =>
            console.error(
              'AlphaScout: the search index cannot be followed; open searches keep their answers',
              error,
            ),
          );
        resolve(remote);
      },
      (error: unknown) => fail(String(error)),
    );
  });
}

/**
 * Starts the worker (once) and resolves when it answers; rejects with WorkerUnavailableError.
 * After a failed start, the next call tries again.
 */
export function startAppWorker(): Promise<Comlink.Remote<AppWorkerApi>> {
  if (!started) {
    const attempt = start();
    started = attempt;
    // Forgotten here, not inside start(): a refusal thrown while start() runs would otherwise be
    // forgotten before it is even stored, and every later call would get it again.
    attempt.catch(() => {
      if (started === attempt) started = null;
    });
  }
  return started;
}

export async function searchInWorker(query: string): Promise<SearchResponse> {
  return (await startAppWorker()).search(query);
}

export async function searchPageInWorker(
  query: string,
  request: SearchPageRequest,
): Promise<SearchPageResponse> {
  return (await startAppWorker()).searchPage(query, request);
}

/**
 * Calls `listener` with the search index's new version each time the worker's answers may have
 * changed (workers/api.ts, `watchSearchIndex`); returns the unsubscribe. The worker is watched
 * once, as it starts, for every listener; one that cannot start leaves them unheard.
 */
export function onSearchIndexChange(listener: (version: number) => void): () => void {
  searchIndexListeners.add(listener);
  return () => searchIndexListeners.delete(listener);
}

/**
 * Runs a worker call that reports progress. Comlink delivers a proxied callback's calls on a
 * message port of their own, so the last report can arrive after the call's result; a screen
 * that had already cleared its progress bar would show it again, stuck. Reports that come after
 * the result are dropped here. While it runs, the update banner waits (src/lib/busy-jobs.ts).
 */
async function withProgress<P, R>(
  onProgress: (progress: P) => void,
  call: (report: (progress: P) => void) => Promise<R>,
): Promise<R> {
  let settled = false;
  try {
    return await trackJob(call(Comlink.proxy((progress: P) => settled || onProgress(progress))));
  } finally {
    settled = true;
  }
}

export async function exportInWorker(
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const worker = await startAppWorker();
  return withProgress(onProgress, (report) => worker.exportAll(report));
}

export async function importInWorker(
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  const worker = await startAppWorker();
  return withProgress<ImportProgress, ImportResult>(onProgress, (report) =>
    worker.importBackup(file, report),
  );
}

export async function cancelImportInWorker(): Promise<void> {
  await (await startAppWorker()).cancelImport();
}
