import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import {
  type AlphaScoutDb,
  createDb,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
} from '../../../../src/db/connection/database';
import { readListPage } from '../../../../src/db/records/list-pages';
import { outboxMiddleware } from '../../../../src/db/sync/outbox';
import { GUEST_OWNER, setWatched, watchedRows } from '../../../../src/db/tracking/rows';
import { makeGiveaway, makeSignal, makeTestnet } from '../../fixtures';

const names: string[] = [];
const open: (Dexie | AlphaScoutDb)[] = [];

afterEach(async () => {
  for (const db of open.splice(0)) db.close();
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** A database exactly as version 1 shipped it, filled with a few rows. */
async function versionOneFixture(): Promise<string> {
  const name = `upgrade-${crypto.randomUUID()}`;
  names.push(name);
  const old = new Dexie(name);
  old.version(1).stores(SCHEMA_V1);
  await old.open();
  await old
    .table('signals')
    .bulkPut([
      makeSignal({ id: 'a', action: 'SELL', timestamp: '2026-01-02T00:00:00Z' }),
      makeSignal({ id: 'b', action: 'BUY', timestamp: '2026-01-03T00:00:00Z' }),
      makeSignal({ id: 'c', action: 'SELL', timestamp: '2026-01-04T00:00:00Z' }),
    ]);
  await old
    .table('giveaways')
    .bulkPut([
      makeGiveaway({ id: 'g1', participants: 10 }),
      makeGiveaway({ id: 'g2', participants: 99 }),
    ]);
  await old.table('testnets').bulkPut([makeTestnet({ id: 't1' })]);
  old.close();
  return name;
}

describe('database version 2', () => {
  it('opens a version-1 database, keeps every row and builds the new indexes', async () => {
    const name = await versionOneFixture();
    const db = createDb({ name });
    open.push(db);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(2);
    expect(await db.collection('signals').count()).toBe(3);
    expect(await db.collection('testnets').get('t1')).toEqual(makeTestnet({ id: 't1' }));

    const sells = await db
      .collection('signals')
      .where('[action+timestamp]')
      .between(['SELL', Dexie.minKey], ['SELL', Dexie.maxKey])
      .reverse()
      .primaryKeys();
    expect(sells).toEqual(['c', 'a']);
    const page = await readListPage(db, {
      collection: 'giveaways',
      sortBy: 'participants',
      direction: 'desc',
      pageSize: 5,
    });
    expect(page.rows.map((g) => g.id)).toEqual(['g2', 'g1']);
  });

  it('keeps every version-1 index', async () => {
    const db = createDb({ name: `fresh-${crypto.randomUUID()}` });
    names.push(db.name);
    open.push(db);
    await db.open();
    for (const [table, spec] of Object.entries(SCHEMA_V1)) {
      const indexes = new Set(db.table(table).schema.indexes.map((index) => index.name));
      for (const part of spec.split(',').slice(1))
        expect(indexes.has(part.trim().replace(/^[&*]/, ''))).toBe(true);
    }
  });
});

describe('database version 3 (My tracker)', () => {
  it('opens a version-2 database, keeps every row and adds an empty tracking table that works', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    names.push(name);
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores(SCHEMA_V2);
    await old.open();
    await old.table('testnets').bulkPut([makeTestnet({ id: 't1' }), makeTestnet({ id: 't2' })]);
    old.close();

    const db = createDb({ name });
    open.push(db);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(3);
    expect(await db.collection('testnets').count()).toBe(2);
    expect(await db.tracking.count()).toBe(0);
    expect(db.tracking.schema.indexes.map((index) => index.name)).toContain('owner');
    await setWatched(db, GUEST_OWNER, { collection: 'testnets', itemId: 't1', name: 'T1' }, true);
    expect((await watchedRows(db, GUEST_OWNER)).map((row) => row.itemId)).toEqual(['t1']);
  });
});

describe('database version 4 (wallets)', () => {
  /** Tracker rows exactly as version 3 wrote them: no `schema`, no wallet columns. */
  const versionThreeRows = [
    {
      owner: 'guest',
      collection: 'airdrops',
      itemId: 'a1',
      watched: true,
      steps: ['task-1', 'h3f9a'],
      note: 'claim after the snapshot',
      updatedAt: '2026-11-01T10:00:00.000Z',
      name: 'Airdrop one',
      image: 'https://example.com/a1.png',
    },
    {
      owner: 'account:u1',
      collection: 'testnets',
      itemId: 't1',
      watched: true,
      steps: ['r0', 'r2'],
      note: '',
      updatedAt: '2026-11-02T10:00:00.000Z',
      name: 'Testnet one',
    },
    {
      owner: 'guest',
      collection: 'signals',
      itemId: 's1',
      watched: false,
      steps: [],
      note: '',
      updatedAt: '2026-11-03T10:00:00.000Z',
      name: 'Unwatched signal',
    },
  ];

  it.each([false, true])(
    'opens a version-3 database: every tracker row gets schema 2 and keeps its ticks and note, and the wallets table starts empty (sync outbox: %s)',
    async (syncOutbox) => {
      const name = `upgrade-${crypto.randomUUID()}`;
      names.push(name);
      const old = new Dexie(name);
      old.version(1).stores(SCHEMA_V1);
      old.version(2).stores(SCHEMA_V2);
      old.version(3).stores(SCHEMA_V3);
      await old.open();
      await old.table('tracking').bulkPut(versionThreeRows);
      old.close();

      const db = syncOutbox ? createDb({ name }).use(outboxMiddleware) : createDb({ name });
      open.push(db);
      await db.open();
      expect(db.verno).toBeGreaterThanOrEqual(4);
      const rows = await db.tracking.toArray();
      expect(rows).toHaveLength(versionThreeRows.length);
      for (const before of versionThreeRows) expect(rows).toContainEqual({ ...before, schema: 2 });
      expect(await db.wallets.count()).toBe(0);
      expect(db.wallets.schema.indexes.map((index) => index.name)).toEqual([
        'owner',
        '[owner+updatedAt]',
      ]);
      // The upgrade's own writes are no local edits: nothing waits to be sent.
      expect(await db.syncOutbox.count()).toBe(0);
    },
  );
});
