/**
 * The tracker's read of watched items joined to their records (src/db/tracking/watched-items.ts):
 * everything an owner watches, in chunks the caller can pause between, and nothing of another
 * owner or of an unwatched row.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { WATCHED_CHUNK, watchedItems } from '../../../../src/db/tracking/watched-items';
import type { TrackingRow } from '../../../../src/schemas/tracking';
import { makeAirdrop, makeTestnet } from '../../fixtures';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

const row = (
  owner: string,
  collection: TrackingRow['collection'],
  itemId: string,
  watched = true,
): TrackingRow => ({
  schema: 2,
  owner,
  collection,
  itemId,
  watched,
  steps: [],
  note: '',
  updatedAt: '2026-11-01T00:00:00.000Z',
  name: itemId,
});

describe('watched items', () => {
  it('reads every watched row of the owner, past several chunks, with its record', async () => {
    const db = await openTestDb();
    const airdrops = Array.from({ length: WATCHED_CHUNK * 2 + 3 }, (_, n) =>
      makeAirdrop({ id: `airdrop-${String(n).padStart(4, '0')}` }),
    );
    const testnets = [makeTestnet({ id: 'testnet-a' })];
    await db.collection('airdrops').bulkPut(airdrops);
    await db.collection('testnets').bulkPut(testnets);
    await db.tracking.bulkPut([
      ...airdrops.map((record) => row('guest', 'airdrops', record.id)),
      row('guest', 'testnets', 'testnet-a'),
      row('guest', 'testnets', 'testnet-gone'),
      row('guest', 'giveaways', 'giveaway-unwatched', false),
      row('account:u1', 'airdrops', 'airdrop-0000'),
      // An owner whose id sorts right after: not read as the guest's.
      row('guestx', 'airdrops', 'airdrop-0001'),
    ]);
    let pauses = 0;
    const items = await watchedItems(db, 'guest', async () => {
      pauses += 1;
    });
    expect(items).toHaveLength(airdrops.length + 2);
    expect(items.every((item) => item.row.owner === 'guest' && item.row.watched)).toBe(true);
    expect(items.filter((item) => item.record === null).map((item) => item.row.itemId)).toEqual([
      'testnet-gone',
    ]);
    expect(items.find((item) => item.row.itemId === 'airdrop-1002')?.record?.id).toBe(
      'airdrop-1002',
    );
    // A pause before each request but the first of each kind. Rows: 1,006 in pages of 500 (two
    // pauses); records: 1,003 airdrops in chunks of 500, then the testnets (three).
    expect(pauses).toBe(5);
  });

  it('reads nothing for an owner without rows', async () => {
    const db = await openTestDb();
    await db.tracking.put(row('guest', 'airdrops', 'airdrop-1'));
    expect(await watchedItems(db, 'account:u2')).toEqual([]);
  });
});
