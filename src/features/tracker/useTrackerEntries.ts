import { appDb } from '../../db/connection/app-db';
import { watchedItems } from '../../db/tracking/watched-items';
import { useLiveRead } from '../../hooks/useLiveRead';
import { useTrackerOwner } from '../../tracking/useTracking';
import { entryOf, type TrackerEntry } from './tracker-model';

/** The current owner's watched items joined to their records, live (`watchedItems`). */
export function useTrackerEntries(): TrackerEntry[] | undefined {
  const owner = useTrackerOwner();
  return useLiveRead(
    async () => (await watchedItems(appDb, owner)).map(({ row, record }) => entryOf(row, record)),
    [owner],
  );
}
