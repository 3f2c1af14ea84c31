import { liveQuery, type Table } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ENVELOPE_MAX_RECORDS } from '../../../src/db/envelope/codec';
import { decodeEnvelope } from '../../../src/db/envelope/read';
import { replaceCollection } from '../../../src/db/records/repository';
import { currentGeneration } from '../../../src/db/search-cache/snapshot';
import { COLLECTION_NAMES } from '../../../src/schemas/registry';
import type { ImportProgress } from '../../../workers/api';
import { exportBlob } from '../../../workers/backup/export';
import { importFile, throttleProgress } from '../../../workers/backup/import';
import { exportAll } from '../db/test-db';
import { clearAllData } from '../db/test-db';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeRecords, makeSeedData, makeSignal } from '../fixtures';

afterEach(deleteTestDbs);

async function seededDb() {
  const db = await openTestDb();
  const data = makeSeedData(3);
  for (const name of COLLECTION_NAMES) await replaceCollection(db, name, data[name]);
  return db;
}

const fileOf = (value: unknown): Blob =>
  new Blob([typeof value === 'string' ? value : JSON.stringify(value)]);

describe('export and import', () => {
  it('gives back equal data after export, clear and import, across all 12 collections', async () => {
    const db = await seededDb();
    const before = await exportAll(db);
    const file = await exportBlob(db);
    await clearAllData(db);
    const result = await importFile(db, file);
    expect(result).toMatchObject({ ok: true, written: COLLECTION_NAMES.length * 3 });
    expect(await exportAll(db)).toEqual(before);
    expect(Object.keys(JSON.parse(await file.text()))).toEqual([
      ...COLLECTION_NAMES,
      'tracking',
      'wallets',
    ]);
  });

  it('reports export progress up to the total', async () => {
    const db = await seededDb();
    const seen: number[] = [];
    await exportBlob(db, ({ done, total }) => {
      expect(total).toBe(COLLECTION_NAMES.length * 3);
      seen.push(done);
    });
    expect(seen.at(-1)).toBe(COLLECTION_NAMES.length * 3);
  });

  it('replaces only the collections in the file and ignores other keys and non-array values', async () => {
    const db = await seededDb();
    const before = await exportAll(db);
    const signal = makeSignal({ id: 'only-one' });
    const result = await importFile(
      db,
      fileOf({ signals: [signal], news: 'not an array', junk: [1, 2] }),
    );
    expect(result).toMatchObject({ ok: true, written: 1 });
    expect(result.ok && [...result.envelopes.keys()]).toEqual(['signals']);
    const after = await exportAll(db);
    expect(after.signals).toEqual([signal]);
    expect(after.news).toEqual(before.news);
  });

  it("hands back each replaced collection's envelope, empty ones included, and null for one over budget", async () => {
    const db = await seededDb();
    const links = makeRecords('links', 2, 7);
    const signals = makeRecords('signals', ENVELOPE_MAX_RECORDS + 1, 7);
    const result = await importFile(db, fileOf({ links, news: [], signals }));
    if (!result.ok) throw new Error(result.problems.join('; '));
    const decoded = (name: 'links' | 'news', encoded: string | null | undefined) => {
      const outcome = decodeEnvelope(name, encoded ?? '');
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome.envelope.data;
    };
    expect(decoded('links', result.envelopes.get('links'))).toEqual(links);
    expect(decoded('news', result.envelopes.get('news'))).toEqual([]);
    expect(result.envelopes.get('signals')).toBeNull();
    expect(result.envelopes.has('users')).toBe(false);
  });

  it("makes the replaced collections' search snapshots stale before it reports success", async () => {
    const db = await seededDb();
    const before = {
      signals: await currentGeneration(db.name, 'signals'),
      news: await currentGeneration(db.name, 'news'),
    };
    const result = await importFile(db, fileOf({ signals: [makeSignal({ id: 'fresh' })] }));
    expect(result).toMatchObject({ ok: true });
    // Read at once: nothing but the import itself had a chance to move the generation.
    expect(await currentGeneration(db.name, 'signals')).not.toBe(before.signals);
    expect(await currentGeneration(db.name, 'news')).toBe(before.news);
  });

  it('reports checking in bytes of the file, then writing in records', async () => {
    const db = await seededDb();
    const file = fileOf({ signals: [makeSignal(), makeSignal({ id: 'second' })] });
    const seen: ImportProgress[] = [];
    await importFile(db, file, { onProgress: (progress) => seen.push(progress) });
    expect([...new Set(seen.map(({ phase }) => phase))]).toEqual(['checking', 'writing']);
    expect(seen.filter(({ phase }) => phase === 'checking').at(-1)).toEqual({
      phase: 'checking',
      done: file.size,
      total: file.size,
    });
    expect(seen.at(-1)).toEqual({ phase: 'writing', done: 2, total: 2 });
  });
});

