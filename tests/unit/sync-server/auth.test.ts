import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openLevelStorage } from '../../../server/sync/storage/level';
import { closeClients, connect, openRawWithToken, until } from './clients';
import { startTestServer, type TestServer } from './harness';
import { newSpace } from './space';
import { type TempDirectory, tempDirectory } from './temp-directory';

describe('sync server: who may join a room', () => {
  let directory: TempDirectory;
  let server: TestServer;

  beforeAll(async () => {
    directory = await tempDirectory();
    server = await startTestServer({ storage: { kind: 'leveldb', directory: directory.path } });
  });
  afterEach(closeClients);
  afterAll(async () => {
    await server.stop();
    await directory.remove();
  });

  it('creates a room with the write token, then lets the write and the read token join', async () => {
    const space = newSpace();
    const creator = connect(server.port, space.room, space.create);
    await expect(creator.outcome).resolves.toEqual({ ok: true, scope: 'read-write' });

    const writer = connect(server.port, space.room, space.write);
    const reader = connect(server.port, space.room, space.read);
    await expect(writer.outcome).resolves.toEqual({ ok: true, scope: 'read-write' });
    await expect(reader.outcome).resolves.toEqual({ ok: true, scope: 'readonly' });
  });

  it('syncs a change from one writer to the other clients', async () => {
    const space = newSpace();
    const creator = connect(server.port, space.room, space.create);
    await creator.synced;
    const reader = connect(server.port, space.room, space.read);
    await reader.synced;

    creator.entries.set('x', new Uint8Array([1, 2, 3]));
    await until(reader.entries, (entries) => entries.has('x'));
    expect(reader.entries.get('x')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers not-found to a token for an unknown room, and registers nothing', async () => {
    const space = newSpace();
    const writer = connect(server.port, space.room, space.write);
    const reader = connect(server.port, space.room, space.read);
    await expect(writer.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });
    await expect(reader.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });

    const late = connect(server.port, space.room, space.write);
    await expect(late.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });
  });

  it('answers the same not-found to a wrong token for a known room', async () => {
    const space = newSpace();
    await connect(server.port, space.room, space.create).synced;
    const stranger = newSpace();

    const wrong = connect(server.port, space.room, stranger.write);
    await expect(wrong.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });
    // Creating over a known room with other tokens does not take it over either.
    const takeover = connect(server.port, space.room, stranger.create);
    await expect(takeover.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });
  });

  it('refuses tokens that are not the contract JSON, and room names that are not 32 hex digits', async () => {
    const space = newSpace();
    await connect(server.port, space.room, space.create).synced;
    const badTokens = [
      space.writeToken,
      '{',
      JSON.stringify({ v: 2, token: space.writeToken }),
      JSON.stringify({ v: 1, token: `${space.writeToken}x` }),
      JSON.stringify({ v: 1, token: space.writeToken, create: { readHash: 'abc' } }),
    ];
    for (const token of badTokens) {
      const client = connect(server.port, space.room, token);
      await expect(client.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });
    }
    for (const room of [space.room.toUpperCase(), `${space.room}0`, 'tracker']) {
      const client = connect(server.port, room, newSpace().create);
      await expect(client.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });
    }
  });

  it('lets the full code re-create a room the server lost, with the same tokens', async () => {
    const space = newSpace();
    const first = connect(server.port, space.room, space.create);
    await first.synced;
    const again = connect(server.port, space.room, space.create);
    await expect(again.outcome).resolves.toEqual({ ok: true, scope: 'read-write' });
  });
});

describe('sync server: a refused room stays unregistered', () => {
  it('has no record of a room that was only joined, never created', async () => {
    const directory = await tempDirectory();
    const server = await startTestServer({
      storage: { kind: 'leveldb', directory: directory.path },
    });
    const space = newSpace();
    const { raw, answer } = await openRawWithToken(server.port, space.room, space.write);
    expect(answer).toBe('not-found');
    raw.socket.terminate();
    closeClients();
    await server.stop();

    const storage = await openLevelStorage(directory.path);
    await expect(storage.getRoom(space.room)).resolves.toBeUndefined();
    await storage.close();
    await directory.remove();
  });
});
