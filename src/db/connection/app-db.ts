/**
 * The main thread's connection and its start-up: seed empty tables, then keep the envelopes in
 * step. Screens read through hooks over `appDb`; nothing else opens the database on this thread.
 *
 * Another tab opening a newer schema fires `versionchange` here: this tab closes its connection
 * for good (so the upgrade is not blocked, and so Dexie does not silently reopen at the old
 * version and fail every later write) and reports `upgraded-elsewhere` for the shell's banner.
 */
import { markStartup } from '../../lib/startup-marks';
import { COLLECTION_NAMES, type CollectionName } from '../../schemas/registry';
import { endSessionWithoutAccount } from '../accounts/session-without-account';
import { type EnvelopeSync, startEnvelopeSync } from '../envelope/sync';
import { bumpGenerations } from '../search-cache/snapshot';
import { fillEmptyCollections, type SeedData, type SeedingResult } from '../seeding/fill-empty';
import { localStorageOrNull } from '../storage/browser-storage';
import { DB_NAME } from '../storage/keys';
import { storeNoteDrafts } from '../tracking/note-drafts';
import { subscribeChanges } from './changes';
import { getDataStatus, setDataStatus, setStartedUp, STORAGE_UNAVAILABLE } from './data-status';
import { AlphaScoutDb } from './database';
import {
  DeferredOpenRequest,
  type IdbBackend,
  loadMemoryBackend,
  refuseWritesWhen,
} from './memory-fallback';

/**
 * Set when the browser refuses IndexedDB: from then on `appDb` runs on memory (memory-fallback.ts),
 * frozen once start-up has filled it. `memory` is the loaded backend; `memoryLoading` is set at
 * once, so that an open asked for while the chunk loads waits for it.
 */
let memoryLoading: Promise<IdbBackend> | null = null;
let memory: IdbBackend | null = null;
let frozen = false;

function openOn(name: string, version: number | undefined, factory: IDBFactory): IDBOpenDBRequest {
  return version === undefined ? factory.open(name) : factory.open(name, version);
}

/**
 * The IndexedDB that `appDb` opens: the browser's, or the in-memory one after a refusal. Dexie
 * reads its factory when it opens, so switching needs no second Dexie instance, and every module
 * that imported `appDb` keeps working.
 */
const switchingFactory = {
  open(name: string, version?: number): IDBOpenDBRequest {
    if (memory) return openOn(name, version, memory.factory);
    if (memoryLoading) {
      const deferred = new DeferredOpenRequest(
        memoryLoading.then((backend) => openOn(name, version, backend.factory)),
      );
      // Dexie uses it as an IDBOpenDBRequest: the members it touches are there.
      return deferred as unknown as IDBOpenDBRequest;
    }
    return openOn(name, version, indexedDB);
  },
  deleteDatabase: (name: string) => (memory?.factory ?? indexedDB).deleteDatabase(name),
  cmp: (a: unknown, b: unknown) => (memory?.factory ?? indexedDB).cmp(a, b),
} as unknown as IDBFactory; // the methods Dexie calls; a full IDBFactory has more

/** Key ranges of the IndexedDB in use: fake-indexeddb accepts only its own. */
const switchingKeyRange = {
  bound: (lower: unknown, upper: unknown, lowerOpen?: boolean, upperOpen?: boolean) =>
    (memory?.keyRange ?? IDBKeyRange).bound(lower, upper, lowerOpen, upperOpen),
  lowerBound: (lower: unknown, open?: boolean) =>
    (memory?.keyRange ?? IDBKeyRange).lowerBound(lower, open),
  upperBound: (upper: unknown, open?: boolean) =>
    (memory?.keyRange ?? IDBKeyRange).upperBound(upper, open),
  only: (value: unknown) => (memory?.keyRange ?? IDBKeyRange).only(value),
} as unknown as typeof IDBKeyRange; // the static methods Dexie calls

export const appDb = new AlphaScoutDb(DB_NAME, {
  indexedDB: switchingFactory,
  IDBKeyRange: switchingKeyRange,
});
appDb.use(refuseWritesWhen(() => frozen));

let started: Promise<SeedingResult> | null = null;
let envelopeSync: EnvelopeSync | null = null;

appDb.on('versionchange', () => {
  appDb.close({ disableAutoOpen: true });
  envelopeSync?.stop();
  setDataStatus('upgraded-elsewhere');
  // Stops Dexie's default handler, which closes with auto-reopen: reopening at our older version
  // would fail (or block the other tab) on the next query.
  return false;
});

/**
 * Resolves once this page's start-up (begun in main.tsx) has opened and filled the database:
 * a sign-up or a count made before seeding finishes would miss the seeded rows.
 */
