/**
 * The ticks of a tracker row, column by column (docs/data.md, "Tracker rows"), pure. A row keeps
 * one column of ticks with no wallet (`steps`) and one per wallet (`walletSteps`). A repeating
 * step's tick is `<stepKey>@<period>`, one per period it was done in, so "done this period" is a
 * lookup and past periods stay as history; writes prune them so that a row stays bounded.
 */
import { periodKey, type Repeat } from '../../lib/periods';
import { MAX_COLUMN_TICKS, type TrackingRow } from '../../schemas/tracking';

/** Most ticks one repeating step keeps in one column: a daily step keeps over a year. */
export const MAX_PERIOD_TICKS = 400;

/** The parts of a row that hold ticks. */
export type Columns = Pick<TrackingRow, 'steps' | 'walletSteps'>;

/** The key a tick is stored under: the step's own, or for a repeating step its key in the period of `at`. */
export function tickKey(stepKey: string, repeat: Repeat | undefined, at: Date): string {
  return repeat === undefined ? stepKey : `${stepKey}@${periodKey(repeat, at)}`;
}

/** The ticks of one column: the wallet's, or with no wallet the row's `steps`. */
export function columnOf(row: Columns, walletId?: string): readonly string[] {
  return walletId === undefined ? row.steps : (row.walletSteps?.[walletId] ?? []);
}

/** `row` holding `columns` in place of its own (an absent `walletSteps` stays absent). */
export function withColumns<Row extends Columns>(
  row: Row,
  columns: Columns,
): Omit<Row, 'walletSteps'> & Columns {
  const { walletSteps: _own, ...rest } = row;
  return { ...rest, ...columns };
}

/** The columns with each wallet's ticks moved to the id `ids` maps it to (null: dropped). */
export function withWalletIds(row: Columns, ids: ReadonlyMap<string, string | null>): Columns {
  let moved: Columns = { steps: row.steps };
  for (const [id, ticks] of Object.entries(row.walletSteps ?? {})) {
    const to = ids.get(id);
    if (to !== null)
      moved = joinedColumns(moved, { steps: [], walletSteps: { [to ?? id]: ticks } });
  }
  return moved;
}

/** The row's columns with one column replaced (pruned); an emptied wallet column is left out. */
export function withColumn(
  row: Columns,
  walletId: string | undefined,
  ticks: readonly string[],
): Columns {
  const bounded = boundedTicks(ticks);
  if (walletId === undefined) return { steps: bounded, ...walletColumns(row.walletSteps) };
  const others = withoutWallets(row, new Set([walletId])).walletSteps ?? {};
  return {
    steps: row.steps,
    ...walletColumns(bounded.length === 0 ? others : { ...others, [walletId]: bounded }),
  };
}

/** The row's columns without the given wallets' (removed wallets leave no ticks behind). */
export function withoutWallets(row: Columns, walletIds: ReadonlySet<string>): Columns {
  const kept = Object.entries(row.walletSteps ?? {}).filter(([id]) => !walletIds.has(id));
  return { steps: row.steps, ...walletColumns(Object.fromEntries(kept)) };
}

/** Every tick of either, column by column, pruned. */
export function joinedColumns(a: Columns, b: Columns): Columns {
  // A Map, then own properties: a wallet id such as `__proto__` assigned to a plain object would
  // set its prototype and lose the column.
  const joined = new Map<string, string[]>();
  for (const [id, ticks] of [
    ...Object.entries(a.walletSteps ?? {}),
    ...Object.entries(b.walletSteps ?? {}),
  ])
    joined.set(id, boundedTicks([...(joined.get(id) ?? []), ...ticks]));
  return {
    steps: boundedTicks([...a.steps, ...b.steps]),
    ...walletColumns(Object.fromEntries(joined)),
  };
}

/** `walletSteps` as a row holds it: absent when no wallet has a tick. */
function walletColumns(
  columns: Record<string, string[]> | undefined,
): Pick<TrackingRow, 'walletSteps'> {
  return columns === undefined || Object.keys(columns).length === 0 ? {} : { walletSteps: columns };
}

/** `<stepKey>@YYYY-MM-DD` or `<stepKey>@YYYY-Www`: the step and the period. */
const PERIOD_TICK = /^(.*)@(\d{4})-(?:(\d{2})-(\d{2})|W(\d{2}))$/;

const DAY_MS = 86_400_000;

/**
 * A period tick's step and the first day of its period (days since 1970), or null for a plain
 * tick. By first day, not by text, so that a step's daily and weekly ticks (its repeat changed)
 * sort together: "2026-12-01" sorts before "2026-W01" as text.
 */
function periodTick(tick: string): { step: string; day: number } | null {
  const match = PERIOD_TICK.exec(tick);
  if (!match) return null;
  const [, step = '', year, month, day, week] = match;
  if (week === undefined)
    return { step, day: Date.UTC(Number(year), Number(month) - 1, Number(day)) / DAY_MS };
  // ISO week 1 holds January 4th; weeks start on Monday.
  const january4 = Date.UTC(Number(year), 0, 4) / DAY_MS;
  const weekday = (new Date(january4 * DAY_MS).getUTCDay() + 6) % 7;
  return { step, day: january4 - weekday + (Number(week) - 1) * 7 };
}

/**
 * A column within its bounds, in its own order: each tick once, each repeating step's newest
 * {@link MAX_PERIOD_TICKS} period ticks, and past {@link MAX_COLUMN_TICKS} ticks in all the
 * oldest period ticks dropped. Plain ticks are never dropped: an item has far fewer steps.
 */
export function boundedTicks(ticks: readonly string[]): string[] {
  const unique = [...new Set(ticks)];
  const periods = unique.flatMap((tick) => {
    const parsed = periodTick(tick);
    return parsed ? [{ tick, ...parsed }] : [];
  });
  if (periods.length <= MAX_PERIOD_TICKS && unique.length <= MAX_COLUMN_TICKS) return unique;
  const newestFirst = periods.sort((a, b) => b.day - a.day || (a.tick < b.tick ? 1 : -1));
  const kept = new Map<string, number>();
  const dropped = new Set<string>();
  let total = unique.length;
  for (const { tick, step } of newestFirst) {
    const count = kept.get(step) ?? 0;
    if (count < MAX_PERIOD_TICKS) kept.set(step, count + 1);
    else {
      dropped.add(tick);
      total--;
    }
  }
  for (const { tick } of [...newestFirst].reverse()) {
    if (total <= MAX_COLUMN_TICKS) break;
    if (dropped.has(tick)) continue;
    dropped.add(tick);
    total--;
  }
  return unique.filter((tick) => !dropped.has(tick));
}
