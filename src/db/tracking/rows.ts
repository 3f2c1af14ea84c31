/**
 * The tracker's data operations (docs/data.md, "Tracker rows"), no React. Every change rewrites the
 * whole row with a new `updatedAt` and the item's current name, inside one transaction so two
 * tabs never lose each other's step. Unwatching keeps the row emptied (a tombstone) so that a
 * merge of older rows (a backup, a guest tracker) cannot bring the item back.
 */
import { Dexie } from 'dexie';

import type { Repeat } from '../../lib/periods';
import type { RecordOf } from '../../schemas/registry';
import {
  isBlankNote,
  MAX_NOTE_LENGTH,
  TRACKABLE_COLLECTIONS,
  type TrackableCollection,
  TRACKING_SCHEMA,
  type TrackingRow,
} from '../../schemas/tracking';
import type { Session } from '../../schemas/user';
import type { AlphaScoutDb } from '../connection/database';
import { isNewer, newerRows } from './newer-wins';
import { columnOf, joinedColumns, tickKey, withColumn, withColumns, withWalletIds } from './ticks';
import { moveWallets } from './wallets';

/** This browser's guest tracker: IndexedDB is per browser, so one fixed owner is enough. */
export const GUEST_OWNER = 'guest';

/** Whose tracker is shown: the signed-in account's, else the guest's. */
export function ownerOf(session: Pick<Session, 'id'> | null): string {
  return session ? `account:${session.id}` : GUEST_OWNER;
}

/** What a row remembers of its item, taken afresh at every change. */
export interface TrackedItem {
  collection: TrackableCollection;
  itemId: string;
  name: string;
  image?: string;
}

export type TrackingKey = [owner: string, collection: string, itemId: string];

export function keyOf(row: Pick<TrackingRow, 'owner' | 'collection' | 'itemId'>): TrackingKey {
  return [row.owner, row.collection, row.itemId];
}

/** A row that holds nothing: unwatched, no tick in any column, no note. Kept, never shown. */
export function isTombstone(row: TrackingRow): boolean {
  return !row.watched && row.steps.length === 0 && row.walletSteps === undefined && row.note === '';
}

/** What a change may rewrite; `watched: false` with nothing else is the tombstone. */
type RowContent = Pick<TrackingRow, 'watched' | 'steps' | 'note' | 'walletSteps' | 'repeats'>;

type RowChange = (row: RowContent) => RowContent;

async function change(
  db: AlphaScoutDb,
  owner: string,
  item: TrackedItem,
  apply: RowChange,
  now: Date,
): Promise<TrackingRow> {
  return db.transaction('rw', db.tracking, async () => {
    const stored = await db.tracking.get([owner, item.collection, item.itemId]);
    const next: TrackingRow = {
      schema: TRACKING_SCHEMA,
      owner,
      collection: item.collection,
      itemId: item.itemId,
      ...apply(stored ?? { watched: false, steps: [], note: '' }),
      updatedAt: now.toISOString(),
      name: item.name,
      ...(item.image === undefined ? {} : { image: item.image }),
    };
    await db.tracking.put(next);
    return next;
  });
}

/** Watches an item, or unwatches it: unwatching clears its steps and note (a tombstone). */
export function setWatched(
  db: AlphaScoutDb,
  owner: string,
  item: TrackedItem,
  watched: boolean,
  now = new Date(),
): Promise<TrackingRow> {
  return change(
    db,
    owner,
    item,
    (row) => (watched ? { ...row, watched: true } : { watched: false, steps: [], note: '' }),
    now,
  );
}

/** Whose tick, and for a repeating step, that it is this period's. */
export interface TickOptions {
  /** The wallet the tick is for (one of the owner's); without it, the no-wallet column. */
  walletId?: string;
  /** The step repeats: the tick is stored for the period holding `now` (`tickKey`). */
  repeat?: Repeat;
}

/** Why a tick for a wallet is refused: it was removed (in another tab, say) or never was. */
export const NO_SUCH_WALLET = 'This wallet is no longer in your list.';

/**
 * Checks or unchecks one step; checking (or unchecking) a step also watches the item. `formerKey`,
 * the key the step was once stored under, goes either way: the step is stored under `stepKey` now.
 * With `options`, the tick is a wallet's, and a repeating step's counts for the current period
 * only; its column is pruned as it is written (`boundedTicks`). A tick for a wallet the owner does
 * not keep throws {@link NO_SUCH_WALLET}, with nothing written.
 */
