/**
 * The sync engine's reads and writes of IndexedDB (docs/sync.md, "Dexie stays the truth"). Rows
 * become fields here and fields rows, and every write of the engine goes in a transaction that
 * also writes the shadow (`syncFields`), which is what tells the outbox middleware that the write
 * is the engine's own and must not be sent back.
 */
import type { AlphaScoutDb } from '../db/connection/database';
import { OUTBOX_TABLE, type OutboxRow, SHADOW_TABLE, SPACES_TABLE } from '../db/sync/outbox';
import {
  outboxOf,
  shadowOfOwner,
  shadowTable,
  type SpaceRow,
  spacesTable,
  waitingChanges,
} from '../db/sync/spaces';
import type { TrackingRow } from '../schemas/tracking';
import type { WalletRow } from '../schemas/wallet';
import {
  applyTrackingFields,
  applyWalletFields,
  type Fields,
  fieldsOfTrackingRow,
  fieldsOfWalletRow,
  initialValue,
} from './fields';
import { stampAt } from './hlc';
import { type FieldValue, parsePath, type Path } from './paths';
import type { Commit, MadeAt, ShadowEntry } from './replica';

export class AlreadySyncing extends Error {
  constructor() {
    super('This tracker already syncs');
  }
}

/** Thrown by a remote commit while local changes wait: they are sent first, then it is retried. */
export class LocalChangesWaiting extends Error {
  constructor() {
    super('Local changes wait to be sent');
  }
}

const ownerRows = <Row>(db: AlphaScoutDb, table: 'tracking' | 'wallets', owner: string) =>
  db.table<Row>(table).where('owner').equals(owner).toArray();

function fieldsOfRows(tracking: readonly TrackingRow[], wallets: readonly WalletRow[]): Fields {
  const fields: Fields = new Map();
  for (const row of tracking)
    for (const [path, value] of fieldsOfTrackingRow(row)) fields.set(path, value);
  for (const row of wallets)
    for (const [path, value] of fieldsOfWalletRow(row)) fields.set(path, value);
  return fields;
}

/** A field never written (an empty note): the room's entry, if it has one, is what it is. */
function isInitial(path: Path, value: FieldValue): boolean {
  const field = parsePath(path);
  return field !== null && value === initialValue(field);
}

/**
 * Starts syncing `space.owner`'s tracker: stores the space and a shadow of every row it holds,
 * stamped by when each row last changed, so that joining merges row by row, newer wins. From this
 * commit on, the outbox records the owner's changes.
 */
export async function beginSpace(db: AlphaScoutDb, space: SpaceRow): Promise<void> {
  await db.transaction(
    'rw',
    [SPACES_TABLE, SHADOW_TABLE, OUTBOX_TABLE, 'tracking', 'wallets'],
    async () => {
      // A second click, another tab: the space already chosen stays, and no second room is made.
      if ((await spacesTable(db).get(space.owner)) !== undefined) throw new AlreadySyncing();
      const [tracking, wallets] = await Promise.all([
        ownerRows<TrackingRow>(db, 'tracking', space.owner),
        ownerRows<WalletRow>(db, 'wallets', space.owner),
      ]);
      await shadowOfOwner(db, space.owner).delete();
      await db.syncOutbox.where('owner').equals(space.owner).delete();
      const shadow = [
        ...tracking.map((row) => ({ fields: fieldsOfTrackingRow(row), at: row.updatedAt })),
        ...wallets.map((row) => ({ fields: fieldsOfWalletRow(row), at: row.updatedAt })),
      ].flatMap(({ fields, at }) => {
        const hlc = stampAt(Date.parse(at), space.nodeId);
        return [...fields]
          .filter(([path, value]) => !isInitial(path, value))
          .map(([path, value]) => ({ owner: space.owner, path, hlc, value }));
      });
      await shadowTable(db).bulkPut(shadow);
      await spacesTable(db).put(space);
    },
  );
}

export async function loadShadow(db: AlphaScoutDb, owner: string): Promise<[Path, ShadowEntry][]> {
  const rows = await shadowOfOwner(db, owner).toArray();
  return rows.map((row) => [row.path, { hlc: row.hlc, value: row.value as FieldValue }]);
}

/** The local changes of `owner` not sent yet, oldest first. */
export function waitingOutbox(db: AlphaScoutDb, owner: string): Promise<OutboxRow[]> {
  return outboxOf(db, owner).sortBy('seq');
}

/** Drops the outbox rows of `owner` up to `lastSeq`, once what they name has been sent. */
export async function dropOutbox(db: AlphaScoutDb, owner: string, lastSeq: number): Promise<void> {
  await outboxOf(db, owner)
    .and((row) => row.seq !== undefined && row.seq <= lastSeq)
    .delete();
}

