import type { ObservabilitySet } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { touchedCollections } from '../../../../src/db/connection/changes';
import { ENVELOPE_MAX_RECORDS } from '../../../../src/db/envelope/codec';
import { decodeEnvelope } from '../../../../src/db/envelope/read';
import { type EnvelopeSync, startEnvelopeSync } from '../../../../src/db/envelope/sync';
import { putRecords, replaceCollection } from '../../../../src/db/records/repository';
import { backupKey, envelopeKey } from '../../../../src/db/storage/keys';
import type { CollectionName, RecordOf } from '../../../../src/schemas/registry';
import { makeRecords, makeSignal, makeUser } from '../../fixtures';
import { MemoryStorage } from '../../memory-storage';
import { deleteTestDbs, openTestDb } from '../test-db';
import { encodeEnvelope } from './test-envelope';

const NOW = new Date('2025-03-10T12:00:00.000Z');

const running: EnvelopeSync[] = [];

afterEach(async () => {
  for (const sync of running.splice(0)) sync.stop();
  await deleteTestDbs();
});

/**
 * A started sync on a fresh database, with a schedule the test runs by hand: `await tasks[0]?.()`
 * is the page becoming idle, and resolves when that task's rewrite is done.
 */
async function setup(storage = new MemoryStorage()) {
  const db = await openTestDb();
  const tasks: (() => Promise<void>)[] = [];
  const log = vi.fn<(message: string) => void>();
  const sync = startEnvelopeSync(db, {
    storage,
    log,
    schedule: (task) => tasks.push(task),
    now: () => NOW,
  });
  running.push(sync);
  return { db, storage, log, sync, tasks };
}

function stored<C extends CollectionName>(
  storage: Storage,
  collection: C,
  key: string,
): RecordOf<C>[] {
  const raw = storage.getItem(key);
  if (raw === null) throw new Error(`${key} is not stored`);
  const decoded = decodeEnvelope(collection, raw);
  if (!decoded.ok) throw new Error(`${key} does not decode: ${decoded.reason}`);
  expect(decoded.envelope.timestamp).toBe(NOW.toISOString());
  return decoded.envelope.data;
}

/** Builds Dexie's mutated-parts set from its keys (the values do not matter to the parser). */
const parts = (...keys: string[]): ObservabilitySet =>
  Object.fromEntries(keys.map((key) => [key, { d: 0 as const }]));

