/**
 * Sync between devices (docs/sync.md), with the app built with a sync server's URL and real
 * servers on loopback that the tests start and stop: two devices (a desktop and a phone context)
 * see each other's watch, tick, note and wallet; edits made apart converge; a restarted server;
 * a read-only device; a wrong code; two instances through Redis; and a server's storage that
 * holds none of what it carries.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import { ClassicLevel } from 'classic-level';

import { formatCode, newSpace } from '../../src/sync/code';
import {
  findPostgresBin,
  findRedisServer,
  type Service,
  startPostgres,
  startRedis,
} from '../unit/sync-server/services';
import { buildApp } from './support/build';
import { startApp } from './support/content';
import { serveDist } from './support/static-server';
import {
  BUILT_SYNC_URL,
  DESKTOP,
  type Device,
  joinByCode,
  levelStorage,
  openDevice,
  PHONE,
  type RunningServer,
  startServer,
  startSpace,
  syncPanel,
  syncStatus,
} from './support/sync';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const ZEPHYR = '/airdrops/airdrop-zephyr-network';
const FIRST_STEP = 'Follow Zephyr Network on X';
const SECOND_STEP = 'Join the Zephyr Discord and pick the Tester role';
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
/** Waits for another device's change: seconds on loopback, more on a busy machine. */
const ARRIVES = { timeout: 20_000 };

// One build and one static server for the file; the tests share them, one after another.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let workDir = '';
let syncDist = '';
let origin = '';
let stopStatic: (() => Promise<void>) | null = null;
const cleanups: (() => Promise<void>)[] = [];

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  testInfo.setTimeout(300_000);
  workDir = mkdtempSync(join(tmpdir(), 'alphascout-sync-build-'));
  syncDist = join(workDir, 'dist');
  buildApp(syncDist, { ALPHASCOUT_SYNC_URL: BUILT_SYNC_URL });
  const served = await serveDist(syncDist, PORT);
  origin = served.origin;
  stopStatic = served.stop;
});