describe('a failed import leaves the database exactly as it was', () => {
  async function expectUnchanged(
    file: Blob,
    expected: RegExp,
    options: Parameters<typeof importFile>[2] = {},
  ) {
    const db = await seededDb();
    const before = await exportAll(db);
    const result = await importFile(db, file, options);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.join('\n')).toMatch(expected);
    expect(await exportAll(db)).toEqual(before);
    return result;
  }

  it('refuses text that is not JSON', async () => {
    await expectUnchanged(fileOf('{"signals": [}'), /not valid JSON/);
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a number', 42],
    ['a string', '"backup"'],
  ])('refuses %s instead of an object', async (_, value) => {
    await expectUnchanged(fileOf(value), /JSON object keyed by collection name/);
  });

  it('names collection, index, field and problem for an invalid record, at most five lines and how many more', async () => {
    const bad = Array.from({ length: 8 }, (_, i) => makeSignal({ id: `s${i}`, score: 101 }));
    // The record's id as well as its place: a place alone is hard to find in a file of thousands.
    const result = await expectUnchanged(
      fileOf({ signals: [makeSignal(), ...bad] }),
      /signals\[1\] \(id "s0"\) score: must be between 0 and 100/,
    );
    expect(result.ok ? [] : result.problems.slice(5)).toEqual(['…and 3 more problems.']);
    const five = await expectUnchanged(
      fileOf({ signals: [makeSignal(), ...bad.slice(0, 5)] }),
      /signals\[5\] \(id "s4"\) score/,
    );
    expect(five.ok ? 0 : five.problems.length).toBe(5);
    // Checking stops at 20 problems a collection: the count past the cap is not known, and not guessed.
    const many = Array.from({ length: 1_000 }, (_, i) => makeSignal({ id: `m${i}`, score: 101 }));
    const capped = await expectUnchanged(
      fileOf({ signals: many }),
      /signals\[0\] \(id "m0"\) score/,
    );
    expect(capped.ok ? [] : capped.problems.slice(5)).toEqual([
      '…and more: checking stopped after 20 problems.',
    ]);
  });

  it('names a record by its id only where it has one, and shortens a long one', async () => {
    const noId = { ...makeSignal(), score: 101 } as Record<string, unknown>;
    delete noId.id;
    await expectUnchanged(fileOf({ signals: [noId] }), /^signals\[0\] id: /);
    const long = await expectUnchanged(
      fileOf({ signals: [makeSignal({ id: 'x'.repeat(150), score: 101 })] }),
      /^signals\[0\] \(id "x{39}…"\) score/,
    );
    expect(long.ok ? '' : long.problems[0]?.length).toBeLessThan(120);
    // Cut by characters as read: a rocket or a flag at the cut is whole, never half of itself.
    await expectUnchanged(
      fileOf({ signals: [makeSignal({ id: `${'x'.repeat(38)}🚀🚀🚀`, score: 101 })] }),
      /^signals\[0\] \(id "x{38}🚀…"\) score/,
    );
    await expectUnchanged(
      fileOf({ signals: [makeSignal({ id: `${'x'.repeat(38)}🇫🇷🇫🇷🇫🇷`, score: 101 })] }),
      /^signals\[0\] \(id "x{38}🇫🇷…"\) score/,
    );
    // A problem with the id itself still names it.
    await expectUnchanged(
      fileOf({ signals: [makeSignal({ id: 'notes.json' })] }),
      /^signals\[0\] \(id "notes\.json"\) id: must not end in \.json/,
    );
  });

  it('names a duplicate id once, in its message, cut short as a label is', async () => {
    const result = await expectUnchanged(
      fileOf({ signals: [makeSignal({ id: 'twin' }), makeSignal({ id: 'twin' })] }),
      /duplicate id/,
    );
    expect(result.ok ? [] : result.problems).toEqual(['signals[1] id: duplicate id "twin"']);
    const long = 'y'.repeat(150);
    const longTwins = await expectUnchanged(
      fileOf({ signals: [makeSignal({ id: long }), makeSignal({ id: long })] }),
      /duplicate id/,
    );
    expect(longTwins.ok ? [] : longTwins.problems).toEqual([
      `signals[1] id: duplicate id "${'y'.repeat(39)}…"`,
    ]);
  });

  it('refuses an empty file, and a JSON object holding no collection, saying which', async () => {
    await expectUnchanged(new Blob([]), /^The file is empty\.$/);
    await expectUnchanged(fileOf({}), /holds no AlphaScout collection/);
    await expectUnchanged(
      fileOf({ junk: [1, 2], signals: 'not an array' }),
      /holds no AlphaScout collection/,
    );
    await expectUnchanged(fileOf({ tracking: [] }), /holds no AlphaScout collection/);
  });

  it('refuses duplicate ids in one collection', async () => {
    await expectUnchanged(fileOf({ signals: [makeSignal(), makeSignal()] }), /duplicate id/);
  });

  it('refuses nesting deeper than the limit', async () => {
    await expectUnchanged(
      fileOf(`{"junk": ${'['.repeat(20_000)}${']'.repeat(20_000)}, "signals": []}`),
      /nests deeper than 64 levels/,
    );
  });

  it('refuses a file larger than the free storage at once, naming the free space', async () => {
    const file = fileOf({ signals: [makeSignal()] });
    const progress: ImportProgress[] = [];
    const result = await expectUnchanged(file, /too big for this device/, {
      freeBytes: async () => file.size - 1,
      onProgress: (report) => progress.push(report),
    });
    expect(result.ok ? [] : result.problems).toEqual([
      `The file (0 MB) is too big for this device (0 MB of storage free).`,
    ]);
    expect(progress).toEqual([]); // refused before reading a byte
  });

  it('imports a file that just fits the free storage', async () => {
    const db = await seededDb();
    const file = fileOf({ signals: [makeSignal()] });
    expect(await importFile(db, file, { freeBytes: async () => file.size })).toMatchObject({
      ok: true,
      written: 1,
    });
  });

  it('stops when cancelled before writing', async () => {
    const result = await expectUnchanged(fileOf({ signals: [makeSignal()] }), /cancelled/, {
      cancel: AbortSignal.abort(),
    });
    expect(result).toMatchObject({ cancelled: true });
  });

  it('rolls back what it wrote when cancelled while writing', { timeout: 60_000 }, async () => {
    const db = await seededDb();
    const before = await exportAll(db);
    const cancel = new AbortController();
    const signals = Array.from({ length: 20_000 }, (_, i) => makeSignal({ id: `s${i}` }));
    let cancelledAt = 0;
    const result = await importFile(db, fileOf({ signals, news: [] }), {
      keepRecordsBytes: 0,
      cancel: cancel.signal,
      onProgress: ({ phase, done, total }) => {
        // Part-way: news cleared, some signals written, more puts still pending.
        if (phase === 'writing' && done > 0 && done < total && !cancelledAt) {
          cancelledAt = done;
          cancel.abort();
        }
      },
    });
    expect(cancelledAt).toBeGreaterThan(0);
    expect(result).toMatchObject({ ok: false, cancelled: true });
    expect(await exportAll(db)).toEqual(before);
  });

  it('rolls the whole transaction back when the quota runs out while writing', async () => {
    const db = await seededDb();
    const before = await exportAll(db);
    // Every table of the transaction shares its prototype: the news tail's bulkPut meets a full disk.
    const tablePrototype = Object.getPrototypeOf(db.table('news')) as Table;
    const bulkPut = tablePrototype.bulkPut;
    vi.spyOn(tablePrototype, 'bulkPut').mockImplementation(function (
      this: Table,
      ...args: Parameters<Table['bulkPut']>
    ) {
      if (this.name === 'news')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return bulkPut.apply(this, args);
    });
    const result = await importFile(
      db,
      fileOf({ signals: [makeSignal({ id: 'new' })], news: before.news }),
    );
    vi.restoreAllMocks();
    expect(result).toEqual({
      ok: false,
      problems: ['There is not enough storage space on this device for this import.'],
    });
    expect(await exportAll(db)).toEqual(before);
  });
});

