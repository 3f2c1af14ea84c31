import { afterEach, describe, expect, it } from 'vitest';

import { readListWindow } from '../../../../src/db/records/list-pages';
import { testnetList } from '../../../../src/features/testnets/testnet-list';
import { deleteTestDbs, openTestDb } from '../../db/test-db';
import { makeTestnet } from '../../fixtures';

afterEach(deleteTestDbs);

const NOW = '2026-11-21T10:00:00.000Z';

type Values = Parameters<typeof testnetList.query>[0];

async function ids(values: Values, limit = 24) {
  const db = await openTestDb();
  await db.collection('testnets').bulkPut([
    makeTestnet({ id: 'ended-big', endDate: '2026-11-01T00:00:00Z', participants: 90_000 }),
    makeTestnet({ id: 'ended-small', endDate: '2026-10-01T00:00:00Z', participants: 20 }),
    makeTestnet({ id: 'runs-big', endDate: '2026-12-01T00:00:00Z', participants: 5_000 }),
    makeTestnet({
      id: 'soon-small',
      endDate: '2027-02-01T00:00:00Z',
      participants: 40,
      status: 'Coming Soon',
    }),
  ]);
  const window = await readListWindow(
    db,
    { ...testnetList.query(values, NOW), pageSize: testnetList.pageSize },
    limit,
  );
  return { ids: window.rows.map((t) => t.id), hasMore: window.hasMore };
}

describe('testnets list query', () => {
  it('All, most participants: the running ones first, then the ended ones, each by participants', async () => {
    expect(await ids({ status: 'all', sort: 'participants' })).toEqual({
      ids: ['runs-big', 'soon-small', 'ended-big', 'ended-small'],
      hasMore: false,
    });
    expect(await ids({ status: 'all', sort: 'participants' }, 2)).toEqual({
      ids: ['runs-big', 'soon-small'],
      hasMore: true,
    });
  });

  it('All, ending soonest: the running ones first, then the ended ones, most recently ended first', async () => {
    expect((await ids({ status: 'all', sort: 'ending' })).ids).toEqual([
      'runs-big',
      'soon-small',
      'ended-big',
      'ended-small',
    ]);
  });

  it('a status chosen lists the running ones with it, by participants', async () => {
    expect((await ids({ status: 'Active', sort: 'participants' })).ids).toEqual(['runs-big']);
    expect((await ids({ status: 'Coming Soon', sort: 'participants' })).ids).toEqual([
      'soon-small',
    ]);
  });
});
