/**
 * The reminder settings (db/tracking/reminder-settings) as screens use them: every component
 * showing them re-renders when one changes them, in this tab.
 */
import { useCallback, useSyncExternalStore } from 'react';

import {
  dismissDueNotice,
  dueNoticeDismissedOn,
  remindersOn,
  setRemindersOn,
} from '../db/tracking/reminder-settings';
import { useTrackerOwner } from './useTracking';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => {
  for (const listener of listeners) listener();
};

/** Whether the visitor asked for reminders, and the switch. */
export function useRemindersOn(): [boolean, (on: boolean) => void] {
  const owner = useTrackerOwner();
  const on = useSyncExternalStore(subscribe, () => remindersOn(owner));
  const set = useCallback(
    (next: boolean) => {
      setRemindersOn(owner, next);
      changed();
    },
    [owner],
  );
  return [on, set];
}

/** The day the due notice was dismissed on (null: never), and the dismissal for `day`. */
export function useDueNoticeDismissal(): [string | null, (day: string) => void] {
  const owner = useTrackerOwner();
  const day = useSyncExternalStore(subscribe, () => dueNoticeDismissedOn(owner));
  const dismiss = useCallback(
    (today: string) => {
      dismissDueNotice(owner, today);
      changed();
    },
    [owner],
  );
  return [day, dismiss];
}
