import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { countCollections } from '../../db/queries';

/** Live record counts of every collection; undefined while the first read runs. */
export function useCollectionCounts() {
  return useLiveQuery(() => countCollections(appDb), []);
}
