/**
 * The engine's reads and writes of IndexedDB (src/sync/store.ts): joining seeds the shadow from
 * the rows already held, stamped by when they changed; a remote write waits for unsent local
 * changes and adds no outbox row of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { type AlphaScoutDb, createDb } from '../../../src/db/connection/database';
import { outboxMiddleware } from '../../../src/db/sync/outbox';
import { forgetSpace, spaceOf, type SpaceRow, waitingChanges } from '../../../src/db/sync/spaces';
import { setNote, setWatched, type TrackedItem } from '../../../src/db/tracking/rows';
import { stampAt } from '../../../src/sync/hlc';
import { type FieldValue, type Path, pathOf } from '../../../src/sync/paths';
import type { Commit } from '../../../src/sync/replica';
import { beginSpace, commitRemote, loadShadow, LocalChangesWaiting } from '../../../src/sync/store';

const opened: AlphaScoutDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

async function database(): Promise<AlphaScoutDb> {
  const db = createDb({ name: `store-${crypto.randomUUID()}` }).use(outboxMiddleware);
  await db.open();
  opened.push(db);
  return db;
}

const ITEM: TrackedItem = { collection: 'airdrops', itemId: 'zephyr', name: 'Zephyr Network' };
const ROW = { kind: 'tracking', collection: 'airdrops', itemId: 'zephyr' } as const;
const space = (owner: string): SpaceRow => ({
  owner,
  code: 'unused here',
  readOnly: false,
  nodeId: '0a0b0c0d',
  registered: false,
  since: new Date().toISOString(),
});

describe('the sync store', () => {
  it('seeds the shadow with the rows held, stamped when they changed, empty fields left out', async () => {
    const db = await database();
    const at = new Date('2026-11-02T10:00:00Z');
    await setWatched(db, 'guest', ITEM, true, at);
    await setWatched(db, 'account:other', ITEM, true, at);
    await beginSpace(db, space('guest'));
    const shadow = new Map(await loadShadow(db, 'guest'));
    const stamp = stampAt(at.getTime(), '0a0b0c0d');
    expect(shadow.get(pathOf({ row: ROW, field: 'watched' }))).toEqual({ hlc: stamp, value: true });
    expect(shadow.has(pathOf({ row: ROW, field: 'meta' }))).toBe(true);
    // An empty note was never written: the room's note, if another device has one, stands.
    expect(shadow.has(pathOf({ row: ROW, field: 'note' }))).toBe(false);
    expect(shadow.size).toBe(2);
    expect(await waitingChanges(db, 'guest')).toBe(0);
  });

  it('refuses a remote write while local changes wait, and records none for its own', async () => {
    const db = await database();
    await beginSpace(db, space('guest'));
    const note = pathOf({ row: ROW, field: 'note' });
    const commit = (value: string): Commit => ({
      shadow: new Map([[note, { hlc: stampAt(Date.now(), '01020304'), value }]]),
      rows: [
        {
          row: ROW,
          changes: new Map([[note, value]]),
          fields: new Map<Path, FieldValue>([
            [pathOf({ row: ROW, field: 'meta' }), { name: 'Zephyr Network' }],
            [note, value],
          ]),
        },
      ],
    });
    await setNote(db, 'guest', ITEM, 'Mine, not sent yet');
    await expect(commitRemote(db, 'guest', commit('Theirs'))).rejects.toBeInstanceOf(
      LocalChangesWaiting,
    );
    expect((await db.tracking.get(['guest', 'airdrops', 'zephyr']))?.note).toBe(
      'Mine, not sent yet',
    );

    await db.syncOutbox.clear();
    await commitRemote(db, 'guest', commit('Theirs'));
    expect((await db.tracking.get(['guest', 'airdrops', 'zephyr']))?.note).toBe('Theirs');
    expect(await waitingChanges(db, 'guest')).toBe(0);
  });

  it('forgets a space and what waits to be sent, and keeps the rows', async () => {
    const db = await database();
    await beginSpace(db, space('guest'));
    await beginSpace(db, space('account:a'));
    await setNote(db, 'guest', ITEM, 'Stays here');
    await db.tracking.clear();
    await setNote(db, 'guest', ITEM, 'Stays here');
    expect(await waitingChanges(db, 'guest')).toBeGreaterThan(1);

    await forgetSpace(db, 'guest');
    expect(await spaceOf(db, 'guest')).toBeUndefined();
    expect(await loadShadow(db, 'guest')).toEqual([]);
    expect((await db.tracking.get(['guest', 'airdrops', 'zephyr']))?.note).toBe('Stays here');
    // The range delete is the other owner's change too, until the last space goes.
    expect(await waitingChanges(db, 'account:a')).toBe(1);
    await forgetSpace(db, 'account:a');
    expect(await db.syncOutbox.count()).toBe(0);
  });
});
