import { afterEach, describe, expect, it } from 'vitest';

import type { AlphaScoutDb } from '../../../../src/db/connection/database';
import {
  type ListPage,
  type ListQuery,
  planListQuery,
  readListPage,
  readListWindow,
} from '../../../../src/db/records/list-pages';
import type { Signal } from '../../../../src/schemas/signal';
import { makeSignal } from '../../fixtures';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

/** `count` signals with few distinct scores (many ties), alternating status and type. */
function signals(count: number, distinctScores = 5): Signal[] {
  return Array.from({ length: count }, (_, i) =>
    makeSignal({
      id: `sig-${String(i).padStart(4, '0')}`,
      score: (i * 7) % distinctScores,
      status: i % 3 === 0 ? 'Inactive' : 'Active',
      type: i % 2 === 0 ? 'CRYPTO' : 'NFT',
      platform: i % 4 === 0 ? 'Binance' : 'Coinbase',
      timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }),
  );
}

/** Walks every page and returns the ids in order, failing on a runaway loop. */
async function walk(
  db: AlphaScoutDb,
  query: Omit<ListQuery<'signals'>, 'cursor'>,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: ListQuery<'signals'>['cursor'] = null;
  for (let pages = 0; pages < 10_000; pages += 1) {
    const page: ListPage<Signal> = await readListPage(db, { ...query, cursor });
    ids.push(...page.rows.map((row) => row.id));
    if (!page.next) return ids;
    cursor = page.next;
  }
  throw new Error('the cursor never reached the end');
}

/** The expected order: by sort key, ties by primary key, both reversed for descending. */
function expected(
  rows: Signal[],
  key: (s: Signal) => number | string,
  direction: 'asc' | 'desc',
): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka !== kb) return (ka < kb ? -1 : 1) * sign;
      return (a.id < b.id ? -1 : 1) * sign;
    })
    .map((s) => s.id);
}

