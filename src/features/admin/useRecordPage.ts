import { type EditorKey, readRecordPage, type RecordPage } from '../../db/admin/editor-queries';
import { appDb } from '../../db/connection/app-db';
import { useLiveRead } from '../../hooks/useLiveRead';
import type { CollectionName } from '../../schemas/registry';

export interface ShownRecordPage {
  /** The page read last: while the next one is read, still the previous page's. */
  page: RecordPage | undefined;
  /** Where `page` starts (the `after` it was read with). */
  from: EditorKey | undefined;
  /** Whether `page` is the one asked for. Until it is, its `next` and records are another page's. */
  settled: boolean;
}

/**
 * One keyset page of a collection, live: a save, an undo or another tab's write shows at once.
 * Each run reads at most one bounded window (see db/admin/editor-queries), so it stays cheap on 100k rows.
 */
export function useRecordPage(
  collection: CollectionName,
  after: EditorKey | undefined,
  idPrefix: string,
  text: string,
): ShownRecordPage {
  const read = useLiveRead(
    async () => ({
      collection,
      after,
      idPrefix,
      text,
      page: await readRecordPage(appDb, collection, { after, idPrefix, text }),
    }),
    [collection, after, idPrefix, text],
  );
  const settled =
    read?.collection === collection &&
    read.after === after &&
    read.idPrefix === idPrefix &&
    read.text === text;
  return { page: read?.page, from: read?.after, settled };
}
