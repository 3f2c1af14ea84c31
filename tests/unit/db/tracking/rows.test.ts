import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';

import {
  collectionRows,
  countWatched,
  GUEST_OWNER,
  isTombstone,
  mergeGuestInto,
  mergeTrackingRows,
  ownerOf,
  setNote,
  setStep,
  setWatched,
  type TrackedItem,
  trackingRow,
  watchedRows,
} from '../../../../src/db/tracking/rows';
import {
  MAX_NOTE_LENGTH,
  type TrackingRow,
  trackingRowSchema,
} from '../../../../src/schemas/tracking';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

const ACCOUNT = ownerOf({ id: 'u1' });
const airdrop: TrackedItem = {
  collection: 'airdrops',
  itemId: 'a1',
  name: 'Alpha drop',
  image: '/images/a.png',
};
const testnet: TrackedItem = { collection: 'testnets', itemId: 't1', name: 'Beta net' };
const at = (minute: number): Date => new Date(Date.UTC(2026, 0, 1, 0, minute));

function row(overrides: Partial<TrackingRow>): TrackingRow {
  return {
    owner: GUEST_OWNER,
    collection: 'airdrops',
    itemId: 'a1',
    watched: true,
    steps: [],
    note: '',
    updatedAt: at(0).toISOString(),
    name: 'Alpha drop',
    ...overrides,
  };
}

describe('tracker data operations', () => {
  it('watches and unwatches, leaving an emptied row (a tombstone) with a newer updatedAt', async () => {
    const db = await openTestDb();
    await setWatched(db, GUEST_OWNER, airdrop, true, at(1));
    await setStep(db, GUEST_OWNER, airdrop, 'task-1', true, at(2));
    await setNote(db, GUEST_OWNER, airdrop, 'wallet B', at(3));
    expect(await countWatched(db, GUEST_OWNER)).toBe(1);

    const after = await setWatched(db, GUEST_OWNER, airdrop, false, at(4));
    expect(after).toMatchObject({
      watched: false,
      steps: [],
      note: '',
      updatedAt: at(4).toISOString(),
      name: 'Alpha drop',
    });
    expect(isTombstone(after)).toBe(true);
    expect(await countWatched(db, GUEST_OWNER)).toBe(0);
    expect(await watchedRows(db, GUEST_OWNER)).toEqual([]);
    expect(await db.tracking.count()).toBe(1);
  });

  it('checking a step watches the item; unchecking removes only that step', async () => {
    const db = await openTestDb();
    await setStep(db, GUEST_OWNER, airdrop, 's1', true, at(1));
    await setStep(db, GUEST_OWNER, airdrop, 's2', true, at(2));
    const stored = await setStep(db, GUEST_OWNER, airdrop, 's1', false, at(3));
    expect(stored).toMatchObject({ watched: true, steps: ['s2'] });
    expect(v.parse(trackingRowSchema, stored)).toEqual(stored);
  });

  it('a step stored under a former key is stored under its new one when ticked, and goes when unticked', async () => {
    const db = await openTestDb();
    await setStep(db, GUEST_OWNER, testnet, 'r0', true, at(1));
    await setStep(db, GUEST_OWNER, testnet, 'r1', true, at(2));
    expect((await setStep(db, GUEST_OWNER, testnet, 'r~run', true, at(3), 'r0')).steps).toEqual([
      'r1',
      'r~run',
    ]);
    expect((await setStep(db, GUEST_OWNER, testnet, 'r~bug', false, at(4), 'r1')).steps).toEqual([
      'r~run',
    ]);
  });

  it('keeps the note as plain text, cut to 2,000 characters, and a note watches the item', async () => {
    const db = await openTestDb();
    const hostile = '<img src=x onerror=alert(1)>';
    await setNote(db, GUEST_OWNER, testnet, hostile, at(1));
    expect(await trackingRow(db, GUEST_OWNER, 'testnets', 't1')).toMatchObject({
      note: hostile,
      watched: true,
    });
    const long = await setNote(db, GUEST_OWNER, testnet, 'x'.repeat(2500), at(2));
    expect(long.note).toHaveLength(2000);
  });

  it('stores blank space typed on an unwatched item as no note: it neither watches the item nor waits to be shown once watched', async () => {
    const db = await openTestDb();
    expect(await setNote(db, GUEST_OWNER, testnet, ' \n\t', at(1))).toMatchObject({
      watched: false,
      note: '',
    });
    expect((await setWatched(db, GUEST_OWNER, testnet, true, at(2))).note).toBe('');
    expect((await setNote(db, GUEST_OWNER, testnet, '  ', at(3))).note).toBe('  ');
  });

  it('remembers the item name and image of the last change', async () => {
    const db = await openTestDb();
    await setWatched(db, GUEST_OWNER, airdrop, true, at(1));
    await setStep(db, GUEST_OWNER, { ...airdrop, name: 'Alpha drop v2' }, 's1', true, at(2));
    expect(await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1')).toMatchObject({
      name: 'Alpha drop v2',
      image: '/images/a.png',
    });
  });

  it('keeps owners apart: the account and the guest each see their own rows', async () => {
    const db = await openTestDb();
    await setWatched(db, GUEST_OWNER, airdrop, true, at(1));
    await setWatched(db, ACCOUNT, testnet, true, at(2));
    expect((await watchedRows(db, GUEST_OWNER)).map((r) => r.itemId)).toEqual(['a1']);
    expect((await watchedRows(db, ACCOUNT)).map((r) => r.itemId)).toEqual(['t1']);
  });
});

