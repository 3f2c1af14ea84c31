import { afterEach, describe, expect, it, vi } from 'vitest';

import { replaceCollection } from '../../../src/db/records/repository';
import {
  currentGeneration,
  loadRelevanceSnapshot,
  loadSnapshot,
  saveSnapshot,
  type SnapshotParts,
} from '../../../src/db/search-cache/snapshot';
import type { SearchCollection } from '../../../workers/search/documents';
import { SearchIndex } from '../../../workers/search/search-index';
import { SearchService } from '../../../workers/search/search-service';
import { asRelevanceSnapshot, asSnapshot } from '../../../workers/search/snapshot';
import { TextIndex } from '../../../workers/search/text-index';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeLink, makeRecords } from '../fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteTestDbs();
});

function savedParts(index: SearchIndex, collection: SearchCollection): SnapshotParts {
  const parts = index.saveCollection(collection);
  if (!parts) throw new Error(`${collection}: not saved`);
  return parts;
}

/** The relevance tier in the links snapshot's second part, when it is current. */
async function savedRelevance(dbName: string): Promise<unknown> {
  const names = asSnapshot((await loadSnapshot(dbName, 'links'))?.data);
  const generation = (await loadSnapshot(dbName, 'links'))?.generation;
  if (!names || !generation) return null;
  return (
    asRelevanceSnapshot(await loadRelevanceSnapshot(dbName, 'links', generation), names.count)
      ?.relevance ?? null
  );
}

async function titlesFor(service: SearchService, query: string): Promise<string[]> {
  return (await service.search(query)).hits.map((hit) => hit.title);
}

describe('search service', () => {
  it('indexes what the database holds when it starts', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [makeLink({ id: 'l1', name: 'Quokka Explorer' })]);
    const service = new SearchService(db);
    expect(await titlesFor(service, 'quokka')).toEqual(['Quokka Explorer']);
  });

  it('finds a record added after start within a second, follows an edit and forgets a delete', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', makeRecords('links', 3));
    const service = new SearchService(db);
    await service.start();

    await db.collection('links').put(makeLink({ id: 'l9', name: 'Wombat Wallet' }));
    await expect
      .poll(() => titlesFor(service, 'wombat'), { timeout: 1_000 })
      .toEqual(['Wombat Wallet']);

    await db.collection('links').put(makeLink({ id: 'l9', name: 'Numbat Wallet' }));
    await expect
      .poll(() => titlesFor(service, 'numbat'), { timeout: 1_000 })
      .toEqual(['Numbat Wallet']);
    expect(await titlesFor(service, 'wombat')).toEqual([]);

    await db.collection('links').delete('l9');
    await expect.poll(() => titlesFor(service, 'numbat'), { timeout: 1_000 }).toEqual([]);
  });

  it('reloads a whole collection after a bulk replace', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [makeLink({ id: 'l1', name: 'Old Name' })]);
    const service = new SearchService(db);
    await service.start();
    await replaceCollection(db, 'links', [makeLink({ id: 'l2', name: 'Fresh Import' })]);
    await expect
      .poll(() => titlesFor(service, 'fresh'), { timeout: 1_000 })
      .toEqual(['Fresh Import']);
    expect(await titlesFor(service, 'old name')).toEqual([]);
  });

  it('tells its listeners once the names of a collection read again answer, and again once its descriptions do', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [makeLink({ id: 'l1', name: 'Old Name' })]);
    const service = new SearchService(db);
    const before = await service.search('fresh');
    expect(before.hits).toEqual([]);
    await expect.poll(() => service.status().pending, { timeout: 1_000 }).toBe(0);
    const heard: { version: number; pending: number; answer: Promise<string[]> }[] = [];
    service.onChange((version) =>
      heard.push({
        version,
        pending: service.status().pending,
        answer: titlesFor(service, 'fresh'),
      }),
    );

    await replaceCollection(db, 'links', [
      makeLink({ id: 'l2', name: 'Fresh Import', description: 'Bridges quokkas' }),
    ]);
    await expect.poll(() => heard.at(-1)?.pending, { timeout: 1_000 }).toBe(0);
    // The first word comes with the names in, before the descriptions are indexed.
    const [first, ...later] = heard;
    expect(first?.version).toBeGreaterThan(before.version);
    expect(first?.pending).toBeGreaterThan(0);
    expect(await first?.answer).toEqual(['Fresh Import']);
    expect(later.length).toBeGreaterThan(0);
    expect(await titlesFor(service, 'quokkas')).toEqual(['Fresh Import']);
    expect((await service.search('quokkas')).version).toBe(heard.at(-1)?.version);
  });

  it('tells its listeners when an edit is in the index, and stops when asked', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', makeRecords('links', 2));
    const service = new SearchService(db);
    const { version } = await service.search('wombat');
    await expect.poll(() => service.status().pending, { timeout: 1_000 }).toBe(0);
    const settled = (await service.search('wombat')).version;
    const heard: number[] = [];
    const stop = service.onChange((next) => heard.push(next));

    await db.collection('links').put(makeLink({ id: 'l9', name: 'Wombat Wallet' }));
    await expect.poll(() => heard, { timeout: 1_000 }).toEqual([settled + 1]);
    expect(settled).toBeGreaterThanOrEqual(version);
    expect(await titlesFor(service, 'wombat')).toEqual(['Wombat Wallet']);

    stop();
    await db.collection('links').delete('l9');
    await expect.poll(() => titlesFor(service, 'wombat'), { timeout: 1_000 }).toEqual([]);
    expect(heard).toEqual([settled + 1]);
  });

  it('gives each hit its type, image and what it opens by', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [
      makeLink({ id: 'l1', name: 'Quokka Explorer', url: 'https://quokka.example' }),
    ]);
    const [hit] = (await new SearchService(db).search('quokka')).hits;
    expect(hit).toMatchObject({
      collection: 'links',
      type: 'Link',
      id: 'l1',
      url: 'https://quokka.example',
    });
  });
});

