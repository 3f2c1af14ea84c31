import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import { openLevelStorage } from '../../../server/sync/storage/level';
import { acknowledged, closeClients, connect, nextMessage, refusedChange, until } from './clients';
import { startTestServer } from './harness';
import { newSpace } from './space';
import { tempDirectory } from './temp-directory';

describe('sync server: the read-only code', () => {
  afterEach(closeClients);

  it('cannot write: its change reaches neither another client nor the storage', async () => {
    const directory = await tempDirectory();
    const server = await startTestServer({
      storage: { kind: 'leveldb', directory: directory.path },
    });
    const space = newSpace();
    const writer = connect(server.port, space.room, space.create);
    await writer.synced;
    writer.entries.set('w', 'from the writer');
    await acknowledged(writer);

    const reader = connect(server.port, space.room, space.read);
    await reader.synced;
    expect(reader.entries.get('w')).toBe('from the writer');
    const observer = connect(server.port, space.room, space.write);
    await observer.synced;

    const refused = nextMessage(reader, refusedChange);
    reader.entries.set('r', 'from the reader');
    await refused;

    // The reader still hears the writer: its connection is read-only, not closed.
    writer.entries.set('w2', 'later');
    await until(reader.entries, (entries) => entries.has('w2'));
    await until(observer.entries, (entries) => entries.has('w2'));
    expect(observer.entries.has('r')).toBe(false);
    const late = connect(server.port, space.room, space.write);
    await late.synced;
    expect(late.entries.toJSON()).toEqual({ w: 'from the writer', w2: 'later' });

    closeClients();
    await server.stop();
    const storage = await openLevelStorage(directory.path);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await storage.loadState(space.room))!);
    expect(stored.getMap('e').toJSON()).toEqual({ w: 'from the writer', w2: 'later' });
    await storage.close();
    await directory.remove();
  });

  it('cannot write what it held before connecting either (the sync reply)', async () => {
    const directory = await tempDirectory();
    const server = await startTestServer({
      storage: { kind: 'leveldb', directory: directory.path },
    });
    const space = newSpace();
    const writer = connect(server.port, space.room, space.create);
    await writer.synced;

    const offline = new Y.Doc();
    offline.getMap('e').set('r', 'made offline');
    const reader = connect(server.port, space.room, space.read, offline);
    await nextMessage(reader, refusedChange);

    writer.entries.set('w', 'marker');
    await until(reader.entries, (entries) => entries.has('w'));
    const late = connect(server.port, space.room, space.write);
    await late.synced;
    expect(late.entries.toJSON()).toEqual({ w: 'marker' });
    expect(writer.entries.has('r')).toBe(false);

    closeClients();
    await server.stop();
    await directory.remove();
  });
});
