import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import type { RoomRecord, SyncStorage } from '../../../server/sync/storage/storage';

const record = (mark: string): RoomRecord => ({
  writeHash: mark.repeat(64),
  readHash: 'f'.repeat(64),
  createdAt: '2026-01-02T03:04:05.000Z',
});

export const stateWith = (key: string, value: string) => {
  const doc = new Y.Doc();
  doc.getMap('e').set(key, value);
  return Y.encodeStateAsUpdate(doc);
};

export const read = (state: Uint8Array | undefined) => {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return doc.getMap('e').toJSON();
};

/** What both storages promise; `reopen` closes the storage and opens the same data again. */
export function storageContract(
  open: () => Promise<{ storage: SyncStorage; reopen(): Promise<SyncStorage> }>,
) {
  describe('the storage contract', () => {
    let storage: SyncStorage;
    afterEach(async () => {
      await storage.close();
    });

    it('knows no room before one is registered', async () => {
      ({ storage } = await open());
      await expect(storage.getRoom('a'.repeat(32))).resolves.toBeUndefined();
      await expect(storage.loadState('a'.repeat(32))).resolves.toBeUndefined();
    });

    it('registers a room once: a second registration gets the first record back', async () => {
      ({ storage } = await open());
      const room = 'b'.repeat(32);
      await expect(storage.registerRoom(room, record('1'))).resolves.toEqual({
        stored: record('1'),
        created: true,
      });
      await expect(storage.registerRoom(room, record('2'))).resolves.toEqual({
        stored: record('1'),
        created: false,
      });
      await expect(storage.getRoom(room)).resolves.toEqual(record('1'));
    });

    it('lets exactly one of two simultaneous registrations win', async () => {
      ({ storage } = await open());
      const room = 'c'.repeat(32);
      const results = await Promise.all([
        storage.registerRoom(room, record('1')),
        storage.registerRoom(room, record('2')),
      ]);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(results[0].stored).toEqual(results[1].stored);
    });

    it('keeps the registry and the state across a restart', async () => {
      const opened = await open();
      const room = 'd'.repeat(32);
      await opened.storage.registerRoom(room, record('1'));
      await opened.storage.storeState(room, stateWith('k', 'v'));
      storage = await opened.reopen();
      await expect(storage.getRoom(room)).resolves.toEqual(record('1'));
      expect(read(await storage.loadState(room))).toEqual({ k: 'v' });
    });
  });
}
