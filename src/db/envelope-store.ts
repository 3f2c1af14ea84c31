/**
 * Reads and writes the two stored copies (main and backup) of a collection's envelope in a
 * Storage (localStorage in the app, a Map-backed fake in tests). Main thread only: workers
 * have no localStorage.
 */
import type { CollectionName, RecordOf } from '../schemas/registry';
import { obfuscate } from '../lib/obfuscate';
import { decodeEnvelope, encodedLengthAtLeast, envelopeJson, type Envelope } from './envelope';
import { backupKey, envelopeKey } from './storage-keys';

/**
 * Per-copy budget in UTF-16 code units. Two copies of every collection must share localStorage's
 * ~5 MiB with the session, so a collection past this stays in IndexedDB only.
 */
export const ENVELOPE_MAX_CHARS = 400_000;
/** A collection with more records than this is not even read for an envelope. */
export const ENVELOPE_MAX_RECORDS = 1_000;

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
  const json = records.length > ENVELOPE_MAX_RECORDS ? null : envelopeJson(records, now);
  const encoded = json !== null && encodedLengthAtLeast(json) <= ENVELOPE_MAX_CHARS ? obfuscate(json) : null;
  if (encoded !== null && encoded.length <= ENVELOPE_MAX_CHARS) {
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

/** QuotaExceededError in any of its disguises (plain, legacy code 22, Firefox's name, wrapped). */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, code, inner } = error as { name?: unknown; code?: unknown; inner?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || (inner !== undefined && isQuotaError(inner, depth + 1));
}
