/**
 * A reminder's notification (src/lib/notifications.ts), clicked: the app opens at the item, in a
 * tab already open on this origin where there is one, else in a new one. Only the app's own paths.
 */
const DUE_PATH = '/tracker?show=due';

function pathOf(data: unknown): string {
  const path =
    typeof data === 'object' && data !== null && 'path' in data && typeof data.path === 'string'
      ? data.path
      : DUE_PATH;
  return path.startsWith('/') && !path.startsWith('//') ? path : DUE_PATH;
}

export function openRemindersOnClick(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(pathOf(event.notification.data), worker.location.origin).href;
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
