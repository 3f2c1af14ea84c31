/**
 * Tracker notes typed in the save's pause before the page went away (a reload, a closed tab).
 * Storing a note is a read and a write in IndexedDB, which a page being torn down does not finish
 * (measured: a `pagehide` flush never reached the write). So every keystroke also leaves the text
 * here, in localStorage, written at once, one key per item (two tabs typing in two items never
 * rewrite each other's); a stored note drops its draft, and the next start stores whatever draft
 * is left, unless the note was changed since by something else.
 */
import * as v from 'valibot';

import { trackingRowSchema } from '../../schemas/tracking';
import type { AlphaScoutDb } from '../connection/database';
import { setNote, type TrackedItem, trackingRow } from './rows';

export const NOTE_DRAFT_PREFIX = 'alphascout:note-draft:';

const row = trackingRowSchema.entries;
const draftSchema = v.object({
  owner: row.owner,
  item: v.object({
    collection: row.collection,
    itemId: row.itemId,
    name: row.name,
    image: row.image,
  }),
  note: row.note,
  /** The stored note the text was typed over: a different one at the next start was written since. */
  base: row.note,
  typedAt: row.updatedAt,
});
type NoteDraft = v.InferOutput<typeof draftSchema>;

const keyOf = (owner: string, item: Pick<TrackedItem, 'collection' | 'itemId'>): string =>
  `${NOTE_DRAFT_PREFIX}${JSON.stringify([owner, item.collection, item.itemId])}`;

function readDraft(storage: Storage, key: string): NoteDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return v.is(draftSchema, parsed) ? parsed : null;
  } catch {
    return null; // not JSON: edited by hand; dropped like any other key that is not a draft
  }
}

/** Keeps what is typed in an item's note field over the stored note `base`, replacing its earlier draft. */
export function keepNoteDraft(
  storage: Storage,
  owner: string,
  item: TrackedItem,
  note: string,
  base: string,
  now = new Date(),
): void {
  const draft: NoteDraft = {
    owner,
    item: { collection: item.collection, itemId: item.itemId, name: item.name, image: item.image },
    note,
    base,
    typedAt: now.toISOString(),
  };
  storage.setItem(keyOf(owner, item), JSON.stringify(draft));
}

/** Drops an item's draft: once `note` is stored (a draft typed since, another text, stays), or whatever it holds. */
export function dropNoteDraft(
  storage: Storage,
  owner: string,
  item: Pick<TrackedItem, 'collection' | 'itemId'>,
  note?: string,
): void {
  const key = keyOf(owner, item);
  if (note === undefined || readDraft(storage, key)?.note === note) storage.removeItem(key);
}

/**
 * Stores the drafts left by pages that went away before their save, unless the note was changed
 * since (another tab wrote another note, or the item was unwatched: its note is gone with it). A
 * step ticked after the keystroke changes the row but not the note, and the draft is stored.
 * Returns how many notes were stored.
 */
export async function storeNoteDrafts(
  db: AlphaScoutDb,
  storage: Storage,
  now = new Date(),
): Promise<number> {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(NOTE_DRAFT_PREFIX) === true,
  );
  let stored = 0;
  for (const key of keys) {
    const draft = readDraft(storage, key);
    if (draft) {
      const { item } = draft;
      const current = await trackingRow(db, draft.owner, item.collection, item.itemId);
      const untouched =
        !current ||
        Date.parse(current.updatedAt) < Date.parse(draft.typedAt) ||
        (current.watched && current.note === draft.base);
      if (untouched && current?.note !== draft.note) {
        await setNote(
          db,
          draft.owner,
          item.image === undefined
            ? { collection: item.collection, itemId: item.itemId, name: item.name }
            : item,
          draft.note,
          now,
        );
        stored += 1;
      }
    }
    storage.removeItem(key); // after the write: a draft whose write failed is tried again next time
  }
  return stored;
}
