/**
 * The main thread's only handle on the app worker. Started lazily on first use, one instance.
 * A worker that cannot start (script blocked, no Worker support) fails every call with a clear
 * error instead of leaving it waiting forever.
 */
import * as Comlink from 'comlink';
import type { AppWorkerApi, ExportProgress, ImportProgress, ImportResult, SearchResponse } from '../../workers/api';

export class WorkerUnavailableError extends Error {
  constructor(reason: string) {
    super(`AlphaScout's background worker could not start (${reason}). Reload the page to try again.`);
    this.name = 'WorkerUnavailableError';
  }
}

const START_TIMEOUT_MS = 10_000;

let started: Promise<Comlink.Remote<AppWorkerApi>> | null = null;

function start(): Promise<Comlink.Remote<AppWorkerApi>> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      reject(new WorkerUnavailableError('this browser has no Web Workers'));
      return;
    }
    const worker = new Worker(new URL('../../workers/app.worker.ts', import.meta.url), { type: 'module', name: 'alphascout' });
    const remote = Comlink.wrap<AppWorkerApi>(worker);
    const fail = (reason: string): void => {
      clearTimeout(timer);
      worker.terminate();
      started = null;
      reject(new WorkerUnavailableError(reason));
    };
    const timer = setTimeout(() => fail('it did not answer in time'), START_TIMEOUT_MS);
    worker.addEventListener('error', (event) => fail(event.message || 'its script failed to load'), { once: true });
    remote.ping().then(() => {
      clearTimeout(timer);
      resolve(remote);
    }, (error: unknown) => fail(String(error)));
  });
}

/** Starts the worker (once) and resolves when it answers; rejects with WorkerUnavailableError. */
export function startAppWorker(): Promise<Comlink.Remote<AppWorkerApi>> {
  started ??= start();
  return started;
}

export async function searchInWorker(query: string): Promise<SearchResponse> {
  return (await startAppWorker()).search(query);
}

export async function exportInWorker(onProgress: (progress: ExportProgress) => void): Promise<Blob> {
  return (await startAppWorker()).exportAll(Comlink.proxy(onProgress));
}

export async function importInWorker(file: File, onProgress: (progress: ImportProgress) => void): Promise<ImportResult> {
  return (await startAppWorker()).importBackup(file, Comlink.proxy(onProgress));
}

export async function cancelImportInWorker(): Promise<void> {
  await (await startAppWorker()).cancelImport();
}
