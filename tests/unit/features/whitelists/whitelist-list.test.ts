import { afterEach, describe, expect, it } from 'vitest';

import { readListWindow } from '../../../../src/db/records/list-pages';
import { whitelistList } from '../../../../src/features/whitelists/whitelist-list';
import { deleteTestDbs, openTestDb } from '../../db/test-db';
import { makeWhitelist } from '../../fixtures';
import { inTimeZone } from '../../time-zone';

afterEach(deleteTestDbs);

const NOW = '2026-11-21T10:00:00.000Z';

const query = (
  sort: 'ending' | 'spots',
  status: 'all' | 'Open' | 'Closing Soon' | 'Filled' = 'all',
) => ({
  ...whitelistList.query({ status, sort }, NOW),
  pageSize: whitelistList.pageSize,
});

async function filled() {
  const db = await openTestDb();
  await db.collection('whitelists').bulkPut([
    makeWhitelist({
      id: 'ended-long-ago',
      endDate: '2026-01-01T00:00:00Z',
      status: 'Filled',
      remainingSpots: 0,
    }),
    makeWhitelist({
      id: 'ended-yesterday',
      endDate: '2026-11-20T00:00:00Z',
      status: 'Open',
      remainingSpots: 40,
    }),
    makeWhitelist({
      id: 'ends-now',
      endDate: '2026-11-21T10:01:00Z',
      status: 'Open',
      remainingSpots: 5,
    }),
    makeWhitelist({
      id: 'ends-soon',
      endDate: '2026-11-25T00:00:00Z',
      status: 'Closing Soon',
      remainingSpots: 10,
    }),
    makeWhitelist({
      id: 'ends-later',
      endDate: '2027-03-01T00:00:00Z',
      status: 'Open',
      remainingSpots: 500,
    }),
  ]);
  return db;
}

