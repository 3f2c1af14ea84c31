/**
 * The main thread's connection and its start-up: seed empty tables, then keep the envelopes in
 * step. Screens read through hooks over `appDb`; nothing else opens the database on this thread.
 */
import { COLLECTION_NAMES, type CollectionName } from '../schemas/registry';
import { createDb } from './database';
import { startEnvelopeSync, type EnvelopeSync } from './envelope-sync';
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

/** Opens the database once per page and fills it on first start. Safe to call repeatedly. */
export function startDataLayer(loadSeeds: () => Promise<SeedData>): Promise<SeedingResult> {
  started ??= (async () => {
    const storage = localStorageOrNull();
    const log = (message: string): void => console.info(message);
    await appDb.open();
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
