/**
 * Browser notifications for reminders, without a push server: shown through the service worker
 * (`showNotification`, so a click opens the app even from a closed tab's notification), or the
 * page's own `Notification` where no worker runs. Permission is asked only from a click.
 */
export type ReminderPermission = NotificationPermission | 'unsupported';

export function reminderPermission(): ReminderPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for permission: call it from a click, never on load. */
export async function askReminderPermission(): Promise<ReminderPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export interface ShownReminder {
  title: string;
  body: string;
  tag: string;
  /** The app's own path the notification opens (src/sw/reminder-clicks.ts). */
  path: string;
}

export async function showReminder({ title, body, tag, path }: ShownReminder): Promise<void> {
  if (reminderPermission() !== 'granted') return;
  const options: NotificationOptions = { body, tag, data: { path }, icon: '/icons/icon-192.png' };
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options).onclick = () => window.location.assign(path);
}
