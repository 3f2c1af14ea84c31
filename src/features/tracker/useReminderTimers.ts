import { useEffect, useEffectEvent, useMemo } from 'react';

import { reminderPermission, showReminder } from '../../lib/notifications';
import { keepReminderSchedule } from '../../lib/reminder-schedule';
import type { DueItem } from '../../tracking/due';
import { remindersOf } from '../../tracking/reminders';
import { detailPath } from '../kit/content-paths';

/** Longest wait set at once: what is due is worked out again each minute anyway. */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** The reminders this tab has shown, by tag: another render must not show one again. */
const shown = new Set<string>();

function report(error: unknown): void {
  console.error('AlphaScout: a reminder could not be shown or kept', error);
}

/**
 * While reminders are on and allowed, shows the next reminder (tracking/reminders) at its time:
 * one timer, for the soonest, set again whenever what is due changes. The coming reminders are
 * also kept for the service worker's periodic sync, where the browser has one (lib/reminder-schedule).
 */
export function useReminderTimers(due: readonly DueItem[] | undefined, on: boolean): void {
  const reminders = useMemo(
    () =>
      on && due && reminderPermission() === 'granted'
        ? remindersOf(due, new Date(), detailPath)
        : [],
    [due, on],
  );

  const keep = useEffectEvent(() => keepReminderSchedule(reminders).catch(report));
  const scheduleKey = reminders.map((reminder) => `${reminder.tag}:${reminder.body}`).join('\n');
  useEffect(() => {
    if (scheduleKey !== '') void keep();
  }, [scheduleKey]);

  useEffect(() => {
    const next = reminders.find((reminder) => !shown.has(reminder.tag));
    if (!next) return;
    const wait = next.at - Date.now();
    if (wait > MAX_WAIT_MS) return;
    const timer = setTimeout(() => {
      shown.add(next.tag);
      showReminder(next).catch(report);
    }, wait);
    return () => clearTimeout(timer);
  }, [reminders]);
}
