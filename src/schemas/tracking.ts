/**
 * One row of the visitor's tracker (docs/data.md, "Tracker rows"): what one owner (an account, or
 * this browser's guest) keeps about one item. User data, not content: rows merge by `updatedAt`
 * (newer wins) where content replaces, and an emptied row stays as a tombstone so that an older
 * backup cannot bring it back.
 */
import * as v from 'valibot';

import { id, imageRef, isoDate, requiredText } from './common';
import { MAX_WALLET_ROWS } from './wallet';

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

/** Longest step key: an airdrop task's id or a hash of the step's text. */
export const MAX_STEP_KEY = 200;

/**
 * Most ticks in one column (the no-wallet `steps`, or one wallet's). A repeating step keeps a tick
 * per period, so writes prune each column to stay under this (src/db/tracking/ticks.ts).
 */
export const MAX_COLUMN_TICKS = 2000;

/** Most steps with a personal repeat on one item: more than any item has steps. */
export const MAX_REPEATS = 500;

/** The row shapes this app reads; a row without `schema` is 1, which 2 only extends. */
export const TRACKING_SCHEMAS = [1, 2] as const;

/** What this app writes. */
export const TRACKING_SCHEMA = 2 as const;

export const REPEATS = ['daily', 'weekly'] as const;

/**
 * One column's ticks: step keys, and for a repeating step `<stepKey>@<period>` (a local day
 * `YYYY-MM-DD` or an ISO week `YYYY-Www`), one per period it was done in.
 */
const ticks = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(MAX_STEP_KEY + '@YYYY-MM-DD'.length))),
  v.maxLength(MAX_COLUMN_TICKS),
);

export const trackingRowSchema = v.object({
  schema: v.optional(
    v.picklist(
      TRACKING_SCHEMAS,
      'must be 1 or 2: this row was made by a newer version of AlphaScout, which this one cannot read',
    ),
  ),
  /** `account:<id>` for a signed-in account, `guest` for this browser's guest tracker. */
  owner: id,
  collection: v.picklist(TRACKABLE_COLLECTIONS, 'must be a collection that can be watched'),
  itemId: id,
  watched: v.boolean(),
  /** The keys of the steps ticked with no wallet (an airdrop task's id, else the step's text hashed; rows from before that, its position). */
  steps: ticks,
  /** Wallet id → the ticks kept for that wallet (src/schemas/wallet.ts). */
  walletSteps: v.optional(
    v.pipe(
      v.record(id, ticks),
      v.check(
        (columns) => Object.keys(columns).length <= MAX_WALLET_ROWS,
        `must hold at most ${MAX_WALLET_ROWS.toLocaleString('en')} wallets`,
      ),
    ),
  ),
  /** Step key → the visitor's own repeat for that step. */
  repeats: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.maxLength(MAX_STEP_KEY)),
        v.picklist(REPEATS, 'must be daily or weekly'),
      ),
      v.check(
        (repeats) => Object.keys(repeats).length <= MAX_REPEATS,
        `must hold at most ${MAX_REPEATS} steps`,
      ),
    ),
  ),
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
