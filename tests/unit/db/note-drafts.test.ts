import { afterEach, describe, expect, it } from 'vitest';
import { NOTE_DRAFTS_KEY, dropNoteDraft, keepNoteDraft, storeNoteDrafts } from '../../../src/db/note-drafts';
import { setNote, setWatched, trackingRow, type TrackedItem } from '../../../src/db/tracking';
import { deleteTestDbs, openTestDb } from './test-db';

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

const AIRDROP: TrackedItem = { collection: 'airdrops', itemId: 'airdrop-zephyr', name: 'Zephyr', image: '/images/z.png' };
const SIGNAL: TrackedItem = { collection: 'signals', itemId: 'sig-1', name: 'Bitcoin (BTC)' };
const at = (time: string) => new Date(`2026-11-26T${time}Z`);

describe('note drafts', () => {
  it('stores on the next start a note typed just before the page went away', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    await setNote(db, 'guest', AIRDROP, 'old note', at('10:00:00'));
    keepNoteDraft(storage, 'guest', AIRDROP, 'old note, and the wallet', at('10:05:00'));
    keepNoteDraft(storage, 'account:7', SIGNAL, 'entry at 60k', at('10:05:01'));

    expect(await storeNoteDrafts(db, storage)).toBe(2);
    expect(await trackingRow(db, 'guest', 'airdrops', 'airdrop-zephyr')).toMatchObject({ note: 'old note, and the wallet', watched: true, name: 'Zephyr', image: '/images/z.png', updatedAt: '2026-11-26T10:05:00.000Z' });
    expect(await trackingRow(db, 'account:7', 'signals', 'sig-1')).toMatchObject({ note: 'entry at 60k', watched: true });
    expect(storage.getItem(NOTE_DRAFTS_KEY)).toBeNull();
    expect(await storeNoteDrafts(db, storage)).toBe(0);
  });

  it('keeps one draft per item, the last text typed', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    for (const [index, text] of ['a', 'ab', 'abc'].entries()) keepNoteDraft(storage, 'guest', AIRDROP, text, at(`10:00:0${index}`));
    expect(JSON.parse(storage.getItem(NOTE_DRAFTS_KEY) ?? '[]')).toHaveLength(1);
    await storeNoteDrafts(db, storage);
    expect((await trackingRow(db, 'guest', 'airdrops', 'airdrop-zephyr'))?.note).toBe('abc');
  });

  it('is dropped once its text is stored, and not when newer text was typed since', () => {
    const storage = memoryStorage();
    keepNoteDraft(storage, 'guest', AIRDROP, 'ab', at('10:00:00'));
    dropNoteDraft(storage, 'guest', AIRDROP, 'a');
    expect(storage.getItem(NOTE_DRAFTS_KEY)).not.toBeNull();
    dropNoteDraft(storage, 'guest', AIRDROP, 'ab');
    expect(storage.getItem(NOTE_DRAFTS_KEY)).toBeNull();
  });

  it('leaves a row changed after the draft was typed as it is (another tab, or an unwatch)', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    keepNoteDraft(storage, 'guest', AIRDROP, 'typed first', at('10:00:00'));
    await setWatched(db, 'guest', AIRDROP, false, at('10:00:01'));
    expect(await storeNoteDrafts(db, storage)).toBe(0);
    expect(await trackingRow(db, 'guest', 'airdrops', 'airdrop-zephyr')).toMatchObject({ watched: false, note: '' });
    expect(storage.getItem(NOTE_DRAFTS_KEY)).toBeNull();
  });

  it('ignores what is not a draft: broken JSON, other shapes, a note over the limit', async () => {
    const db = await openTestDb();
    const storage = memoryStorage();
    storage.setItem(NOTE_DRAFTS_KEY, '{nope');
    expect(await storeNoteDrafts(db, storage)).toBe(0);
    storage.setItem(NOTE_DRAFTS_KEY, JSON.stringify([{ owner: 'guest' }, { owner: 'guest', item: { ...SIGNAL, collection: 'users' }, note: 'x', typedAt: '2026-11-26T10:00:00Z' }, { owner: 'guest', item: SIGNAL, note: 'x'.repeat(2001), typedAt: '2026-11-26T10:00:00Z' }]));
    expect(await storeNoteDrafts(db, storage)).toBe(0);
    keepNoteDraft(storage, 'guest', SIGNAL, 'kept', at('10:00:00'));
    expect(await storeNoteDrafts(db, storage)).toBe(1);
  });
});
