/**
 * The IndexedDB of the read-only fallback: when the browser refuses IndexedDB (blocked site data,
 * a private window that forbids it), `appDb` reopens on fake-indexeddb's in-memory implementation,
 * start-up fills it from the envelopes or the seeds exactly as on a first visit, and then it is
 * frozen: every later read-write transaction is refused with {@link STORAGE_UNAVAILABLE}.
 *
 * Why an IndexedDB at all: screens read through src/db queries and `useLiveQuery` over `appDb`,
 * with Dexie's full query API (compound indexes, ranges, reverse, paging); giving Dexie an
 * IndexedDB to run on keeps every query and screen unchanged. fake-indexeddb is loaded with a
 * dynamic import, so it is a chunk of its own that only a refused visitor downloads.
 *
 * While that chunk loads, Dexie may be asked to open again (a query auto-opens a closed
 * database): {@link DeferredOpenRequest} hands such an open to the in-memory factory once it is
 * there, so nothing reopens the refused IndexedDB in the meantime.
 */
import type { DBCore, Middleware } from 'dexie';

import { STORAGE_UNAVAILABLE } from './data-status';

/** What Dexie needs to run on an IndexedDB implementation. */
export interface IdbBackend {
  factory: IDBFactory;
  keyRange: typeof IDBKeyRange;
}

/** A fresh in-memory IndexedDB, from a chunk of its own (memory-backend.ts). */
export async function loadMemoryBackend(): Promise<IdbBackend> {
  const { createMemoryBackend } = await import('./memory-backend');
  return createMemoryBackend();
}

type RequestEventType = 'success' | 'error' | 'upgradeneeded' | 'blocked';
type Handler = ((this: IDBOpenDBRequest, event: Event) => unknown) | null;

/**
 * An open request answered by a request made later, on a factory still loading: Dexie sets its
 * `on…` handlers and reads `result`, `error` and `transaction` as on any IDBOpenDBRequest.
 * If the factory fails to load, the request fails with that error.
 */
export class DeferredOpenRequest extends EventTarget {
  onsuccess: Handler = null;
  onerror: Handler = null;
  onupgradeneeded: Handler = null;
  onblocked: Handler = null;
  private inner: IDBOpenDBRequest | null = null;
  private failure: unknown = null;

  constructor(open: Promise<IDBOpenDBRequest>) {
    super();
    open.then(
      (inner) => {
        this.inner = inner;
        for (const type of ['success', 'error', 'upgradeneeded', 'blocked'] as const) {
          inner.addEventListener(type, (event) => this.handle(type, event));
        }
      },
      (failure: unknown) => {
        this.failure = failure;
        this.addEventListener('error', (event) => this.handle('error', event));
        this.dispatchEvent(new Event('error', { cancelable: true }));
      },
    );
  }

  private handle(type: RequestEventType, event: Event): void {
    const handler = this[`on${type}`];
    // The DOM types handlers as called on an IDBOpenDBRequest; this object stands in for one.
    handler?.call(this as unknown as IDBOpenDBRequest, event);
  }

  get result(): IDBDatabase | undefined {
    return this.inner?.result;
  }

  get error(): unknown {
    return this.inner ? this.inner.error : this.failure;
  }

  get transaction(): IDBTransaction | null {
    return this.inner?.transaction ?? null;
  }

  get readyState(): IDBRequestReadyState {
    return this.inner?.readyState ?? 'pending';
  }
}

/**
 * A Dexie middleware that refuses every read-write transaction while `isFrozen()`: the frozen,
 * read-only state of the fallback, where nothing written could be kept.
 */
export function refuseWritesWhen(isFrozen: () => boolean): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'read-only-fallback',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        if (mode === 'readwrite' && isFrozen())
          throw new DOMException(STORAGE_UNAVAILABLE, 'ReadOnlyError');
        return down.transaction(stores, mode, options);
      },
    }),
  };
}
