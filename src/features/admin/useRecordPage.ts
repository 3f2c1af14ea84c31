import { useLiveRead } from '../kit/useLiveRead';
import { readRecordPage, type EditorKey, type RecordPage } from '../../db/admin-queries';
import { appDb } from '../../db/app-db';
import type { CollectionName } from '../../schemas/registry';

/**
 * One keyset page of a collection, live: a save, an undo or another tab's write shows at once.
 * Each run reads at most one bounded window (see admin-queries), so it stays cheap on 100k rows.
 */
export function useRecordPage(collection: CollectionName, after: EditorKey | undefined, idPrefix: string, text: string): RecordPage | undefined {
  return useLiveRead(() => readRecordPage(appDb, collection, { after, idPrefix, text }), [collection, after, idPrefix, text]);
}
