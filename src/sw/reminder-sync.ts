/**
 * Periodic Background Sync, where the browser offers it (src/lib/reminder-schedule.ts): woken, the
 * worker shows each kept reminder whose time has come within the last day and that it has not
 * shown, and keeps what it showed. The schedule is the page's; the worker reads no tracker data.
 */
import {
  REMINDER_CACHE,
  REMINDER_SYNC_TAG,
  remindersToShow,
  SCHEDULE_PATH,
} from '../lib/reminder-schedule';

const SHOWN_PATH = '/__alphascout/reminders-shown.json';

/** The periodic sync event, which the worker types do not describe yet. */
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}

async function readJson(cache: Cache, path: string): Promise<unknown> {
  const response = await cache.match(path);
  if (!response) return [];
  try {
    return await response.json();
  } catch {
    return [];
  }
}

export function showRemindersOnSync(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('periodicsync', (event: Event) => {
    const sync = event as PeriodicSyncEvent;
    if (sync.tag !== REMINDER_SYNC_TAG) return;
    sync.waitUntil(
      (async () => {
        const cache = await worker.caches.open(REMINDER_CACHE);
        const shownList = await readJson(cache, SHOWN_PATH);
        const shown = new Set(
          Array.isArray(shownList) ? shownList.filter((tag) => typeof tag === 'string') : [],
        );
        const due = remindersToShow(await readJson(cache, SCHEDULE_PATH), shown, Date.now());
        for (const { title, body, tag, path } of due) {
          await worker.registration.showNotification(title, { body, tag, data: { path } });
          shown.add(tag);
        }
        await cache.put(SHOWN_PATH, new Response(JSON.stringify([...shown].slice(-500))));
      })(),
    );
  });
}
