/**
 * A small in-memory IndexedDB for the read-only fallback: when the browser refuses IndexedDB
 * (blocked site data, a private window that forbids it), `appDb` reopens on this factory, start-up
 * fills it from the envelopes or the seeds exactly as on a first visit, and then it is frozen:
 * every later read-write transaction is refused with {@link STORAGE_UNAVAILABLE}.
 *
 * Why this and not another way: screens read through src/db queries and `useLiveQuery` over
 * `appDb`, using Dexie's full query API (compound indexes, ranges, reverse, paging). Serving that
 * from the seed arrays would mean a second implementation of every query; giving Dexie an IndexedDB
 * to run on keeps every query and screen unchanged. fake-indexeddb would do, but it is a test
 * dependency and must not ship; this covers only what Dexie's DBCore calls (stores, indexes,
 * cursors, getAll, count) in two small modules.
 *
 * Transactions run their requests one per macrotask and commit when a macrotask passes with no
 * request queued, like IndexedDB's auto-commit, so Dexie's promise chains keep them alive.
 */
import { cmp } from 'dexie';
import { STORAGE_UNAVAILABLE } from './data-status';
import { MemoryObjectStore, type MemoryRequest, StoreData } from './memory-idb-store';

const nextTask: (task: () => void) => void = (() => {
  if (typeof MessageChannel === 'undefined') return (task: () => void) => void setTimeout(task, 0);
  // setTimeout is clamped to 4 ms once nested; a message is not, which matters for a seeding bulkPut.
  const channel = new MessageChannel();
  const tasks: (() => void)[] = [];
  channel.port1.onmessage = () => tasks.shift()?.();
  return (task: () => void) => {
    tasks.push(task);
    channel.port2.postMessage(null);
  };
})();

function stringList(names: Iterable<string>): DOMStringList {
  const list = [...names].sort();
  return Object.assign(list, { contains: (name: string) => list.includes(name), item: (i: number) => list[i] ?? null });
}

interface DatabaseData {
  version: number;
  stores: Map<string, StoreData>;
}

class Forwarding extends EventTarget {
  constructor(types: string[]) {
    super();
    for (const type of types) this.addEventListener(type, (event) => (this as unknown as Record<string, ((e: Event) => void) | null>)[`on${type}`]?.(event));
  }
}

export class MemoryTransaction extends Forwarding {
  oncomplete: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onabort: ((event: Event) => void) | null = null;
  error: DOMException | null = null;
  private readonly queue: { request: MemoryRequest; execute: () => unknown }[] = [];
  private finished = false;
  private ticking = false;

  constructor(
    readonly db: MemoryDatabase,
    private readonly names: string[],
    readonly mode: IDBTransactionMode,
  ) {
    super(['complete', 'error', 'abort']);
    this.schedule();
  }

  get objectStoreNames(): DOMStringList {
    return stringList(this.mode === 'versionchange' ? this.db.data.stores.keys() : this.names);
  }

  objectStore(name: string): MemoryObjectStore {
    const data = this.db.data.stores.get(name);
    if (!data || (this.mode !== 'versionchange' && !this.names.includes(name))) throw new DOMException(`No object store named ${name}`, 'NotFoundError');
    return new MemoryObjectStore(data, this.enqueue, this);
  }

  readonly enqueue = (request: MemoryRequest, execute: () => unknown): MemoryRequest => {
    if (this.finished) throw new DOMException('The transaction has finished.', 'TransactionInactiveError');
    this.queue.push({ request, execute });
    this.schedule();
    return request;
  };

  abort(): void {
    if (this.finished) return;
    this.finished = true;
    this.error ??= new DOMException('The transaction was aborted.', 'AbortError');
    nextTask(() => this.dispatchEvent(new Event('abort')));
  }

  commit(): void {
    // Requests already queued still run; the commit follows them, as in IndexedDB.
  }

  private schedule(): void {
    if (this.ticking) return;
    this.ticking = true;
    nextTask(() => this.tick());
  }

