/**
 * The page's end of the service worker (src/sw/sw.ts, built to /sw.js): registers it, looks for a
 * newer version on load and hourly, and offers a waiting one to the update banner
 * (src/lib/app-update.ts). Nothing here reloads the page unless the visitor pressed Reload.
 * Loaded lazily by src/main.tsx after the page's `load`, in production builds only.
 */
import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';
import { Workbox } from 'workbox-window';

import { offerUpdate } from '../lib/app-update';

const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * `navigator.serviceWorker.register` is a Trusted Types sink: under the built app's CSP
 * (`require-trusted-types-for 'script'`, scripts/csp-plugin.ts) a plain string throws. The
 * `alphascout-sw` policy vouches for exactly one URL, this origin's /sw.js. Without Trusted
 * Types, the plain URL.
 */
function trustedServiceWorkerUrl(): string | TrustedScriptURL {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return SERVICE_WORKER_URL;
  const expected = new URL(SERVICE_WORKER_URL, location.origin).href;
  const policy = factory.createPolicy('alphascout-sw', {
    createScriptURL(input: string) {
      if (new URL(input, location.href).href !== expected)
        throw new TypeError(`AlphaScout: refusing to register a service worker from ${input}`);
      return input;
    },
  });
  return policy.createScriptURL(SERVICE_WORKER_URL);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(trustedServiceWorkerUrl(), { scope: '/' });
  // Also fired for a version that was already waiting (from an earlier visit) and for one another
  // tab found (`isExternal`): every open tab offers it.
  workbox.addEventListener('waiting', () => {
    offerUpdate({
      apply() {
        void navigator.serviceWorker.getRegistration().then((registration) => {
          // Another tab's Reload already let it take over: this tab only has to reload.
          if (!registration?.waiting) {
            window.location.reload();
            return;
          }
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        });
      },
    });
  });
  const registration = await workbox.register();
  if (!registration) return;
  setInterval(() => {
    // Offline, or the host is down: nothing to do until the next check.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}
