/**
 * A reminder's notification (src/lib/notifications.ts), clicked: the app opens at the item, in a
 * tab already open on this origin where there is one, else in a new one. Only the app's own paths.
 */
const DUE_PATH = '/tracker?show=due';

/**
 * The address the notification opens: its path on this origin, else the due list. Judged by the
 * parsed address, not the text: "/\evil.example" reads as "//evil.example", another site.
 */
function urlOf(data: unknown, origin: string): string {
  const path =
    typeof data === 'object' && data !== null && 'path' in data && typeof data.path === 'string'
      ? data.path
      : DUE_PATH;
  const url = path.startsWith('/') ? parsed(path, origin) : null;
  return url?.origin === origin ? url.href : new URL(DUE_PATH, origin).href;
}

/** `path` read against `origin`, or null where it is no address at all ("//["). */
function parsed(path: string, origin: string): URL | null {
  try {
    return new URL(path, origin);
  } catch {
    return null;
  }
}

export function openRemindersOnClick(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = urlOf(event.notification.data, worker.location.origin);
    event.waitUntil(
      (async () => {
        const [open] = await worker.clients.matchAll({ type: 'window' });
        if (open) {
          const shown = await open.navigate(url).catch(() => null);
          await (shown ?? open).focus();
        } else await worker.clients.openWindow(url);
      })(),
    );
  });
}
