/**
 * Tracker notes typed in the save's pause before the page went away (a reload, a closed tab).
 * Storing a note is a read and a write in IndexedDB, which a page being torn down does not finish
 * (measured: a `pagehide` flush never reached the write). So every keystroke also leaves the text
 * here, in localStorage, written at once; a stored note drops its draft, and the next start stores
 * whatever draft is left, unless the row changed after the draft was typed.
 */
import * as v from 'valibot';
import { trackingRowSchema } from '../schemas/tracking';
import type { AlphaScoutDb } from './database';
import { setNote, trackingRow, type TrackedItem } from './tracking';

export const NOTE_DRAFTS_KEY = 'alphascout:note-drafts';

const draftSchema = v.object({
  owner: trackingRowSchema.entries.owner,
  item: v.object({
    collection: trackingRowSchema.entries.collection,
    itemId: trackingRowSchema.entries.itemId,
    name: trackingRowSchema.entries.name,
    image: trackingRowSchema.entries.image,
  }),
  note: trackingRowSchema.entries.note,
  typedAt: trackingRowSchema.entries.updatedAt,
});
type NoteDraft = v.InferOutput<typeof draftSchema>;

const sameItem = (draft: NoteDraft, owner: string, item: TrackedItem): boolean =>
  draft.owner === owner && draft.item.collection === item.collection && draft.item.itemId === item.itemId;

/** The drafts kept, leaving out any that is not a draft (storage edited by hand, an older build). */
function readDrafts(storage: Storage): NoteDraft[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(NOTE_DRAFTS_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.flatMap((entry) => (v.is(draftSchema, entry) ? [entry] : [])) : [];
}

function writeDrafts(storage: Storage, drafts: readonly NoteDraft[]): void {
  if (drafts.length === 0) storage.removeItem(NOTE_DRAFTS_KEY);
  else storage.setItem(NOTE_DRAFTS_KEY, JSON.stringify(drafts));
}

/** Keeps what is typed in an item's note field, replacing that item's earlier draft. */
export function keepNoteDraft(storage: Storage, owner: string, item: TrackedItem, note: string, now = new Date()): void {
  const draft: NoteDraft = { owner, item: { collection: item.collection, itemId: item.itemId, name: item.name, image: item.image }, note, typedAt: now.toISOString() };
  writeDrafts(storage, [...readDrafts(storage).filter((kept) => !sameItem(kept, owner, item)), draft]);
}

/** Drops an item's draft once `note` is stored; a draft typed since (another text) stays. */
export function dropNoteDraft(storage: Storage, owner: string, item: TrackedItem, note: string): void {
  const drafts = readDrafts(storage);
  const rest = drafts.filter((kept) => !(sameItem(kept, owner, item) && kept.note === note));
  if (rest.length !== drafts.length) writeDrafts(storage, rest);
}

/**
 * Stores the drafts left by a page that went away before its save. A row changed after the draft
 * was typed (another tab, a later visit) is newer and stays. Returns how many notes were stored.
 */
export async function storeNoteDrafts(db: AlphaScoutDb, storage: Storage): Promise<number> {
  let stored = 0;
  for (const draft of readDrafts(storage)) {
    const { item } = draft;
    const row = await trackingRow(db, draft.owner, item.collection, item.itemId);
    if (!row || Date.parse(row.updatedAt) < Date.parse(draft.typedAt)) {
      await setNote(db, draft.owner, item.image === undefined ? { collection: item.collection, itemId: item.itemId, name: item.name } : item, draft.note, new Date(draft.typedAt));
      stored += 1;
    }
    dropNoteDraft(storage, draft.owner, item, draft.note);
  }
  return stored;
}
