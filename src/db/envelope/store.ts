/**
 * Writes the two stored copies (main and backup) of a collection's envelope in a Storage
 * (localStorage in the app, a Map-backed fake in tests); read.ts reads them back. Main
 * thread only: workers have no localStorage.
 */
import type { CollectionName } from '../../schemas/registry';
import { backupKey, envelopeKey } from '../storage/keys';
import { isQuotaError } from '../storage/quota-error';
import { encodeWithinBudget } from './codec';

export type Logger = (message: string) => void;

export type WriteOutcome = 'written' | 'too-big';

/**
 * Writes both copies, backup first: if the write stops half-way, the backup is the newer copy
 * and {@link readEnvelope} prefers it. A collection over budget, or one that meets the quota,
 * has both copies removed so that no stale copy can come back later.
 */
export function writeEnvelope(
  storage: Storage,
  collection: CollectionName,
  records: readonly unknown[],
  now: Date,
): WriteOutcome {
  return storeEncodedEnvelope(storage, collection, encodeWithinBudget(records, now));
}

/** {@link writeEnvelope} for an envelope encoded elsewhere (the worker, after an import); null is over budget. */
export function storeEncodedEnvelope(
  storage: Storage,
  collection: CollectionName,
  encoded: string | null,
): WriteOutcome {
  if (encoded !== null) {
    try {
      storage.setItem(backupKey(collection), encoded);
      storage.setItem(envelopeKey(collection), encoded);
      return 'written';
    } catch (error) {
      if (!isQuotaError(error)) throw error;
    }
  }
  removeEnvelopes(storage, collection);
  return 'too-big';
}

export function removeEnvelopes(storage: Storage, collection: CollectionName): void {
  storage.removeItem(envelopeKey(collection));
  storage.removeItem(backupKey(collection));
}
