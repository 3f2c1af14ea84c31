/**
 * Updates never surprise (docs/offline.md, "Updates"): one build is
 * deployed, visited, then replaced by a newer one at the same origin. The open tab keeps running
 * the old version (its scripts from the old precache) and offers "A new version of AlphaScout is
 * ready." with a Reload button; only that button reloads, into the new version.
 *
 * The newer build is `npm run build` again with another ALPHASCOUT_BUILD_ID, which changes
 * `<meta name="alphascout-build">` and so index.html and sw.js. Both are served by
 * scripts/serve.mjs on a port of their own (E2E_PORT + 1), one after the other. The kill switch
 * (`VITE_SERVICE_WORKER=off`) is deployed the same way.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { expect, test } from '@playwright/test';

import { generateRecords } from '../../bench/data/generate';
import { holdImportAt } from './support/backup-hold';
import { buildApp } from './support/build';
import { startApp } from './support/content';
import { buildOf, waitForServiceWorker } from './support/service-worker';
import { serveDist } from './support/static-server';
import { MEMBER, signInAs } from './support/storage';

test.use({ serviceWorkers: 'allow' });
// Each test deploys builds one after another and waits on service worker installs: slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
const CURRENT_DIST = resolve(process.env.DIST_DIR ?? 'dist');
const UPDATE_READY = 'A new version of AlphaScout is ready.';

let workDir = '';
let nextDist = '';
let killSwitchDist = '';
let currentBuild = '';

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  testInfo.setTimeout(240_000);
  currentBuild =
    /<meta name="alphascout-build" content="([^"]*)"/.exec(
      readFileSync(join(CURRENT_DIST, 'index.html'), 'utf8'),
    )?.[1] ?? '';
  expect(currentBuild, 'the built index.html names its build').not.toBe('');
  workDir = mkdtempSync(join(tmpdir(), 'alphascout-update-'));
  nextDist = join(workDir, 'dist-next');
  buildApp(nextDist, { ALPHASCOUT_BUILD_ID: `${currentBuild}+next` });
  killSwitchDist = join(workDir, 'dist-kill-switch');
  buildApp(killSwitchDist, {
    ALPHASCOUT_BUILD_ID: `${currentBuild}+off`,
    VITE_SERVICE_WORKER: 'off',
  });
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a newer deployment shows the update banner; only Reload switches to it', async ({ page }) => {
  let server = await serveDist(CURRENT_DIST, PORT);
  try {
    // Fake timers, flowing naturally until fast-forwarded: the hourly update check is a setInterval.
    await page.clock.install();
    await startApp(page, `${server.origin}/`);
    await waitForServiceWorker(page);
    expect(await buildOf(page)).toBe(currentBuild);
    // Survives only as long as this document does: gone after any reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await server.stop();
    server = await serveDist(nextDist, PORT);
    await page.clock.fastForward('01:00:01');

    const banner = page.getByRole('status').filter({ hasText: UPDATE_READY });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
    // Its text lines up with the header's logo below it.
    const [textBox, logoBox] = await Promise.all([
      banner.getByText(UPDATE_READY).boundingBox(),
      page.getByRole('banner').getByRole('link', { name: 'AlphaScout home' }).boundingBox(),
    ]);
    if (!textBox || !logoBox) throw new Error('no banner text or logo box');
    expect(textBox.x).toBe(logoBox.x);
    // Nothing reloaded by itself, and the old version keeps working: a screen not opened yet
    // loads its scripts from the old version's precache, not from the new deployment.
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    expect(await buildOf(page)).toBe(currentBuild);
    const scripts: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Alpha Call' }).click();
    await expect(page).toHaveURL(/\/signals$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(scripts.length, 'the signals screen loaded a script of its own').toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.fromServiceWorker)).toEqual([]);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );

    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => buildOf(page), { timeout: 30_000 }).toBe(`${currentBuild}+next`);
    expect(
      await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    await expect(page.getByText(UPDATE_READY)).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('the kill-switch build removes the service worker and its caches without reloading anyone', async ({
  page,
}) => {
  let server = await serveDist(CURRENT_DIST, PORT);
  try {
    await page.clock.install();
    await startApp(page, `${server.origin}/`);
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => caches.keys())).not.toEqual([]);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await server.stop();
    server = await serveDist(killSwitchDist, PORT);
    await page.clock.fastForward('01:00:01');
    await expect
      .poll(
        () =>
          page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
        { timeout: 30_000 },
      )
      .toBe(0);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await expect(page.getByText(UPDATE_READY)).toHaveCount(0);

    // The next visit comes from the network, and that build registers nothing.
    await page.reload();
    expect(await buildOf(page)).toBe(`${currentBuild}+off`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('load');
    expect(
      readdirSync(join(killSwitchDist, 'assets')).filter((name) =>
        /^service-worker-.*\.js$/.test(name),
      ),
      'the registration module is not even built',
    ).toEqual([]);
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistrations().then((all) => all.length),
      ),
    ).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await server.stop();
  }
});

test('the banner waits while an import runs, and shows once it has ended', async ({
  context,
  page,
}, testInfo) => {
  const backup = testInfo.outputPath('long-import.json');
  // A few records: the import is held while checking (support/backup-hold.ts) until cancelled,
  // so it outlasts the update's install however fast the machine.
  await writeFile(backup, JSON.stringify({ signals: generateRecords('signals', 30, 16) }));
  await signInAs(context, MEMBER);
  let server = await serveDist(CURRENT_DIST, PORT);
  try {
    await page.clock.install();
    await startApp(page, `${server.origin}/`);
    await waitForServiceWorker(page);
    const hold = await holdImportAt(page, 'checking');
    await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
    const popup = page.getByRole('dialog', { name: 'Backup and Restore' });
    await popup.locator('input[type=file]').setInputFiles(backup);
    const cancel = popup.getByRole('button', { name: 'Cancel import' });
    await expect(cancel).toBeVisible();
    await hold.held();

    await server.stop();
    server = await serveDist(nextDist, PORT);
    await page.clock.fastForward('01:00:01');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            navigator.serviceWorker
              .getRegistration()
              .then((registration) => registration?.waiting?.state ?? null),
          ),
        { timeout: 30_000 },
      )
      .toBe('installed');
    // workbox-window announces a waiting version 200 ms after it installed: let that pass.
    await page.clock.runFor(1_000);
    // A newer version is waiting, but the import is still running: no banner yet.
    await expect(cancel).toBeVisible();
    await expect(page.getByText(UPDATE_READY)).toHaveCount(0);

    await cancel.click();
    await expect(popup.getByText('Import cancelled. Nothing was changed.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: UPDATE_READY })).toBeVisible();
  } finally {
    await server.stop();
  }
});
