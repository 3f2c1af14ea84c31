/**
 * A detail page's steps kept per wallet: which columns are ticked (every wallet of the owner, and
 * "No wallet" while it holds ticks), side by side on a wide screen or the one picked on a phone,
 * and every wallet's progress on one line.
 */
import { useId, useMemo, useState } from 'react';

import type { TrackableCollection } from '../schemas/tracking';
import { useNow } from '../ui/ticker';
import { useMediaQuery } from '../ui/useMediaQuery';
import type { Step } from './trackable';
import type { ItemTracking } from './useTracking';
import { useWallets } from './useWallets';
import {
  columnKey,
  columnsOf,
  columnsProgress,
  MAX_SIDE_BY_SIDE,
  type WalletColumn,
} from './wallet-columns';

/** The collections whose steps are done per wallet and may repeat; a course's lessons are not. */
export const PER_WALLET: ReadonlySet<TrackableCollection> = new Set([
  'airdrops',
  'testnets',
  'giveaways',
  'whitelists',
]);

/** Columns side by side from this width; below it, one wallet at a time with a picker. */
const SIDE_BY_SIDE_MEDIA = '(min-width: 640px)';

export type PerWalletSteps = ReturnType<typeof usePerWalletSteps>;

/**
 * The steps' columns and the time for a page that keeps steps per wallet: every wallet of the
 * owner (and "No wallet" while it holds ticks), side by side on a wide screen, else the one picked.
 */
export function usePerWalletSteps(tracking: ItemTracking, perWallet: boolean) {
  const wallets = useWallets();
  const columns = useMemo(
    () => columnsOf(perWallet ? (wallets ?? []) : [], tracking.row),
    [perWallet, wallets, tracking.row],
  );
  const wide = useMediaQuery(SIDE_BY_SIDE_MEDIA);
  const [picked, setPicked] = useState<string | null>(null);
  const pickedColumn = columns.find((column) => columnKey(column) === picked) ?? columns[0];
  const sideBySide = wide && columns.length <= MAX_SIDE_BY_SIDE;
  const shown: readonly WalletColumn[] =
    sideBySide || pickedColumn === undefined ? columns : [pickedColumn];
  // Minutes are enough: a period ends at midnight, and the page shows the new one within one.
  const now = new Date(useNow(60_000));
  return { columns, shown, sideBySide, pickedColumn, setPicked, now };
}

/** Every wallet's progress on one line, and on a phone (or with many wallets) the wallet ticked for. */
export function WalletProgress({
  steps,
  tracking,
  perWallet,
}: {
  steps: readonly Step[];
  tracking: ItemTracking;
  perWallet: PerWalletSteps;
}) {
  const pickerId = useId();
  const { columns, sideBySide, pickedColumn, setPicked, now } = perWallet;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      {tracking.watched && (
        <p
          className="text-xs font-medium tabular-nums text-text-muted"
          data-testid="wallet-progress"
        >
          {columnsProgress(steps, tracking.row, columns, now)}
        </p>
      )}
      {!sideBySide && pickedColumn !== undefined && (
        <span className="flex items-center gap-2 text-sm">
          <label htmlFor={pickerId} className="text-text-muted">
            Ticking for
          </label>
          <select
            id={pickerId}
            value={columnKey(pickedColumn)}
            onChange={(event) => setPicked(event.target.value)}
            className="touch-target rounded-md border border-ink-500 bg-ink-900 px-2 py-1 text-text focus-visible:outline-2 focus-visible:outline-brand"
          >
            {columns.map((column) => (
              <option key={columnKey(column)} value={columnKey(column)}>
                {column.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </div>
  );
}