describe('envelope sync', () => {
  it("after a write to a table, flush() writes that collection's two envelope keys with the written data", async () => {
    const { db, storage, sync } = await setup();
    const signals = makeRecords('signals', 3);

    await replaceCollection(db, 'signals', signals);
    await sync.flush();

    expect(storage.keys().sort()).toEqual([envelopeKey('signals'), backupKey('signals')].sort());
    expect(stored(storage, 'signals', envelopeKey('signals'))).toEqual(signals);
    expect(stored(storage, 'signals', backupKey('signals'))).toEqual(signals);
  });

  it('schedules one rewrite for a burst of writes, and the scheduled task writes the envelopes', async () => {
    const { db, storage, tasks } = await setup();

    await putRecords(db, 'users', [makeUser({ id: 'u1', email: 'u1@example.com' })]);
    await putRecords(db, 'users', [makeUser({ id: 'u2', email: 'u2@example.com' })]);
    await putRecords(db, 'news', makeRecords('news', 1));
    expect(tasks).toHaveLength(1);
    expect(storage.length).toBe(0);

    // Only the task runs: no flush() here, so a task that rewrote nothing would fail this test.
    await tasks[0]?.();

    expect(stored(storage, 'users', envelopeKey('users')).map((u) => u.id)).toEqual(['u1', 'u2']);
    expect(stored(storage, 'news', backupKey('news'))).toEqual(makeRecords('news', 1));
  });

  it('schedules again after a scheduled flush has run', async () => {
    const { db, tasks } = await setup();
    await putRecords(db, 'signals', [makeSignal()]);
    await tasks[0]?.();
    await putRecords(db, 'signals', [makeSignal({ id: 'signal-2' })]);
    expect(tasks).toHaveLength(2);
  });

  it('rewrites only collections that changed', async () => {
    const { db, storage, sync } = await setup();
    await replaceCollection(db, 'links', makeRecords('links', 2));
    await sync.flush();
    const setItem = vi.spyOn(storage, 'setItem');

    await putRecords(db, 'academy', makeRecords('academy', 1));
    await sync.flush();

    expect(setItem.mock.calls.map(([key]) => key).sort()).toEqual(
      [envelopeKey('academy'), backupKey('academy')].sort(),
    );
  });

  it('rewrites after a delete, so a removed record does not come back from the envelope', async () => {
    const { db, storage, sync } = await setup();
    await replaceCollection(db, 'testnets', makeRecords('testnets', 2));
    await sync.flush();
    await db.collection('testnets').delete('testnet-1');
    await sync.flush();
    expect(stored(storage, 'testnets', envelopeKey('testnets')).map((t) => t.id)).toEqual([
      'testnet-2',
    ]);
  });

  it('markDirty rewrites collections without a write (as after seeding)', async () => {
    const { db, storage, sync, tasks } = await setup();
    await db.table('giveaways').bulkPut(makeRecords('giveaways', 2));
    await sync.flush();
    storage.clear();

    sync.markDirty(['giveaways', 'blogPosts']);
    expect(tasks.length).toBeGreaterThan(0);
    await sync.flush();

    expect(stored(storage, 'giveaways', envelopeKey('giveaways'))).toEqual(
      makeRecords('giveaways', 2),
    );
    expect(stored(storage, 'blogPosts', envelopeKey('blogPosts'))).toEqual([]);
  });

  it('removes a collection over the record budget from storage and logs it exactly once, even after several writes', async () => {
    const { db, storage, log, sync } = await setup();
    await replaceCollection(db, 'users', makeRecords('users', 2));
    await sync.flush();
    expect(storage.getItem(envelopeKey('users'))).not.toBeNull();

    await db.table('users').bulkPut(makeRecords('users', ENVELOPE_MAX_RECORDS, 3));
    await sync.flush();
    await putRecords(db, 'users', [makeUser({ id: 'late-1', email: 'late1@example.com' })]);
    await sync.flush();
    sync.markDirty(['users']);
    await sync.flush();

    expect(storage.getItem(envelopeKey('users'))).toBeNull();
    expect(storage.getItem(backupKey('users'))).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'AlphaScout: "users" is too big for localStorage; it is kept in IndexedDB only.',
    );
  });

  it('keeps writing the other collections while one is too big', async () => {
    const { db, storage, sync } = await setup();
    await db.table('users').bulkPut(makeRecords('users', ENVELOPE_MAX_RECORDS + 1));
    await putRecords(db, 'signals', [makeSignal()]);
    await sync.flush();
    expect(storage.keys().sort()).toEqual([envelopeKey('signals'), backupKey('signals')].sort());
  });

  it('logs a collection too big for the quota once and keeps it out of storage', async () => {
    const { db, storage, log, sync } = await setup(new MemoryStorage({ quota: 5_000 }));
    await replaceCollection(db, 'signals', makeRecords('signals', 20));
    await sync.flush();
    await putRecords(db, 'signals', [makeSignal({ id: 'signal-99' })]);
    await sync.flush();
    expect(storage.length).toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps working after a rewrite fails: the failed flush rejects, the next flush writes', async () => {
    const { db, storage, sync } = await setup();
    const setItem = vi.spyOn(storage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    await putRecords(db, 'news', makeRecords('news', 1));
    await expect(sync.flush()).rejects.toThrow('insecure');

    await putRecords(db, 'news', makeRecords('news', 2));
    await sync.flush();
    expect(setItem).toHaveBeenCalled();
    expect(stored(storage, 'news', envelopeKey('news'))).toEqual(makeRecords('news', 2));
  });

  it('reads every dirty collection at once; reads that fail reject the flush (the first in order), and nothing is left unhandled', async () => {
    const { db, storage, sync } = await setup();
    await putRecords(db, 'news', makeRecords('news', 1));
    await putRecords(db, 'links', makeRecords('links', 1));
    await putRecords(db, 'academy', makeRecords('academy', 1));
    const reads = (['news', 'links', 'academy'] as const).map((name) =>
      vi.spyOn(db.table(name), 'toArray'),
    );
    reads[1]?.mockRejectedValueOnce(new Error('links read failed'));
    reads[2]?.mockRejectedValueOnce(new Error('academy read failed'));

    await expect(sync.flush()).rejects.toThrow('links read failed');
    for (const read of reads) expect(read).toHaveBeenCalledTimes(1);
    expect(storage.keys().sort()).toEqual([envelopeKey('news'), backupKey('news')].sort());

    sync.markDirty(['links', 'academy']);
    await sync.flush();
    expect(stored(storage, 'links', envelopeKey('links'))).toEqual(makeRecords('links', 1));
    expect(stored(storage, 'academy', backupKey('academy'))).toEqual(makeRecords('academy', 1));
  });

  it('logs, rather than throws, when a scheduled rewrite fails', async () => {
    const { db, storage, log, tasks } = await setup();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await putRecords(db, 'news', makeRecords('news', 1));
    await tasks[0]?.();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^AlphaScout: envelope rewrite failed: .*insecure/),
    );
  });

  it('ignores writes to other databases', async () => {
    const { storage, sync, tasks } = await setup();
    const other = await openTestDb();
    await replaceCollection(other, 'signals', makeRecords('signals', 1));
    await sync.flush();
    expect(tasks).toHaveLength(0);
    expect(storage.length).toBe(0);
  });

  it('stops listening after stop()', async () => {
    const { db, storage, sync, tasks } = await setup();
    sync.stop();
    await replaceCollection(db, 'signals', makeRecords('signals', 1));
    await sync.flush();
    expect(tasks).toHaveLength(0);
    expect(storage.length).toBe(0);
  });
});

