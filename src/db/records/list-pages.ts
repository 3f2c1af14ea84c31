/**
 * Keyset-paged list queries over any content collection (docs/data.md, "IndexedDB pitfalls"): every page is
 * one bounded index range read, resumed from the last row's (sort key, primary key). Never
 * `offset()`, never `toArray()` of a whole table, never `count()` on the way.
 *
 * How a query runs:
 * 1. Equality filters: the first one that has a compound index `[field+sortField]` narrows the
 *    index range, so a filtered, sorted page costs the same as an unfiltered one. Filters with no
 *    such index become in-memory checks (step 3).
 * 2. Sort: by an indexed field, ascending or descending, optionally bounded by `range` (e.g.
 *    "ends after now"). Ties on the sort key come in primary-key order (IndexedDB orders equal
 *    index keys by primary key), which is what makes the cursor exact.
 * 3. In-memory checks (`where` plus the unindexed equality filters) run while walking the range
 *    in chunks, and the walk stops as soon as the page is full or after `maxScan` rows. A page cut
 *    short by `maxScan` still returns a cursor, so the next call continues where this one stopped.
 *
 * Cost of ties: the index cannot seek to "this key, after this primary key", so a page that
 * starts inside a run of equal sort keys reads that run's primary keys (keys only, no records)
 * to find where it left off. Cheap for the hundreds of ties a 0-100 score has on 100k rows;
 * prefer sort fields with few ties (timestamps, dates) if a run could reach many thousands.
 *
 * Usage: `readListPage(db, { collection: 'news', sortBy: 'date', direction: 'desc',
 * equals: { ecosystem: 'solana' }, pageSize: 30, cursor })`, or `readListWindow` for the
 * first n rows of an infinitely loading screen (see ui/usePagedList and ui/VirtualList).
 */
import { cmp, type Collection, Dexie, type IndexableType } from 'dexie';

import type { CollectionName, RecordOf } from '../../schemas/registry';
import type { AlphaScoutDb } from '../connection/database';

export type SortDirection = 'asc' | 'desc';

/** Where the next page starts: the last row's sort key and primary key. Opaque to screens. */
export interface ListCursor {
  key: IndexableType;
  primaryKey: IndexableType;
}

export interface ListQuery<C extends CollectionName> {
  collection: C;
  /** An indexed field of the collection. */
  sortBy: string;
  direction: SortDirection;
  /** Equality filters, e.g. `{ status: 'Active' }`. Undefined values are ignored ("all"). */
  equals?: Readonly<Record<string, IndexableType | undefined>>;
  /** Bounds on the sort field, both inclusive, e.g. `{ from: now }` for "not ended yet". */
  range?: { from?: IndexableType; to?: IndexableType };
  /** A check for filters that have no index; applied while walking, never to a whole table. */
  where?: (record: RecordOf<C>) => boolean;
  pageSize: number;
  cursor?: ListCursor | null;
  /** Most rows to look at for this page when `where` rejects many (default 2,000). */
  maxScan?: number;
  /**
   * A second walk of the same index and filters once the first is done (`readListWindow` only):
   * e.g. whitelists ending soonest, the ended ones after them, most recently ended first. Its own
   * `equals` and `where`, when given, replace the first walk's.
   */
  then?: {
    direction: SortDirection;
    range?: ListQuery<C>['range'];
    equals?: ListQuery<C>['equals'];
    where?: ListQuery<C>['where'];
  };
}

export interface ListPage<T> {
  rows: T[];
  /** The cursor for the next page, or null at the end of the list. */
  next: ListCursor | null;
}

export const DEFAULT_MAX_SCAN = 2_000;

/** Reads one field of a record, for sort keys and in-memory equality checks. */
function fieldOf(record: unknown, field: string): unknown {
  return typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)[field]
    : undefined;
}

/** The index names of a table, compound ones written like the schema: `[a+b]`. */
function indexNames(db: AlphaScoutDb, collection: CollectionName): Set<string> {
  return new Set(db.table(collection).schema.indexes.map((index) => index.name));
}

interface Plan {
  index: string;
  /** The equality value placed before the sort key in a compound index, if one is used. */
  prefix: { value: IndexableType } | null;
  /** Equality filters checked in memory. */
  memory: [string, IndexableType][];
}

/** Chooses the index: a compound `[filter+sort]` when one exists, else the sort field alone. */
export function planListQuery(
  db: AlphaScoutDb,
  query: Pick<ListQuery<CollectionName>, 'collection' | 'sortBy' | 'equals'>,
): Plan {
  const indexes = indexNames(db, query.collection);
  const primary = db.table(query.collection).schema.primKey.name;
  if (!indexes.has(query.sortBy) && query.sortBy !== primary) {
    throw new Error(
      `${query.collection} has no index on "${query.sortBy}": add one in a new database version`,
    );
  }
  const filters = Object.entries(query.equals ?? {}).filter(
    (entry): entry is [string, IndexableType] => entry[1] !== undefined,
  );
  const compound = filters.find(([field]) => indexes.has(`[${field}+${query.sortBy}]`));
  return {
    index: compound ? `[${compound[0]}+${query.sortBy}]` : query.sortBy,
    prefix: compound ? { value: compound[1] } : null,
    memory: filters.filter((entry) => entry !== compound),
  };
}

