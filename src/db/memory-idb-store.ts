/**
 * The object stores, indexes and cursors of the in-memory IndexedDB (see memory-idb.ts): only
 * what Dexie's DBCore calls, with IndexedDB's ordering (Dexie's `cmp`) and ranges (the browser's
 * own IDBKeyRange, which exists even where opening a database is refused). Values are cloned in
 * and out, as IndexedDB does. Unique constraints are not enforced: the data is validated seed
 * and envelope data, written once at start-up.
 */
import { cmp } from 'dexie';
import { itemAt } from '../lib/array';

export interface Entry {
  key: IDBValidKey;
  primaryKey: IDBValidKey;
  value: unknown;
}

/** Runs `execute` as one request of the transaction; resolves to the request. */
export type Enqueue = (request: MemoryRequest, execute: () => unknown) => MemoryRequest;

export class MemoryRequest extends EventTarget {
  result: unknown = undefined;
  error: DOMException | null = null;
  readyState: IDBRequestReadyState = 'pending';
  onsuccess: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  _pos?: number; // Dexie's getMany tags requests with their position

  constructor(
    readonly source: unknown,
    readonly transaction: unknown,
  ) {
    super();
    // Dexie reads `event.target`: dispatching real events sets it; forward to the `on…` handlers.
    this.addEventListener('success', (event) => this.onsuccess?.(event));
    this.addEventListener('error', (event) => this.onerror?.(event));
  }
}

function isValidKey(key: unknown): key is IDBValidKey {
  if (typeof key === 'number') return !Number.isNaN(key);
  if (typeof key === 'string') return true;
  if (key instanceof Date) return !Number.isNaN(key.getTime());
  if (Array.isArray(key)) return key.every(isValidKey);
  return key instanceof ArrayBuffer || ArrayBuffer.isView(key);
}

