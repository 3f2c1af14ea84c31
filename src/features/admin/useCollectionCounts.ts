import { useCallback, useEffect, useState } from 'react';

import { countAllRecords, countRecords } from '../../db/admin/editor-queries';
import { appDb, whenDataReady } from '../../db/connection/app-db';
import { useLiveRead } from '../../hooks/useLiveRead';
import type { CollectionName } from '../../schemas/registry';

export type Counts = Partial<Record<CollectionName, number>>;

/**
 * Record counts: every collection's read once when the editor opens and again for one the editor
 * changed, and the shown collection's live, so it follows the list when another tab adds or
 * deletes (`count()` costs ~100 ms on a 100k table: one live count, not thirteen).
 */
export function useCollectionCounts(shown: CollectionName): {
  counts: Counts | undefined;
  refresh: (name: CollectionName) => void;
} {
  const [counts, setCounts] = useState<Counts | undefined>(undefined);
  // Paired with its collection: a live read keeps its last result while the next one runs, which
  // after switching collections is the previous collection's count.
  const live = useLiveRead(
    async () => ({ collection: shown, count: await countRecords(appDb, shown) }),
    [shown],
  );
  const shownCount = live?.collection === shown ? live.count : undefined;

  useEffect(() => {
    let live = true;
    whenDataReady()
      .then(() => countAllRecords(appDb))
      .then(
        (all) => live && setCounts(all),
        () => live && setCounts({}),
      );
    return () => {
      live = false;
    };
  }, []);

  const refresh = useCallback((name: CollectionName) => {
    void countRecords(appDb, name).then((count) => setCounts((old) => ({ ...old, [name]: count })));
  }, []);

  return {
    counts: counts && shownCount !== undefined ? { ...counts, [shown]: shownCount } : counts,
    refresh,
  };
}
