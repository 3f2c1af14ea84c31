/**
 * A watched item's repeating steps as calendar series (docs/product.md, "Reminders"): each step
 * that repeats, by the record or by the visitor's own choice, becomes an event at 9:00 of the
 * visitor's day, every day or every Monday, with its reminder then, until the item's deadline.
 */
import { instantOf } from '../lib/format';
import type { CalendarEvent } from '../lib/ical';
import { periodEnd, type Repeat } from '../lib/periods';
import type { RecordOf } from '../schemas/registry';
import type { TrackableCollection, TrackingRow } from '../schemas/tracking';
import { repeatOf } from './progress';
import { deadlineOf, deadlineRoleOf, stepsOf, trackedItemOf } from './trackable';

/** The hour of the visitor's day a repeating step's event is at, and its reminder goes off. */
export const REMINDER_HOUR = 9;

/** What the tracker's calendar export reads of one watched item. */
export interface CalendarItem {
  collection: TrackableCollection;
  record: RecordOf<TrackableCollection>;
  /** The row's own repeats, which win over the record's. */
  row: Pick<TrackingRow, 'repeats'> | null;
  /** The item's page in this app, which each event links to. */
  pageUrl: string;
}

const EVERY: Record<Repeat, string> = { daily: 'every day', weekly: 'every week' };

/**
 * 9:00 on the first day of the period holding `now`: today, or this week's Monday (ISO weeks,
 * as the tracker's ticks count them), so the series starts with the period the visitor is in.
 */
export function firstOccurrence(repeat: Repeat, now: Date): Date {
  const end = periodEnd(repeat, now);
  const days = repeat === 'daily' ? 1 : 7;
  return new Date(end.getFullYear(), end.getMonth(), end.getDate() - days, REMINDER_HOUR);
}

/** The instant the item's deadline falls, if it has one that can be read. */
function deadlineInstant(item: CalendarItem): Date | undefined {
  const deadline = deadlineOf(item.collection, item.record);
  if (deadline === undefined) return undefined;
  const instant = instantOf(deadline, deadlineRoleOf(item.collection));
  return Number.isFinite(instant) ? new Date(instant) : undefined;
}

/**
 * One floating series per repeating step of the item, titled "<item>: <step>", ending at the
 * item's deadline (UNTIL). None once the deadline has passed, nor where it falls before the
 * first occurrence. The UID names the step, so a later export updates the series (its repeat
 * changed too) rather than adding one; "step." keeps it apart from every deadline's UID.
 */
export function repeatingEvents(item: CalendarItem, now: Date): CalendarEvent[] {
  const { collection, record, row, pageUrl } = item;
  const until = deadlineInstant(item);
  if (until !== undefined && until <= now) return [];
  const name = trackedItemOf(collection, record).name;
  return stepsOf(collection, record).flatMap((step): CalendarEvent[] => {
    const repeat = repeatOf(step, row);
    if (repeat === undefined) return [];
    const start = firstOccurrence(repeat, now);
    if (until !== undefined && until < start) return [];
    return [
      {
        uid: `step.${step.key}.${collection}-${record.id}@alphascout.app`,
        title: `${name}: ${step.label}`,
        description: `Repeats ${EVERY[repeat]}${until === undefined ? '' : ` until ${name} ends`}.`,
        ...(pageUrl ? { url: pageUrl } : {}),
        start,
        floating: true,
        repeat,
        ...(until === undefined ? {} : { until }),
        alarmMinutesBefore: 0,
      },
    ];
  });
}