/** The walk's index range, from just after `after` (when given) to the far end, in walk order. */
function rangeCollection(
  db: AlphaScoutDb,
  query: ListQuery<CollectionName>,
  plan: Plan,
  after: IndexableType | undefined,
): Collection<unknown> {
  const asc = query.direction === 'asc';
  let low: IndexableType = query.range?.from ?? Dexie.minKey;
  let high: IndexableType = query.range?.to ?? Dexie.maxKey;
  let lowOpen = false;
  let highOpen = false;
  if (after !== undefined) {
    if (asc) [low, lowOpen] = [after, true];
    else [high, highOpen] = [after, true];
  }
  const wrap = (key: IndexableType): unknown => (plan.prefix ? [plan.prefix.value, key] : key);
  // Dexie resolves the primary key's name to the object store itself, so `id` works as a sort too.
  const collection = db
    .table(query.collection)
    .where(plan.index)
    .between(wrap(low), wrap(high), !lowOpen, !highOpen);
  return asc ? collection : collection.reverse();
}

/**
 * The primary keys of the rows that share `cursor.key` and come after the cursor's row. Read as
 * keys only (no record values), since an index cannot seek to "this key, after this primary key".
 */
async function restOfTies(
  db: AlphaScoutDb,
  query: ListQuery<CollectionName>,
  plan: Plan,
  cursor: ListCursor,
): Promise<IndexableType[]> {
  const asc = query.direction === 'asc';
  const group = db
    .table(query.collection)
    .where(plan.index)
    .equals((plan.prefix ? [plan.prefix.value, cursor.key] : cursor.key) as IndexableType);
  const keys = await (asc ? group : group.reverse()).primaryKeys();
  return keys.filter((key) =>
    asc ? cmp(key, cursor.primaryKey) > 0 : cmp(key, cursor.primaryKey) < 0,
  );
}

/**
 * One page of a collection, filtered and sorted by index. Pass the returned `next` as `cursor`
 * for the following page; rows never repeat or go missing between pages while the data holds.
 */
export async function readListPage<C extends CollectionName>(
  db: AlphaScoutDb,
  query: ListQuery<C>,
): Promise<ListPage<RecordOf<C>>> {
  const generic = query as unknown as ListQuery<CollectionName>;
  const plan = planListQuery(db, generic);
  const table = db.table(query.collection);
  const primaryField = table.schema.primKey.name;
  const maxScan = Math.max(query.maxScan ?? DEFAULT_MAX_SCAN, query.pageSize);
  const chunkSize = Math.min(Math.max(query.pageSize * 2, 50), 500);
  const rows: RecordOf<C>[] = [];
  let cursor = query.cursor ?? null;
  let scanned = 0;

  /** Looks at one row in walk order; true when the page is done (full, or the scan budget spent). */
  const visit = (record: unknown): boolean => {
    scanned += 1;
    cursor = {
      key: fieldOf(record, query.sortBy) as IndexableType,
      primaryKey: fieldOf(record, primaryField) as IndexableType,
    };
    const matches =
      plan.memory.every(([field, value]) => fieldOf(record, field) === value) &&
      (query.where?.(record as RecordOf<C>) ?? true);
    if (matches) rows.push(record as RecordOf<C>);
    return rows.length >= query.pageSize || scanned >= maxScan;
  };

  for (;;) {
    if (cursor) {
      // Finish the run of rows tied with the cursor's sort key before moving past that key.
      const ties = await restOfTies(db, generic, plan, cursor);
      for (let from = 0; from < ties.length; from += chunkSize) {
        const batch = await table.bulkGet(ties.slice(from, from + chunkSize));
        for (const record of batch) {
          if (record !== undefined && visit(record)) return { rows, next: cursor };
        }
      }
    }
    const chunk = await rangeCollection(db, generic, plan, cursor?.key).limit(chunkSize).toArray();
    for (const record of chunk) {
      if (visit(record)) return { rows, next: cursor };
    }
    if (chunk.length < chunkSize) return { rows, next: null };
  }
}

/**
 * The first `limit` rows of a list: what an infinitely loading screen shows. Read as ONE keyset
 * walk (chunks of up to 500 rows), not page by page: every page boundary after the first costs a
 * tie lookup (`restOfTies`), which on a 0-100 score over 100k rows reads ~1,000 keys, so paging a
 * 2,000-row window 30 at a time read ~67,000 keys on the main thread per "load more" (measured in
 * bench/browser/app.ts: long tasks while scrolling). The scan budget stays what the pages had
 * together, `maxScan` per `pageSize` rows asked for, so a sparse in-memory filter still makes
 * progress on every "load more" without ever walking a whole big table in one go.
 */
export async function readListWindow<C extends CollectionName>(
  db: AlphaScoutDb,
  query: Omit<ListQuery<C>, 'cursor'>,
  limit: number,
): Promise<{ rows: RecordOf<C>[]; hasMore: boolean }> {
  const { then, ...first } = query;
  const calls = Math.max(1, Math.ceil(limit / query.pageSize));
  const maxScan = calls * Math.max(query.maxScan ?? DEFAULT_MAX_SCAN, query.pageSize);
  const page = await readListPage(db, { ...first, pageSize: limit, maxScan, cursor: null });
  if (!then || page.next !== null) return { rows: page.rows, hasMore: page.next !== null };
  // The first walk is done: the window goes on with the second (with its own scan budget). A row
  // on both walks' shared bound comes once, so the second reads one row more than is missing.
  const wanted = limit - page.rows.length;
  const rest = await readListWindow(
    db,
    {
      ...first,
      direction: then.direction,
      range: then.range,
      ...(then.equals ? { equals: then.equals } : {}),
      ...(then.where ? { where: then.where } : {}),
    },
    wanted + 1,
  );
  const primaryField = db.table(query.collection).schema.primKey.name;
  const seen = new Set(page.rows.map((row) => fieldOf(row, primaryField)));
  const more = rest.rows.filter((row) => !seen.has(fieldOf(row, primaryField)));
  return { rows: [...page.rows, ...more.slice(0, wanted)], hasMore: rest.hasMore };
}
