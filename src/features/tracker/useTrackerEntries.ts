import { appDb } from '../../db/connection/app-db';
import { watchedRows } from '../../db/tracking/rows';
import { useLiveRead } from '../../hooks/useLiveRead';
import type { RecordOf } from '../../schemas/registry';
import type { TrackableCollection } from '../../schemas/tracking';
import { useTrackerOwner } from '../../tracking/useTracking';
import { entryOf, type TrackerEntry } from './tracker-model';

/**
 * The current owner's watched items joined to their records, live: the rows come by the `owner`
 * index and the records by key (one `bulkGet` per collection), so no content table is scanned.
 */
export function useTrackerEntries(): TrackerEntry[] | undefined {
  const owner = useTrackerOwner();
  return useLiveRead(async () => {
    const rows = await watchedRows(appDb, owner);
    const byCollection = new Map<TrackableCollection, string[]>();
    for (const row of rows)
      byCollection.set(row.collection, [...(byCollection.get(row.collection) ?? []), row.itemId]);
    const records = new Map<string, RecordOf<TrackableCollection>>();
    await Promise.all(
      [...byCollection].map(async ([collection, ids]) => {
        const found = (await appDb.table(collection).bulkGet(ids)) as (
          RecordOf<TrackableCollection> | undefined
        )[];
        found.forEach(
          (record, index) => record && records.set(`${collection}/${ids[index]}`, record),
        );
      }),
    );
    return rows.map((row) => entryOf(row, records.get(`${row.collection}/${row.itemId}`) ?? null));
  }, [owner]);
}
