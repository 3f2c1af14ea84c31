/**
 * The service worker, built to /sw.js by vite-plugin-pwa (scripts/pwa-plugin.ts). It only serves
 * the app: data never goes through it, IndexedDB stays the truth.
 * `VITE_SERVICE_WORKER=off` builds the kill switch instead (docs/offline.md, "The kill switch").
 */
import { removeServiceWorker } from './kill-switch';
import { serveApp } from './serve-app';

declare const self: ServiceWorkerGlobalScope;

if (import.meta.env.VITE_SERVICE_WORKER === 'off') removeServiceWorker(self);
else serveApp(self, self.__WB_MANIFEST);
