/**
 * What is due now (docs/product.md, "Due today"), pure: every repeating step not done in its
 * current period, in each wallet column the visitor works the item with, and every deadline within
 * 24 hours; nothing of an item past its deadline. A wallet column counts for an item once it holds
 * a tick of that item; the no-wallet column while it holds one or no wallet does, so a tracker with
 * a thousand wallets does not list each step a thousand times.
 */
import type { WatchedItem } from '../db/tracking/watched-items';
import { instantOf } from '../lib/format';
import { forEachInSlices } from '../lib/next-task';
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

/** What `item` has due at `now`, or null. */
function dueOf(
  item: WatchedItem,
  places: ReturnType<typeof walletPlaces>,
  hasWallets: boolean,
  now: Date,
): DueItem | null {
  const { row, record } = item;
  if (!record) return null;
  const deadline = deadlineOf(row.collection, record);
  const at = deadline === undefined ? NaN : instantOf(deadline, deadlineRoleOf(row.collection));
  // Past its deadline an item asks nothing more, as its calendar series ends there (UNTIL).
  if (at < now.getTime()) return null;
  const repeating = stepsOf(row.collection, record).flatMap((step) => {
    const repeat = repeatOf(step, row);
    return repeat === undefined ? [] : [{ step, repeat }];
  });
  const steps: DueStep[] = [];
  if (repeating.length > 0)
    for (const column of workedColumns(row, places, hasWallets)) {
      const ticks = ticksOf(row, column.walletId);
      for (const { step, repeat } of repeating)
        if (!isDone(step, ticks, repeat, now)) steps.push({ step, repeat, column });
    }
  const endsSoon = at >= now.getTime() && at - now.getTime() <= DUE_WITHIN_MS;
  return steps.length > 0 || endsSoon
    ? { ...item, steps, ...(endsSoon ? { endsAt: at } : {}) }
    : null;
}

const byName = new Intl.Collator().compare;

/** Soonest deadline first, then by name. */
function sortDue(due: DueItem[]): DueItem[] {
  return due.sort(
    (a, b) => (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity) || byName(a.row.name, b.row.name),
  );
}

/** Every watched item with something due at `now`, soonest deadline first, then by name. */
export function dueItems(
  items: readonly WatchedItem[],
  wallets: readonly Pick<WalletRow, 'id' | 'label'>[],
  now: Date,
): DueItem[] {
  const places = walletPlaces(wallets);
  return sortDue(items.flatMap((item) => dueOf(item, places, wallets.length > 0, now) ?? []));
}

/** What `dueItemsInTasks` last found for an item, and for which minute and wallets. */
const dueByItem = new WeakMap<
  WatchedItem,
  { at: number; wallets: readonly Pick<WalletRow, 'id' | 'label'>[]; due: DueItem | null }
>();

/**
 * `dueItems` in slices of a few ms (`forEachInSlices`, `pause` awaited between them): over ten
 * thousand watched items one go was a task of 50-100 ms each minute and after each tick. An item
 * asked about again in the same minute with the same wallets (a tick changed another item's row;
 * the shared read keeps the other items as they were) gives its last answer.
 */
export async function dueItemsInTasks(
  items: readonly WatchedItem[],
  wallets: readonly Pick<WalletRow, 'id' | 'label'>[],
  now: Date,
  pause: () => Promise<void>,
): Promise<DueItem[]> {
  const places = walletPlaces(wallets);
  const at = now.getTime();
  const due: DueItem[] = [];
  await forEachInSlices(
    items,
    (item) => {
      const known = dueByItem.get(item);
      const found =
        known?.at === at && known.wallets === wallets
          ? known.due
          : dueOf(item, places, wallets.length > 0, now);
      if (known?.due !== found) dueByItem.set(item, { at, wallets, due: found });
      if (found) due.push(found);
    },
    { pause },
  );
  return sortDue(due);
}

/** How many things are due: each step in each column, and each deadline. */
export function dueCount(items: readonly DueItem[]): number {
  return items.reduce(
    (sum, item) => sum + item.steps.length + (item.endsAt === undefined ? 0 : 1),
    0,
  );
}
