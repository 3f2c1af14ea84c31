/**
 * The tracker screen's model, pure: each watched row joined to its record (or to nothing when the
 * record is gone), its deadline and progress, the order (ending within 7 days first) and the
 * filters, by state and by wallet.
 */
import { type DateRole, instantOf } from '../../lib/format';
import type { RecordOf } from '../../schemas/registry';
import type { TrackableCollection, TrackingRow } from '../../schemas/tracking';
import type { WalletRow } from '../../schemas/wallet';
import { CHAIN_NAMES } from '../../schemas/wallet-address';
import { countDone, ticksOf } from '../../tracking/progress';
import {
  deadlineOf,
  deadlineRoleOf,
  type ItemState,
  kindOf,
  startNameOf,
  stateOf,
  type Step,
  stepsOf,
} from '../../tracking/trackable';
import { walletPlaces, workedColumns } from '../../tracking/wallet-columns';
import { detailPath } from '../kit/content-paths';
import { control, type ControlDef, withAll } from '../kit/controls';

export const SOON_MS = 7 * 24 * 60 * 60 * 1000;

export interface TrackerEntry {
  row: TrackingRow;
  /** null: the record is no longer listed. */
  record: RecordOf<TrackableCollection> | null;
  kind: string;
  href: string | null;
  deadline: string | undefined;
  /** The instant the deadline falls (NaN without one), worked out once: the sort and the filters compare it. */
  at: number;
  /** Whether the deadline ends the item or starts it (a mint, a sale): a date alone falls differently. */
  deadlineRole: DateRole;
  /** What a start deadline starts ("Mint"), said before its countdown or its state. */
  startName: string | undefined;
  /** With no deadline, the item's state ("Live", "Ended"), if it says anything. */
  state: ItemState | undefined;
  /** Steps done in every column the item is worked in, of `total`: one column without wallets. */
  done: number;
  total: number;
  /** Steps done per wallet the item is worked in (wallet id → count); empty without wallet ticks. */
  walletDone: ReadonlyMap<string, number>;
  /** The item's own steps. */
  steps: number;
}

export type TrackerFilter = 'all' | 'soon' | 'progress' | 'done' | 'due';

/** The filters that pick among the watched entries; "due" lists what is due instead (tracking/due). */
export type EntryFilter = Exclude<TrackerFilter, 'due'>;

export function entryOf(
  row: TrackingRow,
  record: RecordOf<TrackableCollection> | null,
): TrackerEntry {
  const steps = record ? stepsOf(row.collection, record) : [];
  const deadline = record ? deadlineOf(row.collection, record) : undefined;
  const deadlineRole = deadlineRoleOf(row.collection);
  return {
    row,
    record,
    kind: kindOf(row.collection),
    href: record ? detailPath(row.collection, record) : null,
    deadline,
    at: deadline === undefined ? NaN : instantOf(deadline, deadlineRole),
    deadlineRole,
    startName: startNameOf(row.collection),
    state: record ? stateOf(row.collection, record) : undefined,
    ...progressOf(steps, row),
  };
}

/**
 * Progress over every column the item is worked in (wallet-columns' `workedColumns`): "done"
 * only when every wallet worked with has done every step.
 */
function progressOf(
  steps: readonly Step[],
  row: TrackingRow,
): Pick<TrackerEntry, 'done' | 'total' | 'walletDone' | 'steps'> {
  const ids = Object.keys(row.walletSteps ?? {});
  const columns = workedColumns(row, walletPlaces(ids.map((id) => ({ id, label: id }))), false);
  const walletDone = new Map<string, number>();
  let done = 0;
  for (const column of columns) {
    const count = countDone(steps, ticksOf(row, column.walletId), row);
    if (column.walletId !== undefined) walletDone.set(column.walletId, count);
    done += count;
  }
  return { done, total: steps.length * columns.length, walletDone, steps: steps.length };
}

/** "Main 3 of 4 · Burner 1 of 4": the entry's progress per wallet, by the owner's labels. */
export function walletProgressText(
  entry: TrackerEntry,
  labels: ReadonlyMap<string, string>,
): string | null {
  const parts = [...entry.walletDone].flatMap(([id, done]) => {
    const label = labels.get(id);
    return label === undefined ? [] : [`${label} ${done} of ${entry.steps}`];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

function isSoon(entry: TrackerEntry, now: number): boolean {
  const left = entry.at - now;
  return left >= 0 && left <= SOON_MS;
}

const byName = new Intl.Collator().compare;

/**
 * By deadline, ending within 7 days first, then later ones, then the rest by name. Each entry's
 * group is worked out once, not in every comparison, and its instant when the entry is made:
 * parsing dates in the comparator was 600 ms of a 10,000-item tracker's first render
 * (bench/browser/tracker.ts).
 */
export interface EntrySortKey {
  entry: TrackerEntry;
  group: number;
  at: number;
}

export function sortKeysOf(entries: readonly TrackerEntry[], now: number): EntrySortKey[] {
  return entries.map((entry) => {
    const { at } = entry;
    const group = Number.isNaN(at) || at < now ? 2 : at - now <= SOON_MS ? 0 : 1;
    return { entry, group, at };
  });
}

export const compareSortKeys = (a: EntrySortKey, b: EntrySortKey): number =>
  a.group - b.group ||
  (a.group < 2 ? a.at - b.at : 0) ||
  byName(a.entry.row.name, b.entry.row.name);

export function sortEntries(entries: readonly TrackerEntry[], now: number): TrackerEntry[] {
  return sortKeysOf(entries, now)
    .sort(compareSortKeys)
    .map(({ entry }) => entry);
}

export function matchesFilter(entry: TrackerEntry, filter: EntryFilter, now: number): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'soon':
      return isSoon(entry, now);
    case 'progress':
      return entry.done > 0 && entry.done < entry.total;
    case 'done':
      return entry.total > 0 && entry.done === entry.total;
  }
}

/** The wallet filter's value that filters nothing. */
export const ALL_WALLETS = 'all';

/** Whether an entry has ticks kept for the wallet: every entry for {@link ALL_WALLETS}. */
export function matchesWallet(entry: TrackerEntry, walletId: string): boolean {
  return walletId === ALL_WALLETS || (entry.row.walletSteps?.[walletId]?.length ?? 0) > 0;
}

/**
 * The wallet filter: "All wallets", then the owner's wallets in their order, each by its label.
 * A label two wallets share is told apart by its chain and the ends of its address. Any other
 * value in the URL (a removed wallet, another owner's) reads as all wallets.
 */
export function walletControl(
  wallets: readonly Pick<WalletRow, 'id' | 'label' | 'chain' | 'address'>[],
): ControlDef {
  const counts = new Map<string, number>();
  for (const { label } of wallets) counts.set(label, (counts.get(label) ?? 0) + 1);
  const options = wallets.map((wallet) => ({
    value: wallet.id,
    label:
      (counts.get(wallet.label) ?? 0) > 1
        ? `${wallet.label} (${CHAIN_NAMES[wallet.chain]} ${shortAddress(wallet.address)})`
        : wallet.label,
  }));
  return control('Wallet', withAll(options, 'All wallets'), ALL_WALLETS, 'select');
}

/** "0x5290…9ee7": enough of an address to tell two apart in a list. */
function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
