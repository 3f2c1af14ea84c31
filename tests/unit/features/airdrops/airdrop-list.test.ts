import { afterEach, describe, expect, it } from 'vitest';

import { readListWindow } from '../../../../src/db/records/list-pages';
import { airdropList } from '../../../../src/features/airdrops/airdrop-list';
import { deleteTestDbs, openTestDb } from '../../db/test-db';
import { makeAirdrop } from '../../fixtures';

afterEach(deleteTestDbs);

const NOW = '2026-11-21T10:00:00.000Z';

function airdropListQuery(
  values: { show: 'live' | 'ended'; sort: 'ending' | 'participants' },
  now: string,
) {
  return { ...airdropList.query(values, now), pageSize: airdropList.pageSize };
}

async function filled() {
  const db = await openTestDb();
  await db
    .collection('airdrops')
    .bulkPut([
      makeAirdrop({ id: 'ended-long-ago', endDate: '2026-01-01T00:00:00Z', participants: 900 }),
      makeAirdrop({ id: 'ended-yesterday', endDate: '2026-11-20T00:00:00Z', participants: 5 }),
      makeAirdrop({ id: 'ends-soon', endDate: '2026-11-25T00:00:00Z', participants: 10 }),
      makeAirdrop({ id: 'ends-later', endDate: '2027-03-01T00:00:00Z', participants: 500 }),
    ]);
  return db;
}

describe('airdrops list query', () => {
  it('shows live airdrops ending soonest first, ended ones most recent first', async () => {
    const db = await filled();
    const live = await readListWindow(
      db,
      airdropListQuery({ show: 'live', sort: 'ending' }, NOW),
      10,
    );
    expect(live.rows.map((a) => a.id)).toEqual(['ends-soon', 'ends-later']);
    const ended = await readListWindow(
      db,
      airdropListQuery({ show: 'ended', sort: 'ending' }, NOW),
      10,
    );
    expect(ended.rows.map((a) => a.id)).toEqual(['ended-yesterday', 'ended-long-ago']);
  });

  it('sorts by participants within live or ended', async () => {
    const db = await filled();
    const live = await readListWindow(
      db,
      airdropListQuery({ show: 'live', sort: 'participants' }, NOW),
      10,
    );
    expect(live.rows.map((a) => a.id)).toEqual(['ends-later', 'ends-soon']);
    const ended = await readListWindow(
      db,
      airdropListQuery({ show: 'ended', sort: 'participants' }, NOW),
      10,
    );
    expect(ended.rows.map((a) => a.id)).toEqual(['ended-long-ago', 'ended-yesterday']);
  });
});