export function setStep(
  db: AlphaScoutDb,
  owner: string,
  item: TrackedItem,
  stepKey: string,
  checked: boolean,
  now = new Date(),
  formerKey?: string,
  options: TickOptions = {},
): Promise<TrackingRow> {
  const { walletId, repeat } = options;
  const key = tickKey(stepKey, repeat, now);
  const tick: RowChange = (row) => {
    const others = columnOf(row, walletId).filter(
      (stored) => stored !== key && stored !== formerKey,
    );
    return {
      ...withColumns(row, withColumn(row, walletId, checked ? [...others, key] : others)),
      watched: true,
    };
  };
  if (walletId === undefined) return change(db, owner, item, tick, now);
  return db.transaction('rw', [db.tracking, db.wallets], async () => {
    const wallet = await db.wallets.get([owner, walletId]);
    if (!wallet || wallet.removed) throw new Error(NO_SUCH_WALLET);
    return change(db, owner, item, tick, now);
  });
}

/**
 * Sets the visitor's own repeat on a step (null: it no longer repeats); like a tick, it watches
 * the item. The ticks already stored stay: past periods are history, and a plain tick is the
 * step done once.
 */
export function setRepeat(
  db: AlphaScoutDb,
  owner: string,
  item: TrackedItem,
  stepKey: string,
  repeat: Repeat | null,
  now = new Date(),
): Promise<TrackingRow> {
  return change(
    db,
    owner,
    item,
    ({ repeats = {}, ...row }) => {
      const { [stepKey]: _former, ...others } = repeats;
      const next = repeat === null ? others : { ...others, [stepKey]: repeat };
      return { ...row, watched: true, ...(Object.keys(next).length > 0 ? { repeats: next } : {}) };
    },
    now,
  );
}

/**
 * Stores the note (cut to 2,000 characters); writing one watches the item. Blank space on an
 * unwatched item is no note: kept, it would show as the note once the item is watched.
 */
export function setNote(
  db: AlphaScoutDb,
  owner: string,
  item: TrackedItem,
  note: string,
  now = new Date(),
): Promise<TrackingRow> {
  const text = note.slice(0, MAX_NOTE_LENGTH);
  const blank = isBlankNote(text);
  return change(
    db,
    owner,
    item,
    (row) => ({ ...row, note: blank && !row.watched ? '' : text, watched: row.watched || !blank }),
    now,
  );
}

/** One item's row for an owner, or undefined. */
export function trackingRow(
  db: AlphaScoutDb,
  owner: string,
  collection: TrackableCollection,
  itemId: string,
): Promise<TrackingRow | undefined> {
  return db.tracking.get([owner, collection, itemId]);
}

/**
 * An owner's rows of one collection: one range of the primary key, so a list reads the rows of all
 * its cards at once instead of one `get` per card. Tombstones are left out (they show as unwatched).
 */
export async function collectionRows(
  db: AlphaScoutDb,
  owner: string,
  collection: TrackableCollection,
): Promise<TrackingRow[]> {
  const rows = await db.tracking
    .where(':id')
    .between([owner, collection, Dexie.minKey], [owner, collection, Dexie.maxKey])
    .toArray();
  return rows.filter((row) => !isTombstone(row));
}

/** An owner's watched rows, read by the `owner` index (tombstones left out). */
export async function watchedRows(db: AlphaScoutDb, owner: string): Promise<TrackingRow[]> {
  return (await db.tracking.where('owner').equals(owner).toArray()).filter((row) => row.watched);
}

/** How many items an owner watches. */
export function countWatched(db: AlphaScoutDb, owner: string): Promise<number> {
  return db.tracking
    .where('owner')
    .equals(owner)
    .filter((row) => row.watched)
    .count();
}

/**
 * The rows to write when `incoming` meets `existing` (pure; a backup import uses it): newer wins
 * per row, the whole row, its wallet columns and repeats with it (`newerRows`).
 */
export function mergeTrackingRows(
  existing: readonly TrackingRow[],
  incoming: readonly TrackingRow[],
): TrackingRow[] {
  return newerRows(existing, incoming, keyOf);
}

/** Two notes as one, the older first; past the limit the older is cut, so the newer stays whole. */
function joinedNotes(older: string, newer: string): string {
  if (older === '' || older === newer) return newer;
  if (newer === '') return older;
  const room = MAX_NOTE_LENGTH - newer.length - 2;
  return room > 0 ? `${older.slice(0, room)}\n\n${newer}` : newer.slice(0, MAX_NOTE_LENGTH);
}

