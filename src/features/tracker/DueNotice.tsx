/**
 * The notice of what is due, on every page (tracking/due): shown when the app opens or its tab
 * comes back while something is due, until dismissed for the day or nothing is due any more; not
 * on the due list itself.
 * It also keeps the reminders' timer (useReminderTimers), since it is always mounted.
 */
import { useEffect, useState } from 'react';

import { Link, useLocation, useSearch } from '../../lib/navigation';
import { periodKey } from '../../lib/periods';
import type { DueItem } from '../../tracking/due';
import { useDueState } from '../../tracking/useDue';
import { useDueNoticeDismissal, useRemindersOn } from '../../tracking/useReminderSettings';
import { useReminderTimers } from './useReminderTimers';

/** "Zephyr Network, Lumen Bridge and 2 more". */
function namesOf(items: readonly DueItem[]): string {
  const names = items.map((item) => item.row.name);
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** "3 steps to do (Zephyr Network) · 1 ending within 24 hours (Lumen Bridge)". */
export function dueSummary(items: readonly DueItem[]): string {
  const withSteps = items.filter((item) => item.steps.length > 0);
  const steps = withSteps.reduce((sum, item) => sum + item.steps.length, 0);
  const ending = items.filter((item) => item.endsAt !== undefined);
  const parts = [
    steps > 0 ? `${steps} step${steps === 1 ? '' : 's'} to do (${namesOf(withSteps)})` : '',
    ending.length > 0 ? `${ending.length} ending within 24 hours (${namesOf(ending)})` : '',
  ];
  return parts.filter((part) => part !== '').join(' · ');
}

/**
 * Whether the notice opens: decided by what is due when the app opens and when the tab comes back
 * into view, never in between, so that it does not push the page down under the visitor's pointer
 * when a tick makes something due.
 */
function useOpensOnReturn(due: readonly DueItem[] | undefined, current: boolean): boolean {
  const [armed, setArmed] = useState(true);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') setArmed(true);
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, []);
  // (State adjusted while rendering, not in an effect.)
  // On the answer for this moment: the one before may be of yesterday, all done.
  if (armed && current && due !== undefined) {
    setArmed(false);
    setOpen(due.length > 0);
  }
  return open;
}

export function DueNotice() {
  const { due, current } = useDueState();
  const opens = useOpensOnReturn(due, current);
  const [remindersOn] = useRemindersOn();
  useReminderTimers(due, remindersOn);
  const [dismissedOn, dismiss] = useDueNoticeDismissal();
  const [path] = useLocation();
  const search = useSearch();
  const onDueList = path === '/tracker' && new URLSearchParams(search).get('show') === 'due';
  const today = periodKey('daily', new Date());
  if (!opens || !due || due.length === 0 || dismissedOn === today || onDueList) return null;
  return (
    <aside
      aria-label="Due today"
      className="border-b border-warn/40 bg-warn/10 py-3 text-sm text-text"
      data-testid="due-notice"
    >
      <div className="shell-row flex flex-wrap items-center gap-3">
        <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <strong>Due today:</strong> {dueSummary(due)}
        </p>
        <Link href="/tracker?show=due" className="btn-primary touch-target">
          See what is due
        </Link>
        <button type="button" className="btn-outline touch-target" onClick={() => dismiss(today)}>
          Dismiss for today
        </button>
      </div>
    </aside>
  );
}
