import type { RecordOf } from '../../schemas/registry';
import type { TrackableCollection, TrackingRow } from '../../schemas/tracking';
import type { AlphaScoutDb } from '../connection/database';
import { watchedRows } from './rows';

export interface WatchedItem {
  row: TrackingRow;
  /** null: the record is no longer listed. */
  record: RecordOf<TrackableCollection> | null;
}

/**
 * An owner's watched rows joined to their records: the rows by the `owner` index and the records by
 * key (one `bulkGet` per collection), so no content table is scanned.
 */
export async function watchedItems(db: AlphaScoutDb, owner: string): Promise<WatchedItem[]> {
  const rows = await watchedRows(db, owner);
  const byCollection = new Map<TrackableCollection, string[]>();
  for (const row of rows) {
    const ids = byCollection.get(row.collection);
    if (ids) ids.push(row.itemId);
    else byCollection.set(row.collection, [row.itemId]);
  }
  const records = new Map<string, RecordOf<TrackableCollection>>();
  await Promise.all(
    [...byCollection].map(async ([collection, ids]) => {
      const found = await db.collection<TrackableCollection>(collection).bulkGet(ids);
      found.forEach(
        (record, index) => record && records.set(`${collection}/${ids[index]}`, record),
      );
    }),
  );
  return rows.map((row) => ({
    row,
    record: records.get(`${row.collection}/${row.itemId}`) ?? null,
  }));
}