test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test.afterAll(async () => {
  await stopStatic?.();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function levelServer(): Promise<RunningServer & { directory: string }> {
  const level = await levelStorage();
  const server = await startServer(level.storage);
  cleanups.push(level.remove, server.stop);
  return { ...server, directory: level.storage.kind === 'leveldb' ? level.storage.directory : '' };
}

async function device(
  browser: Parameters<typeof openDevice>[0],
  server: Pick<RunningServer, 'url'>,
  viewport = DESKTOP,
): Promise<Device> {
  const opened = await openDevice(browser, origin, server, viewport);
  cleanups.push(() => opened.context.close());
  return opened;
}

/** A desktop that starts a space and a phone that joins it by its link. */
async function pair(
  browser: Parameters<typeof openDevice>[0],
  desktopServer: RunningServer,
  phoneServer = desktopServer,
) {
  const desktop = await device(browser, desktopServer, DESKTOP);
  const phone = await device(browser, phoneServer, PHONE);
  const code = await startSpace(desktop.page);
  await startApp(phone.page, '/blog');
  await phone.page.goto(`/tracker#join=${code}`);
  await expect(syncPanel(phone.page).getByLabel('Code from your other device')).toHaveValue(code);
  await syncPanel(phone.page).getByRole('button', { name: 'Join', exact: true }).click();
  await expect(syncStatus(phone.page)).toHaveText('Synced', ARRIVES);
  await expect(syncPanel(phone.page).getByText(/already syncs/)).toHaveCount(0);
  return { desktop, phone, code };
}

async function writeNote(page: Page, note: string) {
  await page.getByLabel('Your note').fill(note);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

const trackerItem = (page: Page) => page.getByTestId('tracker-item');

/** Every script of a build, as one text. */
const scriptsOf = (dist: string) =>
  readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'))
    .join('\n');
const connectSrc = (dist: string) =>
  /connect-src [^;"]*/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[0];

test('a build without a sync URL is today’s app: no panel, no sync code, the same CSP', async ({
  page,
}) => {
  const defaultDist = resolve(process.env.DIST_DIR ?? 'dist');
  expect(connectSrc(defaultDist)).toBe("connect-src 'self'");
  expect(connectSrc(syncDist)).toBe(`connect-src 'self' ${BUILT_SYNC_URL}`);
  for (const mark of ['Sync this tracker', 'HocuspocusProvider', 'alphascout-sync/room']) {
    expect(scriptsOf(syncDist)).toContain(mark);
    expect(scriptsOf(defaultDist)).not.toContain(mark);
  }
  await startApp(page, '/tracker');
  await expect(page.getByRole('region', { name: 'My wallets' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sync' })).toHaveCount(0);
});

test('two devices see each other’s watch, tick, note and wallet', async ({ browser }) => {
  const server = await levelServer();
  const { desktop, phone } = await pair(browser, server);
  await syncPanel(desktop.page).screenshot({ path: test.info().outputPath('sync-desktop.png') });
  // The code left the address bar once read: it is not kept in history or shown over a shoulder.
  expect(new URL(phone.page.url()).hash).toBe('');

  await desktop.page.goto(ZEPHYR);
  await desktop.page.getByRole('checkbox', { name: FIRST_STEP }).check();
  await writeNote(desktop.page, 'Bridged from the laptop');
  await expect(trackerItem(phone.page).getByText('Bridged from the laptop')).toBeVisible(ARRIVES);

  await phone.page.goto(ZEPHYR);
  await expect(phone.page.getByRole('checkbox', { name: FIRST_STEP })).toBeChecked();
  await phone.page.getByRole('checkbox', { name: SECOND_STEP }).check();
  // Stored (the progress is read back from IndexedDB) before the page is left.
  await expect(phone.page.getByText(/^2 of \d+ done$/).first()).toBeVisible();
  await phone.page.goto('/tracker');
  const wallets = phone.page.getByRole('region', { name: 'My wallets' });
  await wallets.getByRole('textbox', { name: 'Label', exact: true }).fill('Farm');
  await wallets.getByLabel('Chain').selectOption({ label: 'EVM' });
  await wallets.getByRole('textbox', { name: 'Address', exact: true }).fill(ADDRESS);
  await wallets.getByRole('button', { name: 'Add wallet' }).click();

  await desktop.page.goto('/tracker');
  await expect(
    desktop.page.getByRole('region', { name: 'My wallets' }).getByText(ADDRESS),
  ).toBeVisible(ARRIVES);
  await desktop.page.goto(ZEPHYR);
  await expect(
    desktop.page.getByRole('checkbox', { name: `${SECOND_STEP} (No wallet)` }),
  ).toBeChecked(ARRIVES);
  // A tick of one wallet stays that wallet's.
  await phone.page.goto(ZEPHYR);
  // A phone shows one wallet's column at a time.
  await phone.page.getByLabel('Ticking for').selectOption({ label: 'Farm' });
  await phone.page.getByRole('checkbox', { name: FIRST_STEP, exact: true }).check();
  await expect(desktop.page.getByRole('checkbox', { name: `${FIRST_STEP} (Farm)` })).toBeChecked(
    ARRIVES,
  );
  await expect(
    desktop.page.getByRole('checkbox', { name: `${SECOND_STEP} (Farm)` }),
  ).not.toBeChecked();

  await phone.page.goto('/tracker');
  await syncPanel(phone.page).scrollIntoViewIfNeeded();
  await expect(syncStatus(phone.page)).toHaveText('Synced', ARRIVES);
  await phone.page.screenshot({ path: test.info().outputPath('sync-phone.png'), fullPage: true });

  // A link for another space on a device that already syncs joins nothing, and says why.
  await desktop.page.goto(`/tracker#join=${formatCode(newSpace())}`);
  await expect(syncPanel(desktop.page).getByText(/already syncs/)).toBeVisible();
  await expect(
    syncPanel(desktop.page).getByRole('button', { name: 'Join', exact: true }),
  ).toHaveCount(0);
  await expect(syncStatus(desktop.page)).toHaveText('Synced', ARRIVES);

  // What the server stored holds none of it: no note, no address, no item's name or id.
  await server.stop();
  const stored = new ClassicLevel<Buffer, Buffer>(server.directory, {
    keyEncoding: 'buffer',
    valueEncoding: 'buffer',
  });
  const bytes: Buffer[] = [];
  for await (const [key, value] of stored.iterator()) bytes.push(key, value);
  await stored.close();
  const everything = Buffer.concat(bytes).toString('latin1');
  expect(everything.length).toBeGreaterThan(1000);
  for (const secret of [
    'Bridged from the laptop',
    ADDRESS,
    ADDRESS.toLowerCase(),
    'Zephyr',
    'airdrop-zephyr-network',
    'zeph-1',
    'Farm',
  ])
    expect(everything).not.toContain(secret);
});

test('a device offline and the other both edit; they converge when it is back', async ({
  browser,
}) => {
  const server = await levelServer();
  const { desktop, phone } = await pair(browser, server);
  await phone.page.goto(ZEPHYR);
  await desktop.page.goto(ZEPHYR);

  await phone.goOffline();
  await writeNote(phone.page, 'Written on the train');
  await phone.page.getByRole('checkbox', { name: SECOND_STEP }).check();
  await desktop.page.getByRole('checkbox', { name: FIRST_STEP }).check();
  // The app's own link, not a page load: the phone has no network.
  await phone.page
    .getByRole('banner')
    .getByRole('link', { name: /^My tracker/ })
    .click();
  await expect(syncStatus(phone.page)).toHaveText(/^Offline, [1-9]\d* changes? waiting$/);

  await phone.goOnline();
  await expect(syncStatus(phone.page)).toHaveText('Synced', ARRIVES);
  await expect(desktop.page.getByLabel('Your note')).toHaveValue('Written on the train', ARRIVES);
  await expect(desktop.page.getByRole('checkbox', { name: SECOND_STEP })).toBeChecked();
  await phone.page.goto(ZEPHYR);
  await expect(phone.page.getByRole('checkbox', { name: FIRST_STEP })).toBeChecked(ARRIVES);
  await expect(phone.page.getByRole('checkbox', { name: SECOND_STEP })).toBeChecked();
});

test('the server restarting mid-session loses nothing; the app says while it is away', async ({
  browser,
}) => {
  const server = await levelServer();
  const { desktop, phone } = await pair(browser, server);
  await server.stop();
  await expect(syncStatus(desktop.page)).toHaveText('Cannot reach the sync server', ARRIVES);
  await desktop.page.goto(ZEPHYR);
  await writeNote(desktop.page, 'Made while the server was down');

  await server.restart();
  await expect(trackerItem(phone.page).getByText('Made while the server was down')).toBeVisible(
    ARRIVES,
  );
  await desktop.page.goto('/tracker');
  await expect(syncStatus(desktop.page)).toHaveText('Synced', ARRIVES);
});

test('a device with the read-only code reads the tracker but cannot change it', async ({
  browser,
}) => {
  const server = await levelServer();
  const desktop = await device(browser, server, DESKTOP);
  const viewer = await device(browser, server, PHONE);
  await startSpace(desktop.page);
  await syncPanel(desktop.page).getByRole('button', { name: 'Share read-only' }).click();
  const readCode = syncPanel(desktop.page)
    .getByRole('heading', { name: 'Read-only code' })
    .locator('..')
    .getByTestId('sync-code');
  const code = (await readCode.textContent()) ?? '';
  expect(code).not.toBe('');

  await joinByCode(viewer.page, code);
  await expect(syncPanel(viewer.page).getByText(/^Read-only:/)).toBeVisible(ARRIVES);
  await desktop.page.goto(ZEPHYR);
  await writeNote(desktop.page, 'Only the desktop writes');
  await expect(trackerItem(viewer.page).getByText('Only the desktop writes')).toBeVisible(ARRIVES);

  await viewer.page.goto(ZEPHYR);
  await writeNote(viewer.page, 'A viewer’s edit');
  // Synced: the edit has left the outbox, so it had its chance to reach the desktop.
  await viewer.page.goto('/tracker');
  await expect(syncStatus(viewer.page)).toHaveText('Synced', ARRIVES);
  await viewer.page.goto(ZEPHYR);
  await desktop.page.getByRole('checkbox', { name: FIRST_STEP }).check();
  await expect(viewer.page.getByRole('checkbox', { name: FIRST_STEP })).toBeChecked(ARRIVES);
  await expect(desktop.page.getByLabel('Your note')).toHaveValue('Only the desktop writes');
});

test('one tab per device holds the connection; another tab’s edits and status go through it', async ({
  browser,
}) => {
  const server = await levelServer();
  const { desktop, phone } = await pair(browser, server);
  const second = await desktop.context.newPage();
  await second.goto('/tracker');
  await expect(syncStatus(second)).toHaveText('Synced', ARRIVES);
  expect(desktop.openSockets()).toBe(1);
  await second.goto(ZEPHYR);
  await writeNote(second, 'From the second tab');
  await expect(trackerItem(phone.page).getByText('From the second tab')).toBeVisible(ARRIVES);

  // The tab holding the connection closes: the other takes it over.
  await desktop.page.close();
  await phone.page.goto(ZEPHYR);
  await writeNote(phone.page, 'Back to the second tab');
  await expect(second.getByLabel('Your note')).toHaveValue('Back to the second tab', ARRIVES);
  expect(desktop.openSockets()).toBe(1);
});

test('a wrong code gets “No tracker found for this code” and joins nothing', async ({
  browser,
}) => {
  const server = await levelServer();
  const phone = await device(browser, server, PHONE);
  await joinByCode(phone.page, formatCode(newSpace()));
  await expect(syncPanel(phone.page).getByRole('alert')).toHaveText(
    'No tracker found for this code',
    ARRIVES,
  );
  await expect(
    syncPanel(phone.page).getByRole('button', { name: 'Join', exact: true }),
  ).toBeVisible();
  await syncPanel(phone.page).getByLabel('Code from your other device').fill('ABCD-EFGH');
  await syncPanel(phone.page).getByRole('button', { name: 'Join', exact: true }).click();
  await expect(syncPanel(phone.page).getByRole('alert')).toHaveText(
    'That code is mistyped: check it and try again.',
  );
});

test('two server instances through Redis, one device on each, converge', async ({ browser }) => {
  const postgresBin = findPostgresBin();
  const redisBinary = findRedisServer();
  test.skip(
    postgresBin === undefined || redisBinary === undefined,
    'needs Debian’s postgresql and redis-server (.ci/run installs them)',
  );
  const services: Service[] = [];
  cleanups.push(async () => {
    for (const service of services) await service.stop();
  });
  const postgres = await startPostgres(postgresBin ?? '');
  services.push(postgres);
  const redis = await startRedis(redisBinary ?? '');
  services.push(redis);
  const storage = { kind: 'postgres', url: postgres.url } as const;
  const first = await startServer(storage, { redisUrl: redis.url });
  const second = await startServer(storage, { redisUrl: redis.url });
  cleanups.push(first.stop, second.stop);

  const { desktop, phone } = await pair(browser, first, second);
  await desktop.page.goto(ZEPHYR);
  await writeNote(desktop.page, 'Through instance one');
  await expect(trackerItem(phone.page).getByText('Through instance one')).toBeVisible(ARRIVES);
  await phone.page.goto(ZEPHYR);
  await phone.page.getByRole('checkbox', { name: SECOND_STEP }).check();
  await expect(desktop.page.getByRole('checkbox', { name: SECOND_STEP })).toBeChecked(ARRIVES);
});
