/**
 * "Remind me": browser notifications for what is due, asked for only from this click. What a
 * browser can do without a push server is said beside it (docs/product.md, "Reminders").
 */
import { useState } from 'react';

import {
  askReminderPermission,
  type ReminderPermission,
  reminderPermission,
} from '../../lib/notifications';
import { dropReminderSchedule } from '../../lib/reminder-schedule';
import { useRemindersOn } from '../../tracking/useReminderSettings';

const LIMITS =
  'Reminders show while AlphaScout is open in a tab: a repeating step still to do at 9:00 on its day (a weekly one on Monday), and a deadline an hour before it ends. A browser cannot wake a closed site without a push server, which AlphaScout does not use; the calendar export reminds you even then.';

const REFUSED: Partial<Record<ReminderPermission, string>> = {
  denied: 'Notifications are blocked for this site: allow them in your browser’s site settings.',
  unsupported: 'This browser cannot show notifications.',
};

export function RemindMe() {
  const [on, setOn] = useRemindersOn();
  const [permission, setPermission] = useState(reminderPermission);
  const active = on && permission === 'granted';
  const remind = async () => {
    const answer = permission === 'granted' ? permission : await askReminderPermission();
    setPermission(answer);
    if (answer === 'granted') setOn(true);
  };
  return (
    <div className="card flex flex-wrap items-center gap-3 text-sm" data-testid="remind-me">
      <p className="min-w-0 basis-full text-text-muted sm:basis-0 sm:flex-1">
        {active ? 'Reminders are on in this browser. ' : ''}
        {REFUSED[permission] ?? LIMITS}
      </p>
      {active ? (
        <button
          type="button"
          className="btn-outline touch-target"
          onClick={() => {
            setOn(false);
            dropReminderSchedule().catch((error: unknown) =>
              console.error('AlphaScout: the reminders could not be stopped', error),
            );
          }}
        >
          Turn reminders off
        </button>
      ) : (
        permission !== 'unsupported' &&
        permission !== 'denied' && (
          <button type="button" className="btn-primary touch-target" onClick={() => void remind()}>
            Remind me
          </button>
        )
      )}
    </div>
  );
}
