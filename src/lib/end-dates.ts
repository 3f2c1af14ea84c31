/**
 * Running or ended, the same for lists as for countdowns and badges: by the instant an end date
 * falls (`instantOf` in lib/format), not by its text.
 */
import { instantOf } from './format';

/** Whether an item ending at `end` is still running at `now` (ISO). */
function endsAfter(end: string, now: string): boolean {
  return instantOf(end, 'end') > Date.parse(now);
}

/**
 * How far an end date's text can sort from its instant: lists walk an index of the dates as
 * written, where `2026-12-10` sorts as that day's start in UTC and `…T10:00-05:00` as 10:00 UTC.
 * A day for a date alone, plus 14 h, the widest offset (and time zone) there is.
 */
const TEXT_SLACK_MS = 38 * 3_600_000;

interface Ending {
  endDate: string;
}

/** A walk of the items still running at `now`, ending soonest first: its index range and its exact check. */
export function runningWalk<T extends Ending>(
  now: string,
): { range: { from: string }; where: (item: T) => boolean } {
  return {
    range: { from: new Date(Date.parse(now) - TEXT_SLACK_MS).toISOString() },
    where: (item) => endsAfter(item.endDate, now),
  };
}

/** A walk of the items ended by `now`, most recently ended first: its index range and its exact check. */
export function endedWalk<T extends Ending>(
  now: string,
): { range: { to: string }; where: (item: T) => boolean } {
  return {
    range: { to: new Date(Date.parse(now) + TEXT_SLACK_MS).toISOString() },
    where: (item) => !endsAfter(item.endDate, now),
  };
}
