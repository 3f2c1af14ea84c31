import { afterEach, describe, expect, it } from 'vitest';

import {
  dropNoteDraft,
  keepNoteDraft,
  NOTE_DRAFT_PREFIX,
  storeNoteDrafts,
} from '../../../../src/db/tracking/note-drafts';
import {
  setNote,
  setStep,
  setWatched,
  type TrackedItem,
  trackingRow,
} from '../../../../src/db/tracking/rows';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

/** A Storage kept in memory, as a page's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const drafts = (storage: Storage): string[] =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter((key) =>
    key.startsWith(NOTE_DRAFT_PREFIX),
  );

const AIRDROP: TrackedItem = {
  collection: 'airdrops',
  itemId: 'airdrop-zephyr',
  name: 'Zephyr',
  image: '/images/z.png',
};
const SIGNAL: TrackedItem = { collection: 'signals', itemId: 'sig-1', name: 'Bitcoin (BTC)' };
const at = (time: string) => new Date(`2026-11-26T${time}Z`);

describe('note drafts', () => {
  it('stores on the next start a note typed just before the page went away', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    await setNote(db, 'guest', AIRDROP, 'old note', at('10:00:00'));
    keepNoteDraft(
      storage,
      'guest',
      AIRDROP,
      'old note, and the wallet',
      'old note',
      at('10:05:00'),
    );
    keepNoteDraft(storage, 'account:7', SIGNAL, 'entry at 60k', '', at('10:05:01'));

    expect(await storeNoteDrafts(db, storage, at('11:00:00'))).toBe(2);
    expect(await trackingRow(db, 'guest', 'airdrops', 'airdrop-zephyr')).toMatchObject({
      note: 'old note, and the wallet',
      watched: true,
      name: 'Zephyr',
      image: '/images/z.png',
      updatedAt: '2026-11-26T11:00:00.000Z',
    });
    expect(await trackingRow(db, 'account:7', 'signals', 'sig-1')).toMatchObject({
      note: 'entry at 60k',
      watched: true,
    });
    expect(drafts(storage)).toEqual([]);
    expect(await storeNoteDrafts(db, storage)).toBe(0);
  });

  it('keeps one draft per item, the last text typed, each item under its own key', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    for (const [index, text] of ['a', 'ab', 'abc'].entries())
      keepNoteDraft(storage, 'guest', AIRDROP, text, '', at(`10:00:0${index}`));
    keepNoteDraft(storage, 'guest', SIGNAL, 'other', '', at('10:00:05'));
    expect(drafts(storage)).toHaveLength(2);
    await storeNoteDrafts(db, storage);
    expect((await trackingRow(db, 'guest', 'airdrops', 'airdrop-zephyr'))?.note).toBe('abc');
  });

  it('is dropped once its text is stored, not when newer text was typed since, and whatever it holds when asked', () => {
    const storage = memoryStorage();
    keepNoteDraft(storage, 'guest', AIRDROP, 'ab', '', at('10:00:00'));
    dropNoteDraft(storage, 'guest', AIRDROP, 'a');
    expect(drafts(storage)).toHaveLength(1);
    dropNoteDraft(storage, 'guest', AIRDROP, 'ab');
    expect(drafts(storage)).toEqual([]);
    keepNoteDraft(storage, 'guest', AIRDROP, 'xyz', '', at('10:00:00'));
    dropNoteDraft(storage, 'guest', AIRDROP);
    expect(drafts(storage)).toEqual([]);
  });

  it('is stored when only a step was ticked after it, not when the note changed or the item was unwatched since', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    await setNote(db, 'guest', AIRDROP, 'wallet A', at('09:00:00'));
    keepNoteDraft(storage, 'guest', AIRDROP, 'wallet A, bridge done', 'wallet A', at('10:00:00'));
    await setStep(db, 'guest', AIRDROP, 't1', true, at('10:00:01'));
    expect(await storeNoteDrafts(db, storage)).toBe(1);
    expect(await trackingRow(db, 'guest', 'airdrops', 'airdrop-zephyr')).toMatchObject({
      note: 'wallet A, bridge done',
      steps: ['t1'],
    });

    keepNoteDraft(storage, 'guest', AIRDROP, 'typed here', 'wallet A, bridge done', at('10:10:00'));
    await setNote(db, 'guest', AIRDROP, 'written in another tab', at('10:10:01'));
    keepNoteDraft(storage, 'guest', SIGNAL, 'typed first', '', at('10:10:00'));
    await setWatched(db, 'guest', SIGNAL, false, at('10:10:01'));
    expect(await storeNoteDrafts(db, storage)).toBe(0);
    expect((await trackingRow(db, 'guest', 'airdrops', 'airdrop-zephyr'))?.note).toBe(
      'written in another tab',
    );
    expect(await trackingRow(db, 'guest', 'signals', 'sig-1')).toMatchObject({
      watched: false,
      note: '',
    });
    expect(drafts(storage)).toEqual([]);
  });

  it('drops what is not a draft: broken JSON, other shapes, a note over the limit', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    storage.setItem(`${NOTE_DRAFT_PREFIX}a`, '{nope');
    storage.setItem(`${NOTE_DRAFT_PREFIX}b`, JSON.stringify({ owner: 'guest' }));
    storage.setItem(
      `${NOTE_DRAFT_PREFIX}c`,
      JSON.stringify({
        owner: 'guest',
        item: { ...SIGNAL, collection: 'users' },
        note: 'x',
        base: '',
        typedAt: '2026-11-26T10:00:00Z',
      }),
    );
    storage.setItem(
      `${NOTE_DRAFT_PREFIX}d`,
      JSON.stringify({
        owner: 'guest',
        item: SIGNAL,
        note: 'x'.repeat(2001),
        base: '',
        typedAt: '2026-11-26T10:00:00Z',
      }),
    );
    storage.setItem('alphascout:session', 'not ours');
    keepNoteDraft(storage, 'guest', SIGNAL, 'kept', '', at('10:00:00'));
    expect(await storeNoteDrafts(db, storage)).toBe(1);
    expect(drafts(storage)).toEqual([]);
    expect(storage.getItem('alphascout:session')).toBe('not ours');
  });

  it('keeps a draft whose write failed, for the next start', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    keepNoteDraft(storage, 'guest', SIGNAL, 'kept for later', '', at('10:00:00'));
    db.close();
    await expect(storeNoteDrafts(db, storage)).rejects.toThrow();
    expect(drafts(storage)).toHaveLength(1);
  });
});
