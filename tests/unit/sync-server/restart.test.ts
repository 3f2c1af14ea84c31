import { afterEach, describe, expect, it } from 'vitest';

import { acknowledged, closeClients, connect } from './clients';
import { startTestServer } from './harness';
import { newSpace } from './space';
import { tempDirectory } from './temp-directory';

describe('sync server: a restart', () => {
  afterEach(closeClients);

  it('loses nothing on LevelDB: the rooms, their tokens and their state', async () => {
    const directory = await tempDirectory();
    const storage = { kind: 'leveldb', directory: directory.path } as const;
    const space = newSpace();

    const first = await startTestServer({ storage });
    const writer = connect(first.port, space.room, space.create);
    await writer.synced;
    writer.entries.set('a', new Uint8Array([7, 7, 7]));
    writer.entries.set('b', 'second');
    await acknowledged(writer);
    closeClients();
    await first.stop();

    const second = await startTestServer({ storage });
    const reader = connect(second.port, space.room, space.read);
    await expect(reader.outcome).resolves.toEqual({ ok: true, scope: 'readonly' });
    await reader.synced;
    expect(reader.entries.toJSON()).toEqual({ a: new Uint8Array([7, 7, 7]), b: 'second' });
    const stranger = connect(second.port, space.room, newSpace().write);
    await expect(stranger.outcome).resolves.toEqual({ ok: false, reason: 'not-found' });

    closeClients();
    await second.stop();
    await directory.remove();
  });
});
