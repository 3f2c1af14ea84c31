/**
 * Calendar files for the tracker: one item's event, and the tracker's "Export deadlines (.ics)",
 * which holds the deadlines still ahead and the repeating steps (repeat-events.ts).
 */
import { downloadText } from '../lib/download';
import { localDay } from '../lib/format';
import { type CalendarEvent, calendarFile, eventForRecord } from '../lib/ical';
import type { RecordOf } from '../schemas/registry';
import type { TrackableCollection } from '../schemas/tracking';
import { type CalendarItem, repeatingEvents } from './repeat-events';
import { deadlineAhead, deadlineOf, kindOf, startNameOf } from './trackable';

const ICS_TYPE = 'text/calendar;charset=utf-8';

/** What happens on an item's date, for an event's title: "mint starts", "airdrop ends". */
function happening(collection: TrackableCollection): string {
  const starts = startNameOf(collection);
  return starts === undefined
    ? `${kindOf(collection).toLowerCase()} ends`
    : `${starts.toLowerCase()} starts`;
}

/**
 * The event of a record with a deadline (as the tracker counts them: a live NFT mint or ICO sale
 * has none), linking back to its page in this app (`pageUrl`, as the caller builds it from the
 * content paths); null without one. The detail page offers it
 * exactly when the tracker's export would include it. Its title says what happens, "Neon Drifters:
 * mint starts": a project's whitelist and its mint would otherwise be two events of one name.
 */
export function eventOf(
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
  pageUrl: string,
): CalendarEvent | null {
  if (deadlineOf(collection, record) === undefined) return null;
  const event = eventForRecord(collection, record, pageUrl);
  return event && { ...event, title: `${event.title}: ${happening(collection)}` };
}

/** Downloads `alphascout-<collection>-<id>.ics`. */
export function downloadEvent(
  collection: TrackableCollection,
  id: string,
  event: CalendarEvent,
  now = new Date(),
): void {
  downloadText(`alphascout-${collection}-${id}.ics`, calendarFile([event], now), ICS_TYPE);
}

/**
 * What the tracker's export holds for these watched items at `now`: each one's deadline while it
 * is ahead, and a series per repeating step. Empty when there is nothing to put in a calendar.
 */
export function trackerEvents(items: readonly CalendarItem[], now: Date): CalendarEvent[] {
  return items.flatMap((item) => {
    const ahead = deadlineAhead(item.collection, item.record, now.getTime());
    const deadline = ahead ? eventOf(item.collection, item.record, item.pageUrl) : null;
    return [...(deadline ? [deadline] : []), ...repeatingEvents(item, now)];
  });
}

/** Whether `trackerEvents` would give any event: it stops at the first, for a tracker of thousands. */
export function hasTrackerEvents(items: Iterable<CalendarItem>, now: Date): boolean {
  for (const item of items) {
    const ahead = deadlineAhead(item.collection, item.record, now.getTime());
    if (ahead && eventOf(item.collection, item.record, item.pageUrl)) return true;
    if (repeatingEvents(item, now).length > 0) return true;
  }
  return false;
}

/** `alphascout-deadlines-YYYY-MM-DD.ics`, the visitor's day (as the backup's file name). */
export function deadlinesFileName(now: Date): string {
  return `alphascout-deadlines-${localDay(now)}.ics`;
}

/** Downloads one file with every given event. */
export function downloadDeadlines(events: readonly CalendarEvent[], now = new Date()): void {
  downloadText(deadlinesFileName(now), calendarFile(events, now), ICS_TYPE);
}
