/**
 * The sync engine (src/sync/engine.ts) between two devices, each its own IndexedDB on
 * fake-indexeddb, through a real server on loopback: rows reach the other device, edits made
 * while apart merge, a server that lost its storage is seeded again, a wrong code creates nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { type AlphaScoutDb, createDb } from '../../../src/db/connection/database';
import { outboxMiddleware } from '../../../src/db/sync/outbox';
import { spaceOf, waitingChanges } from '../../../src/db/sync/spaces';
import { setNote, setStep, setWatched, type TrackedItem } from '../../../src/db/tracking/rows';
import { listWallets, saveWallet } from '../../../src/db/tracking/wallets';
import { createSpace, joinSpace, NO_TRACKER, readOnlyCodeOf } from '../../../src/sync/actions';
import { type Engine, startEngine, type SyncStatus } from '../../../src/sync/engine';
import { startTestServer, type TestServer } from '../sync-server/harness';
import { type TempDirectory, tempDirectory } from '../sync-server/temp-directory';

const ITEM: TrackedItem = { collection: 'airdrops', itemId: 'zephyr', name: 'Zephyr Network' };
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

interface Device {
  db: AlphaScoutDb;
  owner: string;
  statuses: SyncStatus[];
  engine: Engine | null;
}

const devices: Device[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeEach(() => {
  // The engine runs in a page: a WebSocket, the network's events and `navigator.onLine`.
  vi.stubGlobal('WebSocket', WebSocket);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { onLine: true });
});

afterEach(async () => {
  for (const device of devices.splice(0)) {
    device.engine?.stop();
    await device.db.delete();
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllGlobals();
});

async function server(directory?: TempDirectory): Promise<TestServer> {
  const data = directory ?? (await tempDirectory('sync-engine-test-'));
  if (directory === undefined) cleanups.push(data.remove);
  const started = await startTestServer({ storage: { kind: 'leveldb', directory: data.path } });
  cleanups.push(started.stop);
  return started;
}

async function device(owner: string): Promise<Device> {
  const db = createDb({ name: `engine-${crypto.randomUUID()}` }).use(outboxMiddleware);
  await db.open();
  const made: Device = { db, owner, statuses: [], engine: null };
  devices.push(made);
  return made;
}

const urlOf = (running: TestServer) => `ws://127.0.0.1:${running.port}`;

async function start(on: Device, running: TestServer): Promise<void> {
  const space = await spaceOf(on.db, on.owner);
  if (space === undefined) throw new Error('The device has no space');
  on.engine = await startEngine({
    db: on.db,
    space,
    url: urlOf(running),
    onStatus: (status) => on.statuses.push(status),
  });
}

function stop(on: Device): void {
  on.engine?.stop();
  on.engine = null;
}

async function codeOf(on: Device): Promise<string> {
  const space = await spaceOf(on.db, on.owner);
  if (space === undefined) throw new Error('The device has no space');
  return space.code;
}

const rowOf = (on: Device) => on.db.tracking.get([on.owner, ITEM.collection, ITEM.itemId]);

/** Polls until `read` gives what `expected` matches (the engine works in the background). */
const eventually = <T>(read: () => Promise<T>, expected: unknown, timeout = 10_000) =>
  vi.waitFor(async () => expect(await read()).toEqual(expected), { timeout, interval: 50 });

const synced = (on: Device) =>
  vi.waitFor(
    () => {
      expect(on.statuses.at(-1)?.state).toBe('synced');
    },
    { timeout: 10_000, interval: 50 },
  );

/** A laptop that started a space and a phone that joined it, both synced, both the guest's. */
async function pairedGuests() {
  const running = await server();
  const laptop = await device('guest');
  const phone = await device('guest');
  await createSpace(laptop.db, laptop.owner);
  await start(laptop, running);
  await synced(laptop);
  await joinSpace(phone.db, phone.owner, urlOf(running), await codeOf(laptop));
  await start(phone, running);
  await synced(phone);
  return { running, laptop, phone };
}

