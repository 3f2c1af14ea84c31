/**
 * The sync tables' rows as the data layer knows them (docs/data.md, "Sync tables"): which space
 * an owner's tracker syncs with, and the shadow of that space's room. The sync engine
 * (src/sync/engine.ts) is what fills them; screens only ask whether an owner syncs.
 */
import { Dexie, type Table } from 'dexie';

import type { AlphaScoutDb } from '../connection/database';
import { OUTBOX_TABLE, SHADOW_TABLE, SPACES_TABLE } from './outbox';

export interface SpaceRow {
  owner: string;
  /** The code as shown (src/sync/code.ts): the full one, or the read-only one on a reader. */
  code: string;
  /** Whether the code is a read-only one: the device reads the tracker but cannot change it. */
  readOnly: boolean;
  /** This device's clock id in the space (src/sync/hlc.ts). */
  nodeId: string;
  /** Whether the server has accepted the space: a new one is registered on first connection. */
  registered: boolean;
  /** When this device began syncing (ISO). */
  since: string;
}

export interface ShadowRow {
  owner: string;
  path: string;
  hlc: string;
  /** The field's value as JSON holds it (src/sync/paths.ts, FIELD_VALUES). */
  value: unknown;
}

/**
 * The tables, typed here rather than as getters of the database class: that class is in the first
 * page's JavaScript of every build, and these serve only a build with sync.
 */
export const spacesTable = (db: AlphaScoutDb): Table<SpaceRow, string> => db.table(SPACES_TABLE);
export const shadowTable = (db: AlphaScoutDb): Table<ShadowRow, [string, string]> =>
  db.table(SHADOW_TABLE);

/** Every shadow row of `owner`, as one key range of `[owner+path]`. */
export const shadowOfOwner = (db: AlphaScoutDb, owner: string) =>
  shadowTable(db).where('[owner+path]').between([owner, Dexie.minKey], [owner, Dexie.maxKey]);

/** The space `owner` syncs with on this device, or undefined. */
export function spaceOf(db: AlphaScoutDb, owner: string): Promise<SpaceRow | undefined> {
  return spacesTable(db).get(owner);
}

/** The outbox rows of `owner`'s changes: its own, and ranges (`'*'`), which are every owner's. */
export const outboxOf = (db: AlphaScoutDb, owner: string) =>
  db.syncOutbox.where('owner').anyOf(owner, '*');

/** How many local changes of `owner` wait to be sent. */
export function waitingChanges(db: AlphaScoutDb, owner: string): Promise<number> {
  return outboxOf(db, owner).count();
}

/**
 * Ends syncing for `owner` on this device: the space, its shadow and the unsent changes go; the
 * tracker's rows stay as they are.
 */
export function forgetSpace(db: AlphaScoutDb, owner: string): Promise<void> {
  return db.transaction('rw', [SPACES_TABLE, SHADOW_TABLE, OUTBOX_TABLE], async () => {
    await spacesTable(db).delete(owner);
    await shadowOfOwner(db, owner).delete();
    // A range's row ('*') is every syncing owner's: it goes with the last of them.
    const last = (await spacesTable(db).count()) === 0;
    await db.syncOutbox
      .where('owner')
      .anyOf(last ? [owner, '*'] : [owner])
      .delete();
  });
}
