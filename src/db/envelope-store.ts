/**
 * Reads and writes the two stored copies (main and backup) of a collection's envelope in a
 * Storage (localStorage in the app, a Map-backed fake in tests). Main thread only: workers
 * have no localStorage.
 */
import type { CollectionName, RecordOf } from '../schemas/registry';
import { decodeEnvelope, encodeWithinBudget, type Envelope } from './envelope';
import { isQuotaError } from './quota-error';
import { backupKey, envelopeKey } from './storage-keys';

export type Logger = (message: string) => void;

/**
 * The newest valid copy, or null. A corrupt copy is deleted and treated as absent (spec §7);
 * when both are valid the newer timestamp wins, the main copy on a tie.
 */
export function readEnvelope<C extends CollectionName>(storage: Storage, collection: C, log: Logger): Envelope<RecordOf<C>> | null {
  let best: Envelope<RecordOf<C>> | null = null;
  for (const key of [envelopeKey(collection), backupKey(collection)]) {
    const raw = storage.getItem(key);
    if (raw === null) continue;
    const decoded = decodeEnvelope(collection, raw);
    if (!decoded.ok) {
      log(`AlphaScout: deleted corrupt copy ${key}: ${decoded.reason}`);
      storage.removeItem(key);
      continue;
    }
    if (!best || Date.parse(decoded.envelope.timestamp) > Date.parse(best.timestamp)) best = decoded.envelope;
  }
  return best;
}

export type WriteOutcome = 'written' | 'too-big';

/**
 * Writes both copies, backup first: if the write stops half-way, the backup is the newer copy
 * and {@link readEnvelope} prefers it. A collection over budget, or one that meets the quota,
 * has both copies removed so that no stale copy can come back later.
 */
export function writeEnvelope(storage: Storage, collection: CollectionName, records: readonly unknown[], now: Date): WriteOutcome {
  return storeEncodedEnvelope(storage, collection, encodeWithinBudget(records, now));
}

/** {@link writeEnvelope} for an envelope encoded elsewhere (the worker, after an import); null is over budget. */
export function storeEncodedEnvelope(storage: Storage, collection: CollectionName, encoded: string | null): WriteOutcome {
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