function valueAt(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function extractKey(value: unknown, keyPath: string | string[]): unknown {
  return Array.isArray(keyPath) ? keyPath.map((path) => valueAt(value, path)) : valueAt(value, keyPath);
}

function inRange(key: IDBValidKey, range: IDBKeyRange | IDBValidKey | null | undefined): boolean {
  if (range === null || range === undefined) return true;
  return range instanceof IDBKeyRange ? range.includes(key) : cmp(key, range) === 0;
}

type Direction = IDBCursorDirection;

function ordered(entries: Entry[], direction: Direction): Entry[] {
  const sorted = [...entries].sort((a, b) => cmp(a.key, b.key) || cmp(a.primaryKey, b.primaryKey));
  if (direction === 'prev' || direction === 'prevunique') sorted.reverse();
  if (direction === 'nextunique' || direction === 'prevunique') return sorted.filter((entry, i) => i === 0 || cmp(entry.key, sorted[i - 1]?.key) !== 0);
  return sorted;
}

export class MemoryCursor {
  private position = 0;

  constructor(
    private readonly entries: Entry[],
    readonly direction: Direction,
    readonly source: unknown,
    readonly request: MemoryRequest,
    private readonly enqueue: Enqueue,
    private readonly withValue: boolean,
  ) {}

  get key(): IDBValidKey | undefined {
    return this.entries[this.position]?.key;
  }
  get primaryKey(): IDBValidKey | undefined {
    return this.entries[this.position]?.primaryKey;
  }
  get value(): unknown {
    return this.withValue ? structuredClone(this.entries[this.position]?.value) : undefined;
  }

  private reverse(): boolean {
    return this.direction.startsWith('prev');
  }

  private step(until: (entry: Entry) => boolean): void {
    this.enqueue(this.request, () => {
      do this.position += 1;
      while (this.position < this.entries.length && !until(itemAt(this.entries, this.position)));
      return this.position < this.entries.length ? this : null;
    });
  }

  continue(key?: IDBValidKey): void {
    const sign = this.reverse() ? -1 : 1;
    this.step((entry) => key === undefined || cmp(entry.key, key) * sign >= 0);
  }

  continuePrimaryKey(key: IDBValidKey, primaryKey: IDBValidKey): void {
    const sign = this.reverse() ? -1 : 1;
    this.step((entry) => {
      const byKey = cmp(entry.key, key) * sign;
      return byKey > 0 || (byKey === 0 && cmp(entry.primaryKey, primaryKey) * sign >= 0);
    });
  }

  advance(count: number): void {
    let left = count;
    this.step(() => --left <= 0);
  }
}

/** Reads shared by stores and indexes, over `entries()` in key order. */
abstract class Source {
  constructor(protected readonly enqueue: Enqueue, protected readonly transaction: unknown) {}

  protected abstract entries(): Entry[];

  private matching(range: IDBKeyRange | IDBValidKey | null | undefined): Entry[] {
    return ordered(this.entries(), 'next').filter((entry) => inRange(entry.key, range));
  }

  private request(execute: () => unknown): MemoryRequest {
    return this.enqueue(new MemoryRequest(this, this.transaction), execute);
  }

  get(query: IDBKeyRange | IDBValidKey): MemoryRequest {
    return this.request(() => structuredClone(this.matching(query)[0]?.value));
  }
  getKey(query: IDBKeyRange | IDBValidKey): MemoryRequest {
    return this.request(() => this.matching(query)[0]?.primaryKey);
  }
  getAll(query?: IDBKeyRange | IDBValidKey | null, count?: number): MemoryRequest {
    return this.request(() => this.matching(query).slice(0, count === 0 ? undefined : count).map((entry) => structuredClone(entry.value)));
  }
  getAllKeys(query?: IDBKeyRange | IDBValidKey | null, count?: number): MemoryRequest {
    return this.request(() => this.matching(query).slice(0, count === 0 ? undefined : count).map((entry) => entry.primaryKey));
  }
  count(query?: IDBKeyRange | IDBValidKey | null): MemoryRequest {
    return this.request(() => this.matching(query).length);
  }
  openCursor(query?: IDBKeyRange | IDBValidKey | null, direction: Direction = 'next'): MemoryRequest {
    return this.cursor(query, direction, true);
  }
  openKeyCursor(query?: IDBKeyRange | IDBValidKey | null, direction: Direction = 'next'): MemoryRequest {
    return this.cursor(query, direction, false);
  }

  private cursor(query: IDBKeyRange | IDBValidKey | null | undefined, direction: Direction, withValue: boolean): MemoryRequest {
    const request = new MemoryRequest(this, this.transaction);
    return this.enqueue(request, () => {
      const entries = ordered(this.entries(), direction).filter((entry) => inRange(entry.key, query));
      return entries.length === 0 ? null : new MemoryCursor(entries, direction, this, request, this.enqueue, withValue);
    });
  }
}

export interface IndexSpec {
  name: string;
  keyPath: string | string[];
  unique: boolean;
  multiEntry: boolean;
}

export class StoreData {
  readonly records = new Map<string, { primaryKey: IDBValidKey; value: unknown }>();
  readonly indexes = new Map<string, IndexSpec>();
  nextKey = 1;

  constructor(
    readonly name: string,
    readonly keyPath: string | string[] | null,
    readonly autoIncrement: boolean,
  ) {}
}

/** Map key of a primary key: keys of different types never collide, arrays compare by content. */
const slot = (key: IDBValidKey): string => JSON.stringify([typeof key, key instanceof Date ? key.getTime() : key]);

export class MemoryIndex extends Source {
  constructor(
    private readonly store: StoreData,
    private readonly spec: IndexSpec,
    enqueue: Enqueue,
    transaction: unknown,
    readonly objectStore: MemoryObjectStore,
  ) {
    super(enqueue, transaction);
  }
  get name(): string {
    return this.spec.name;
  }
  get keyPath(): string | string[] {
    return this.spec.keyPath;
  }
  get unique(): boolean {
    return this.spec.unique;
  }
  get multiEntry(): boolean {
    return this.spec.multiEntry;
  }

  protected entries(): Entry[] {
    const entries: Entry[] = [];
    for (const { primaryKey, value } of this.store.records.values()) {
      const key = extractKey(value, this.spec.keyPath);
      const keys = this.spec.multiEntry && Array.isArray(key) ? [...new Set(key)] : [key];
      for (const each of keys) if (isValidKey(each)) entries.push({ key: each, primaryKey, value });
    }
    return entries;
  }
}

export class MemoryObjectStore extends Source {
  constructor(
    readonly data: StoreData,
    enqueue: Enqueue,
    transaction: unknown,
  ) {
    super(enqueue, transaction);
  }
  get name(): string {
    return this.data.name;
  }
  get keyPath(): string | string[] | null {
    return this.data.keyPath;
  }
  get autoIncrement(): boolean {
    return this.data.autoIncrement;
  }
  get indexNames(): DOMStringList {
    const names = [...this.data.indexes.keys()].sort();
    return Object.assign(names, { contains: (name: string) => names.includes(name), item: (i: number) => names[i] ?? null });
  }

  protected entries(): Entry[] {
    return [...this.data.records.values()].map(({ primaryKey, value }) => ({ key: primaryKey, primaryKey, value }));
  }

  index(name: string): MemoryIndex {
    const spec = this.data.indexes.get(name);
    if (!spec) throw new DOMException(`No index named ${name}`, 'NotFoundError');
    return new MemoryIndex(this.data, spec, this.enqueue, this.transaction, this);
  }

  createIndex(name: string, keyPath: string | string[], options: { unique?: boolean; multiEntry?: boolean } = {}): MemoryIndex {
    this.data.indexes.set(name, { name, keyPath, unique: options.unique ?? false, multiEntry: options.multiEntry ?? false });
    return this.index(name);
  }

  deleteIndex(name: string): void {
    this.data.indexes.delete(name);
  }

  put(value: unknown, key?: IDBValidKey): MemoryRequest {
    return this.enqueueWrite(() => {
      let primaryKey = key ?? (this.data.keyPath === null ? undefined : extractKey(value, this.data.keyPath));
      if (primaryKey === undefined && this.data.autoIncrement) primaryKey = this.data.nextKey;
      if (!isValidKey(primaryKey)) throw new DOMException('The record has no valid key.', 'DataError');
      if (typeof primaryKey === 'number' && primaryKey >= this.data.nextKey) this.data.nextKey = Math.floor(primaryKey) + 1;
      this.data.records.set(slot(primaryKey), { primaryKey, value: structuredClone(value) });
      return primaryKey;
    });
  }

  add(value: unknown, key?: IDBValidKey): MemoryRequest {
    return this.put(value, key);
  }

  delete(query: IDBKeyRange | IDBValidKey): MemoryRequest {
    return this.enqueueWrite(() => {
      for (const [id, record] of this.data.records) if (inRange(record.primaryKey, query)) this.data.records.delete(id);
      return undefined;
    });
  }

  clear(): MemoryRequest {
    return this.enqueueWrite(() => this.data.records.clear());
  }

  private enqueueWrite(execute: () => unknown): MemoryRequest {
    return this.enqueue(new MemoryRequest(this, this.transaction), execute);
  }
}
