/**
 * A reminder's notification clicked (src/sw/reminder-clicks.ts), on a stand-in service worker
 * scope: the app opens at the notification's path in a tab already open, else in a new one, and
 * never at an address that is not the app's own.
 */
import { describe, expect, it, vi } from 'vitest';

import { openRemindersOnClick } from '../../../src/sw/reminder-clicks';

const ORIGIN = 'https://alphascout.app';

/** A window of this origin, as `clients.matchAll` gives it; `navigate` may refuse, as a browser's does. */
function windowClient(navigates = true) {
  const client = {
    focus: vi.fn(() => Promise.resolve(client)),
    navigate: vi.fn((url: string) =>
      navigates ? Promise.resolve({ ...client, url }) : Promise.reject(new TypeError('refused')),
    ),
  };
  return client;
}

type Listener = (event: NotificationEvent) => void;

/**
 * A service worker scope with `windows` open; `click(data)` dispatches a notification click and
 * resolves once the work it handed to `waitUntil` is done.
 */
function scope(windows: ReturnType<typeof windowClient>[]) {
  const listeners: Listener[] = [];
  const clients = {
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: vi.fn(() => Promise.resolve(null)),
  };
  const worker = {
    location: { origin: ORIGIN },
    clients,
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'notificationclick') listeners.push(listener);
    },
  };
  openRemindersOnClick(worker as unknown as ServiceWorkerGlobalScope);
  async function click(data: unknown) {
    const close = vi.fn();
    let work: Promise<unknown> = Promise.resolve();
    const event = {
      notification: { data, close },
      waitUntil: (promise: Promise<unknown>) => {
        work = promise;
      },
    };
    for (const listener of listeners) listener(event as unknown as NotificationEvent);
    await work;
    return { close };
  }
  return { clients, click };
}

describe('a reminder clicked', () => {
  it('closes the notification, and moves the window already open to its path and focuses it', async () => {
    const open = windowClient();
    const { clients, click } = scope([open]);
    const { close } = await click({ path: '/airdrops/airdrop-zephyr-network' });
    expect(close).toHaveBeenCalledOnce();
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/airdrops/airdrop-zephyr-network`);
    expect(open.focus).toHaveBeenCalledOnce();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('focuses the open window where it cannot be moved', async () => {
    const open = windowClient(false);
    const { clients, click } = scope([open]);
    await click({ path: '/tracker?show=due' });
    expect(open.focus).toHaveBeenCalledOnce();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window where none is open', async () => {
    const { clients, click } = scope([]);
    await click({ path: '/giveaways/giveaway-1?from=reminder' });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/giveaways/giveaway-1?from=reminder`);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash the URL parser reads as a slash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['an address that cannot be read', '//['],
    ['a relative path', 'tracker'],
    ['no path', undefined],
  ])('opens the due list in place of %s', async (_name, path) => {
    const { clients, click } = scope([]);
    await click(path === undefined ? null : { path });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/tracker?show=due`);
  });
});