describe('whitelists list query', () => {
  it('ending soonest: the ones still running by their end, then the ended ones, most recently ended first', async () => {
    const db = await filled();
    const all = await readListWindow(db, query('ending'), 24);
    expect(all.rows.map((w) => w.id)).toEqual([
      'ends-now',
      'ends-soon',
      'ends-later',
      'ended-yesterday',
      'ended-long-ago',
    ]);
    expect(all.hasMore).toBe(false);
    // A status chosen lists those running with it: 'ended-yesterday' is still stored as Open.
    const open = await readListWindow(db, query('ending', 'Open'), 24);
    expect(open.rows.map((w) => w.id)).toEqual(['ends-now', 'ends-later']);
  });

  it('most spots left: the running ones by spots, then the ended ones, whose spots can no longer be taken', async () => {
    const db = await filled();
    const all = await readListWindow(db, query('spots'), 24);
    expect(all.rows.map((w) => w.id)).toEqual([
      'ends-later',
      'ends-soon',
      'ends-now',
      'ended-yesterday',
      'ended-long-ago',
    ]);
    expect(all.hasMore).toBe(false);
    const firstTwo = await readListWindow(db, query('spots'), 2);
    expect(firstTwo).toMatchObject({
      rows: [{ id: 'ends-later' }, { id: 'ends-soon' }],
      hasMore: true,
    });
    const open = await readListWindow(db, query('spots', 'Open'), 24);
    expect(open.rows.map((w) => w.id)).toEqual(['ends-later', 'ends-now']);
  });

  it('Filled lists the whitelists with no spots left, ended or not, in either sort', async () => {
    const db = await filled();
    await db.collection('whitelists').put(
      makeWhitelist({
        id: 'filled-running',
        endDate: '2026-12-01T00:00:00Z',
        status: 'Filled',
        remainingSpots: 0,
      }),
    );
    for (const sort of ['ending', 'spots'] as const) {
      const rows = (await readListWindow(db, query(sort, 'Filled'), 24)).rows.map((w) => w.id);
      // Ending soonest: running first; by spots left all tie at 0, in no set order.
      expect(sort === 'ending' ? rows : [...rows].sort().reverse(), sort).toEqual([
        'filled-running',
        'ended-long-ago',
      ]);
    }
  });

  it('one stored as Open or Closing Soon with no spots left is Filled: under Filled, not under its status', async () => {
    const db = await filled();
    await db.collection('whitelists').bulkPut([
      makeWhitelist({
        id: 'open-but-full',
        endDate: '2026-12-01T00:00:00Z',
        status: 'Open',
        remainingSpots: 0,
      }),
      makeWhitelist({
        id: 'closing-but-full',
        endDate: '2026-11-30T00:00:00Z',
        status: 'Closing Soon',
        remainingSpots: 0,
      }),
    ]);
    for (const sort of ['ending', 'spots'] as const) {
      const ids = async (status: 'Open' | 'Closing Soon' | 'Filled') =>
        (await readListWindow(db, query(sort, status), 24)).rows.map((w) => w.id).sort();
      expect(await ids('Filled'), sort).toEqual([
        'closing-but-full',
        'ended-long-ago',
        'open-but-full',
      ]);
      expect(await ids('Open'), sort).toEqual(['ends-later', 'ends-now']);
      expect(await ids('Closing Soon'), sort).toEqual(['ends-soon']);
    }
  });

  it('a window that ends inside either walk says that more follow', async () => {
    const db = await filled();
    for (const [limit, ids] of [
      [2, ['ends-now', 'ends-soon']],
      [3, ['ends-now', 'ends-soon', 'ends-later']],
      [4, ['ends-now', 'ends-soon', 'ends-later', 'ended-yesterday']],
    ] as const) {
      const window = await readListWindow(db, query('ending'), limit);
      expect(
        window.rows.map((w) => w.id),
        `${limit} rows`,
      ).toEqual(ids);
      expect(window.hasMore, `${limit} rows`).toBe(true);
    }
  });

  it('goes by the instant an end date falls, not its text: offsets, a date alone, an end at this very instant', async () => {
    const db = await openTestDb();
    await db.collection('whitelists').bulkPut([
      // 09:00 UTC: past, although its text sorts after now.
      makeWhitelist({ id: 'offset-past', endDate: '2026-11-21T14:00:00+05:00' }),
      // 11:00 UTC: running, although its text sorts before now.
      makeWhitelist({ id: 'offset-future', endDate: '2026-11-21T06:00:00-05:00' }),
      // Runs to the end of that day where the visitor is.
      makeWhitelist({ id: 'date-only-today', endDate: '2026-11-21' }),
      makeWhitelist({ id: 'date-only-yesterday', endDate: '2026-11-20' }),
      // Over at its own instant, as its countdown says.
      makeWhitelist({ id: 'ends-at-now', endDate: NOW }),
    ]);
    const ids = (await readListWindow(db, query('ending'), 24)).rows.map((w) => w.id);
    // Running first, then ended; within each walk the order is the index's, the dates' text.
    expect(new Set(ids.slice(0, 2))).toEqual(new Set(['date-only-today', 'offset-future']));
    expect(new Set(ids.slice(2))).toEqual(
      new Set(['ends-at-now', 'offset-past', 'date-only-yesterday']),
    );
  });

  it('a date alone runs to the end of that day where the visitor is, west of UTC as well', () => {
    const record = makeWhitelist({ id: 'date-only-20th', endDate: '2026-11-20', status: 'Open' });
    const runs = (now: string) =>
      inTimeZone('America/Los_Angeles', () =>
        whitelistList.query({ status: 'Open', sort: 'spots' }, now).where?.(record),
      );
    // 06:00 UTC on the 21st is still the evening of the 20th in Los Angeles; 09:00 UTC is past its midnight.
    expect(runs('2026-11-21T06:00:00.000Z')).toBe(true);
    expect(runs('2026-11-21T09:00:00.000Z')).toBe(false);
  });
});
