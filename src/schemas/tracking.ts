/**
 * One row of the visitor's tracker (docs/data.md, "Tracker rows"): what one owner (an account, or
 * this browser's guest) keeps about one item. User data, not content: rows merge by `updatedAt`
 * (newer wins) where content replaces, and an emptied row stays as a tombstone so that an older
 * backup cannot bring it back.
 */
import * as v from 'valibot';

import { id, imageRef, isoDate, requiredText } from './common';

/** The collections whose items can be watched. */
export const TRACKABLE_COLLECTIONS = [
  'signals',
  'airdrops',
  'giveaways',
  'whitelists',
  'testnets',
  'nftProjects',
  'icoProjects',
  'academy',
] as const;
export type TrackableCollection = (typeof TRACKABLE_COLLECTIONS)[number];

/** The backup file's key for the tracker's rows (beside the collections; merged, not replaced). */
export const TRACKING_BACKUP_KEY = 'tracking';

/** Most tracker rows one backup may hold: user data, never near this, and the import keeps them in memory. */
export const MAX_TRACKING_ROWS = 100_000;

/** Longest note, in characters. */
export const MAX_NOTE_LENGTH = 2000;

/** Blank space is no note: not stored on an unwatched item, nothing to lose on unwatching. */
export const isBlankNote = (note: string): boolean => note.trim() === '';

export const trackingRowSchema = v.object({
  /** `account:<id>` for a signed-in account, `guest` for this browser's guest tracker. */
  owner: id,
  collection: v.picklist(TRACKABLE_COLLECTIONS, 'must be a collection that can be watched'),
  itemId: id,
  watched: v.boolean(),
  /** The keys of the checked steps (an airdrop task's id, else the step's text hashed; rows from before that, its position). */
  steps: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(500)),
  note: v.pipe(
    v.string(),
    v.maxLength(MAX_NOTE_LENGTH, `must be at most ${MAX_NOTE_LENGTH} characters`),
  ),
  updatedAt: isoDate,
  /** The item's name and image when the row last changed: what shows once the record is gone. */
  name: requiredText,
  image: v.optional(imageRef),
});

export type TrackingRow = v.InferOutput<typeof trackingRowSchema>;

/** Whether items of a collection can be watched. */
export function isTrackable(collection: string): collection is TrackableCollection {
  return (TRACKABLE_COLLECTIONS as readonly string[]).includes(collection);
}