export function whenDataReady(): Promise<SeedingResult> {
  return started ?? Promise.reject(new Error('AlphaScout: the data layer was not started'));
}

/**
 * `read()` made at once, and made again once start-up has filled `collection` from the seeds or the
 * envelopes, if it did: the first read ran before the filling and saw the table empty. For a route
 * data preload, which reads before start-up has checked the tables; on a repeat visit (nothing to
 * fill) it costs nothing, the check running alongside the read.
 */
export async function readOnceFilled<T>(
  collection: CollectionName,
  read: () => Promise<T>,
): Promise<T> {
  const first = read();
  const filled = await whenDataReady().then(
    (result) => result.fromSeeds.includes(collection) || result.fromEnvelopes.includes(collection),
    () => false, // start-up failed: the shell says why, and the read reports its own error
  );
  if (!filled) return first;
  first.catch(() => undefined); // superseded by the read below, its error too
  return read();
}

/** Thrown by start-up (and so by {@link whenDataReady}) when the browser refuses IndexedDB. */
export class StorageUnavailableError extends Error {
  constructor(readonly inner: unknown) {
    super(STORAGE_UNAVAILABLE);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * Opens `appDb`, and reports whether it runs on the browser's IndexedDB. A browser that refuses
 * IndexedDB fails the open: `appDb` then reopens on memory, to be filled from the envelopes or the
 * seeds and frozen, and the shell's banner says so. Only if that fails too does start-up fail.
 */
async function openOrFallBack(): Promise<'persistent' | 'memory'> {
  try {
    await appDb.open();
    return 'persistent';
  } catch (error) {
    // A newer schema opened by another tab during start-up is the banner's other case.
    if (getDataStatus() === 'upgraded-elsewhere') throw error;
    console.warn('AlphaScout: IndexedDB is refused; showing the built-in content read-only', error);
    memoryLoading = loadMemoryBackend();
    setDataStatus('unavailable');
    appDb.close({ disableAutoOpen: false });
    try {
      memory = await memoryLoading;
      await appDb.open();
      return 'memory';
    } catch (fallbackError) {
      appDb.close({ disableAutoOpen: true });
      throw new StorageUnavailableError(fallbackError);
    }
  }
}

/** Opens the database once per page and fills it on first start. Safe to call repeatedly. */
export function startDataLayer(loadSeeds: () => Promise<SeedData>): Promise<SeedingResult> {
  started ??= (async () => {
    const storage = localStorageOrNull();
    const log = (message: string): void => console.info(message);
    let seeds: Promise<SeedData> | undefined;
    const loadSeedsOnce = (): Promise<SeedData> => (seeds ??= loadSeeds());
    // A database created just now is filled from the seeds: they load while IndexedDB creates the
    // tables, instead of after the check that finds them empty (a new visitor's first visit).
    appDb.on('populate', () => void loadSeedsOnce().catch(() => undefined));
    const backend = await openOrFallBack();
    markStartup('database-open');
    if (backend === 'memory') {
      const result = await fillEmptyCollections(appDb, { storage, loadSeeds: loadSeedsOnce, log });
      frozen = true; // read-only from here: nothing written could be kept
      return result;
    }
    // Any commit, here or elsewhere, makes the search cache's snapshot of that collection stale.
    subscribeChanges(
      appDb.name,
      (changes) => void bumpGenerations(appDb.name, [...changes.keys()]).catch(() => undefined),
    );
    const result = await fillEmptyCollections(appDb, { storage, loadSeeds: loadSeedsOnce, log });
    if (storage) {
      envelopeSync = startEnvelopeSync(appDb, { storage, log });
      // Seeding counts as a write, and envelopes may be missing after a cleared localStorage.
      envelopeSync.markDirty(COLLECTION_NAMES);
      void storeNoteDrafts(appDb, storage).catch((error: unknown) =>
        console.error('AlphaScout: a note typed before the page closed could not be stored', error),
      );
    }
    return result;
  })().finally(setStartedUp);
  return started;
}

/** Signs out when the signed-in account is no longer stored (see `endSessionWithoutAccount`). */
export async function signOutIfAccountGone(): Promise<boolean> {
  const storage = localStorageOrNull();
  return storage ? endSessionWithoutAccount(appDb, storage) : false;
}

/**
 * Stores the envelopes the worker encoded for an import it has committed, before the page
 * reloads: an emptied collection must not come back from its old envelope on the next start.
 */
export function storeEnvelopes(
  envelopes: ReadonlyMap<CollectionName, string | null>,
): Promise<void> {
  return envelopeSync?.store(envelopes) ?? Promise.resolve();
}
