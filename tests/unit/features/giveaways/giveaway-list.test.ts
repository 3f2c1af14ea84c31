import { afterEach, describe, expect, it } from 'vitest';

import { readListWindow } from '../../../../src/db/records/list-pages';
import { giveawayList } from '../../../../src/features/giveaways/giveaway-list';
import type { Giveaway } from '../../../../src/schemas/giveaway';
import { deleteTestDbs, openTestDb } from '../../db/test-db';
import { makeGiveaway } from '../../fixtures';

afterEach(deleteTestDbs);

const NOW = '2026-11-21T10:00:00.000Z';

type Values = Parameters<typeof giveawayList.query>[0];
const query = (values: Partial<Values>) => ({
  ...giveawayList.query({ category: 'all', status: 'active', sort: 'ending', ...values }, NOW),
  pageSize: giveawayList.pageSize,
});

async function stored(extra: Giveaway[] = []) {
  const db = await openTestDb();
  await db.collection('giveaways').bulkPut([
    makeGiveaway({
      id: 'ended-by-date',
      endDate: '2026-11-01T00:00:00Z',
      status: 'active',
      participants: 900,
    }),
    makeGiveaway({
      id: 'ended-by-hand-early',
      endDate: '2026-12-31T00:00:00Z',
      status: 'ended',
      participants: 50,
    }),
    makeGiveaway({
      id: 'ended-long-ago',
      endDate: '2026-01-01T00:00:00Z',
      status: 'ended',
      participants: 10,
    }),
    makeGiveaway({
      id: 'runs-a-week',
      endDate: '2026-11-28T00:00:00Z',
      status: 'active',
      participants: 300,
    }),
    makeGiveaway({
      id: 'runs-a-month',
      endDate: '2026-12-21T00:00:00Z',
      status: 'active',
      participants: 100,
    }),
    ...extra,
  ]);
  return db;
}

const ids = async (values: Partial<Values>, db: Awaited<ReturnType<typeof stored>>, limit = 24) =>
  (await readListWindow(db, query(values), limit)).rows.map((g) => g.id);

describe('giveaways list query: a status set by hand lags its end date', () => {
  it('Active lists the running ones only, by end or by participants', async () => {
    const db = await stored();
    expect(await ids({}, db)).toEqual(['runs-a-week', 'runs-a-month']);
    expect(await ids({ sort: 'participants' }, db)).toEqual(['runs-a-week', 'runs-a-month']);
  });

  it('Ended lists those ended by hand and those past their date, most recently ended first', async () => {
    const db = await stored();
    expect(await ids({ status: 'ended' }, db)).toEqual([
      'ended-by-hand-early',
      'ended-by-date',
      'ended-long-ago',
    ]);
    expect(await ids({ status: 'ended', sort: 'participants' }, db)).toEqual([
      'ended-by-date',
      'ended-by-hand-early',
      'ended-long-ago',
    ]);
  });

  it('All, ending soonest: running first, then the ended ones, most recently ended first', async () => {
    const db = await stored();
    expect(await ids({ status: 'all' }, db)).toEqual([
      'runs-a-week',
      'runs-a-month',
      'ended-by-hand-early',
      'ended-by-date',
      'ended-long-ago',
    ]);
  });

  it('All, most participants: the running ones first, then the ended ones (by hand or by date), each by participants', async () => {
    const db = await stored();
    expect(await ids({ status: 'all', sort: 'participants' }, db)).toEqual([
      'runs-a-week',
      'runs-a-month',
      'ended-by-date',
      'ended-by-hand-early',
      'ended-long-ago',
    ]);
    const firstTwo = await readListWindow(db, query({ status: 'all', sort: 'participants' }), 2);
    expect(firstTwo).toMatchObject({
      rows: [{ id: 'runs-a-week' }, { id: 'runs-a-month' }],
      hasMore: true,
    });
  });

  it('Ended by end date walks indexes, so thousands of running giveaways ahead of them cost no scan', async () => {
    const running = Array.from({ length: 2_500 }, (_, i) =>
      makeGiveaway({
        id: `running-${i}`,
        endDate: `2027-0${1 + (i % 9)}-01T00:00:00Z`,
        status: 'active',
      }),
    );
    const db = await stored(running);
    const window = await readListWindow(db, query({ status: 'ended' }), 2);
    expect(window.rows.map((g) => g.id)).toEqual(['ended-by-hand-early', 'ended-by-date']);
    expect(window.hasMore).toBe(true);
  });
});
