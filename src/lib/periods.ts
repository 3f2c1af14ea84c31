/**
 * The periods of a recurring task: a day, or an ISO week from Monday, in the visitor's own time
 * zone. A local day is not always 24 hours (it has 23 or 25, or 23.5 on Lord Howe Island, when the
 * clocks change), so periods are found by calendar arithmetic on the local year, month and day,
 * never by adding milliseconds to an instant.
 */

export type Repeat = 'daily' | 'weekly';
export const REPEATS: readonly Repeat[] = ['daily', 'weekly'];

/** A calendar date, free of any time zone: the local Y/M/D of an instant, or one parsed from a key. */
interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function localDate(at: Date): CalendarDate {
  const year = at.getFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999)
    throw new RangeError(`A period needs a date in the years 1 to 9999, not ${String(at)}`);
  return { year, month: at.getMonth() + 1, day: at.getDate() };
}

/**
 * The calendar date as midnight UTC, a time line without clock changes to count days on;
 * setUTCFullYear, not Date.UTC, so that years below 100 stay what they are.
 */
function utcOf({ year, month, day }: CalendarDate): Date {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
}

/** `date` moved by `days` on the calendar (the overflow of the day into months and years is UTC's). */
function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = utcOf({ ...date, day: date.day + days });
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** 1 for Monday to 7 for Sunday (ISO 8601). */
function isoWeekday(date: CalendarDate): number {
  return utcOf(date).getUTCDay() || 7;
}

/** The ISO week-year and week: the week's Thursday decides the year it belongs to. */
function isoWeek(date: CalendarDate): { year: number; week: number } {
  const thursday = addDays(date, 4 - isoWeekday(date));
  return { year: thursday.year, week: Math.floor((dayOfYear(thursday) - 1) / 7) + 1 };
}

/** 1 for January 1st. Every UTC day has 86,400,000 ms (JavaScript time has no leap seconds). */
function dayOfYear(date: CalendarDate): number {
  const newYear = utcOf({ year: date.year, month: 1, day: 1 });
  return Math.round((utcOf(date).getTime() - newYear.getTime()) / 86_400_000) + 1;
}

function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function dayKey(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

function weekKey(date: CalendarDate): string {
  const { year, week } = isoWeek(date);
  return `${pad(year, 4)}-W${pad(week)}`;
}

/** The period `at` falls in: `YYYY-MM-DD` for a day, `YYYY-Www` (ISO week-year) for a week. */
export function periodKey(repeat: Repeat, at: Date): string {
  const date = localDate(at);
  return repeat === 'daily' ? dayKey(date) : weekKey(date);
}

/** A day within the period `key` names: the day itself, or the Monday of the week. */
function dateOfKey(repeat: Repeat, key: string): CalendarDate {
  const match =
    repeat === 'daily' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(key) : /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) throw new RangeError(`Not a ${repeat} period: ${key}`);
  const year = Number(match[1]);
  if (repeat === 'daily') {
    const date = { year, month: Number(match[2]), day: Number(match[3]) };
    if (!sameDate(addDays(date, 0), date)) throw new RangeError(`Not a calendar day: ${key}`);
    return date;
  }
  const week = Number(match[2]);
  const fourth = { year, month: 1, day: 4 };
  const monday = addDays(fourth, 1 - isoWeekday(fourth) + 7 * (week - 1));
  if (week < 1 || isoWeek(monday).year !== year) throw new RangeError(`Not an ISO week: ${key}`);
  return monday;
}

/** The period just before `key`. */
export function previousPeriodKey(repeat: Repeat, key: string): string {
  const date = dateOfKey(repeat, key);
  return repeat === 'daily' ? dayKey(addDays(date, -1)) : weekKey(addDays(date, -7));
}

/**
 * When the period `at` falls in ends: the next local midnight, or the next Monday's. Where a
 * clock change skips midnight, the Date constructor gives the first instant of that day.
 */
export function periodEnd(repeat: Repeat, at: Date): Date {
  const date = localDate(at);
  const next = addDays(date, repeat === 'daily' ? 1 : 8 - isoWeekday(date));
  const end = new Date(0);
  end.setFullYear(next.year, next.month - 1, next.day);
  end.setHours(0, 0, 0, 0);
  return end;
}

/**
 * How many periods in a row are done, ending with the current one, or with the previous one while
 * the current one is not done yet: a daily streak is not broken before the day is over. Only
 * periods up to `now` count, so a clock set back does not count periods done "in the future".
 */
export function streak(repeat: Repeat, doneKeys: ReadonlySet<string>, now: Date): number {
  const current = periodKey(repeat, now);
  let key = doneKeys.has(current) ? current : previousPeriodKey(repeat, current);
  let count = 0;
  // Each step moves one period back and needs a key of the set: it stops within doneKeys.size steps.
  while (doneKeys.has(key)) {
    count += 1;
    key = previousPeriodKey(repeat, key);
  }
  return count;
}
