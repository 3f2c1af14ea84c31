/**
 * Offline and install (see docs/offline.md), build only:
 * - the service worker: src/sw/sw.ts, bundled by vite-plugin-pwa (`injectManifest`) into one
 *   classic script, /sw.js, with the list of every built file to precache injected into it;
 * - the web app manifest, /manifest.webmanifest, and its icons (scripts/icons.ts);
 * - a `<meta name="alphascout-build">` naming this build, so two deployments always differ.
 *
 * The page registers the worker itself (src/worker/service-worker.ts), through a Trusted Types
 * policy: vite-plugin-pwa's own registration is an inline script or passes a plain string, both
 * refused by our Content-Security-Policy (`injectRegister: false`). `npm run dev` has no worker.
 *
 * `VITE_SERVICE_WORKER=off npm run build` is the kill switch: its /sw.js removes the service
 * worker and its caches from every browser that had it, and the page registers none (docs/offline.md, "The kill switch").
 */
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { APP_ICONS, ICON_BACKGROUND, iconsPlugin } from './icons.js';

const packageJson: unknown = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const packageVersion =
  typeof packageJson === 'object' && packageJson && 'version' in packageJson
    ? String(packageJson.version)
    : 'dev';

/** What the meta tag says: `ALPHASCOUT_BUILD_ID` when set (a CI build number, a commit), else the package version. */
function buildId(): string {
  return process.env.ALPHASCOUT_BUILD_ID ?? packageVersion;
}

function serviceWorkerRemoved(): boolean {
  return process.env.VITE_SERVICE_WORKER === 'off';
}

function buildIdPlugin(): Plugin {
  return {
    name: 'alphascout:build-id',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'alphascout-build', content: buildId() }, injectTo: 'head' },
    ],
  };
}

export function pwaPlugins(): Plugin[] {
  return [
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      devOptions: { enabled: false },
      includeManifestIcons: false,
      manifest: {
        name: 'AlphaScout',
        short_name: 'AlphaScout',
        description:
          'Crypto signals, airdrops, testnets, whitelists, giveaways, NFT and ICO listings, news and an academy. Everything stays in your browser, and works offline.',
        lang: 'en',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: ICON_BACKGROUND,
        background_color: ICON_BACKGROUND,
        icons: APP_ICONS.map(({ src, size, purpose }) => ({
          src,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
      },
      injectManifest: {
        // One self-contained classic script: no importScripts() of workbox-*.js files.
        rollupFormat: 'iife',
        // Everything the app can load, source maps aside; the manifest is added by the plugin.
        globPatterns: ['**/*.{html,js,css,json,svg,png,jpg,jpeg,webp,woff2,ico}'],
        // The kill switch has no precache list to inject.
        injectionPoint: serviceWorkerRemoved() ? undefined : 'self.__WB_MANIFEST',
      },
    }),
    iconsPlugin(),
    buildIdPlugin(),
  ];
}
