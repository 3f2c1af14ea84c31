import { mkdir } from 'node:fs/promises';

import { ClassicLevel } from 'classic-level';

import type { RoomRecord, SyncStorage } from './storage';

/**
 * LevelDB under one directory: one process only (LevelDB locks its directory), so there is no
 * other writer to merge with. Rooms and states live in two sublevels keyed by room id.
 */
export async function openLevelStorage(directory: string): Promise<SyncStorage> {
  await mkdir(directory, { recursive: true });
  const db = new ClassicLevel<string, string>(directory);
  await db.open();
  const rooms = db.sublevel<string, RoomRecord>('rooms', { valueEncoding: 'json' });
  const states = db.sublevel<string, Uint8Array>('states', { valueEncoding: 'view' });
  // Registering is read-then-write; one chain makes it atomic within the process.
  let registering = Promise.resolve<unknown>(undefined);

  return {
    kind: 'leveldb',
    getRoom: (roomId) => rooms.get(roomId),
    registerRoom(roomId, record) {
      const registered = registering.then(async () => {
        const existing = await rooms.get(roomId);
        if (existing) return { stored: existing, created: false };
        await rooms.put(roomId, record);
        return { stored: record, created: true };
      });
      registering = registered.catch(() => undefined);
      return registered;
    },
    loadState: (roomId) => states.get(roomId),
    storeState: (roomId, state) => states.put(roomId, state),
    close: () => db.close(),
  };
}
