/**
 * The sync outbox (src/db/sync/outbox.ts): a write to the tracker of an owner who syncs adds an
 * outbox row in the same transaction, whatever path wrote it; other owners' writes and the sync
 * engine's own add none.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { type AlphaScoutDb, createDb } from '../../../../src/db/connection/database';
import { outboxMiddleware } from '../../../../src/db/sync/outbox';
import type { TrackedItem } from '../../../../src/db/tracking/rows';
import { mergeGuestInto, setNote, setWatched } from '../../../../src/db/tracking/rows';
import { removeWallet, saveWallet } from '../../../../src/db/tracking/wallets';

const opened: AlphaScoutDb[] = [];

async function syncingDb(syncing: string[]): Promise<AlphaScoutDb> {
  const db = createDb({ name: `outbox-${crypto.randomUUID()}` }).use(outboxMiddleware);
  await db.open();
  opened.push(db);
  await db.table('syncSpaces').bulkPut(syncing.map((owner) => ({ owner })));
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

const ITEM: TrackedItem = { collection: 'airdrops', itemId: 'zephyr', name: 'Zephyr Network' };
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const outbox = (db: AlphaScoutDb) =>
  db.syncOutbox
    .toArray()
    .then((rows) => rows.map(({ owner, table, key }) => ({ owner, table, key })));

describe('the sync outbox', () => {
  it('gets a row for each change to the tracker of an owner who syncs, in order', async () => {
    const db = await syncingDb(['account:a']);
    await setWatched(db, 'account:a', ITEM, true);
    await setNote(db, 'account:a', ITEM, 'Bridged once');
    const saved = await saveWallet(db, 'account:a', {
      label: 'Main',
      chain: 'evm',
      address: ADDRESS,
    });
    if (!saved.ok) throw new Error(saved.message);
    expect(await outbox(db)).toEqual([
      { owner: 'account:a', table: 'tracking', key: ['account:a', 'airdrops', 'zephyr'] },
      { owner: 'account:a', table: 'tracking', key: ['account:a', 'airdrops', 'zephyr'] },
      { owner: 'account:a', table: 'wallets', key: ['account:a', saved.wallet.id] },
    ]);
    const [first, second] = await db.syncOutbox.toArray();
    expect((first?.seq ?? 0) < (second?.seq ?? 0)).toBe(true);
  });

  it('gets nothing for an owner who does not sync, nor for the engine’s own writes', async () => {
    const db = await syncingDb(['account:a']);
    await setWatched(db, 'guest', ITEM, true);
    // The engine writes the shadow in the transaction that applies a remote change.
    await db.transaction('rw', [db.tracking, db.table('syncFields')], async () => {
      await db
        .table('syncFields')
        .put({ owner: 'account:a', path: 't|airdrops|zephyr|w', hlc: '1', value: true });
      const row = await setWatched(db, 'account:a', ITEM, true);
      expect(row.watched).toBe(true);
    });
    expect(await outbox(db)).toEqual([]);
  });

  it('is written with the change or not at all', async () => {
    const db = await syncingDb(['account:a']);
    await expect(
      db.transaction('rw', db.tracking, async () => {
        await setWatched(db, 'account:a', ITEM, true);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.tracking.count()).toBe(0);
    expect(await outbox(db)).toEqual([]);
  });

  it('covers the paths that write many rows: a wallet removed, a guest tracker merged, a clear', async () => {
    const db = await syncingDb(['account:a']);
    const saved = await saveWallet(db, 'account:a', {
      label: 'Main',
      chain: 'evm',
      address: ADDRESS,
    });
    if (!saved.ok) throw new Error(saved.message);
    await setWatched(db, 'guest', ITEM, true);
    await db.syncOutbox.clear();

    await mergeGuestInto(db, 'account:a');
    await removeWallet(db, 'account:a', saved.wallet.id);
    await db.tracking.clear();
    expect(await outbox(db)).toEqual([
      { owner: 'account:a', table: 'tracking', key: ['account:a', 'airdrops', 'zephyr'] },
      { owner: 'account:a', table: 'wallets', key: ['account:a', saved.wallet.id] },
      // A range names no owner: the engine compares every row it syncs.
      { owner: '*', table: 'tracking', key: null },
    ]);
  });

  it('is not written by a connection without the middleware (a build without sync)', async () => {
    const db = await syncingDb(['account:a']);
    const plain = createDb({ name: db.name });
    await plain.open();
    await setWatched(plain, 'account:a', ITEM, true);
    plain.close();
    expect(await outbox(db)).toEqual([]);
  });
});
