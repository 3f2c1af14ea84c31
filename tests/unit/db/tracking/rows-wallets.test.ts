/** The tracker's rows with wallets and repeating steps (src/db/tracking/rows.ts). */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';

import {
  GUEST_OWNER,
  isTombstone,
  mergeGuestInto,
  NO_SUCH_WALLET,
  ownerOf,
  setRepeat,
  setStep,
  setWatched,
  type TrackedItem,
  trackingRow,
} from '../../../../src/db/tracking/rows';
import { listWallets } from '../../../../src/db/tracking/wallets';
import { trackingRowSchema } from '../../../../src/schemas/tracking';
import { deleteTestDbs, openTestDb } from '../test-db';
import { walletRow } from './wallet-rows';

afterEach(deleteTestDbs);

const ACCOUNT = ownerOf({ id: 'u1' });
const airdrop: TrackedItem = { collection: 'airdrops', itemId: 'a1', name: 'Alpha drop' };
/** Days of December 2026 at local noon, so a period is the same day in every time zone (2 December: ISO week 49). */
const day = (date: number): Date => new Date(2026, 11, date, 12);

const wallet = walletRow({ address: `0x${'11'.repeat(20)}`, updatedAt: day(1).toISOString() });

describe('ticks for a wallet and for a period', () => {
  it('keeps a wallet’s ticks in its own column, apart from the no-wallet ticks', async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut([wallet(), wallet({ id: 'w2', address: `0x${'22'.repeat(20)}` })]);
    await setStep(db, GUEST_OWNER, airdrop, 'task-1', true, day(1));
    await setStep(db, GUEST_OWNER, airdrop, 'task-1', true, day(2), undefined, { walletId: 'w1' });
    await setStep(db, GUEST_OWNER, airdrop, 'task-2', true, day(3), undefined, { walletId: 'w2' });
    await setStep(db, GUEST_OWNER, airdrop, 'task-2', false, day(4), undefined, { walletId: 'w2' });
    const stored = await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1');
    expect(stored).toMatchObject({
      schema: 2,
      watched: true,
      steps: ['task-1'],
      walletSteps: { w1: ['task-1'] },
      updatedAt: day(4).toISOString(),
    });
    expect(v.parse(trackingRowSchema, stored)).toEqual(stored);
  });

  it('stores a repeating step’s tick for the current period, and unticking takes only that one', async () => {
    const db = await openTestDb();
    const daily = { repeat: 'daily' } as const;
    await setStep(db, GUEST_OWNER, airdrop, 'task-3', true, day(1), undefined, daily);
    await setStep(db, GUEST_OWNER, airdrop, 'task-3', true, day(2), undefined, daily);
    await setStep(db, GUEST_OWNER, airdrop, 'task-4', true, day(2), undefined, {
      repeat: 'weekly',
    });
    await setStep(db, GUEST_OWNER, airdrop, 'task-3', false, day(2), undefined, daily);
    expect((await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1'))?.steps).toEqual([
      'task-3@2026-12-01',
      'task-4@2026-W49',
    ]);
  });

  it('refuses a tick for a wallet the owner does not keep, writing nothing', async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut([
      wallet({ id: 'gone', label: '', address: '', removed: true }),
      wallet({ id: 'theirs', owner: ACCOUNT }),
    ]);
    for (const walletId of ['gone', 'theirs', 'never'])
      await expect(
        setStep(db, GUEST_OWNER, airdrop, 'task-1', true, day(1), undefined, { walletId }),
      ).rejects.toThrow(NO_SUCH_WALLET);
    expect(await db.tracking.count()).toBe(0);
  });

  it('sets and clears a step’s own repeat, which watches the item and leaves its ticks', async () => {
    const db = await openTestDb();
    await setStep(db, GUEST_OWNER, airdrop, 'task-3', true, day(1));
    await setRepeat(db, GUEST_OWNER, airdrop, 'task-3', 'daily', day(2));
    await setRepeat(db, GUEST_OWNER, airdrop, 'task-4', 'weekly', day(3));
    expect(await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1')).toMatchObject({
      steps: ['task-3'],
      repeats: { 'task-3': 'daily', 'task-4': 'weekly' },
      updatedAt: day(3).toISOString(),
    });
    await setRepeat(db, GUEST_OWNER, airdrop, 'task-3', null, day(4));
    await setRepeat(db, GUEST_OWNER, airdrop, 'task-4', null, day(5));
    const stored = await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1');
    expect(stored?.repeats).toBeUndefined();
    expect(stored?.watched).toBe(true);
  });

  it('unwatching empties every column and the repeats: a tombstone', async () => {
    const db = await openTestDb();
    await db.wallets.put(wallet());
    await setStep(db, GUEST_OWNER, airdrop, 'task-1', true, day(1), undefined, { walletId: 'w1' });
    await setRepeat(db, GUEST_OWNER, airdrop, 'task-1', 'daily', day(2));
    const after = await setWatched(db, GUEST_OWNER, airdrop, false, day(3));
    expect(after).not.toHaveProperty('walletSteps');
    expect(after).not.toHaveProperty('repeats');
    expect(isTombstone(after)).toBe(true);
  });
});

describe('signing in with wallets', () => {
  it('moves the guest’s wallets to the account, their ticks following, and empties the guest’s', async () => {
    const db = await openTestDb();
    const shared = `0x${'33'.repeat(20)}`;
    await db.wallets.bulkPut([
      wallet({ id: 'g-new', label: 'Guest only' }),
      wallet({ id: 'g-same', label: 'Guest copy', address: shared }),
      wallet({ id: 'g-gone', label: '', address: '', removed: true }),
      wallet({ id: 'a-same', owner: ACCOUNT, label: 'Account copy', address: shared }),
    ]);
    const tick = (owner: string, walletId: string, step: string, minute: number) =>
      setStep(
        db,
        owner,
        airdrop,
        step,
        true,
        new Date(Date.UTC(2026, 0, 1, 0, minute)),
        undefined,
        {
          walletId,
        },
      );
    await tick(ACCOUNT, 'a-same', 'task-1', 1);
    await tick(GUEST_OWNER, 'g-same', 'task-2', 2);
    await tick(GUEST_OWNER, 'g-new', 'task-3', 3);
    await setRepeat(
      db,
      GUEST_OWNER,
      airdrop,
      'task-2',
      'weekly',
      new Date(Date.UTC(2026, 0, 1, 0, 4)),
    );

    await mergeGuestInto(db, ACCOUNT);
    expect((await listWallets(db, ACCOUNT)).map((row) => [row.id, row.label])).toEqual([
      ['a-same', 'Account copy'],
      ['g-new', 'Guest only'],
    ]);
    expect(await db.wallets.where('owner').equals(GUEST_OWNER).count()).toBe(0);
    expect(await trackingRow(db, ACCOUNT, 'airdrops', 'a1')).toMatchObject({
      walletSteps: { 'a-same': ['task-1', 'task-2'], 'g-new': ['task-3'] },
      repeats: { 'task-2': 'weekly' },
    });
  });

  it('drops the guest’s ticks for a wallet the account has removed', async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut([
      wallet({ id: 'w1' }),
      wallet({ id: 'w1', owner: ACCOUNT, label: '', address: '', removed: true }),
    ]);
    await setStep(db, GUEST_OWNER, airdrop, 'task-1', true, day(1), undefined, { walletId: 'w1' });
    await mergeGuestInto(db, ACCOUNT);
    expect(await listWallets(db, ACCOUNT)).toEqual([]);
    expect((await trackingRow(db, ACCOUNT, 'airdrops', 'a1'))?.walletSteps).toBeUndefined();
  });
});
