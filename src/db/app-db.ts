/**
 * The main thread's connection and its start-up: seed empty tables, then keep the envelopes in
 * step. Screens read through hooks over `appDb`; nothing else opens the database on this thread.
 */
import { COLLECTION_NAMES, type CollectionName } from '../schemas/registry';
import { subscribeChanges } from './changes';
import { createDb } from './database';
import { startEnvelopeSync, type EnvelopeSync } from './envelope-sync';
import { bumpGenerations } from './search-snapshot';
import { fillEmptyCollections, type SeedData, type SeedingResult } from './seeding';

export const appDb = createDb();

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access throws when storage is blocked
  }
}

let started: Promise<SeedingResult> | null = null;
let envelopeSync: EnvelopeSync | null = null;

/**
 * Resolves once this page's start-up (begun in main.tsx) has opened and filled the database:
 * a sign-up or a count made before seeding finishes would miss the seeded rows.
 */
export function whenDataReady(): Promise<SeedingResult> {
  return started ?? Promise.reject(new Error('AlphaScout: the data layer was not started'));
}

/** Opens the database once per page and fills it on first start. Safe to call repeatedly. */
export function startDataLayer(loadSeeds: () => Promise<SeedData>): Promise<SeedingResult> {
  started ??= (async () => {
    const storage = localStorageOrNull();
    const log = (message: string): void => console.info(message);
    await appDb.open();
    // Any commit, here or elsewhere, makes the search cache's snapshot of that collection stale.
    subscribeChanges(appDb.name, (changes) => void bumpGenerations(appDb.name, [...changes.keys()]).catch(() => undefined));
    const result = await fillEmptyCollections(appDb, { storage, loadSeeds, log });
    if (storage) {
      envelopeSync = startEnvelopeSync(appDb, { storage, log });
      // Seeding counts as a write, and envelopes may be missing after a cleared localStorage.
      envelopeSync.markDirty(COLLECTION_NAMES);
    }
    return result;
  })();
  return started;
}

/**
 * Rewrites the envelopes of `collections` (and any other dirty ones) now, before a reload for
 * instance: a write made in the worker may not have reached this tab's change events yet.
 */
export function flushEnvelopes(collections: readonly CollectionName[] = []): Promise<void> {
  if (!envelopeSync) return Promise.resolve();
  envelopeSync.markDirty(collections);
  return envelopeSync.flush();
}