describe('envelope sync: envelopes encoded elsewhere (an import in the worker)', () => {
  it('stores both copies of each, and removes a collection handed over as null, logging that once', async () => {
    const { storage, log, sync } = await setup();
    const links = makeRecords('links', 2);
    storage.setItem(envelopeKey('signals'), 'stale');
    storage.setItem(backupKey('signals'), 'stale');

    await sync.store(
      new Map([
        ['links', encodeEnvelope(links, NOW)],
        ['signals', null],
      ]),
    );
    await sync.store(new Map([['signals', null]]));

    expect(stored(storage, 'links', envelopeKey('links'))).toEqual(links);
    expect(stored(storage, 'links', backupKey('links'))).toEqual(links);
    expect(storage.getItem(envelopeKey('signals'))).toBeNull();
    expect(storage.getItem(backupKey('signals'))).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('"signals" is too big');
  });

  it('stores after a flush under way, whose read came before the import, so the newer data wins', async () => {
    const { db, storage, sync } = await setup();
    await replaceCollection(db, 'links', makeRecords('links', 3, 1));
    const table = db.table('links');
    const readAll = table.toArray.bind(table);
    let releaseRead = (): void => undefined;
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    const read = vi
      .spyOn(table, 'toArray')
      .mockImplementationOnce(() => readAll().then(async (rows) => (await readHeld, rows)));
    const flushing = sync.flush();
    await vi.waitFor(() => expect(read).toHaveBeenCalled()); // the flush is reading the three old links

    const imported = makeRecords('links', 1, 50);
    const storing = sync.store(new Map([['links', encodeEnvelope(imported, NOW)]]));
    releaseRead();
    await Promise.all([flushing, storing]);

    expect(stored(storage, 'links', envelopeKey('links'))).toEqual(imported);
    expect(stored(storage, 'links', backupKey('links'))).toEqual(imported);
  });
});

describe('touchedCollections', () => {
  it("parses 'idb://<db>/<table>/<index>' keys into collection names, once each", () => {
    const touched = touchedCollections(
      'alphascout',
      parts(
        'idb://alphascout/signals/',
        'idb://alphascout/signals/:dels',
        'idb://alphascout/signals/[status+score]',
        'idb://alphascout/blogPosts/slug',
      ),
    );
    expect(touched.sort()).toEqual(['blogPosts', 'signals']);
  });

  it('ignores other databases, including one whose name starts with the same text', () => {
    const touched = touchedCollections(
      'alphascout',
      parts(
        'idb://other/users/',
        'idb://alphascout-test/news/',
        'idb://alphascoutx/links/',
        'idb://alphascout/airdrops/',
      ),
    );
    expect(touched).toEqual(['airdrops']);
  });

  it('ignores unknown tables and keys that are not idb parts', () => {
    const touched = touchedCollections(
      'alphascout',
      parts(
        'idb://alphascout/_dbnames/',
        'idb://alphascout/Signals/',
        'idb://alphascout/',
        'all',
        'alphascout/users/',
        'idb://alphascout/testnets',
      ),
    );
    expect(touched).toEqual(['testnets']);
  });

  it('returns nothing for an empty set', () => {
    expect(touchedCollections('alphascout', {})).toEqual([]);
  });
});
