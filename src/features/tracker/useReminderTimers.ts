import { useEffect, useEffectEvent, useMemo } from 'react';

import { reminderPermission, showReminder } from '../../lib/notifications';
import { keepReminderSchedule } from '../../lib/reminder-schedule';
import type { DueItem } from '../../tracking/due';
import { type Reminder, remindersOf } from '../../tracking/reminders';
import { detailPath } from '../kit/content-paths';

/** Longest wait set at once: a timer past ~24.8 days fires at once, and the plan changes anyway. */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** The reminders this tab has shown, by tag: another render must not show one again. */
const shown = new Set<string>();

/**
 * When this tab last worked its reminders out. What is due is worked out again each minute, which
 * clears the timer set: a reminder whose time came meanwhile, or at that very minute (9:00, as the
 * minute ticker turns), is shown then instead of being lost with its timer.
 */
let lookedAt: number | undefined;

function report(error: unknown): void {
  console.error('AlphaScout: a reminder could not be shown or kept', error);
}

function show(reminder: Reminder): void {
  shown.add(reminder.tag);
  showReminder(reminder).catch(report);
}

/**
 * While reminders are on and allowed, shows the next reminder (tracking/reminders) at its time:
 * one timer, for the soonest, set again whenever what is due changes. Reminders whose time was
 * before this tab looked (it opened at 9:30) are not shown. The coming reminders are also kept for
 * the service worker's periodic sync, where the browser has one (lib/reminder-schedule).
 */
export function useReminderTimers(due: readonly DueItem[] | undefined, on: boolean): void {
  const schedule = useMemo(
    () =>
      on && due && reminderPermission() === 'granted'
        ? remindersOf(due, new Date(), detailPath)
        : [],
    [due, on],
  );
  const keep = useEffectEvent(() => keepReminderSchedule(schedule).catch(report));
  const scheduleKey = schedule.map((reminder) => `${reminder.tag}:${reminder.body}`).join('\n');
  useEffect(() => {
    if (scheduleKey !== '') void keep();
  }, [scheduleKey]);

  useEffect(() => {
    const now = Date.now();
    const since = Math.min(lookedAt ?? now, now);
    lookedAt = now;
    if (!on || !due || reminderPermission() !== 'granted') return;
    const ahead = remindersOf(due, new Date(since), detailPath).filter(
      (reminder) => !shown.has(reminder.tag),
    );
    for (const reminder of ahead) if (reminder.at <= now) show(reminder);
    const next = ahead.find((reminder) => reminder.at > now);
    if (!next) return;
    const wait = next.at - now;
    if (wait > MAX_WAIT_MS) return;
    const timer = setTimeout(() => show(next), wait);
    return () => clearTimeout(timer);
  }, [due, on]);
}
