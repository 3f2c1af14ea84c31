/**
 * A backup's own rows merged into the stored ones (docs/data.md, "Backups"): wallets and tracker
 * rows, each newer-wins per key, with Dexie calls only, so that the import's write runs it inside
 * its one transaction. A removed wallet is final (its id is never reused), so no winning tracker
 * row keeps ticks for one, wherever the tombstone came from.
 */
import type { Table } from 'dexie';

import { TRACKING_SCHEMA, type TrackingRow } from '../../schemas/tracking';
import type { WalletRow } from '../../schemas/wallet';
import { keyOf, mergeTrackingRows, type TrackingKey } from './rows';
import { withColumns, withoutWallets } from './ticks';
import { mergeWalletRows, type WalletKey, walletKeyOf } from './wallets';

export interface BackupTables {
  tracking: Table<TrackingRow, TrackingKey>;
  wallets: Table<WalletRow, WalletKey>;
}

/** Wallet ids removed, by owner. */
type Removed = Map<string, Set<string>>;

function addRemoved(removed: Removed, wallet: WalletRow): void {
  if (!wallet.removed) return;
  const ids = removed.get(wallet.owner) ?? new Set<string>();
  ids.add(wallet.id);
  removed.set(wallet.owner, ids);
}

function stripped(row: TrackingRow, removed: Removed): TrackingRow | null {
  const ids = removed.get(row.owner);
  if (!ids || !Object.keys(row.walletSteps ?? {}).some((id) => ids.has(id))) return null;
  return withColumns(row, withoutWallets(row, ids));
}

/** Writes the incoming wallet rows, then the incoming tracker rows, that are new or newer than the stored ones. */
export async function mergeBackupRows(
  tables: BackupTables,
  incomingTracking: readonly TrackingRow[],
  incomingWallets: readonly WalletRow[],
): Promise<void> {
  const removed: Removed = new Map();
  const walletWinners = mergeWalletRows(
    (await tables.wallets.bulkGet(incomingWallets.map(walletKeyOf))).filter(
      (row) => row !== undefined,
    ),
    incomingWallets,
  );
  await tables.wallets.bulkPut(walletWinners);
  walletWinners.forEach((wallet) => addRemoved(removed, wallet));

  // Read in today's shape: a schema-1 row is a schema-2 row without the new fields.
  const trackingWinners = mergeTrackingRows(
    (await tables.tracking.bulkGet(incomingTracking.map(keyOf))).filter((row) => row !== undefined),
    incomingTracking,
  ).map((row) => ({ ...row, schema: TRACKING_SCHEMA }));
  const referenced = trackingWinners.flatMap((row) =>
    Object.keys(row.walletSteps ?? {}).map((id): WalletKey => [row.owner, id]),
  );
  for (const wallet of await tables.wallets.bulkGet(referenced))
    if (wallet) addRemoved(removed, wallet);

  // A wallet removed by this file takes its ticks from the stored rows the file does not replace.
  const written = new Set(trackingWinners.map((row) => JSON.stringify(keyOf(row))));
  const ownersWithNewRemovals = [
    ...new Set(walletWinners.filter((row) => row.removed).map((row) => row.owner)),
  ];
  const storedRows =
    ownersWithNewRemovals.length === 0
      ? []
      : (await tables.tracking.where('owner').anyOf(ownersWithNewRemovals).toArray()).filter(
          (row) => !written.has(JSON.stringify(keyOf(row))),
        );
  await tables.tracking.bulkPut([
    ...trackingWinners.map((row) => stripped(row, removed) ?? row),
    ...storedRows.flatMap((row) => stripped(row, removed) ?? []),
  ]);
}
