import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { acknowledged, closeClients, connect, openRawWithToken, until, wire } from './clients';
import { startTestServer } from './harness';
import { newSpace } from './space';
import { tempDirectory } from './temp-directory';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sync server: the log', () => {
  afterEach(closeClients);

  it('is one JSON object per line, and holds no token, no hash, no room id and no value', async () => {
    const directory = await tempDirectory();
    const server = await startTestServer({
      storage: { kind: 'leveldb', directory: directory.path },
      maxMessageBytes: 4096,
    });
    const space = newSpace();
    const value = 'a value only the clients may read';

    const writer = connect(server.port, space.room, space.create);
    await writer.synced;
    writer.entries.set('name-of-an-entry', value);
    await acknowledged(writer);
    const reader = connect(server.port, space.room, space.read);
    await until(reader.entries, (entries) => entries.get('name-of-an-entry') === value);
    await connect(server.port, space.room, newSpace().write).outcome;
    await connect(server.port, newSpace().room, space.write).outcome;
    const big = await openRawWithToken(server.port, space.room, space.write);
    big.raw.send(wire.sync(space.room, 2, new Uint8Array(8192)));
    await big.raw.closed;
    const bad = await openRawWithToken(server.port, space.room, space.write);
    bad.raw.send(wire.stateless(space.room, space.writeToken));
    await bad.raw.closed;
    closeClients();
    await server.stop();
    await directory.remove();

    const secrets = [
      space.writeToken,
      space.readToken,
      sha256(space.writeToken),
      sha256(space.readToken),
      space.room,
      value,
      'name-of-an-entry',
    ];
    for (const line of server.lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry).toMatchObject({
        t: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: expect.stringMatching(/^(info|warn|error)$/),
        event: expect.any(String),
      });
      if ('room' in entry) expect(entry.room).toMatch(/^[0-9a-f]{8}$/);
    }
    const events = server.logs.map((entry) => [entry.event, entry.result ?? entry.reason]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['listening', undefined],
        ['auth', 'created'],
        ['auth', 'read'],
        ['auth', 'wrong-token'],
        ['auth', 'no-room'],
        ['refused', 'too-big'],
        ['refused', 'malformed'],
        ['stored', undefined],
        ['stopped', undefined],
      ]),
    );
  });
});
