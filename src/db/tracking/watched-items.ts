import type { RecordOf } from '../../schemas/registry';
import type { TrackableCollection, TrackingRow } from '../../schemas/tracking';
import type { AlphaScoutDb } from '../connection/database';

export interface WatchedItem {
  row: TrackingRow;
  /** null: the record is no longer listed. */
  record: RecordOf<TrackableCollection> | null;
}

/**
 * Rows or records read per request: a thousand watched items are a few ms of decoding each, so
 * with `pause` between them no task of a ten-thousand-item read comes near 50 ms.
 */
export const WATCHED_CHUNK = 500;

/** Above every collection name in the key order: the end of an owner's rows. (Not `Dexie.maxKey`, an array, which an array key cannot hold in every backend.) */
const AFTER_EVERY_COLLECTION = '\uffff';

const noPause = (): Promise<void> => Promise.resolve();

/** An owner's rows, watched or not, in primary-key pages (`[owner+collection+itemId]`). */
async function ownerRows(
  db: AlphaScoutDb,
  owner: string,
  pause: () => Promise<void>,
): Promise<TrackingRow[]> {
  const rows: TrackingRow[] = [];
  let after: [string, string, string] | null = null;
  for (;;) {
    const from: [string, string, string] | [string] = after ?? [owner];
    const page: TrackingRow[] = await db.tracking
      .where('[owner+collection+itemId]')
      .between(from, [owner, AFTER_EVERY_COLLECTION], after === null, true)
      .limit(WATCHED_CHUNK)
      .toArray();
    rows.push(...page);
    const last: TrackingRow | undefined = page.at(-1);
    if (page.length < WATCHED_CHUNK || !last) return rows;
    after = [last.owner, last.collection, last.itemId];
    await pause();
  }
}

/**
 * An owner's watched rows joined to their records: the rows by primary key and the records by key
 * (`bulkGet`), so no content table is scanned; both in chunks, with `pause` awaited between them
 * (the caller's way to give the page its turn).
 */
export async function watchedItems(
  db: AlphaScoutDb,
  owner: string,
  pause: () => Promise<void> = noPause,
): Promise<WatchedItem[]> {
  return joinRecords(
    db,
    (await ownerRows(db, owner, pause)).filter((row) => row.watched),
    pause,
  );
}

/** Rows joined to their records, read by key in chunks with `pause` between them. */
export async function joinRecords(
  db: AlphaScoutDb,
  rows: readonly TrackingRow[],
  pause: () => Promise<void> = noPause,
): Promise<WatchedItem[]> {
  const byCollection = new Map<TrackableCollection, string[]>();
  for (const row of rows) {
    const ids = byCollection.get(row.collection);
    if (ids) ids.push(row.itemId);
    else byCollection.set(row.collection, [row.itemId]);
  }
  const records = await recordsByKey(db, byCollection, pause);
  return rows.map((row) => ({
    row,
    record: records.get(`${row.collection}/${row.itemId}`) ?? null,
  }));
}

/** Records of some collections by id, as `<collection>/<id>` → record; ids not found are left out. */
export async function recordsByKey(
  db: AlphaScoutDb,
  ids: ReadonlyMap<TrackableCollection, readonly string[]>,
  pause: () => Promise<void> = noPause,
): Promise<Map<string, RecordOf<TrackableCollection>>> {
  const records = new Map<string, RecordOf<TrackableCollection>>();
  let first = true;
  for (const [collection, collectionIds] of ids)
    for (let start = 0; start < collectionIds.length; start += WATCHED_CHUNK) {
      const chunk = collectionIds.slice(start, start + WATCHED_CHUNK);
      if (!first) await pause();
      first = false;
      const found = await db.collection<TrackableCollection>(collection).bulkGet(chunk);
      found.forEach(
        (record, index) => record && records.set(`${collection}/${chunk[index]}`, record),
      );
    }
  return records;
}
