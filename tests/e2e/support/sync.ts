/**
 * What the sync specs share: the app built with a sync server's URL, real sync servers on
 * loopback, and a device (a browser context) whose WebSocket to "the" server Playwright carries
 * to the server a test picked. One build serves every test: its URL is a fixed address no server
 * listens on, and each context's route connects it to its test's own server, so tests run side
 * by side, and a device can be cut off (offline) or put on another instance.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { WebSocket } from 'ws';

import type { StorageOptions } from '../../../server/sync/options';
import { startSyncServer, type SyncServer } from '../../../server/sync/server';
import { startApp } from './content';

/** The sync URL the app is built with (never listened on: every context's route replaces it). */
export const BUILT_SYNC_URL = 'ws://127.0.0.1:18787';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port and storage. */
  restart(): Promise<void>;
}

/** A sync server on 127.0.0.1 (a free port unless given), quiet, with room for a test's reconnects. */
export async function startServer(storage: StorageOptions, options: { redisUrl?: string } = {}) {
  const start = (port: number) =>
    startSyncServer({
      port,
      storage,
      ...options,
      maxConnectionsPerMinute: 10_000,
      logger: () => undefined,
    });
  let server: SyncServer | null = await start(0);
  const port = server.port;
  const running: RunningServer = {
    url: `ws://127.0.0.1:${port}`,
    port,
    async stop() {
      await server?.stop();
      server = null;
    },
    async restart() {
      server = await start(port);
    },
  };
  return running;
}

/** A LevelDB directory of its own for a test's server; `remove` once the server stopped. */
export async function levelStorage(): Promise<{
  storage: StorageOptions;
  remove(): Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'alphascout-sync-e2e-'));
  return {
    storage: { kind: 'leveldb', directory },
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

interface Bridge {
  close(): void;
}

/**
 * Carries the page's socket to `url` through a socket of this process: Playwright routes a
 * page's WebSocket but connects it only to the address the page asked for. Frames the page sends
 * before the server's socket opens wait for it; either side closing closes the other.
 */
function bridge(page: WebSocketRoute, url: string, onClosed: () => void): Bridge {
  const server = new WebSocket(url);
  const waiting: (string | Buffer)[] = [];
  const closeBoth = () => {
    onClosed();
    server.close();
    void page.close();
  };
  page.onMessage((message) => {
    if (server.readyState === WebSocket.OPEN) server.send(message);
    else waiting.push(message);
  });
  page.onClose(closeBoth);
  server.on('open', () => {
    for (const message of waiting.splice(0)) server.send(message);
  });
  server.on('message', (data: Buffer, isBinary) => {
    page.send(isBinary ? data : data.toString());
  });
  // A server that is down or went away: the page sees its socket close, as it would directly.
  server.on('error', closeBoth);
  server.on('close', closeBoth);
  return { close: closeBoth };
}

export interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Cuts the device off: its sockets close, new ones fail, and the browser says it is offline. */
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
  /** How many of its sockets to the server are open now. */
  openSockets(): number;
}

/** A browser context of the sync build, its sync socket carried to `server`. */
export async function openDevice(
  browser: Browser,
  origin: string,
  server: Pick<RunningServer, 'url'>,
  viewport: Viewport,
): Promise<Device> {
  const context = await browser.newContext({ baseURL: origin, viewport, serviceWorkers: 'block' });
  let offline = false;
  const open = new Set<Bridge>();
  await context.routeWebSocket(BUILT_SYNC_URL, (socket) => {
    if (offline) {
      void socket.close();
      return;
    }
    const link = bridge(socket, server.url, () => open.delete(link));
    open.add(link);
  });
  const page = await context.newPage();
  return {
    context,
    page,
    async goOffline() {
      offline = true;
      await context.setOffline(true);
      for (const link of open.values()) link.close();
      open.clear();
    },
    async goOnline() {
      offline = false;
      await context.setOffline(false);
    },
    openSockets: () => open.size,
  };
}

const panel = (page: Page) => page.getByRole('region', { name: 'Sync' });
export const syncStatus = (page: Page) => panel(page).getByTestId('sync-status');

/** Starts a space on the device's tracker (on /tracker) and gives its code. */
export async function startSpace(page: Page): Promise<string> {
  await startApp(page, '/tracker');
  await panel(page).getByRole('button', { name: 'Sync this tracker' }).click();
  await expect(syncStatus(page)).toHaveText('Synced');
  return (await panel(page).getByTestId('sync-code').first().textContent()) ?? '';
}

/** Joins the space of `code` by typing it, as on a second device. */
export async function joinByCode(page: Page, code: string): Promise<void> {
  await startApp(page, '/tracker');
  await panel(page).getByRole('button', { name: 'Join with a code' }).click();
  await panel(page).getByLabel('Code from your other device').fill(code);
  await panel(page).getByRole('button', { name: 'Join', exact: true }).click();
}

export { panel as syncPanel };
