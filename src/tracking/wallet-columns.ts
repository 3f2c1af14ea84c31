/**
 * The columns of a checklist kept per wallet (docs/product.md, "My wallets"), pure. Without
 * wallets a checklist has one unnamed column, as it always had. With wallets, each wallet is a
 * column, and the ticks made before there were wallets stay in a "No wallet" column while it
 * holds any.
 */
import type { TrackingRow } from '../schemas/tracking';
import type { WalletRow } from '../schemas/wallet';
import { countDone, ticksOf } from './progress';
import type { Step } from './trackable';

export interface WalletColumn {
  /** Undefined for the column of ticks with no wallet. */
  walletId?: string;
  /** The wallet's label, "No wallet", or '' for the one column of a tracker without wallets. */
  label: string;
}

export const NO_WALLET = 'No wallet';

/** Most columns side by side on a wide screen; past it, one column at a time with a picker. */
export const MAX_SIDE_BY_SIDE = 4;

type Ticked = Pick<TrackingRow, 'steps' | 'walletSteps' | 'repeats'>;

export function columnsOf(
  wallets: readonly Pick<WalletRow, 'id' | 'label'>[],
  row: Ticked | null | undefined,
): WalletColumn[] {
  if (wallets.length === 0) return [{ label: '' }];
  const own = wallets.map((wallet) => ({ walletId: wallet.id, label: wallet.label }));
  return (row?.steps.length ?? 0) > 0 ? [{ label: NO_WALLET }, ...own] : own;
}

/** A wallet's label and its place in the owner's list, by id. */
export type WalletPlaces = ReadonlyMap<string, { label: string; place: number }>;

export function walletPlaces(wallets: readonly Pick<WalletRow, 'id' | 'label'>[]): WalletPlaces {
  return new Map(wallets.map((wallet, place) => [wallet.id, { label: wallet.label, place }]));
}

/**
 * The columns an item is worked in: the wallets' that hold a tick of it (those in `places`, in
 * their order, as the item's page shows them, not as the row happens to keep them), and the
 * no-wallet column while it holds one or no wallet column does; "No wallet" when the owner keeps
 * wallets (`named`), else unnamed.
 */
export function workedColumns(
  row: Pick<TrackingRow, 'steps' | 'walletSteps'>,
  places: WalletPlaces,
  named: boolean,
): WalletColumn[] {
  const wallets = Object.keys(row.walletSteps ?? {})
    .flatMap((walletId) => {
      const placed = places.get(walletId);
      return placed === undefined ? [] : [{ walletId, ...placed }];
    })
    .sort((a, b) => a.place - b.place)
    .map(({ walletId, label }) => ({ walletId, label }));
  const plain = row.steps.length > 0 || wallets.length === 0;
  return plain ? [{ label: named ? NO_WALLET : '' }, ...wallets] : wallets;
}

/** Whether the columns are wallets' (a tracker with wallets), not the single unnamed one. */
export const hasWalletColumns = (columns: readonly WalletColumn[]): boolean =>
  columns.some((column) => column.label !== '');

/** "Main 3 of 4 · Burner 1 of 4": every column's progress on one line. */
export function columnsProgress(
  steps: readonly Step[],
  row: Ticked | null | undefined,
  columns: readonly WalletColumn[],
  now: Date,
): string {
  return columns
    .map(
      (column) =>
        `${column.label} ${countDone(steps, ticksOf(row, column.walletId), row, now)} of ${steps.length}`,
    )
    .join(' · ');
}

/** The key a picker option names a column by ('' for no wallet). */
export const columnKey = (column: WalletColumn): string => column.walletId ?? '';