describe('keyset list queries', () => {
  it('pages a filtered, sorted list without gaps or duplicates, ties included', async () => {
    const db = await openTestDb();
    const rows = signals(230);
    await db.collection('signals').bulkPut(rows);
    for (const direction of ['asc', 'desc'] as const) {
      const ids = await walk(db, {
        collection: 'signals',
        sortBy: 'score',
        direction,
        equals: { status: 'Active' },
        pageSize: 7,
      });
      expect(ids).toEqual(
        expected(
          rows.filter((s) => s.status === 'Active'),
          (s) => s.score,
          direction,
        ),
      );
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('uses the compound [filter+sort] index when there is one, and checks other filters in memory', async () => {
    const db = await openTestDb();
    const plan = planListQuery(db, {
      collection: 'signals',
      sortBy: 'score',
      equals: { platform: 'Binance', status: 'Active' },
    });
    expect(plan.index).toBe('[status+score]');
    expect(plan.memory).toEqual([['platform', 'Binance']]);
    const unindexed = planListQuery(db, {
      collection: 'signals',
      sortBy: 'timestamp',
      equals: { platform: 'Binance', type: undefined },
    });
    expect(unindexed.index).toBe('timestamp');
  });

  it('combines an indexed filter, an unindexed filter and a predicate', async () => {
    const db = await openTestDb();
    const rows = signals(300);
    await db.collection('signals').bulkPut(rows);
    const ids = await walk(db, {
      collection: 'signals',
      sortBy: 'timestamp',
      direction: 'desc',
      equals: { type: 'NFT', platform: 'Coinbase', action: undefined },
      where: (s) => s.score > 1,
      pageSize: 9,
    });
    const want = rows.filter((s) => s.type === 'NFT' && s.platform === 'Coinbase' && s.score > 1);
    expect(ids).toEqual(expected(want, (s) => s.timestamp, 'desc'));
  });

  it('gets through a long run of equal sort keys (every row ties)', async () => {
    const db = await openTestDb();
    const rows = signals(600, 1);
    await db.collection('signals').bulkPut(rows);
    const ids = await walk(db, {
      collection: 'signals',
      sortBy: 'score',
      direction: 'asc',
      pageSize: 10,
    });
    expect(ids).toEqual(expected(rows, (s) => s.score, 'asc'));
  });

  it('stops a sparse scan after maxScan rows but returns a cursor to continue from', async () => {
    const db = await openTestDb();
    const rows = signals(500);
    await db.collection('signals').bulkPut(rows);
    const query = {
      collection: 'signals',
      sortBy: 'timestamp',
      direction: 'asc',
      where: (s: Signal) => s.id === 'sig-0450',
      pageSize: 5,
      maxScan: 100,
    } as const;
    const first = await readListPage(db, query);
    expect(first.rows).toEqual([]);
    expect(first.next).not.toBeNull();
    expect(await walk(db, query)).toEqual(['sig-0450']);
  });

  it('keeps to a range on the sort field (e.g. not ended yet)', async () => {
    const db = await openTestDb();
    const rows = signals(50);
    await db.collection('signals').bulkPut(rows);
    const from = rows[40]?.timestamp ?? '';
    const ids = await walk(db, {
      collection: 'signals',
      sortBy: 'timestamp',
      direction: 'asc',
      range: { from },
      pageSize: 4,
    });
    expect(ids).toEqual(rows.slice(40).map((s) => s.id));
  });

  it('refuses a sort on a field with no index', async () => {
    const db = await openTestDb();
    await expect(
      readListPage(db, {
        collection: 'signals',
        sortBy: 'platform',
        direction: 'asc',
        pageSize: 5,
      }),
    ).rejects.toThrow(/no index/);
  });

  it('reads a window of the first n rows, and says whether more follow', async () => {
    const db = await openTestDb();
    const rows = signals(40);
    await db.collection('signals').bulkPut(rows);
    const query = {
      collection: 'signals',
      sortBy: 'score',
      direction: 'desc',
      pageSize: 15,
    } as const;
    const window = await readListWindow(db, query, 30);
    expect(window.rows.map((s) => s.id)).toEqual(
      expected(rows, (s) => s.score, 'desc').slice(0, 30),
    );
    expect(window.hasMore).toBe(true);
    const all = await readListWindow(db, query, 45);
    expect(all.rows).toHaveLength(40);
    expect(all.hasMore).toBe(false);
  });
});

describe('a window of two walks (then)', () => {
  it('goes on with the second walk once the first is done, and a second walk without a range reads the whole index', async () => {
    const db = await openTestDb();
    const rows = signals(12);
    await db.collection('signals').bulkPut(rows);
    const from = rows[8]?.timestamp ?? '';
    const query = {
      collection: 'signals',
      sortBy: 'timestamp',
      direction: 'asc',
      range: { from },
      pageSize: 5,
      then: { direction: 'desc' },
    } as const;
    const window = await readListWindow(db, query, 20);
    // rows 8..11 ascending, then every row descending but those already listed.
    expect(window.rows.map((s) => s.id)).toEqual(
      [...rows.slice(8), ...rows.slice(0, 8).reverse()].map((s) => s.id),
    );
    expect(window.hasMore).toBe(false);
  });

  it("takes the second walk's own equality filters in place of the first's", async () => {
    const db = await openTestDb();
    const rows = signals(12);
    await db.collection('signals').bulkPut(rows);
    const from = rows[6]?.timestamp ?? '';
    const to = rows[5]?.timestamp ?? '';
    const query = {
      collection: 'signals',
      sortBy: 'timestamp',
      direction: 'desc',
      equals: { status: 'Inactive' },
      range: { from },
      pageSize: 5,
      then: { direction: 'desc', range: { to }, equals: {} },
    } as const;
    const window = await readListWindow(db, query, 20);
    // The Inactive ones from row 6 on (9, 6), then every row up to row 5, newest first.
    expect(window.rows.map((s) => s.id)).toEqual(
      [rows[9], rows[6], ...rows.slice(0, 6).reverse()].map((s) => s?.id),
    );
  });
});
