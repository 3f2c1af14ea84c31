/**
 * Formatting for what visitors read: dates, money, counts, percentages and time left. Pure and
 * locale-aware: `locale` defaults to the visitor's (the browser's) locale, tests pass one.
 * Anything unparseable renders as an em dash rather than "Invalid Date" or "NaN".
 */

const MISSING = '—';

/**
 * Intl formatters are costly to build (a long list renders thousands of values), so each
 * distinct locale and options pair is built once.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = JSON.stringify([locale, options]);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether an ISO date names a calendar day alone ("2027-02-28"), with no time of day. */
export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

/** Midnight starting a calendar day where the visitor is; years 0-99 as written, not 1900-1999. */
function localDayStart(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, monthIndex, day);
  date.setFullYear(year, monthIndex, day);
  return date;
}

/**
 * A date-only string ("2027-02-28") is that calendar day where the visitor is; `new Date()` would
 * read it as UTC midnight and show the day before west of Greenwich. Null when unreadable.
 */
export function toDate(value: string | number | Date): Date | null {
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = day
    ? localDayStart(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : value instanceof Date
      ? value
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The visitor's calendar day of `date` as `YYYY-MM-DD` (for file names and calendar days). */
export function localDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar date, e.g. "Nov 21, 2026" in en-US or "21 Nov 2026" in en-GB. */
export function formatDate(value: string | number | Date, locale?: string): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { dateStyle: 'medium' }).format(date) : MISSING;
}

/** A date and time of day, in the visitor's time zone unless one is given. */
export function formatDateTime(
  value: string | number | Date,
  locale?: string,
  timeZone?: string,
): string {
  const date = toDate(value);
  return date
    ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
    : MISSING;
}

/** A whole number with grouping, e.g. "12,345". */
export function formatNumber(value: number, locale?: string): string {
  return Number.isFinite(value)
    ? numberFormat(locale, isTiny(value) ? TINY_DIGITS : { maximumFractionDigits: 2 }).format(value)
    : MISSING;
}

/** Under a cent: a sale or mint price of a fraction of a cent would round to zero at 2 decimals. */
export function isTiny(value: number): boolean {
  return value !== 0 && Math.abs(value) < 0.01;
}
/** How a tiny amount is written: its first three significant digits, however many zeros lead. */
export const TINY_DIGITS = { maximumSignificantDigits: 3 } as const;

/** A short number for tight spaces, e.g. "1.2K", "3.4M". */
export function formatCompact(value: number, locale?: string): string {
  return Number.isFinite(value)
    ? numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
    : MISSING;
}

/** An amount of money, e.g. "$1,250.00"; `compact` gives "$12M". */
export function formatMoney(
  value: number,
  options: { currency?: string; locale?: string; compact?: boolean } = {},
): string {
  if (!Number.isFinite(value)) return MISSING;
  const { currency = 'USD', locale, compact = false } = options;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(compact
      ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
      : isTiny(value)
        ? TINY_DIGITS
        : {}),
  }).format(value);
}

/**
 * A percentage given in percent units (2.84 means 2.84 %). `signed` always shows the sign, for
 * changes: "+2.84%", "−1.20%".
 */
export function formatPercent(
  value: number,
  options: { locale?: string; signed?: boolean; digits?: number } = {},
): string {
  if (!Number.isFinite(value)) return MISSING;
  const { locale, signed = false, digits = 2 } = options;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

/** The two largest units of a duration: "3d 4h", "4h 12m", "12m 30s", "45s". */
export function formatDuration(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

/** Whether a date is an end (a deadline) or a start (a mint, a sale). */
export type DateRole = 'start' | 'end';

/**
 * The moment a record's date falls, in ms since the epoch (NaN when unreadable). A date-time is
 * an instant, its offset honoured. A date alone ("2026-12-10") is a calendar day where the visitor
 * is: as a start it begins that day; as an end it runs to the end of that day, so "Ends Dec 10"
 * leaves the visitor Dec 10 (the calendar file makes it an all-day event on that day).
 */
export function instantOf(value: string | number | Date, role: DateRole = 'start'): number {
  const date = toDate(value);
  if (!date) return Number.NaN;
  if (role === 'end' && typeof value === 'string' && isDateOnly(value)) {
    const next = new Date(date);
    next.setDate(next.getDate() + 1);
    return next.getTime();
  }
  return date.getTime();
}

/**
 * Time left until `end` at `now`: "3d 4h left", then "Ended" once it has passed; for a start (a
 * mint, a sale), "in 3d 4h", then "Started".
 */
export function formatTimeLeft(
  end: string | number | Date,
  now: number,
  role: DateRole = 'end',
): string {
  const at = instantOf(end, role);
  if (Number.isNaN(at)) return MISSING;
  const left = at - now;
  if (left > 0)
    return role === 'end' ? `${formatDuration(left)} left` : `in ${formatDuration(left)}`;
  return role === 'end' ? 'Ended' : 'Started';
}

/** How often a countdown to `end` needs to change: every second in its last hour, else each minute. */
export function countdownStep(
  end: string | number | Date,
  now: number,
  role: DateRole = 'end',
): number {
  const at = instantOf(end, role);
  if (Number.isNaN(at)) return 60_000;
  return at - now <= 3_600_000 ? 1_000 : 60_000;
}

/** The site a link leads to, as a reader names it: "blog.ethereum.org" for https://www.blog.ethereum.org/x. */
export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