describe('collectionRows', () => {
  it("reads one owner's rows of one collection, tombstones left out, whatever the neighbouring keys", async () => {
    const db = await openTestDb();
    await db.tracking.bulkPut([
      row({ itemId: 'a1' }),
      row({ itemId: 'a2', watched: false, steps: ['s1'] }),
      row({ itemId: 'a3', watched: false }),
      row({ itemId: '' }),
      row({ itemId: 'a1', collection: 'testnets' }),
      row({ itemId: 'a1', collection: 'academy' }),
      row({ itemId: 'a4', owner: ACCOUNT }),
      row({ itemId: 'a5', owner: `${GUEST_OWNER}x` }),
    ]);
    const rows = await collectionRows(db, GUEST_OWNER, 'airdrops');
    expect(rows.map((stored) => stored.itemId).sort()).toEqual(['', 'a1', 'a2']);
    expect(await collectionRows(db, ACCOUNT, 'airdrops')).toEqual([
      row({ itemId: 'a4', owner: ACCOUNT }),
    ]);
    expect(await collectionRows(db, ACCOUNT, 'testnets')).toEqual([]);
  });
});

describe('mergeTrackingRows', () => {
  it('takes new keys and strictly newer rows, keeps stored rows on a tie or when older', () => {
    const stored = [
      row({ itemId: 'a1', updatedAt: at(5).toISOString(), note: 'stored' }),
      row({ itemId: 'a2', updatedAt: at(5).toISOString() }),
    ];
    const incoming = [
      row({ itemId: 'a1', updatedAt: at(6).toISOString(), note: 'newer' }),
      row({ itemId: 'a2', updatedAt: at(5).toISOString(), note: 'tie' }),
      row({ itemId: 'a3', updatedAt: at(1).toISOString() }),
    ];
    expect(mergeTrackingRows(stored, incoming).map((r) => [r.itemId, r.note])).toEqual([
      ['a1', 'newer'],
      ['a3', ''],
    ]);
  });

  it('an older row never revives a tombstone', () => {
    const tombstone = row({ watched: false, updatedAt: at(9).toISOString() });
    expect(
      mergeTrackingRows([tombstone], [row({ watched: true, updatedAt: at(3).toISOString() })]),
    ).toEqual([]);
  });

  it('among incoming duplicates the newest wins', () => {
    const merged = mergeTrackingRows(
      [],
      [
        row({ note: 'old', updatedAt: at(1).toISOString() }),
        row({ note: 'new', updatedAt: at(2).toISOString() }),
        row({ note: 'older', updatedAt: at(0).toISOString() }),
      ],
    );
    expect(merged.map((r) => r.note)).toEqual(['new']);
  });
});