  private tick(): void {
    this.ticking = false;
    if (this.finished) return;
    const next = this.queue.shift();
    if (!next) {
      this.finished = true;
      this.dispatchEvent(new Event('complete'));
      return;
    }
    const { request, execute } = next;
    try {
      request.result = execute();
      request.readyState = 'done';
      request.dispatchEvent(new Event('success'));
    } catch (error) {
      request.readyState = 'done';
      request.error = error instanceof DOMException ? error : new DOMException(String(error), 'UnknownError');
      const event = new Event('error', { cancelable: true });
      request.dispatchEvent(event);
      if (!event.defaultPrevented) {
        this.error = request.error;
        this.abort();
        return;
      }
    }
    this.schedule();
  }
}

export class MemoryDatabase extends Forwarding {
  onversionchange: ((event: Event) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  onabort: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly name: string,
    readonly data: DatabaseData,
    private readonly factory: MemoryIdbFactory,
  ) {
    super(['versionchange', 'close', 'abort', 'error']);
  }

  get version(): number {
    return this.data.version;
  }
  get objectStoreNames(): DOMStringList {
    return stringList(this.data.stores.keys());
  }

  transaction(names: string | string[], mode: IDBTransactionMode = 'readonly'): MemoryTransaction {
    if (mode === 'readwrite' && this.factory.frozen) throw new DOMException(STORAGE_UNAVAILABLE, 'ReadOnlyError');
    return new MemoryTransaction(this, typeof names === 'string' ? [names] : [...names], mode);
  }

  createObjectStore(name: string, options: { keyPath?: string | string[] | null; autoIncrement?: boolean } = {}): MemoryObjectStore {
    const data = new StoreData(name, options.keyPath ?? null, options.autoIncrement ?? false);
    this.data.stores.set(name, data);
    return new MemoryObjectStore(data, () => {
      throw new DOMException('Use the upgrade transaction.', 'InvalidStateError');
    }, null);
  }

  deleteObjectStore(name: string): void {
    this.data.stores.delete(name);
  }

  close(): void {
    // Nothing to release: the data lives as long as the page.
  }
}

class OpenRequest extends Forwarding {
  result: MemoryDatabase | undefined = undefined;
  error: DOMException | null = null;
  transaction: MemoryTransaction | null = null;
  readyState: IDBRequestReadyState = 'pending';
  onsuccess: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onupgradeneeded: ((event: Event) => void) | null = null;
  onblocked: ((event: Event) => void) | null = null;

  constructor() {
    super(['success', 'error', 'upgradeneeded', 'blocked']);
  }
}

function versionEvent(oldVersion: number, newVersion: number): Event {
  return Object.assign(new Event('upgradeneeded'), { oldVersion, newVersion });
}

/** The part of IDBFactory that Dexie uses. */
export class MemoryIdbFactory {
  private readonly databases = new Map<string, DatabaseData>();
  /** Set once start-up has filled the data: from then on, read-write transactions are refused. */
  frozen = false;

  open(name: string, version?: number): OpenRequest {
    const request = new OpenRequest();
    nextTask(() => {
      const data = this.databases.get(name) ?? { version: 0, stores: new Map<string, StoreData>() };
      this.databases.set(name, data);
      const target = version ?? Math.max(data.version, 1);
      const db = new MemoryDatabase(name, data, this);
      request.result = db;
      const succeed = () => {
        request.readyState = 'done';
        request.transaction = null;
        request.dispatchEvent(new Event('success'));
      };
      if (target < data.version) {
        request.error = new DOMException(`The requested version (${target}) is less than the existing version (${data.version}).`, 'VersionError');
        request.dispatchEvent(new Event('error', { cancelable: true }));
        return;
      }
      if (target === data.version) {
        succeed();
        return;
      }
      const oldVersion = data.version;
      data.version = target;
      const upgrade = new MemoryTransaction(db, [], 'versionchange');
      request.transaction = upgrade;
      upgrade.addEventListener('complete', succeed);
      request.dispatchEvent(versionEvent(oldVersion, target));
    });
    return request;
  }

  deleteDatabase(name: string): OpenRequest {
    const request = new OpenRequest();
    this.databases.delete(name);
    nextTask(() => request.dispatchEvent(new Event('success')));
    return request;
  }

  cmp(a: unknown, b: unknown): number {
    return cmp(a, b);
  }
}