/**
 * The account's row with the guest's added to it. Not the newer row whole: the guest never saw
 * the account's steps and note, so a newer guest row (a bare watch) would wipe them. Watched if
 * either is, every step ticked in either (column by column), both notes, both rows' repeats (the
 * newer's where they differ); the newer row names the item.
 */
function withGuestRow(account: TrackingRow, guest: TrackingRow): TrackingRow {
  const [older, newer] = isNewer(guest, account) ? [account, guest] : [guest, account];
  const repeats = { ...older.repeats, ...newer.repeats };
  return {
    ...withColumns(newer, joinedColumns(account, guest)),
    owner: account.owner,
    watched: account.watched || guest.watched,
    note: joinedNotes(older.note, newer.note),
    ...(Object.keys(repeats).length > 0 ? { repeats } : {}),
  };
}

/** Moves one owner's tracker into another's (see `mergeTrackersInto`); awaits nothing but Dexie. */
async function mergeOwnerInto(db: AlphaScoutDb, from: string, to: string): Promise<number> {
  const walletIds = await moveWallets(db, from, to);
  const moving = (await db.tracking.where('owner').equals(from).toArray())
    .filter((row) => row.watched)
    .map((row) => withColumns(row, withWalletIds(row, walletIds)));
  const staying = new Map(
    (await db.tracking.where('owner').equals(to).toArray()).map((row) => [
      JSON.stringify([row.collection, row.itemId]),
      row,
    ]),
  );
  const writes = moving.map((row) => {
    const stored = staying.get(JSON.stringify([row.collection, row.itemId]));
    return stored === undefined ? { ...row, owner: to } : withGuestRow(stored, row);
  });
  await db.tracking.bulkPut(writes);
  await db.tracking.where('owner').equals(from).delete();
  return writes.length;
}

/**
 * On sign-in: each of `sources`, in turn, has its wallets moved to the account (`moveWallets`) and
 * its rows added into the account's (`withGuestRow`), their wallet columns following the wallets,
 * and is emptied, all in one transaction. A source's unwatched row is left out: it only kept that
 * source's own watch from coming back, and must not unwatch the account's. Returns how many rows
 * were written.
 */
export function mergeTrackersInto(
  db: AlphaScoutDb,
  accountOwner: string,
  sources: readonly string[],
): Promise<number> {
  const from = sources.filter((owner) => owner !== accountOwner);
  if (from.length === 0) return Promise.resolve(0);
  return db.transaction('rw', [db.tracking, db.wallets], async () => {
    let written = 0;
    for (const owner of from) written += await mergeOwnerInto(db, owner, accountOwner);
    return written;
  });
}

/** This browser's guest tracker into the account's (`mergeTrackersInto`). */
export function mergeGuestInto(db: AlphaScoutDb, accountOwner: string): Promise<number> {
  return mergeTrackersInto(db, accountOwner, [GUEST_OWNER]);
}

/** A step key stored by position ('r2', 'l0'), as ticks were before keys followed the step's text. */
const POSITION_KEY = /^[rl]\d+$/;

/**
 * Rewrites the position keys of every row to the keys of the steps now at those positions
 * (`keysOf`: position key → key, for the item's record as it is now), so that a later edit of the
 * list does not move the tick. Rows whose record is gone, and keys the record does not map, are
 * left as they are; `updatedAt` is kept, since the row shows the same ticks. Returns how many rows
 * were rewritten.
 */
export function rewritePositionKeys(
  db: AlphaScoutDb,
  keysOf: (
    collection: TrackableCollection,
    record: RecordOf<TrackableCollection>,
  ) => ReadonlyMap<string, string>,
): Promise<number> {
  return db.transaction(
    'rw',
    [db.tracking, ...TRACKABLE_COLLECTIONS.map((name) => db.collection(name))],
    async () => {
      const rows = (await db.tracking.toArray()).filter((row) =>
        row.steps.some((key) => POSITION_KEY.test(key)),
      );
      const rewritten: TrackingRow[] = [];
      for (const row of rows) {
        const record: RecordOf<TrackableCollection> | undefined = await db
          .collection<TrackableCollection>(row.collection)
          .get(row.itemId);
        if (!record) continue;
        const keys = keysOf(row.collection, record);
        if (row.steps.some((key) => keys.has(key)))
          rewritten.push({
            ...row,
            steps: [...new Set(row.steps.map((key) => keys.get(key) ?? key))],
          });
      }
      await db.tracking.bulkPut(rewritten);
      return rewritten.length;
    },
  );
}
