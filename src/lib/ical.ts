// stub: replaced by the ical branch
export interface CalendarEvent {
  uid: string;
  title: string;
  description?: string;
  url?: string;
  start: Date;
  end?: Date;
}

const stamp = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A whole RFC 5545 VCALENDAR text (CRLF, folded, escaped, DTSTAMP, VALARM one day before). */
export function calendarFile(events: readonly CalendarEvent[], now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//AlphaScout//EN'];
  for (const event of events) lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp(now)}`, `DTSTART:${stamp(event.start)}`, `SUMMARY:${event.title}`, 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** A Google Calendar "add event" link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const dates = `${stamp(event.start)}/${stamp(event.end ?? event.start)}`;
  return `https://calendar.google.com/calendar/render?${new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates }).toString()}`;
}

/** The event for one record with a date: uid `<collection>-<id>@alphascout.app`; null when it has no date. */
export function eventForRecord(
  collection: string,
  record: { id: string | number; name?: string; title?: string; projectName?: string; description?: string; endDate?: string; saleDate?: string; mintDate?: string },
  url: string,
): CalendarEvent | null {
  const date = record.endDate ?? record.saleDate ?? record.mintDate;
  if (date === undefined) return null;
  return { uid: `${collection}-${record.id}@alphascout.app`, title: record.name ?? record.title ?? record.projectName ?? String(record.id), url, start: new Date(date) };
}
