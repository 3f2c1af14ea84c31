/**
 * Reminders while no tab is open, where the browser allows it: Periodic Background Sync, in
 * Chromium only, for an installed app only, woken at the browser's discretion (about twice a day
 * at best). The page keeps the coming reminders in Cache Storage; the service worker's periodic
 * sync shows those whose time has come (src/sw/reminder-sync.ts). Elsewhere this does nothing: the
 * open tab's timers and the calendar export remain.
 */
export const REMINDER_SYNC_TAG = 'alphascout-reminders';
export const REMINDER_CACHE = 'alphascout-reminders';
export const SCHEDULE_PATH = '/__alphascout/reminders.json';
/** How often to ask to be woken; the browser decides when. */
const WAKE_INTERVAL_MS = 12 * 60 * 60 * 1000;

export interface ScheduledReminder {
  at: number;
  title: string;
  body: string;
  tag: string;
  path: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isReminder(value: unknown): value is ScheduledReminder {
  if (typeof value !== 'object' || value === null) return false;
  const { at, title, body, tag, path } = value as Record<string, unknown>;
  return (
    typeof at === 'number' &&
    typeof title === 'string' &&
    typeof body === 'string' &&
    typeof tag === 'string' &&
    typeof path === 'string'
  );
}

/** The reminders to show at `now`: their time has come within a day, and they were not shown. */
export function remindersToShow(
  schedule: unknown,
  shown: ReadonlySet<string>,
  now: number,
): ScheduledReminder[] {
  const reminders = Array.isArray(schedule) ? schedule.filter(isReminder) : [];
  return reminders.filter(
    (reminder) => reminder.at <= now && reminder.at > now - DAY_MS && !shown.has(reminder.tag),
  );
}

/** Periodic Background Sync, which TypeScript's DOM types do not describe yet. */
interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

async function periodicSync(): Promise<PeriodicSyncManager | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync =
    registration && (registration as { periodicSync?: PeriodicSyncManager }).periodicSync;
  return sync ?? null;
}

async function allowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** Keeps `reminders` for the service worker and asks to be woken, where the browser can. */
export async function keepReminderSchedule(reminders: readonly ScheduledReminder[]): Promise<void> {
  const sync = await periodicSync();
  if (!sync || typeof caches === 'undefined' || !(await allowed())) return;
  const cache = await caches.open(REMINDER_CACHE);
  await cache.put(
    SCHEDULE_PATH,
    new Response(JSON.stringify(reminders), { headers: { 'Content-Type': 'application/json' } }),
  );
  await sync.register(REMINDER_SYNC_TAG, { minInterval: WAKE_INTERVAL_MS });
}

/** Stops the wake-ups and forgets the schedule (reminders turned off). */
export async function dropReminderSchedule(): Promise<void> {
  const sync = await periodicSync();
  await sync?.unregister(REMINDER_SYNC_TAG);
  if (typeof caches !== 'undefined') await caches.delete(REMINDER_CACHE);
}
