/**
 * The read-only fallback's in-memory IndexedDB answers every query the screens make exactly as a
 * real IndexedDB does (fake-indexeddb here), and refuses writes once frozen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlphaScoutDb } from '../../../src/db/database';
import { STORAGE_UNAVAILABLE } from '../../../src/db/data-status';
import { readListPage, type ListCursor, type ListPage, type ListQuery } from '../../../src/db/list-queries';
import { MemoryIdbFactory } from '../../../src/db/memory-idb';
import { readHighlights, recordByRouteKey } from '../../../src/db/queries';
import { putRecords } from '../../../src/db/repository';
import { fillEmptyCollections } from '../../../src/db/seeding';
import { COLLECTION_NAMES, type CollectionName } from '../../../src/schemas/registry';
import { seedData } from '../../../seeds';
import { deleteTestDbs, openTestDb } from './test-db';

afterEach(deleteTestDbs);

/** Rows per collection. */
async function countCollections(db: AlphaScoutDb): Promise<Record<CollectionName, number>> {
  const counts = await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await db.table(name).count()] as const));
  return Object.fromEntries(counts) as Record<CollectionName, number>;
}

async function both(): Promise<{ real: AlphaScoutDb; memory: AlphaScoutDb; factory: MemoryIdbFactory }> {
  const real = await openTestDb();
  const factory = new MemoryIdbFactory();
  const memory = new AlphaScoutDb('alphascout', { indexedDB: factory as unknown as IDBFactory, IDBKeyRange });
  await memory.open();
  for (const db of [real, memory]) await fillEmptyCollections(db, { storage: null, loadSeeds: () => Promise.resolve(seedData), log: vi.fn() });
  return { real, memory, factory };
}

const LIST_QUERIES: ListQuery<CollectionName>[] = [
  { collection: 'signals', sortBy: 'score', direction: 'desc', pageSize: 5 },
  { collection: 'signals', sortBy: 'timestamp', direction: 'asc', equals: { status: 'Active' }, pageSize: 3 },
  { collection: 'giveaways', sortBy: 'endDate', direction: 'asc', range: { from: '2026-01-01T00:00:00.000Z' }, pageSize: 4 },
  { collection: 'nftProjects', sortBy: 'name', direction: 'asc', equals: { status: 'upcoming' }, pageSize: 2 },
  { collection: 'blogPosts', sortBy: 'publishedAt', direction: 'desc', pageSize: 4, where: (post) => (post as { featured?: boolean }).featured !== true },
  { collection: 'links', sortBy: 'name', direction: 'desc', pageSize: 6 },
];

describe('the in-memory IndexedDB of the read-only fallback', () => {
  it('holds the same data and counts after start-up fills it', async () => {
    const { real, memory } = await both();
    expect(await countCollections(memory)).toEqual(await countCollections(real));
  });

  it.each(LIST_QUERIES)('pages $collection by $sortBy ($direction) exactly like IndexedDB', async (query) => {
    const { real, memory } = await both();
    let realCursor: ListCursor | null = null;
    let memoryCursor: ListCursor | null = null;
    for (let page = 0; page < 4; page += 1) {
      const [a, b]: [ListPage<unknown>, ListPage<unknown>] = await Promise.all([readListPage(real, { ...query, cursor: realCursor }), readListPage(memory, { ...query, cursor: memoryCursor })]);
      if (page === 0) expect(a.rows.length).toBeGreaterThan(0);
      expect(b).toEqual(a);
      if (!a.next) break;
      realCursor = a.next;
      memoryCursor = b.next;
    }
  });

  it('answers the home highlights, route keys and slugs like IndexedDB', async () => {
    const { real, memory } = await both();
    const now = new Date('2026-06-01T00:00:00.000Z');
    expect(await readHighlights(memory, now)).toEqual(await readHighlights(real, now));
    expect(await recordByRouteKey(memory, 'signals', 'sig-btc-breakout')).toEqual(await recordByRouteKey(real, 'signals', 'sig-btc-breakout'));
    const slug = seedData.academy[0]?.slug ?? '';
    expect(await recordByRouteKey(memory, 'academy', slug)).toEqual(await recordByRouteKey(real, 'academy', slug));
    expect(await recordByRouteKey(memory, 'news', 'no-such-id')).toBeUndefined();
  });

  it('refuses every write once frozen, and keeps the data as it was', async () => {
    const { memory, factory } = await both();
    factory.frozen = true;
    const btc = await recordByRouteKey(memory, 'signals', 'sig-btc-breakout');
    await expect(putRecords(memory, 'signals', [{ ...btc, name: 'Changed' }])).rejects.toThrow(STORAGE_UNAVAILABLE);
    expect(await recordByRouteKey(memory, 'signals', 'sig-btc-breakout')).toEqual(btc);
  });
});
