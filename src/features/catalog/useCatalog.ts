import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { firstRecords, recordByRouteKey } from '../../db/queries';
import type { RecordOf } from '../../schemas/registry';
import type { ContentCollection } from './content-routes';

/** Cards shown by the provisional list screen: a bounded first page, never the whole table. */
export const PREVIEW_LIMIT = 60;

export function useFirstRecords<C extends ContentCollection>(collection: C): RecordOf<C>[] | undefined {
  return useLiveQuery(() => firstRecords(appDb, collection, PREVIEW_LIMIT), [collection]);
}

/** undefined while loading, null when there is no such record. */
export function useRecord<C extends ContentCollection>(collection: C, key: string): RecordOf<C> | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, collection, key)) ?? null, [collection, key]);
}
