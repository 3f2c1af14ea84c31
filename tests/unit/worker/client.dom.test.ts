// @vitest-environment happy-dom
/**
 * The main thread's end of the worker (src/worker/client.ts), in a DOM environment with `Worker`
 * replaced by a stand-in that runs a fake AppWorkerApi over a real MessageChannel through
 * Comlink, as the real worker does: progress reports arrive in order and none after the result;
 * a worker that cannot start fails every call with the clear error, and the next call tries again.
 */
import * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ClientModule from '../../../src/worker/client';
import type {
  AppWorkerApi,
  ExportProgress,
  ImportProgress,
  ImportResult,
} from '../../../workers/api';

type Client = typeof ClientModule;

/** What the stand-in worker does when constructed. */
type Start =
  | { kind: 'answers'; api: Partial<AppWorkerApi> }
  | { kind: 'throws'; message: string }
  | { kind: 'load-error' }
  | { kind: 'silent' };

let start: Start = { kind: 'silent' };
const workers: StandInWorker[] = [];

class StandInWorker extends EventTarget {
  readonly terminate = vi.fn();
  private readonly port: MessagePort | null = null;

  constructor(readonly url: string | URL) {
    super();
    workers.push(this);
    if (start.kind === 'throws') throw new TypeError(start.message);
    if (start.kind === 'load-error') {
      queueMicrotask(() => this.dispatchEvent(new ErrorEvent('error', { message: '' })));
      return;
    }
    if (start.kind === 'answers') {
      const channel = new MessageChannel();
      Comlink.expose(
        {
          ping: async () => 'pong' as const,
          watchSearchIndex: async () => undefined,
          ...start.api,
        },
        channel.port2,
      );
      channel.port1.addEventListener('message', (event) =>
        this.dispatchEvent(new MessageEvent('message', { data: event.data })),
      );
      channel.port1.start();
      this.port = channel.port1;
    }
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.port?.postMessage(message, transfer);
  }
}

async function freshClient(): Promise<Client> {
  vi.resetModules();
  return import('../../../src/worker/client');
}

beforeEach(() => {
  workers.length = 0;
  vi.stubGlobal('Worker', StandInWorker);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('worker client: progress', () => {
  it('passes progress reports on in the order the worker sent them', async () => {
    const sent: ImportProgress[] = Array.from({ length: 20 }, (_, i) => ({
      phase: i < 10 ? 'checking' : 'writing',
      done: i,
      total: 20,
    }));
    start = {
      kind: 'answers',
      api: {
        async importBackup(_file, onProgress) {
          // Not awaited one by one: the calls are all on their way at once, as in a fast import.
          await Promise.all(sent.map((progress) => onProgress?.(progress)));
          return { ok: true, written: 20, envelopes: new Map() } satisfies ImportResult;
        },
      },
    };
    const { importInWorker } = await freshClient();
    const received: ImportProgress[] = [];

    const result = await importInWorker(new File(['{}'], 'backup.json'), (progress) =>
      received.push(progress),
    );

    expect(result.ok).toBe(true);
    expect(received).toEqual(sent);
  });

  it('drops a report that arrives after the result', async () => {
    let report: ((progress: ExportProgress) => unknown) | undefined;
    start = {
      kind: 'answers',
      api: {
        async exportAll(onProgress) {
          await onProgress?.({ done: 1, total: 2 });
          report = onProgress; // kept, to report again once the page has the result
          return new Blob(['{}']);
        },
      },
    };
    const { exportInWorker } = await freshClient();
    const received: ExportProgress[] = [];

    await exportInWorker((progress) => received.push(progress));
    expect(report).toBeDefined();
    // Resolves once the page has handled the call: the late report did get there …
    await report?.({ done: 2, total: 2 });
    // … and was not passed on.
    expect(received).toEqual([{ done: 1, total: 2 }]);
  });
});

describe('worker client: following the search index', () => {
  it('watches the index once, as the worker starts, and passes each version on to the listeners still subscribed', async () => {
    const watches: ((version: number) => unknown)[] = [];
    start = {
      kind: 'answers',
      api: {
        async watchSearchIndex(onChange) {
          watches.push(onChange);
        },
      },
    };
    const { onSearchIndexChange, startAppWorker } = await freshClient();
    const first: number[] = [];
    const second: number[] = [];
    const stopFirst = onSearchIndexChange((version) => first.push(version));
    onSearchIndexChange((version) => second.push(version));
    await startAppWorker();
    await startAppWorker();
    await vi.waitFor(() => expect(watches).toHaveLength(1));

    await watches[0]?.(3);
    stopFirst();
    await watches[0]?.(4);
    expect(first).toEqual([3]);
    expect(second).toEqual([3, 4]);
  });
});

describe('worker client: a worker that cannot start', () => {
  it('says so when the browser has no Web Workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const { searchInWorker, WorkerUnavailableError } = await freshClient();
    const failure = searchInWorker('bitcoin');
    await expect(failure).rejects.toThrow(WorkerUnavailableError);
    await expect(failure).rejects.toThrow(
      "AlphaScout's background worker could not start (this browser has no Web Workers). Reload the page to try again.",
    );
  });

  it('says why when creating it throws (a Trusted Types or CSP refusal), and tries again on the next call', async () => {
    start = { kind: 'throws', message: 'refused by policy' };
    const { searchInWorker } = await freshClient();
    await expect(searchInWorker('bitcoin')).rejects.toThrow(
      'could not start (refused by policy). Reload the page to try again.',
    );

    start = {
      kind: 'answers',
      api: { search: async () => ({ status: 'ok', hits: [], indexVersion: 1, indexing: false }) },
    };
    await expect(searchInWorker('bitcoin')).resolves.toEqual({
      status: 'ok',
      hits: [],
      indexVersion: 1,
      indexing: false,
    });
    expect(workers).toHaveLength(2);
  });

  it('says its script failed to load when the worker reports an error, and stops it', async () => {
    start = { kind: 'load-error' };
    const { searchInWorker } = await freshClient();
    await expect(searchInWorker('bitcoin')).rejects.toThrow(
      'could not start (its script failed to load)',
    );
    expect(workers[0]?.terminate).toHaveBeenCalledTimes(1);
  });

  it('gives up on a worker that never answers after 10 seconds, with the clear error', async () => {
    start = { kind: 'silent' };
    const { searchInWorker } = await freshClient();
    vi.useFakeTimers();
    const failure = searchInWorker('bitcoin');
    failure.catch(() => undefined);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(workers[0]?.terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(failure).rejects.toThrow(
      'could not start (it did not answer in time). Reload the page to try again.',
    );
    expect(workers[0]?.terminate).toHaveBeenCalledTimes(1);
  });
});
