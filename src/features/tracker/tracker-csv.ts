/**
 * The tracker's "Export CSV" (docs/product.md, "My tracker"), pure: one line per watched item,
 * tick column and step, through the app's one CSV writer (RFC 4180, formulas neutralised).
 */
import { type CsvCell, toCsv } from '../../lib/csv';
import { downloadText } from '../../lib/download';
import { localDay } from '../../lib/format';
import type { TrackingRow } from '../../schemas/tracking';
import { isDone, repeatOf, ticksOf } from '../../tracking/progress';
import { stepsOf, trackedItemOf } from '../../tracking/trackable';
import type { TrackerEntry } from './tracker-model';

export const TRACKER_CSV_HEADER = [
  'item',
  'kind',
  'wallet',
  'step',
  'repeat',
  'done this period',
  'deadline',
  'note',
] as const;

/** A column of ticks: a wallet's, or with no `walletId` the row's own. */
interface Column {
  walletId?: string;
  /** The wallet's label; empty for the no-wallet column. */
  label: string;
}

/**
 * The row's columns, in the wallet list's order: each listed wallet holding ticks, after the
 * no-wallet column when it holds any or no wallet does. A wallet no longer listed has no label
 * to name it by and is left out (removing a wallet takes its ticks away anyway).
 */
function columnsOf(
  row: Pick<TrackingRow, 'steps' | 'walletSteps'>,
  wallets: ReadonlyMap<string, string>,
): Column[] {
  const withTicks = [...wallets]
    .filter(([id]) => (row.walletSteps?.[id]?.length ?? 0) > 0)
    .map(([walletId, label]) => ({ walletId, label }));
  return row.steps.length > 0 || withTicks.length === 0 ? [{ label: '' }, ...withTicks] : withTicks;
}

/**
 * The lines of the watched entries (one left unwatched on the screen is not exported), with the
 * wallets' labels by id. A step is done or not in its column; a repeating one for the period
 * holding `now`. An item without steps (or no longer listed) is one line with an empty step.
 */
export function trackerCsvRows(
  entries: readonly TrackerEntry[],
  wallets: ReadonlyMap<string, string>,
  now: Date,
): CsvCell[][] {
  return entries.flatMap((entry) => {
    const { row, record } = entry;
    if (!row.watched) return [];
    const name = record ? trackedItemOf(row.collection, record).name : row.name;
    const deadline = entry.deadline ?? '';
    const steps = record ? stepsOf(row.collection, record) : [];
    if (steps.length === 0) return [[name, entry.kind, '', '', '', '', deadline, row.note]];
    return columnsOf(row, wallets).flatMap(({ walletId, label }) => {
      const ticks = ticksOf(row, walletId);
      return steps.map((step) => {
        const repeat = repeatOf(step, row);
        const done = isDone(step, ticks, repeat, now) ? 'yes' : 'no';
        return [name, entry.kind, label, step.label, repeat ?? '', done, deadline, row.note];
      });
    });
  });
}

/** The whole file: the header, then every line. */
export function trackerCsv(
  entries: readonly TrackerEntry[],
  wallets: ReadonlyMap<string, string>,
  now: Date,
): string {
  return toCsv(TRACKER_CSV_HEADER, trackerCsvRows(entries, wallets, now));
}

/** `alphascout-tracker-YYYY-MM-DD.csv`, the visitor's day (as the other exports' names). */
export function trackerCsvFileName(now: Date): string {
  return `alphascout-tracker-${localDay(now)}.csv`;
}

/** Downloads the tracker as CSV. */
export function downloadTrackerCsv(
  entries: readonly TrackerEntry[],
  wallets: ReadonlyMap<string, string>,
  now = new Date(),
): void {
  downloadText(
    trackerCsvFileName(now),
    trackerCsv(entries, wallets, now),
    'text/csv;charset=utf-8',
  );
}