/** Renames a link behind Dexie's back (no change event), to see whether a snapshot is used. */
function renameWithoutDexie(dbName: string, id: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('links', 'readwrite').objectStore('links');
      const get = store.get(id);
      get.onsuccess = () => {
        store.put({ ...get.result, name });
        store.transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    };
  });
}

describe('search snapshot', () => {
  it('starts from the snapshot while the data is unchanged, and rebuilds after any write', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [makeLink({ id: 'l1', name: 'Quokka Explorer' })]);
    const first = new SearchService(db);
    await first.start();
    await expect.poll(async () => loadSnapshot(db.name, 'links')).not.toBeNull();

    await renameWithoutDexie(db.name, 'l1', 'Renamed Quietly');
    expect(await titlesFor(new SearchService(db), 'quokka')).toEqual(['Quokka Explorer']);

    await db.collection('links').put(makeLink({ id: 'l2', name: 'Wombat Wallet' }));
    await expect
      .poll(() => titlesFor(new SearchService(db), 'renamed'), { timeout: 2_000 })
      .toEqual(['Renamed Quietly']);
  });

  it('answers from a snapshot at once, then counts its table and rebuilds it when the counts differ', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [makeLink({ id: 'l1', name: 'Quokka Explorer' })]);
    // Taken at the current generation but holding none of the table's records: a write that never bumped it.
    await saveSnapshot(
      db.name,
      'links',
      await currentGeneration(db.name, 'links'),
      savedParts(new SearchIndex(), 'links'),
    );
    const service = new SearchService(db, 0);
    expect(await titlesFor(service, 'quokka')).toEqual([]);
    await expect.poll(() => titlesFor(service, 'quokka')).toEqual(['Quokka Explorer']);
    // Stale for every tab: the next start reads the table too, and a new snapshot is taken.
    await expect
      .poll(async () => asSnapshot((await loadSnapshot(db.name, 'links'))?.data)?.count)
      .toBe(1);
  });

  it('keeps a snapshot whose count matches its table', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [makeLink({ id: 'l1', name: 'Quokka Explorer' })]);
    await new SearchService(db).start();
    await expect.poll(() => savedRelevance(db.name)).not.toBeNull();
    const generation = await currentGeneration(db.name, 'links');

    const repeat = new SearchService(db, 0);
    await repeat.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await currentGeneration(db.name, 'links')).toBe(generation);
    expect(await titlesFor(repeat, 'quokka')).toEqual(['Quokka Explorer']);
  });

  it('rebuilds from the table over a snapshot in an older shape (the JSON of version 2)', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [makeLink({ id: 'l1', name: 'Quokka Explorer' })]);
    await saveSnapshot(db.name, 'links', await currentGeneration(db.name, 'links'), {
      names: JSON.stringify({ version: 2, rows: [], prepared: {} }),
      relevance: null,
    });
    expect(await titlesFor(new SearchService(db), 'quokka')).toEqual(['Quokka Explorer']);
  });

  it('snapshots the relevance tier once it is complete, and a repeat visit indexes nothing again', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [
      makeLink({
        id: 'l1',
        name: 'Quokka Explorer',
        description: 'Finds marsupial wallets quickly.',
      }),
    ]);
    await new SearchService(db).start();
    await expect.poll(() => savedRelevance(db.name)).not.toBeNull();

    const indexing = vi.spyOn(TextIndex.prototype, 'add');
    const repeat = new SearchService(db);
    await repeat.start();
    await expect.poll(() => titlesFor(repeat, 'marsupial')).toEqual(['Quokka Explorer']);
    expect(repeat.status().pending).toBe(0);
    expect(indexing).not.toHaveBeenCalled();
  });

  it("tells its listeners once a repeat visit's descriptions are read, and the answer then has them", async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [
      makeLink({
        id: 'l1',
        name: 'Quokka Explorer',
        description: 'Finds marsupial wallets quickly.',
      }),
    ]);
    await new SearchService(db).start();
    await expect.poll(() => savedRelevance(db.name)).not.toBeNull();

    const repeat = new SearchService(db);
    const heard: number[] = [];
    repeat.onChange((version) => heard.push(version));
    const byName = await repeat.search('marsupial');
    expect(byName.hits).toEqual([]); // names only: the second part is still being read
    expect(byName.indexing).toBe(true);
    await expect.poll(() => heard.at(-1) ?? 0).toBeGreaterThan(byName.version);
    const withDescriptions = await repeat.search('marsupial');
    expect(withDescriptions.hits.map((hit) => hit.title)).toEqual(['Quokka Explorer']);
    expect(withDescriptions.indexing).toBe(false);
    expect(withDescriptions.version).toBe(heard.at(-1));
  });

  it('reads the table again when a snapshot has lost its second part', async () => {
    const db = await openTestDb();
    await replaceCollection(db, 'links', [
      makeLink({
        id: 'l1',
        name: 'Quokka Explorer',
        description: 'Finds marsupial wallets quickly.',
      }),
    ]);
    await new SearchService(db).start();
    await expect.poll(() => savedRelevance(db.name)).not.toBeNull();
    const generation = await currentGeneration(db.name, 'links');
    const stored = await loadSnapshot(db.name, 'links');
    await saveSnapshot(db.name, 'links', generation, {
      names: stored?.data,
      relevance: { version: 1 },
    });

    const repeat = new SearchService(db);
    expect(await titlesFor(repeat, 'quokka')).toEqual(['Quokka Explorer']);
    await expect.poll(() => titlesFor(repeat, 'marsupial')).toEqual(['Quokka Explorer']);
    expect(await currentGeneration(db.name, 'links')).not.toBe(generation);
    await expect.poll(() => savedRelevance(db.name)).not.toBeNull();
  });
});
