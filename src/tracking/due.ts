/**
 * What is due now (docs/product.md, "Due today"), pure: every repeating step not done in its
 * current period, in each wallet column the visitor works the item with, and every deadline within
 * 24 hours; nothing of an item past its deadline. A wallet column counts for an item once it holds
 * a tick of that item; the no-wallet column while it holds one or no wallet does, so a tracker with
 * a thousand wallets does not list each step a thousand times.
 */
import type { WatchedItem } from '../db/tracking/watched-items';
import { instantOf } from '../lib/format';
import type { Repeat } from '../lib/periods';
import type { WalletRow } from '../schemas/wallet';
import { isDone, repeatOf, ticksOf } from './progress';
import { deadlineOf, deadlineRoleOf, type Step, stepsOf } from './trackable';
import { type WalletColumn, walletPlaces, workedColumns } from './wallet-columns';

export const DUE_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface DueStep {
  step: Step;
  repeat: Repeat;
  column: WalletColumn;
}

export interface DueItem extends WatchedItem {
  /** The repeating steps not done this period, column by column. */
  steps: DueStep[];
  /** When the item's deadline falls, if within 24 hours. */
  endsAt?: number;
}

/** Every watched item with something due at `now`, soonest deadline first, then by name. */
export function dueItems(
  items: readonly WatchedItem[],
  wallets: readonly Pick<WalletRow, 'id' | 'label'>[],
  now: Date,
): DueItem[] {
  const places = walletPlaces(wallets);
  const due: DueItem[] = [];
  for (const item of items) {
    const { row, record } = item;
    if (!record) continue;
    const deadline = deadlineOf(row.collection, record);
    const at = deadline === undefined ? NaN : instantOf(deadline, deadlineRoleOf(row.collection));
    // Past its deadline an item asks nothing more, as its calendar series ends there (UNTIL).
    if (at < now.getTime()) continue;
    const repeating = stepsOf(row.collection, record).flatMap((step) => {
      const repeat = repeatOf(step, row);
      return repeat === undefined ? [] : [{ step, repeat }];
    });
    const steps: DueStep[] = [];
    if (repeating.length > 0)
      for (const column of workedColumns(row, places, wallets.length > 0)) {
        const ticks = ticksOf(row, column.walletId);
        for (const { step, repeat } of repeating)
          if (!isDone(step, ticks, repeat, now)) steps.push({ step, repeat, column });
      }
    const endsSoon = at >= now.getTime() && at - now.getTime() <= DUE_WITHIN_MS;
    if (steps.length > 0 || endsSoon)
      due.push({ ...item, steps, ...(endsSoon ? { endsAt: at } : {}) });
  }
  return due.sort(
    (a, b) =>
      (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity) || a.row.name.localeCompare(b.row.name),
  );
}

/** How many things are due: each step in each column, and each deadline. */
export function dueCount(items: readonly DueItem[]): number {
  return items.reduce(
    (sum, item) => sum + item.steps.length + (item.endsAt === undefined ? 0 : 1),
    0,
  );
}