// A small file's checked records are kept for the write; a big one is read again: both ways here.
describe.each([
  ['kept from the check', {}],
  ['read again from the file', { keepRecordsBytes: 0 }],
] as const)('the write phase, records %s', (_, mode) => {
  // Thousands of records through fake-indexeddb: seconds on a loaded machine.
  it(
    'writes every record, plain puts and the Dexie tail alike, and reports writing up to the total',
    { timeout: 60_000 },
    async () => {
      const db = await seededDb();
      const signals = Array.from({ length: 5_123 }, (_, i) =>
        makeSignal({ id: `s${String(i).padStart(5, '0')}` }),
      );
      const news = makeRecords('news', 7, 3);
      const writing: number[] = [];
      const result = await importFile(db, fileOf({ signals, news }), {
        ...mode,
        onProgress: ({ phase, done }) => phase === 'writing' && writing.push(done),
      });
      expect(result).toMatchObject({ ok: true, written: 5_130 });
      const after = await exportAll(db);
      expect(after.signals).toEqual(signals);
      expect(after.news).toEqual([...news].sort((a, b) => a.id.localeCompare(b.id)));
      expect(writing.at(-1)).toBe(5_130);
      expect(writing).toEqual([...writing].sort((a, b) => a - b));
    },
  );

  it('rolls everything back when a plain put fails midway, after other collections were written', async () => {
    const db = await seededDb();
    const before = await exportAll(db);
    // Over DEXIE_TAIL records, so some news go in as plain puts, the ones that fail here.
    const news = makeRecords('news', 60, 11);
    const puts = { signals: 0, news: 0 };
    await db.transaction('r', db.table('news'), (transaction) => {
      const storePrototype = Object.getPrototypeOf(
        transaction.idbtrans.objectStore('news'),
      ) as IDBObjectStore;
      const put = storePrototype.put;
      vi.spyOn(storePrototype, 'put').mockImplementation(function (
        this: IDBObjectStore,
        ...args: Parameters<IDBObjectStore['put']>
      ) {
        if (this.name === 'signals' || this.name === 'news') puts[this.name] += 1;
        if (this.name === 'news')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      });
    });
    const signals = Array.from({ length: 120 }, (_, i) => makeSignal({ id: `s${i}` }));
    const result = await importFile(db, fileOf({ signals, news }), mode);
    vi.restoreAllMocks();
    expect(puts).toEqual({ signals: 70, news: 1 }); // the plain signal puts went in first
    expect(result).toEqual({
      ok: false,
      problems: ['There is not enough storage space on this device for this import.'],
    });
    expect(await exportAll(db)).toEqual(before);
  });

  it('wakes live queries over any index, even one whose range was empty before the import', async () => {
    const db = await seededDb();
    const sells = liveQuery(() =>
      db.table('signals').where('[action+score]').between(['SELL', 0], ['SELL', 100]).toArray(),
    );
    const seen: number[] = [];
    const subscription = sells.subscribe({ next: (rows) => seen.push(rows.length) });
    await db.table('signals').where('action').equals('SELL').delete();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(0));
    const signals = Array.from({ length: 300 }, (_, i) =>
      makeSignal({ id: `sell-${i}`, action: 'SELL', score: i % 100 }),
    );
    expect(await importFile(db, fileOf({ signals }), mode)).toMatchObject({
      ok: true,
      written: 300,
    });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(300));
    subscription.unsubscribe();
  });
});

describe('import safety', () => {
  it('never lets "__proto__" or "constructor" keys change a prototype', async () => {
    const db = await seededDb();
    const record = { ...makeSignal({ id: 'p1' }), constructor: { polluted: true } };
    const text = `{"__proto__": {"polluted": true}, "signals": [${JSON.stringify(record).replace(/^\{/, '{"__proto__": {"polluted": true},')}]}`;
    const result = await importFile(db, fileOf(text));
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const [stored] = (await exportAll(db)).signals;
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(Object.keys(stored ?? {})).not.toContain('constructor');
    expect(Object.keys(stored ?? {})).not.toContain('__proto__');
  });
});

describe('import progress', () => {
  it('reports at most once per interval but always the first and last of each phase', () => {
    let now = 0;
    const seen: string[] = [];
    const report = throttleProgress(
      (p) => seen.push(`${p.phase}:${p.done}`),
      100,
      () => now,
    );
    for (let done = 1; done <= 10; done++) {
      now += 30;
      report?.({ phase: 'checking', done, total: 10 });
    }
    report?.({ phase: 'writing', done: 1, total: 5 });
    expect(seen).toEqual(['checking:1', 'checking:5', 'checking:9', 'checking:10', 'writing:1']);
  });
});
