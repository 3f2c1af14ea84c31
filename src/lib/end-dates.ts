/**
 * Running or ended, the same for lists as for countdowns and badges: by the instant an end date
 * falls (`instantOf` in lib/format), not by its text.
 */
import { instantOf } from './format';

/** Whether an item ending at `end` is still running at `now` (ms, or an ISO string). */
export function endsAfter(end: string, now: number | string): boolean {
  return instantOf(end, 'end') > (typeof now === 'number' ? now : Date.parse(now));
}

/**
 * How far an end date's text can sort from its instant: lists walk an index of the dates as
 * written, where `2026-12-10` sorts as that day's start in UTC and `…T10:00-05:00` as 10:00 UTC.
 * A day for a date alone, plus 14 h, the widest offset (and time zone) there is.
 */
const TEXT_SLACK_MS = 38 * 3_600_000;

/** Where a walk of running items, ending soonest first, starts: the exact check is `endsAfter`. */
export function runningFrom(now: string): string {
  return new Date(Date.parse(now) - TEXT_SLACK_MS).toISOString();
}

/** Where a walk of ended items, most recent first, starts: the exact check is `!endsAfter`. */
export function endedUntil(now: string): string {
  return new Date(Date.parse(now) + TEXT_SLACK_MS).toISOString();
}
