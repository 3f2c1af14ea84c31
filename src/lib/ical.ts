/**
 * Calendar files for reminders (docs/product.md, "Reminders"): a small RFC 5545 writer,
 * pure, and the matching Google Calendar link. Times are written in UTC, or as a local time with no
 * zone for a task done at an hour of the visitor's day; a record's date without a time of day
 * ("2026-12-08") becomes an all-day event on that day, wherever the calendar is.
 */
import { isDateOnly, localDay, toDate } from './format';
import type { Repeat } from './periods';

export interface CalendarEvent {
  uid: string;
  title: string;
  description?: string;
  url?: string;
  start: Date;
  end?: Date;
  /** The whole calendar day of `start` (a local date: its time of day is ignored). */
  allDay?: boolean;
  /** Happens again every day or every week from `start` (a recurring task), up to `until` if given. */
  repeat?: Repeat;
  /** The last moment a repeating event may happen (RRULE's UNTIL); no end without it. */
  until?: Date;
  /**
   * Written as a local time of day with no zone (RFC 5545 §3.3.5, form #1): the same hour
   * wherever the calendar is, and through its clock changes, where a UTC time moves by an hour.
   */
  floating?: boolean;
  /** When the reminder goes off, in whole minutes before the start; one day before if not given. */
  alarmMinutesBefore?: number;
}

/** What `eventForRecord` reads: a record with one of the dated fields. */
export interface DatedRecord {
  id: string | number;
  name?: string;
  title?: string;
  projectName?: string;
  description?: string;
  endDate?: string;
  saleDate?: string;
  mintDate?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const PRODID = '-//AlphaScout//My tracker//EN';

/** Refuses a date a calendar cannot write: invalid, or outside the years 0 to 9999. */
function checkWritable(date: Date): void {
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 0 || year > 9999)
    throw new RangeError(
      `A calendar date must be a valid date in the years 0 to 9999, not ${String(date)}`,
    );
}

/** `YYYYMMDDTHHMMSSZ` (RFC 5545 §3.3.5, form #2: UTC). */
function utcStamp(date: Date): string {
  checkWritable(date);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** `YYYYMMDDTHHMMSS` (RFC 5545 §3.3.5, form #1: local time, no zone), the local time of `date`. */
function localStamp(date: Date): string {
  checkWritable(date);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${dayStamp(date)}T${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** `YYYYMMDD` (RFC 5545 §3.3.4), the local calendar day of `date`. */
function dayStamp(date: Date): string {
  return localDay(date).replace(/-/g, '');
}

/** The day after `date`'s, as a local date: an all-day event's end is exclusive (RFC 5545 §3.6.1). */
function nextDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

/** A date-time of the event as its DTSTART is written: UTC, or local for a floating event. */
function timeStamp(event: CalendarEvent, date: Date): string {
  return event.floating ? localStamp(date) : utcStamp(date);
}

/** DTSTART and DTEND: UTC or floating times, or DATE values for an all-day event. */
function whenLines(event: CalendarEvent): string[] {
  if (event.allDay)
    return [
      `DTSTART;VALUE=DATE:${dayStamp(event.start)}`,
      `DTEND;VALUE=DATE:${dayStamp(nextDay(event.start))}`,
    ];
  return [
    `DTSTART:${timeStamp(event, event.start)}`,
    ...(event.end ? [`DTEND:${timeStamp(event, event.end)}`] : []),
  ];
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break as `\n`.
 * Control characters other than tab are not allowed in TEXT, and a lone surrogate has no UTF-8 form.
 */
function escapeText(text: string): string {
  return text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((character) => !isControl(character.charCodeAt(0)))
    .join('');
}

/** C0 controls but tab, and DEL: a calendar's TEXT cannot hold them (RFC 5545 §3.3.11). */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), between characters, never inside one's UTF-8 bytes. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const FREQUENCIES: Record<Repeat, string> = { daily: 'FREQ=DAILY', weekly: 'FREQ=WEEKLY' };

/**
 * The RRULE line of a repeating event. UNTIL takes DTSTART's form (RFC 5545 §3.3.10): a date for
 * an all-day event, a local time for a floating one, else UTC.
 */
function ruleOf(event: CalendarEvent): string | undefined {
  if (!event.repeat) return undefined;
  const { until } = event;
  if (until === undefined) return `RRULE:${FREQUENCIES[event.repeat]}`;
  const end = event.allDay ? dayStamp(until) : timeStamp(event, until);
  return `RRULE:${FREQUENCIES[event.repeat]};UNTIL=${end}`;
}

/** The VALARM's TRIGGER value (RFC 5545 §3.8.6.3): a duration before the start. */
function alarmTrigger(event: CalendarEvent): string {
  const minutes = event.alarmMinutesBefore;
  if (minutes === undefined) return '-P1D';
  if (!Number.isSafeInteger(minutes) || minutes < 0)
    throw new RangeError(`A reminder is a whole number of minutes before, not ${minutes}`);
  return `-PT${minutes}M`;
}

/** The event's text with its link, for clients that do not show the URL property. */
function detailsOf(event: CalendarEvent): string {
  return [event.description, event.url]
    .filter((part) => part !== undefined && part !== '')
    .join('\n\n');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const details = detailsOf(event);
  const rule = ruleOf(event);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...whenLines(event),
    ...(rule ? [rule] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(details ? [`DESCRIPTION:${escapeText(details)}`] : []),
    // A URI value is not TEXT: it is written as it is (RFC 5545 §3.3.13), only its line breaks removed.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:${alarmTrigger(event)}`,
    `DESCRIPTION:${escapeText(event.title)}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** A whole RFC 5545 VCALENDAR text (CRLF, folded, escaped, DTSTAMP, a VALARM per event). */
export function calendarFile(events: readonly CalendarEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => fold(line) + CRLF).join('');
}

/**
 * A Google Calendar "add event" link. An event without an end is a moment: it ends as it starts.
 * An all-day event's dates are days, the end the day after (Google's form, as in iCalendar).
 * A floating event's times have no Z: Google reads them in the visitor's zone. A repeating event's
 * RRULE goes in `recur`, the template's parameter for it.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const dates = event.allDay
    ? `${dayStamp(event.start)}/${dayStamp(nextDay(event.start))}`
    : `${timeStamp(event, event.start)}/${timeStamp(event, event.end ?? event.start)}`;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates });
  const details = detailsOf(event);
  if (details) params.set('details', details);
  const rule = ruleOf(event);
  if (rule) params.set('recur', rule);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * The event for one record with a date: uid `<collection>-<id>@alphascout.app` (the same in every
 * export, so a calendar updates the event instead of adding another); null when it has no date
 * or the date cannot be read. Each dated collection has one of `endDate`, `saleDate`, `mintDate`.
 */
export function eventForRecord(
  collection: string,
  record: DatedRecord,
  url: string,
): CalendarEvent | null {
  const when = record.endDate ?? record.saleDate ?? record.mintDate;
  if (when === undefined) return null;
  const start = toDate(when);
  const year = start?.getUTCFullYear() ?? Number.NaN;
  if (!start || !(year >= 0 && year <= 9999)) return null;
  return {
    uid: `${collection}-${record.id}@alphascout.app`,
    title: record.name ?? record.title ?? record.projectName ?? `${collection} ${record.id}`,
    ...(record.description ? { description: record.description } : {}),
    ...(url ? { url } : {}),
    start,
    ...(isDateOnly(when) ? { allDay: true } : {}),
  };
}
