import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AlphaScoutDb } from '../../../../src/db/connection/database';
import { writeEnvelope } from '../../../../src/db/envelope/store';
import {
  fetchSeedData,
  fillEmptyCollections,
  type SeedData,
} from '../../../../src/db/seeding/fill-empty';
import { SEED_REFERENCE_DAY, shiftSeedDates } from '../../../../src/db/seeding/seed-dates';
import { backupKey, envelopeKey } from '../../../../src/db/storage/keys';
import { COLLECTION_NAMES, type CollectionName } from '../../../../src/schemas/registry';
import { makeRecords, makeSeedData } from '../../fixtures';
import { MemoryStorage } from '../../memory-storage';
import { encodeEnvelope } from '../envelope/test-envelope';
import { exportAll } from '../test-db';
import { deleteTestDbs, openTestDb } from '../test-db';

const STORED_AT = new Date('2025-02-01T00:00:00.000Z');

afterEach(deleteTestDbs);

/** Seeds are records numbered 1 and 2; envelopes in these tests hold records numbered from 101. */
function seedLoader(data: SeedData = makeSeedData()): {
  loadSeeds: () => Promise<SeedData>;
  calls: () => number;
} {
  const loadSeeds = vi.fn(() => Promise.resolve(data));
  return { loadSeeds, calls: () => loadSeeds.mock.calls.length };
}

async function ids(db: AlphaScoutDb, collection: CollectionName): Promise<unknown[]> {
  return db.table(collection).toCollection().primaryKeys();
}

async function counts(db: AlphaScoutDb): Promise<Record<CollectionName, number>> {
  const entries = await Promise.all(
    COLLECTION_NAMES.map(async (name) => [name, await db.table(name).count()] as const),
  );
  return Object.fromEntries(entries) as Record<CollectionName, number>;
}

const others = (...except: CollectionName[]): CollectionName[] =>
  COLLECTION_NAMES.filter((name) => !except.includes(name));

