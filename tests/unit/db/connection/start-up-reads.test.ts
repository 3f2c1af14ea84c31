/**
 * Reads made while start-up fills a new database (src/db/connection/app-db.ts): a route data preload starts
 * before start-up has checked the tables, so on a new visitor's first visit it would read them
 * empty, and the list would say "No signals yet" until its live query answered again.
 * `readOnceFilled` reads again once start-up has filled that collection; the seeds load while
 * IndexedDB creates the tables.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { seedData } from '../../../../seeds';
import { readListWindow } from '../../../../src/db/records/list-pages';
import type { SeedData } from '../../../../src/db/seeding/fill-empty';
import { DB_NAME } from '../../../../src/db/storage/keys';

/** A fresh app-db module: its start-up state is per page. */
async function freshDataLayer() {
  vi.resetModules();
  return import('../../../../src/db/connection/app-db');
}

const firstPage = {
  collection: 'signals',
  sortBy: 'timestamp',
  direction: 'desc',
  pageSize: 5,
} as const;

function deleteAppDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

let closeOpened: (() => void)[] = [];

beforeEach(async () => {
  await deleteAppDatabase();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(async () => {
  closeOpened.forEach((close) => close());
  closeOpened = [];
  vi.restoreAllMocks();
  await deleteAppDatabase();
});

describe('reads made while start-up fills the database', () => {
  it('answers with the seeded rows on a first visit, where a plain read made at the same moment sees none', async () => {
    const { appDb, startDataLayer, readOnceFilled } = await freshDataLayer();
    closeOpened.push(() => appDb.close());
    const starting = startDataLayer(() => Promise.resolve(seedData));

    const plain = readListWindow(appDb, firstPage, 5);
    const filled = readOnceFilled('signals', () => readListWindow(appDb, firstPage, 5));

    expect((await plain).rows).toHaveLength(0);
    expect((await filled).rows).toHaveLength(5);
    expect((await starting).fromSeeds).toContain('signals');
  });

  it('reads once on a repeat visit, where start-up fills nothing', async () => {
    const first = await freshDataLayer();
    await first.startDataLayer(() => Promise.resolve(seedData));
    first.appDb.close();

    const { appDb, startDataLayer, readOnceFilled } = await freshDataLayer();
    closeOpened.push(() => appDb.close());
    const starting = startDataLayer(() =>
      Promise.reject(new Error('seeds are not needed on a repeat visit')),
    );
    const read = vi.fn(() => readListWindow(appDb, firstPage, 5));

    expect((await readOnceFilled('signals', read)).rows).toHaveLength(5);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await starting).toEqual({ fromSeeds: [], fromEnvelopes: [] });
  });

  it('passes the read on as it is when start-up fails', async () => {
    const { readOnceFilled } = await freshDataLayer(); // never started: whenDataReady rejects
    const read = vi.fn(() => Promise.resolve('rows'));

    expect(await readOnceFilled('signals', read)).toBe('rows');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('loads the seeds once, while a new database is being created rather than after the open', async () => {
    const { appDb, startDataLayer } = await freshDataLayer();
    closeOpened.push(() => appDb.close());
    performance.clearMarks();
    let askedWhileOpening: boolean | undefined;
    const loadSeeds = vi.fn((): Promise<SeedData> => {
      askedWhileOpening ??= performance.getEntriesByName('alphascout:database-open').length === 0;
      return Promise.resolve(seedData);
    });

    const result = await startDataLayer(loadSeeds);

    expect(loadSeeds).toHaveBeenCalledTimes(1);
    expect(askedWhileOpening).toBe(true);
    expect(result.fromSeeds).toContain('signals');
  });
});
