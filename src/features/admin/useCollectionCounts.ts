import { useCallback, useEffect, useState } from 'react';
import { countAllRecords, countRecords } from '../../db/admin-queries';
import { appDb } from '../../db/app-db';
import type { CollectionName } from '../../schemas/registry';
import { whenDataReady } from '../../db/app-db';

export type Counts = Partial<Record<CollectionName, number>>;

/**
 * Record counts, read once when the editor opens and again only for a collection the editor
 * changed: `count()` costs ~100 ms on a 100k table, too slow for a live query on every change.
 */
export function useCollectionCounts(): { counts: Counts | undefined; refresh: (name: CollectionName) => void } {
  const [counts, setCounts] = useState<Counts | undefined>(undefined);

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

  return { counts, refresh };
}
