import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as Y from 'yjs';

import {
  acknowledged,
  closeClients,
  connect,
  openRaw,
  openRawWithToken,
  until,
  wire,
} from './clients';
import { startTestServer, type TestServer } from './harness';
import { newSpace, type Space } from './space';
import { tempDirectory } from './temp-directory';

const KiB = 1024;

/** An update that sets one entry to `bytes` random-looking bytes, from a client of its own. */
function bigUpdate(key: string, bytes: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('e').set(
    key,
    new Uint8Array(bytes).map((_, index) => (index * 31) % 251),
  );
  return Y.encodeStateAsUpdate(doc);
}

async function withServer(
  options: Omit<Parameters<typeof startTestServer>[0], 'storage'>,
  run: (server: TestServer, space: Space) => Promise<void>,
) {
  const directory = await tempDirectory();
  const server = await startTestServer({
    ...options,
    storage: { kind: 'leveldb', directory: directory.path },
  });
  try {
    await run(server, newSpace());
  } finally {
    closeClients();
    await server.stop();
    await directory.remove();
  }
}

/** A writer with entry a set, and a second client that must keep syncing. */
async function roomWithTwoClients(server: TestServer, space: Space) {
  const writer = connect(server.port, space.room, space.create);
  await writer.synced;
  writer.entries.set('a', 'kept');
  await acknowledged(writer);
  const observer = connect(server.port, space.room, space.read);
  await observer.synced;
  return { writer, observer };
}

/** The room still syncs: a new entry from the writer reaches the observer. */
async function stillSyncs(
  writer: ReturnType<typeof connect>,
  observer: ReturnType<typeof connect>,
  key: string,
) {
  writer.entries.set(key, 'after');
  await until(observer.entries, (entries) => entries.get(key) === 'after');
}

describe('sync server: limits', () => {
  afterEach(closeClients);

  it('closes a connection whose message is over the limit (1009) and keeps the room', async () => {
    await withServer({ maxMessageBytes: 16 * KiB }, async (server, space) => {
      const { writer, observer } = await roomWithTwoClients(server, space);
      const { raw, answer } = await openRawWithToken(server.port, space.room, space.write);
      expect(answer).toBe('read-write');

      raw.send(wire.sync(space.room, 2, bigUpdate('big', 32 * KiB)));
      await expect(raw.closed).resolves.toBe(1009);

      await stillSyncs(writer, observer, 'b');
      expect(observer.entries.has('big')).toBe(false);
      expect(server.logs).toContainEqual(
        expect.objectContaining({ event: 'refused', reason: 'too-big', code: 1009 }),
      );
    });
  });

  it('refuses a change that would grow the room past its limit (4413) and keeps the room', async () => {
    await withServer({ maxRoomBytes: 8 * KiB }, async (server, space) => {
      const { writer, observer } = await roomWithTwoClients(server, space);
      writer.entries.set('three', new Uint8Array(3 * KiB));
      await acknowledged(writer);

      const second = connect(server.port, space.room, space.write);
      await second.synced;
      second.entries.set('six', new Uint8Array(6 * KiB));
      await expect(second.closed).resolves.toBe(4413);
      second.provider.destroy();

      await stillSyncs(writer, observer, 'b');
      const late = connect(server.port, space.room, space.read);
      await late.synced;
      expect([...late.entries.keys()].sort()).toEqual(['a', 'b', 'three']);
      expect(server.logs).toContainEqual(
        expect.objectContaining({ event: 'refused', reason: 'room-full', code: 4413 }),
      );
    });
  });

  it('refuses the upgrade (429) past the connections an address may open a minute', async () => {
    let clock = Date.UTC(2026, 0, 1);
    await withServer({ maxConnectionsPerMinute: 3, now: () => clock }, async (server) => {
      for (let index = 0; index < 3; index += 1) await openRaw(server.port);
      await expect(openRaw(server.port)).rejects.toThrow('Unexpected server response: 429');
      clock += 20_000;
      await expect(openRaw(server.port)).resolves.toBeDefined();
      await expect(openRaw(server.port)).rejects.toThrow('429');
      expect(server.logs).toContainEqual(
        expect.objectContaining({ event: 'throttled', address: '127.0.0.1' }),
      );
    });
  });

  it('closes a socket that opens no room in time (4408)', async () => {
    await withServer({ authTimeoutMs: 200 }, async (server, space) => {
      const silent = await openRaw(server.port);
      const refused = await openRawWithToken(server.port, space.room, space.write);
      expect(refused.answer).toBe('not-found');
      await expect(silent.closed).resolves.toBe(4408);
      await expect(refused.raw.closed).resolves.toBe(4408);
    });
  });
});

describe('sync server: malformed frames', () => {
  afterEach(closeClients);

  const cases: [string, (space: Space) => Uint8Array | string][] = [
    ['a text frame', (space) => JSON.stringify({ room: space.room })],
    ['bytes that decode to nothing', () => new Uint8Array([0xff, 0xff, 0xff])],
    [
      'a stateless broadcast, which the app never sends',
      (space) => wire.stateless(space.room, 'hi'),
    ],
    ['a frame for a second room', () => wire.queryAwareness(newSpace().room)],
    [
      'an update whose bytes are cut short',
      (space) => wire.sync(space.room, 2, bigUpdate('x', 64).slice(0, 20)),
    ],
    [
      'a frame with bytes after its end',
      (space) => new Uint8Array([...wire.queryAwareness(space.room), 0]),
    ],
  ];

  it.each(cases)('closes the socket (4400) on %s, and the room syncs on', async (_, frame) => {
    await withServer({}, async (server, space) => {
      const { writer, observer } = await roomWithTwoClients(server, space);
      const { raw } = await openRawWithToken(server.port, space.room, space.write);
      raw.socket.send(frame(space));
      await expect(raw.closed).resolves.toBe(4400);
      await stillSyncs(writer, observer, 'b');
    });
  });

  it('lets a client send the edits it queued while connecting, however many', async () => {
    await withServer({}, async (server, space) => {
      await connect(server.port, space.room, space.create).synced;
      const writer = connect(server.port, space.room, space.write);
      // Made before the socket opens: the provider queues one message per edit and sends them
      // all once the server has answered its token.
      for (let index = 0; index < 100; index += 1) writer.entries.set(`k${index}`, index);
      await writer.synced;
      await acknowledged(writer);
      const late = connect(server.port, space.room, space.read);
      await late.synced;
      expect(late.entries.size).toBe(100);
      expect(server.logs).not.toContainEqual(expect.objectContaining({ event: 'refused' }));
    });
  });

  it('closes a socket that sends many frames before its token is accepted', async () => {
    await withServer({}, async (server, space) => {
      const raw = await openRaw(server.port);
      for (let index = 0; index < 65; index += 1) raw.send(wire.queryAwareness(space.room));
      await expect(raw.closed).resolves.toBe(4400);
      expect(server.logs).toContainEqual(
        expect.objectContaining({ event: 'refused', reason: 'too-early' }),
      );
    });
  });
});

describe('sync server: health', () => {
  it('answers ok on /health over plain HTTP, and 404 elsewhere', async () => {
    await withServer({}, async (server) => {
      const health = await fetch(`http://127.0.0.1:${server.port}/health`);
      expect(health.status).toBe(200);
      await expect(health.text()).resolves.toBe('ok');
      const other = await fetch(`http://127.0.0.1:${server.port}/`);
      expect(other.status).toBe(404);
      await other.body?.cancel();
      // A WebSocket to any path is still the sync endpoint.
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/sync`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.terminate();
    });
  });
});
