/**
 * After one visit the app opens and works with no network (docs/offline.md,
 * "Service worker"): the service worker (src/sw/) answers every navigation with the precached
 * index.html and every script, style, image and the seed data from its precache, so the app's
 * own router and guards still decide every path. And the app is installable: its manifest and
 * every icon load.
 */
import { expect, type Page, test } from '@playwright/test';

import { startApp } from './support/content';
import { waitForServiceWorker } from './support/service-worker';

test.use({ serviceWorkers: 'allow' });

/** Opens `path` and waits for its screen: an h1, and not the crash screen. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!'), path).toHaveCount(0);
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Fetches the manifest from the page (through the service worker) and decodes every icon. */
async function manifestAndIcons(page: Page) {
  return page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) throw new Error('no <link rel="manifest">');
    const response = await fetch(link.href);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: ManifestIcon[];
    };
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const image = await fetch(icon.src);
        const bitmap = await createImageBitmap(await image.blob());
        return {
          ...icon,
          status: image.status,
          contentType: image.headers.get('content-type'),
          size: `${bitmap.width}x${bitmap.height}`,
        };
      }),
    );
    return { status: response.status, manifest, icons };
  });
}

test.describe('offline, after one visit', () => {
  test(
    'every screen, the guards, search and the install manifest work with the network off',
    { tag: '@smoke' },
    async ({ context, page }) => {
      await startApp(page, '/');
      await waitForServiceWorker(page);
      await context.setOffline(true);
      // The network really is off: a file the service worker does not keep cannot be fetched.
      expect(
        await page.evaluate(() =>
          fetch('/sw.js').then(
            (r) => `status ${r.status}`,
            (error: unknown) => String(error),
          ),
        ),
      ).toMatch(/TypeError/);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      await open(page, '/signals');
      await expect(page.getByTestId('signal-card').first()).toBeVisible();
      await open(page, '/signals/sig-btc-breakout');
      await expect(page.getByRole('meter', { name: 'Signal score' })).toBeVisible();
      await open(page, '/airdrops');
      await expect(page.getByTestId('airdrop-card').first()).toBeVisible();
      await open(page, '/academy/crypto-basics');
      await expect(page).toHaveURL(/\/academy\/crypto-basics$/);
      await expect(page.getByText(/not found/i)).toHaveCount(0);
      await open(page, '/login');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

      // The header search: the worker script comes from the precache too.
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await page.getByRole('combobox', { name: 'Search AlphaScout' }).fill('bitcoin');
      await expect(
        page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
      ).toContainText('Bitcoin');

      // The guards still decide: a data path is refused, an unknown one is not found.
      await page.goto('/data/x');
      await expect(page).toHaveURL(/\/403$/);
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/404$/);

      const { status, manifest, icons } = await manifestAndIcons(page);
      expect(status).toBe(200);
      expect(manifest).toMatchObject({
        name: 'AlphaScout',
        start_url: '/',
        scope: '/',
        display: 'standalone',
      });
      expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons) {
        expect(icon, icon.src).toMatchObject({
          status: 200,
          contentType: 'image/png',
          size: icon.sizes,
        });
      }
    },
  );

  test('the manifest and its icons are served with the right types online too', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const { icons } = (await manifest.json()) as { icons: ManifestIcon[] };
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test("Safari's home-screen icon is linked from the page: a 180 px PNG with no transparent corner", async ({
    page,
  }) => {
    await page.goto('/');
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]');
      if (!link) return null;
      const response = await fetch(link.href);
      const bitmap = await createImageBitmap(await response.blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        size: `${bitmap.width}x${bitmap.height}`,
        cornerAlpha: context.getImageData(0, 0, 1, 1).data[3],
      };
    });
    // iOS draws a transparent corner black: the icon fills its square and iOS rounds it.
    expect(icon).toEqual({ status: 200, type: 'image/png', size: '180x180', cornerAlpha: 255 });
  });

  test('sw.js, index.html and the manifest are never cached by the browser; hashed assets forever', async ({
    request,
  }) => {
    for (const path of ['/sw.js', '/', '/index.html', '/manifest.webmanifest']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
    const html = await (await request.get('/')).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    expect((await request.get(entry ?? '')).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