describe('first start (filling empty collections)', () => {
  it('fills every table from the seeds when the database is empty and no envelope is stored', async () => {
    const db = await openTestDb();
    const seeds = makeSeedData();
    const { loadSeeds, calls } = seedLoader(seeds);

    const result = await fillEmptyCollections(db, {
      storage: new MemoryStorage(),
      loadSeeds,
      log: vi.fn(),
    });

    expect(result).toEqual({ fromEnvelopes: [], fromSeeds: [...COLLECTION_NAMES] });
    expect(calls()).toBe(1);
    expect(await exportAll(db)).toEqual(seeds);
  });

  it('fills every table from the seeds when localStorage is unavailable', async () => {
    const db = await openTestDb();
    const { loadSeeds } = seedLoader();
    const result = await fillEmptyCollections(db, { storage: null, loadSeeds, log: vi.fn() });
    expect(result.fromSeeds).toEqual([...COLLECTION_NAMES]);
    expect(await exportAll(db)).toEqual(makeSeedData());
  });

  it('migrates collections that have an envelope from it, and seeds the others', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    const legacySignals = makeRecords('signals', 3, 101);
    const legacyPosts = makeRecords('blogPosts', 1, 101);
    writeEnvelope(storage, 'signals', legacySignals, STORED_AT);
    writeEnvelope(storage, 'blogPosts', legacyPosts, STORED_AT);
    const { loadSeeds, calls } = seedLoader();

    const result = await fillEmptyCollections(db, { storage, loadSeeds, log: vi.fn() });

    expect(result.fromEnvelopes).toEqual(['signals', 'blogPosts']);
    expect(result.fromSeeds).toEqual(others('signals', 'blogPosts'));
    expect(calls()).toBe(1);
    expect(await db.table('signals').toArray()).toEqual(legacySignals);
    expect(await db.table('blogPosts').toArray()).toEqual(legacyPosts);
    expect(await ids(db, 'airdrops')).toEqual(['airdrop-1', 'airdrop-2']);
  });

  it('migrates an envelope that holds an empty list as an empty table, without seeding it', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    writeEnvelope(storage, 'news', [], STORED_AT);
    const result = await fillEmptyCollections(db, {
      storage,
      loadSeeds: seedLoader().loadSeeds,
      log: vi.fn(),
    });
    expect(result.fromEnvelopes).toEqual(['news']);
    expect(await db.table('news').count()).toBe(0);
  });

  it('does not load the seeds when every empty table has an envelope', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    const stored = makeSeedData(1, 101);
    for (const name of COLLECTION_NAMES) writeEnvelope(storage, name, stored[name], STORED_AT);
    const { loadSeeds, calls } = seedLoader();

    const result = await fillEmptyCollections(db, { storage, loadSeeds, log: vi.fn() });

    expect(calls()).toBe(0);
    expect(result).toEqual({ fromEnvelopes: [...COLLECTION_NAMES], fromSeeds: [] });
    expect(await exportAll(db)).toEqual(stored);
  });

  it('uses the backup copy when the main copy is corrupt, and deletes the corrupt copy', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    const backup = makeRecords('airdrops', 2, 101);
    storage.setItem(envelopeKey('airdrops'), 'corrupt!');
    storage.setItem(backupKey('airdrops'), encodeEnvelope(backup, STORED_AT));
    const log = vi.fn();

    const result = await fillEmptyCollections(db, {
      storage,
      loadSeeds: seedLoader().loadSeeds,
      log,
    });

    expect(result.fromEnvelopes).toEqual(['airdrops']);
    expect(await db.table('airdrops').toArray()).toEqual(backup);
    expect(storage.getItem(envelopeKey('airdrops'))).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('alphascout:airdrops'));
  });

  it('deletes both copies and uses the seeds when both copies are corrupt', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    storage.setItem(envelopeKey('testnets'), 'corrupt!');
    storage.setItem(
      backupKey('testnets'),
      encodeEnvelope([{ id: 'testnet-101', name: 'missing every other field' }], STORED_AT),
    );
    const log = vi.fn();

    const result = await fillEmptyCollections(db, {
      storage,
      loadSeeds: seedLoader().loadSeeds,
      log,
    });

    expect(result.fromSeeds).toContain('testnets');
    expect(result.fromEnvelopes).toEqual([]);
    expect(await ids(db, 'testnets')).toEqual(['testnet-1', 'testnet-2']);
    expect(storage.length).toBe(0);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('does not touch a table that already has data, even when an envelope for it is stored', async () => {
    const db = await openTestDb();
    const existing = makeRecords('signals', 1, 500);
    await db.table('signals').bulkPut(existing);
    const storage = new MemoryStorage();
    writeEnvelope(storage, 'signals', makeRecords('signals', 3, 101), STORED_AT);
    storage.setItem(envelopeKey('users'), 'corrupt but irrelevant');
    await db.table('users').bulkPut(makeRecords('users', 1, 500));

    const result = await fillEmptyCollections(db, {
      storage,
      loadSeeds: seedLoader().loadSeeds,
      log: vi.fn(),
    });

    expect(result.fromEnvelopes).toEqual([]);
    expect(result.fromSeeds).toEqual(others('users', 'signals'));
    expect(await db.table('signals').toArray()).toEqual(existing);
    expect(await ids(db, 'users')).toEqual(['user-500']);
    // Envelopes of tables that are not empty are not even read.
    expect(storage.getItem(envelopeKey('users'))).toBe('corrupt but irrelevant');
  });

  it('does not load the seeds when no table is empty', async () => {
    const db = await openTestDb();
    const existing = makeSeedData(1, 300);
    for (const name of COLLECTION_NAMES) await db.table(name).bulkPut(existing[name]);
    const { loadSeeds, calls } = seedLoader();

    const result = await fillEmptyCollections(db, {
      storage: new MemoryStorage(),
      loadSeeds,
      log: vi.fn(),
    });

    expect(result).toEqual({ fromEnvelopes: [], fromSeeds: [] });
    expect(calls()).toBe(0);
    expect(await exportAll(db)).toEqual(existing);
  });

  it('running it twice changes nothing the second time and does not load the seeds again', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    writeEnvelope(storage, 'links', makeRecords('links', 2, 101), STORED_AT);
    const { loadSeeds, calls } = seedLoader();

    await fillEmptyCollections(db, { storage, loadSeeds, log: vi.fn() });
    const after1 = await exportAll(db);
    const second = await fillEmptyCollections(db, { storage, loadSeeds, log: vi.fn() });

    expect(second).toEqual({ fromEnvelopes: [], fromSeeds: [] });
    expect(calls()).toBe(1);
    expect(await exportAll(db)).toEqual(after1);
    for (const count of Object.values(await counts(db))) expect(count).toBe(2);
  });

  it('fills each table once when two tabs start at the same time', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const tab1 = await openTestDb(name);
    const tab2 = await openTestDb(name);
    // Different seed ids per tab, so a second fill would show up as extra rows.
    const [first, second] = await Promise.all([
      fillEmptyCollections(tab1, {
        storage: null,
        loadSeeds: seedLoader(makeSeedData(2, 1)).loadSeeds,
        log: vi.fn(),
      }),
      fillEmptyCollections(tab2, {
        storage: null,
        loadSeeds: seedLoader(makeSeedData(2, 50)).loadSeeds,
        log: vi.fn(),
      }),
    ]);

    expect([...first.fromSeeds, ...second.fromSeeds].sort()).toEqual([...COLLECTION_NAMES].sort());
    for (const count of Object.values(await counts(tab1))) expect(count).toBe(2);
  });
});

describe('fetchSeedData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the seed data JSON from the given URL, as written on the seeds' reference day", async () => {
    const seeds = makeSeedData();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(seeds), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(
      await fetchSeedData(
        '/assets/seed-data-abc.json',
        new Date(`${SEED_REFERENCE_DAY}T18:30:00Z`),
      ),
    ).toEqual(seeds);
    expect(fetchMock).toHaveBeenCalledWith('/assets/seed-data-abc.json');
  });

  it('moves the deadlines and start dates to today, and leaves published dates alone', async () => {
    const seeds = makeSeedData();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(seeds), { status: 200 })),
    );
    const threeDaysLater = new Date(Date.parse(`${SEED_REFERENCE_DAY}T09:00:00Z`) + 3 * 86_400_000);
    const loaded = await fetchSeedData('/assets/seed-data-abc.json', threeDaysLater);
    expect(loaded).toEqual(shiftSeedDates(seeds, SEED_REFERENCE_DAY, threeDaysLater));
    expect(loaded.airdrops[0]?.endDate).not.toBe(seeds.airdrops[0]?.endDate);
    expect(loaded.news).toEqual(seeds.news);
  });

  it('fails with the status and URL when the file is missing, instead of seeding from an error page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { status: 404, statusText: 'Not Found' })),
    );
    await expect(fetchSeedData('/assets/seed-data-abc.json')).rejects.toThrow(
      'The seed data could not be loaded (404 Not Found from /assets/seed-data-abc.json)',
    );
  });
});
