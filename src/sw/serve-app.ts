/**
 * Precache and navigation fallback: every built file is cached at install, navigations are
 * answered with the cached index.html (the app's router and guards decide every path, as
 * scripts/serve.mjs does online), and remote https images get a small bounded cache.
 *
 * Updates never surprise: a new version installs, then waits until the page asks it to take over
 * (the visitor pressed Reload in the update banner, src/app/layout/UpdateBanner.tsx). Until then
 * the old version keeps serving old tabs from its precache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

import { isRemoteImage, REMOTE_IMAGES_CACHE, REMOTE_IMAGES_LIMITS } from './remote-images';

/** The message the update banner sends (workbox-window's `messageSkipWaiting()`). */
const SKIP_WAITING = 'SKIP_WAITING';

export function serveApp(
  worker: ServiceWorkerGlobalScope,
  precacheList: (PrecacheEntry | string)[],
): void {
  worker.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void worker.skipWaiting();
  });
  // The first install controls the page that registered it at once, so that visit already works
  // offline. Later versions wait (above) and take over only when the visitor asks.
  clientsClaim();

  cleanupOutdatedCaches();
  // Matches before the navigation route: a built file (an image, the manifest) opened as a page
  // is that file, as online.
  precacheAndRoute(precacheList);
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

  registerRoute(
    ({ url, request }) => isRemoteImage(url, request.destination, worker.location.origin),
    new CacheFirst({
      cacheName: REMOTE_IMAGES_CACHE,
      plugins: [
        // Images without CORS come back opaque (status 0); those are what records point at.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ ...REMOTE_IMAGES_LIMITS, purgeOnQuotaError: true }),
      ],
    }),
  );
}

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}
