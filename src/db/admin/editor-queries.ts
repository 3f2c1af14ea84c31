/**
 * Reads and writes of the admin JSON editor. Built for a 100k-row table (docs/data.md, "IndexedDB pitfalls"): pages
 * walk the primary key with keyset paging (`above(lastKey).limit(n)`), never `offset()` and never
 * the whole table; an id prefix is a key range on the primary key; the optional text filter only
 * looks at a bounded window of records per request; counts are read on demand, not live.
 */
import {
  type AnyRecord,
  COLLECTION_NAMES,
  type CollectionName,
  hasNumericKeys,
} from '../../schemas/registry';
import type { AlphaScoutDb } from '../connection/database';
import { validateCollection } from '../records/repository';

/** A primary key: blog posts have integer ids, every other collection strings. */
export type EditorKey = string | number;

export const PAGE_SIZE = 25;
/** Most records one text-filtered request reads before it hands back what it found so far. */
export const SCAN_WINDOW = 2_000;

export interface PageQuery {
  /** Resume after this key (exclusive); undefined for the first page. */
  after?: EditorKey | undefined;
  /** Only ids that start with this text. */
  idPrefix?: string;
  /** Only records whose JSON contains this text (case-insensitive), within the scan window. */
  text?: string;
  limit?: number;
  scanWindow?: number;
}

export interface RecordPage {
  records: AnyRecord[];
  /** Where the next page starts (pass as `after`); null at the end of the table. */
  next: EditorKey | null;
  /** How many records were read to build this page. */
  scanned: number;
  /** True when the scan window ran out before the page filled: there may be more matches. */
  partial: boolean;
}

function table(db: AlphaScoutDb, collection: CollectionName) {
  return db.table<AnyRecord, EditorKey>(collection);
}

function keyOf(record: AnyRecord): EditorKey {
  return record.id;
}

/** The key range to walk: after the cursor and, for string keys, inside the id prefix. */
function range(
  db: AlphaScoutDb,
  collection: CollectionName,
  after: EditorKey | undefined,
  prefix: string,
) {
  const primary = table(db, collection).where(':id');
  if (prefix && !hasNumericKeys(collection)) {
    // '\uffff' sorts after every other UTF-16 unit, so [prefix, prefix + '\uffff'] is "starts with".
    const upper = `${prefix}\uffff`;
    if (typeof after === 'string' && after >= prefix)
      return primary.between(after, upper, false, true);
    return primary.between(prefix, upper, true, true);
  }
  return after === undefined ? table(db, collection).orderBy(':id') : primary.above(after);
}

/** One page of a collection in primary-key order, optionally narrowed by id prefix and text. */
export async function readRecordPage(
  db: AlphaScoutDb,
  collection: CollectionName,
  query: PageQuery = {},
): Promise<RecordPage> {
  const limit = query.limit ?? PAGE_SIZE;
  const prefix = query.idPrefix?.trim() ?? '';
  const text = query.text?.trim().toLowerCase() ?? '';
  // Integer keys cannot be prefix-ranged, so for them the prefix joins the in-window filter.
  const numericPrefix = prefix !== '' && hasNumericKeys(collection) ? prefix : '';
  const filtered = text !== '' || numericPrefix !== '';

  if (!filtered) {
    const rows = await range(db, collection, query.after, prefix)
      .limit(limit + 1)
      .toArray();
    const records = rows.slice(0, limit);
    const last = records[records.length - 1];
    return {
      records,
      next: rows.length > limit && last ? keyOf(last) : null,
      scanned: rows.length,
      partial: false,
    };
  }

  const windowSize = Math.max(limit, query.scanWindow ?? SCAN_WINDOW);
  const rows = await range(db, collection, query.after, prefix).limit(windowSize).toArray();
  const records: AnyRecord[] = [];
  let consumed = 0;
  for (const row of rows) {
    consumed++;
    const idMatches = numericPrefix === '' || String(row.id).startsWith(numericPrefix);
    if (idMatches && (text === '' || JSON.stringify(row).toLowerCase().includes(text)))
      records.push(row);
    if (records.length === limit) break;
  }
  const lastRead = rows[consumed - 1];
  const more = consumed < rows.length || rows.length === windowSize;
  return {
    records,
    next: more && lastRead ? keyOf(lastRead) : null,
    scanned: consumed,
    partial: records.length < limit && rows.length === windowSize,
  };
}

/** Record count of one collection (about 100 ms on a 100k table: call it on demand, not live). */
export function countRecords(db: AlphaScoutDb, collection: CollectionName): Promise<number> {
  return table(db, collection).count();
}

export async function countAllRecords(db: AlphaScoutDb): Promise<Record<CollectionName, number>> {
  const entries = await Promise.all(
    COLLECTION_NAMES.map(async (name) => [name, await countRecords(db, name)] as const),
  );
  return Object.fromEntries(entries) as Record<CollectionName, number>;
}

/** The stored versions of the given keys, in order; undefined where there is none. */
export function readRecords(
  db: AlphaScoutDb,
  collection: CollectionName,
  keys: readonly EditorKey[],
): Promise<(AnyRecord | undefined)[]> {
  return table(db, collection).bulkGet([...keys]);
}

/** The first record, used as the shape of a new record's template. */
export function firstRecord(
  db: AlphaScoutDb,
  collection: CollectionName,
): Promise<AnyRecord | undefined> {
  return table(db, collection).orderBy(':id').first();
}

/** The largest integer key (blog posts), so a new record can take the next one. */
export async function lastKey(
  db: AlphaScoutDb,
  collection: CollectionName,
): Promise<EditorKey | undefined> {
  const last = await table(db, collection).orderBy(':id').last();
  return last?.id;
}

/**
 * Puts and deletes in one transaction: the editor's undo, which restores earlier versions and
 * removes records a save had added. Validated first, so the transaction awaits Dexie only.
 */
export async function applyRecordChange(
  db: AlphaScoutDb,
  collection: CollectionName,
  change: { put: readonly unknown[]; remove: readonly EditorKey[] },
): Promise<void> {
  const records = validateCollection(collection, change.put);
  const target = table(db, collection);
  await db.transaction('rw', target, async () => {
    if (change.remove.length > 0) await target.bulkDelete([...change.remove]);
    if (records.length > 0) await target.bulkPut(records);
  });
}

/** Stored users holding one of these emails, letter case aside (the users table indexes email). */
export function usersWithEmails(
  db: AlphaScoutDb,
  emails: readonly string[],
): Promise<{ id: string; email: string }[]> {
  return db
    .collection('users')
    .where('email')
    .anyOfIgnoreCase(emails.map((email) => email.trim()))
    .toArray();
}
