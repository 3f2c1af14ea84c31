/**
 * The read-only fallback (src/db/connection/app-db.ts over src/db/connection/memory-fallback.ts): when the browser
 * refuses IndexedDB, start-up fills an in-memory IndexedDB (fake-indexeddb, loaded on demand)
 * from the seeds, reads answer as usual, writes are refused, and the refused IndexedDB is not
 * opened again, not even by a query made while the in-memory one is still loading.
 */
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { seedData } from '../../../../seeds';
import { readListPage } from '../../../../src/db/records/list-pages';
import { recordByRouteKey } from '../../../../src/db/records/reads';
import { putRecords } from '../../../../src/db/records/repository';
import { COLLECTION_NAMES } from '../../../../src/schemas/registry';
import { countCollections } from '../test-db';

/** A fresh app-db module (its state is per page) and the data-status module it reports to. */
async function freshDataLayer() {
  vi.resetModules();
  const status = await import('../../../../src/db/connection/data-status');
  const data = await import('../../../../src/db/connection/app-db');
  return { ...data, ...status };
}

let refusedOpen: MockInstance<IDBFactory['open']>;

beforeEach(() => {
  // As a browser that blocks site data does: every open fails with an error event.
  refusedOpen = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
    const request = new EventTarget() as IDBOpenDBRequest;
    Object.defineProperty(request, 'error', {
      value: new DOMException('The user denied permission to access the database.', 'UnknownError'),
    });
    request.addEventListener('error', (event) => request.onerror?.call(request, event));
    queueMicrotask(() => request.dispatchEvent(new Event('error', { cancelable: true })));
    return request;
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.doUnmock('fake-indexeddb');
  vi.restoreAllMocks();
});

const seedCounts = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, seedData[name].length]),
);

describe('the read-only fallback when IndexedDB is refused', () => {
  it('fills the in-memory database from the seeds and answers queries, saying storage is unavailable', async () => {
    const { appDb, startDataLayer, getDataStatus } = await freshDataLayer();
    await startDataLayer(() => Promise.resolve(seedData));

    expect(getDataStatus()).toBe('unavailable');
    expect(await countCollections(appDb)).toEqual(seedCounts);
    expect(await recordByRouteKey(appDb, 'signals', 'sig-btc-breakout')).toEqual(
      seedData.signals.find((signal) => signal.id === 'sig-btc-breakout'),
    );
    const page = await readListPage(appDb, {
      collection: 'signals',
      sortBy: 'timestamp',
      direction: 'asc',
      equals: { status: 'Active' },
      pageSize: 3,
    });
    expect(page.rows).toHaveLength(3);
  });

  it('refuses every write once filled, and keeps the data as it was', async () => {
    const { appDb, startDataLayer, STORAGE_UNAVAILABLE } = await freshDataLayer();
    await startDataLayer(() => Promise.resolve(seedData));
    const btc = await recordByRouteKey(appDb, 'signals', 'sig-btc-breakout');

    await expect(putRecords(appDb, 'signals', [{ ...btc, name: 'Changed' }])).rejects.toThrow(
      STORAGE_UNAVAILABLE,
    );
    await expect(appDb.table('news').clear()).rejects.toThrow(STORAGE_UNAVAILABLE);
    expect(await recordByRouteKey(appDb, 'signals', 'sig-btc-breakout')).toEqual(btc);
    expect(await countCollections(appDb)).toEqual(seedCounts);
  });

  it('opens a query made while fake-indexeddb loads on memory, never on the refused IndexedDB', async () => {
    let release = (): void => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('fake-indexeddb', async (importOriginal) => {
      await loaded;
      return importOriginal();
    });
    const { appDb, startDataLayer, getDataStatus, subscribeDataStatus } = await freshDataLayer();
    const refused = new Promise<void>((resolve) =>
      subscribeDataStatus(() => getDataStatus() === 'unavailable' && resolve()),
    );
    const starting = startDataLayer(() => Promise.resolve(seedData));
    await refused;
    // Dexie itself retries an open that fails with UnknownError (a Chrome workaround): count them.
    const refusals = refusedOpen.mock.calls.length;
    expect(refusals).toBeGreaterThan(0);

    const early = appDb.table('signals').count(); // Dexie auto-opens for it while the chunk loads
    release();
    await starting;

    expect(await early).toBeGreaterThanOrEqual(0);
    expect(await appDb.table('signals').count()).toBe(seedData.signals.length);
    expect(refusedOpen).toHaveBeenCalledTimes(refusals);
  });
});
