/**
 * The service worker, built to /sw.js by vite-plugin-pwa (scripts/pwa-plugin.ts). It only serves
 * the app: data never goes through it, IndexedDB stays the truth (ARCHITECTURE.md).
 * `VITE_SERVICE_WORKER=off` builds the kill switch instead (README, "Taking the service worker back").
 */
import { removeServiceWorker } from './kill-switch';
import { serveApp } from './serve-app';

declare const self: ServiceWorkerGlobalScope;

if (import.meta.env.VITE_SERVICE_WORKER === 'off') removeServiceWorker(self);
else serveApp(self, self.__WB_MANIFEST);
