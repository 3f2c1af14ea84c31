import { useEffect } from 'react';

import { reminderPermission, showReminder } from '../../lib/notifications';
import type { DueItem } from '../../tracking/due';
import { remindersOf } from '../../tracking/reminders';
import { detailPath } from '../kit/content-paths';

/** Longest wait set at once: a timer past ~24.8 days fires at once, and the plan changes anyway. */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** The reminders this tab has shown, by tag: another render must not show one again. */
const shown = new Set<string>();

/**
 * While reminders are on and allowed, shows the next reminder (tracking/reminders) at its time:
 * one timer, for the soonest, set again whenever what is due changes.
 */
export function useReminderTimers(due: readonly DueItem[] | undefined, on: boolean): void {
  useEffect(() => {
    if (!on || !due || reminderPermission() !== 'granted') return;
    const now = new Date();
    const [next] = remindersOf(due, now, detailPath).filter((reminder) => !shown.has(reminder.tag));
    if (!next) return;
    const wait = next.at - now.getTime();
    if (wait > MAX_WAIT_MS) return;
    const timer = setTimeout(() => {
      shown.add(next.tag);
      showReminder(next).catch((error: unknown) =>
        console.error('AlphaScout: a reminder could not be shown', error),
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [due, on]);
}