describe('signing in merges the guest tracker', () => {
  it('adds guest rows into the account, keeping both notes where they differ, and empties the guest tracker', async () => {
    const db = await openTestDb();
    await setNote(db, ACCOUNT, airdrop, 'account, older', at(1));
    await setNote(db, GUEST_OWNER, airdrop, 'guest, newer', at(2));
    await setNote(db, ACCOUNT, testnet, 'same words', at(5));
    await setNote(db, GUEST_OWNER, testnet, 'same words', at(3));
    await setWatched(
      db,
      GUEST_OWNER,
      { collection: 'signals', itemId: 's1', name: 'BTC' },
      true,
      at(4),
    );

    expect(await mergeGuestInto(db, ACCOUNT)).toBe(3);
    const rows = await watchedRows(db, ACCOUNT);
    expect(Object.fromEntries(rows.map((r) => [r.itemId, r.note]))).toEqual({
      a1: 'account, older\n\nguest, newer',
      t1: 'same words',
      s1: '',
    });
    expect(rows.every((r) => r.owner === ACCOUNT)).toBe(true);
    expect(await db.tracking.where('owner').equals(GUEST_OWNER).count()).toBe(0);
  });

  it("a newer bare watch by the guest keeps the account's ticks and note, and adds the guest's ticks", async () => {
    const db = await openTestDb();
    await setStep(db, ACCOUNT, airdrop, 'task-1', true, at(1));
    await setStep(db, ACCOUNT, airdrop, 'task-2', true, at(2));
    await setNote(db, ACCOUNT, airdrop, 'two of three done', at(3));
    await setWatched(db, GUEST_OWNER, { ...airdrop, name: 'Renamed since' }, true, at(5));
    await setStep(db, GUEST_OWNER, testnet, 'req-1', true, at(6));
    await setStep(db, ACCOUNT, testnet, 'req-2', true, at(4));

    await mergeGuestInto(db, ACCOUNT);
    const mergedAirdrop = await trackingRow(db, ACCOUNT, airdrop.collection, airdrop.itemId);
    expect(mergedAirdrop).toMatchObject({
      watched: true,
      steps: ['task-1', 'task-2'],
      note: 'two of three done',
      name: 'Renamed since',
      updatedAt: at(5).toISOString(),
    });
    expect((await trackingRow(db, ACCOUNT, testnet.collection, testnet.itemId))?.steps).toEqual([
      'req-2',
      'req-1',
    ]);
  });

  it("the guest unwatching an item does not unwatch the account's, nor does an unwatched guest row add to it", async () => {
    const db = await openTestDb();
    await setNote(db, ACCOUNT, testnet, 'keep me', at(1));
    await setWatched(db, GUEST_OWNER, testnet, true, at(2));
    await setWatched(db, GUEST_OWNER, testnet, false, at(3));
    // A note of spaces alone leaves a row unwatched and not empty: it is not the guest's tracking.
    await setNote(db, GUEST_OWNER, testnet, '   ', at(4));

    expect(await mergeGuestInto(db, ACCOUNT)).toBe(0);
    expect(await trackingRow(db, ACCOUNT, testnet.collection, testnet.itemId)).toMatchObject({
      watched: true,
      note: 'keep me',
      updatedAt: at(1).toISOString(),
    });
    expect(await db.tracking.where('owner').equals(GUEST_OWNER).count()).toBe(0);
  });

  it('two long notes joined are cut to the limit, the older one cut so the newer stays whole', async () => {
    const db = await openTestDb();
    await setNote(db, ACCOUNT, airdrop, 'a'.repeat(1500), at(1));
    await setNote(db, GUEST_OWNER, airdrop, 'b'.repeat(1500), at(2));
    await mergeGuestInto(db, ACCOUNT);
    const note = (await trackingRow(db, ACCOUNT, airdrop.collection, airdrop.itemId))?.note ?? '';
    expect(note).toHaveLength(MAX_NOTE_LENGTH);
    expect(note).toBe(`${'a'.repeat(MAX_NOTE_LENGTH - 1502)}\n\n${'b'.repeat(1500)}`);
  });

  it('signing out shows the (now empty) guest tracker and nothing of the account is lost', async () => {
    const db = await openTestDb();
    await setWatched(db, GUEST_OWNER, airdrop, true, at(1));
    await mergeGuestInto(db, ACCOUNT);
    expect(await countWatched(db, ownerOf(null))).toBe(0);
    expect(await countWatched(db, ownerOf({ id: 'u1' }))).toBe(1);
    expect(await mergeGuestInto(db, GUEST_OWNER)).toBe(0);
  });
});
