import { useLiveQuery } from 'dexie-react-hooks';

import { appDb } from '../../db/connection/app-db';
import { recordByRouteKey } from '../../db/records/reads';
import type { RecordOf } from '../../schemas/registry';
import type { ContentCollection } from './content-paths';

/**
 * One record by the key its detail page is addressed by (the slug for courses and blog posts,
 * the id for the rest), live across tabs. undefined while loading, null when there is none.
 */
export function useRecord<C extends ContentCollection>(
  collection: C,
  key: string | null,
): RecordOf<C> | null | undefined {
  return useLiveQuery(
    async () => (key === null ? null : ((await recordByRouteKey(appDb, collection, key)) ?? null)),
    [collection, key],
  );
}
