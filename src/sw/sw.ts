/**
 * The service worker, built to /sw.js by vite-plugin-pwa (scripts/pwa-plugin.ts). It only serves
 * the app and opens the app from a reminder's notification: data never goes through it,
 * IndexedDB stays the truth.
 * `VITE_SERVICE_WORKER=off` builds the kill switch instead (docs/offline.md, "The kill switch").
 */
import { removeServiceWorker } from './kill-switch';
import { openRemindersOnClick } from './reminder-clicks';
import { showRemindersOnSync } from './reminder-sync';
import { serveApp } from './serve-app';

declare const self: ServiceWorkerGlobalScope;

if (import.meta.env.VITE_SERVICE_WORKER === 'off') removeServiceWorker(self);
else {
  serveApp(self, self.__WB_MANIFEST);
  openRemindersOnClick(self);
  showRemindersOnSync(self);
}
