import { afterEach, describe, expect, it } from 'vitest';

import { planListQuery, readListWindow } from '../../../../src/db/records/list-pages';
import { areaQueryFor } from '../../../../src/features/kit/area';
import { signalList } from '../../../../src/features/signals/signal-list';
import { percentFrom, priceNumber } from '../../../../src/features/signals/trade-plan';
import { deleteTestDbs, openTestDb } from '../../db/test-db';
import { makeSignal } from '../../fixtures';

afterEach(deleteTestDbs);

const NOW = '2026-11-21T10:00:00.000Z';

describe('signals list query', () => {
  it('maps the URL to filters and an index: score by default, newest on request', async () => {
    const db = await openTestDb();
    const byScore = areaQueryFor(signalList, '?type=NFT&action=SELL', NOW);
    expect(byScore).toMatchObject({
      sortBy: 'score',
      direction: 'desc',
      equals: { type: 'NFT', action: 'SELL', status: undefined },
    });
    expect(planListQuery(db, byScore).index).toBe('[type+score]');
    const newest = areaQueryFor(signalList, '?sort=newest&action=BUY', NOW);
    expect(planListQuery(db, newest).index).toBe('[action+timestamp]');
  });

  it('lists only matching signals, highest score first', async () => {
    const db = await openTestDb();
    await db
      .collection('signals')
      .bulkPut([
        makeSignal({ id: 'a', type: 'NFT', action: 'SELL', score: 40 }),
        makeSignal({ id: 'b', type: 'NFT', action: 'BUY', score: 90 }),
        makeSignal({ id: 'c', type: 'NFT', action: 'SELL', score: 70 }),
        makeSignal({ id: 'd', type: 'CRYPTO', action: 'SELL', score: 99 }),
      ]);
    const window = await readListWindow(
      db,
      areaQueryFor(signalList, '?type=NFT&action=SELL', NOW),
      30,
    );
    expect(window.rows.map((s) => s.id)).toEqual(['c', 'a']);
    expect(window.hasMore).toBe(false);
  });
});

describe('trade plan', () => {
  it('reads prices written as text', () => {
    expect(priceNumber('$64,250.00')).toBe(64250);
    expect(priceNumber('11.8 ETH')).toBe(11.8);
    expect(priceNumber('n/a')).toBeNull();
  });

  it('says how far target and stop are from the entry, or nothing when it cannot tell', () => {
    expect(percentFrom('$100', '$110')).toBeCloseTo(10);
    expect(percentFrom('$100', '$95')).toBeCloseTo(-5);
    expect(percentFrom('$0', '$1')).toBeNull();
    expect(percentFrom('TBA', '$1')).toBeNull();
  });
});
