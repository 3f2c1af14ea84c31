/**
 * When to remind (docs/product.md, "Reminders"), pure: a repeating step not done is reminded when
 * its calendar event's alarm goes off (9:00 on the first day of its period, repeat-events.ts), a
 * deadline an hour before it falls, and no step once its item has ended. One reminder per item and
 * time, naming its steps, so a tracker with many wallets does not ring once per wallet.
 */
import type { RecordOf } from '../schemas/registry';
import type { TrackableCollection } from '../schemas/tracking';
import type { DueItem } from './due';
import { firstOccurrence } from './repeat-events';

export const DEADLINE_LEAD_MS = 60 * 60 * 1000;

export interface Reminder {
  at: number;
  title: string;
  body: string;
  /** The app's own path the notification opens. */
  path: string;
  /** Tells the browser two reminders of the same thing apart from a repeat of one. */
  tag: string;
}

/** An item's page in the app (the content kit's `detailPath`, which this layer does not import). */
export type PathOf = (
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
) => string;

/** Every reminder still ahead of `now` for what is due, soonest first. */
export function remindersOf(items: readonly DueItem[], now: Date, pathOf: PathOf): Reminder[] {
  const reminders: Reminder[] = [];
  for (const due of items) {
    if (!due.record) continue;
    const path = pathOf(due.row.collection, due.record);
    const byTime = new Map<number, string[]>();
    for (const { step, repeat } of due.steps) {
      const at = firstOccurrence(repeat, now).getTime();
      // Its calendar series ends at the deadline too (repeat-events.ts).
      if (due.endsAt !== undefined && at >= due.endsAt) continue;
      const labels = byTime.get(at) ?? [];
      if (!labels.includes(step.label)) byTime.set(at, [...labels, step.label]);
    }
    for (const [at, labels] of byTime)
      reminders.push({
        at,
        title: `Due: ${due.row.name}`,
        body: labels.join('\n'),
        path,
        tag: `due:${due.row.collection}/${due.row.itemId}@${at}`,
      });
    if (due.endsAt !== undefined)
      reminders.push({
        at: due.endsAt - DEADLINE_LEAD_MS,
        title: `Ends soon: ${due.row.name}`,
        body: 'Less than an hour left.',
        path,
        tag: `ends:${due.row.collection}/${due.row.itemId}@${due.endsAt}`,
      });
  }
  return reminders.filter((reminder) => reminder.at > now.getTime()).sort((a, b) => a.at - b.at);
}
