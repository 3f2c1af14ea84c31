/**
 * What is done, read from one column of a row's ticks (the no-wallet column or one wallet's,
 * db/tracking/ticks.ts). A repeating step is done for the period holding `now` only: its ticks
 * are `<key>@<period>`, and past periods are its history, counted as a streak.
 */
import { columnOf, tickKey } from '../db/tracking/ticks';
import { type Repeat, streak } from '../lib/periods';
import type { TrackingRow } from '../schemas/tracking';
import type { Step } from './trackable';

/** The repeat a step follows: the visitor's own, set on the row, else the record's. */
export function repeatOf(
  step: Step,
  row: Pick<TrackingRow, 'repeats'> | null | undefined,
): Repeat | undefined {
  return row?.repeats?.[step.key] ?? step.repeat;
}

/**
 * Whether the step is ticked in `checked` (one column's stored keys): under its key or its old
 * position key, or for a repeating step under its key for the period holding `now`.
 */
export function isDone(
  step: Step,
  checked: ReadonlySet<string>,
  repeat?: Repeat,
  now: Date = new Date(),
): boolean {
  if (repeat !== undefined) return checked.has(tickKey(step.key, repeat, now));
  return checked.has(step.key) || (step.positionKey !== undefined && checked.has(step.positionKey));
}

/** How many of the record's own steps are done in `checked` (keys of steps that no longer exist don't count). */
export function countDone(
  steps: readonly Step[],
  checked: ReadonlySet<string>,
  row?: Pick<TrackingRow, 'repeats'> | null,
  now: Date = new Date(),
): number {
  return steps.filter((step) => isDone(step, checked, repeatOf(step, row), now)).length;
}

/** One column's ticks as a set: the wallet's, or with no wallet the row's `steps`. */
export function ticksOf(
  row: Pick<TrackingRow, 'steps' | 'walletSteps'> | null | undefined,
  walletId?: string,
): ReadonlySet<string> {
  return new Set(row ? columnOf(row, walletId) : []);
}

/** How many periods in a row a repeating step was done in `checked`, up to `now` (`streak`). */
export function streakOf(
  step: Step,
  checked: ReadonlySet<string>,
  repeat: Repeat,
  now: Date = new Date(),
): number {
  const prefix = `${step.key}@`;
  const periods = new Set<string>();
  for (const tick of checked) if (tick.startsWith(prefix)) periods.add(tick.slice(prefix.length));
  return streak(repeat, periods, now);
}

/** "5 days in a row", "1 week in a row". */
export function streakText(repeat: Repeat, count: number): string {
  const unit = repeat === 'daily' ? 'day' : 'week';
  return `${count} ${unit}${count === 1 ? '' : 's'} in a row`;
}