describe('the sync engine', () => {
  it('brings a watch, a tick, a note and a wallet to the other device, both ways', async () => {
    const running = await server();
    const laptop = await device('guest');
    const phone = await device('account:phone');
    await setWatched(laptop.db, laptop.owner, ITEM, true);
    await setNote(laptop.db, laptop.owner, ITEM, 'Bridged once');
    await createSpace(laptop.db, laptop.owner);
    await start(laptop, running);
    await synced(laptop);

    expect(await joinSpace(phone.db, phone.owner, urlOf(running), await codeOf(laptop))).toEqual({
      ok: true,
    });
    await start(phone, running);
    await eventually(async () => (await rowOf(phone))?.note, 'Bridged once');
    expect((await rowOf(phone))?.watched).toBe(true);

    await setStep(phone.db, phone.owner, ITEM, 'bridge', true);
    const saved = await saveWallet(phone.db, phone.owner, {
      label: 'Main',
      chain: 'evm',
      address: ADDRESS,
    });
    if (!saved.ok) throw new Error(saved.message);
    await eventually(async () => (await rowOf(laptop))?.steps, ['bridge']);
    await eventually(
      async () => (await listWallets(laptop.db, laptop.owner)).map((wallet) => wallet.address),
      [ADDRESS],
    );
    await synced(phone);
    expect(await waitingChanges(phone.db, phone.owner)).toBe(0);
    // Applying a remote change wrote no outbox row: nothing is sent back.
    expect(await waitingChanges(laptop.db, laptop.owner)).toBe(0);
  });

  it('merges the edits both devices made while one was away, keeping every tick', async () => {
    const { running, laptop, phone } = await pairedGuests();

    stop(phone);
    await setStep(phone.db, phone.owner, ITEM, 'bridge', true);
    await setNote(phone.db, phone.owner, ITEM, 'Written on the train');
    await setStep(laptop.db, laptop.owner, ITEM, 'swap', true);
    expect(await waitingChanges(phone.db, phone.owner)).toBeGreaterThan(0);

    await start(phone, running);
    const settled = { steps: ['bridge', 'swap'], note: 'Written on the train' };
    const view = async (on: Device) => {
      const row = await rowOf(on);
      return { steps: [...(row?.steps ?? [])].sort(), note: row?.note };
    };
    await eventually(() => view(laptop), settled);
    await eventually(() => view(phone), settled);
    await eventually(() => waitingChanges(phone.db, phone.owner), 0);
  });

  it('keeps the newer of two edits of one field made apart, though the older is sent last', async () => {
    const { running, laptop, phone } = await pairedGuests();

    stop(phone);
    await setNote(phone.db, phone.owner, ITEM, 'Older, from the phone');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await setNote(laptop.db, laptop.owner, ITEM, 'Newer, from the laptop');
    await eventually(() => waitingChanges(laptop.db, laptop.owner), 0);

    await start(phone, running);
    await eventually(() => waitingChanges(phone.db, phone.owner), 0);
    await eventually(async () => (await rowOf(phone))?.note, 'Newer, from the laptop');
    await eventually(async () => (await rowOf(laptop))?.note, 'Newer, from the laptop');
  });

  it('seeds a server that lost its storage again from the device’s own rows', async () => {
    const first = await server();
    const laptop = await device('guest');
    await setNote(laptop.db, laptop.owner, ITEM, 'Kept on the laptop');
    await createSpace(laptop.db, laptop.owner);
    await start(laptop, first);
    await synced(laptop);
    stop(laptop);

    // A new, empty server where the old one was: the space is unknown there.
    const second = await server();
    await start(laptop, second);
    await synced(laptop);
    const phone = await device('guest');
    expect(await joinSpace(phone.db, phone.owner, urlOf(second), await codeOf(laptop))).toEqual({
      ok: true,
    });
    await start(phone, second);
    await eventually(async () => (await rowOf(phone))?.note, 'Kept on the laptop');
  });

  it('lets a read-only device read the tracker but not change it', async () => {
    const running = await server();
    const laptop = await device('guest');
    await setNote(laptop.db, laptop.owner, ITEM, 'Only the laptop writes');
    await createSpace(laptop.db, laptop.owner);
    await start(laptop, running);
    await synced(laptop);
    const space = await spaceOf(laptop.db, laptop.owner);
    if (space === undefined) throw new Error('No space');

    const viewer = await device('guest');
    await joinSpace(viewer.db, viewer.owner, urlOf(running), await readOnlyCodeOf(space));
    await start(viewer, running);
    await eventually(async () => (await rowOf(viewer))?.note, 'Only the laptop writes');
    expect(viewer.statuses.at(-1)?.readOnly).toBe(true);

    await setNote(viewer.db, viewer.owner, ITEM, 'A reader’s edit');
    // Its turn to be sent has come and gone before the laptop's tick makes the round trip.
    await eventually(() => waitingChanges(viewer.db, viewer.owner), 0);
    await setStep(laptop.db, laptop.owner, ITEM, 'bridge', true);
    await eventually(async () => (await rowOf(viewer))?.steps, ['bridge']);
    expect((await rowOf(laptop))?.note).toBe('Only the laptop writes');
  });

  it('answers a code the server does not know with no tracker, and creates nothing', async () => {
    const running = await server();
    const laptop = await device('guest');
    await createSpace(laptop.db, laptop.owner);
    const unknown = await codeOf(laptop);
    const phone = await device('guest');
    expect(await joinSpace(phone.db, phone.owner, urlOf(running), unknown)).toEqual({
      ok: false,
      message: NO_TRACKER,
    });
    expect(await spaceOf(phone.db, phone.owner)).toBeUndefined();
    // Nor did the probe register the room: a full code joins only once its device connected.
    const other = await device('guest');
    expect(await joinSpace(other.db, other.owner, urlOf(running), unknown)).toEqual({
      ok: false,
      message: NO_TRACKER,
    });
  });
});