/** The fields of the rows the outbox rows name, as they are now (a range: every row of the table). */
export async function fieldsOfChanged(
  db: AlphaScoutDb,
  owner: string,
  changes: readonly OutboxRow[],
): Promise<Fields> {
  const whole = new Set(changes.filter((row) => row.key === null).map((row) => row.table));
  const keysOf = (table: OutboxRow['table']) => [
    ...new Map(
      changes
        .filter((row) => row.table === table && row.key !== null && row.key[0] === owner)
        .map((row) => [JSON.stringify(row.key), row.key as string[]]),
    ).values(),
  ];
  const rows = async <Row>(table: OutboxRow['table']): Promise<Row[]> =>
    whole.has(table)
      ? ownerRows<Row>(db, table, owner)
      : (await db.table<Row>(table).bulkGet(keysOf(table))).filter((row) => row !== undefined);
  const [tracking, wallets] = await Promise.all([
    rows<TrackingRow>('tracking'),
    rows<WalletRow>('wallets'),
  ]);
  return fieldsOfRows(tracking, wallets);
}

const rowKey = (table: OutboxRow['table'], key: readonly string[]) =>
  JSON.stringify([table, ...key.slice(1)]);

/**
 * When each row the outbox rows name last changed (a range: every row of its table), for the
 * stamps of what is sent: an edit made offline competes by when it was made.
 */
export function changeTimes(changes: readonly OutboxRow[]): MadeAt {
  const byRow = new Map<string, number>();
  const byTable = new Map<OutboxRow['table'], number>();
  for (const { table, key, at } of changes) {
    if (key === null) byTable.set(table, Math.max(byTable.get(table) ?? 0, at));
    else byRow.set(rowKey(table, key), Math.max(byRow.get(rowKey(table, key)) ?? 0, at));
  }
  return (row) => {
    const [table, key] =
      row.kind === 'tracking'
        ? (['tracking', ['', row.collection, row.itemId]] as const)
        : (['wallets', ['', row.walletId]] as const);
    const times = [byRow.get(rowKey(table, key)), byTable.get(table)].filter(
      (time) => time !== undefined,
    );
    return times.length === 0 ? undefined : Math.max(...times);
  };
}

const shadowRows = (owner: string, commit: Commit) =>
  [...commit.shadow].map(([path, { hlc, value }]) => ({ owner, path, hlc, value }));

/** Keeps the shadow of what a local change wrote. */
export async function commitLocal(db: AlphaScoutDb, owner: string, commit: Commit): Promise<void> {
  await db.transaction('rw', [SHADOW_TABLE], () =>
    shadowTable(db).bulkPut(shadowRows(owner, commit)),
  );
}

/** When a row's newest field was written: the row's `updatedAt`. */
function newestStamp(commit: Commit, paths: Iterable<Path>): string {
  let newest = 0;
  for (const path of paths) {
    const stamp = commit.shadow.get(path)?.hlc;
    if (stamp !== undefined) newest = Math.max(newest, Number(stamp.slice(0, 13)));
  }
  return new Date(newest || Date.now()).toISOString();
}

/**
 * Writes what remote entries changed: the shadow, and each row they make of the stored one, in
 * one transaction. Refused (`LocalChangesWaiting`) while the outbox holds changes of the owner,
 * checked in the same transaction: a row with an unsent edit must not be overwritten before the
 * edit has its stamp.
 */
export async function commitRemote(db: AlphaScoutDb, owner: string, commit: Commit): Promise<void> {
  await db.transaction('rw', [SHADOW_TABLE, OUTBOX_TABLE, 'tracking', 'wallets'], async () => {
    if ((await waitingChanges(db, owner)) > 0) throw new LocalChangesWaiting();
    await shadowTable(db).bulkPut(shadowRows(owner, commit));
    // One read and one write per table, not per row: a reconciliation can touch every row.
    const tracking = commit.rows.flatMap((change) =>
      change.row.kind === 'tracking' ? [{ ...change, row: change.row }] : [],
    );
    const wallets = commit.rows.flatMap((change) =>
      change.row.kind === 'wallet' ? [{ ...change, row: change.row }] : [],
    );
    const [storedTracking, storedWallets] = await Promise.all([
      db.tracking.bulkGet(tracking.map(({ row }) => [owner, row.collection, row.itemId])),
      db.wallets.bulkGet(wallets.map(({ row }) => [owner, row.walletId])),
    ]);
    const nextTracking = tracking.flatMap(({ changes, fields }, index) => {
      const existing = storedTracking[index];
      const updatedAt = newestStamp(commit, changes.keys());
      return applyTrackingFields(existing, owner, existing ? changes : fields, updatedAt) ?? [];
    });
    const nextWallets = wallets.flatMap(({ changes, fields }, index) => {
      const existing = storedWallets[index];
      const updatedAt = newestStamp(commit, changes.keys());
      return applyWalletFields(existing, owner, existing ? changes : fields, updatedAt) ?? [];
    });
    await Promise.all([db.tracking.bulkPut(nextTracking), db.wallets.bulkPut(nextWallets)]);
  });
}

/** Marks the space as known to the server (it registered, or accepted the code). */
export async function markRegistered(db: AlphaScoutDb, owner: string): Promise<void> {
  await spacesTable(db).update(owner, { registered: true });
}
