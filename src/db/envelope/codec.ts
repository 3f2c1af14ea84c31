/**
 * The versioned envelope (docs/data.md, "localStorage envelopes"): `{ version: 1, timestamp, data: [...] }`
 * as JSON, obfuscated. Pure: no storage access here, so it is tested without a browser. Reading
 * one back, which checks every record against its schema, is read.ts: every start
 * writes envelopes, only a start with an empty table and a copy stored reads them.
 */
import { obfuscate } from '../../lib/obfuscate';

/** Envelope format version. Bumping it needs a migration from every older version. */
export const ENVELOPE_VERSION = 1;

export interface Envelope<T> {
  version: typeof ENVELOPE_VERSION;
  timestamp: string;
  data: T[];
}

/** The envelope as JSON, before obfuscation. */
export function envelopeJson(records: readonly unknown[], now: Date): string {
  return JSON.stringify({ version: ENVELOPE_VERSION, timestamp: now.toISOString(), data: records });
}

/**
 * Per-copy budget in UTF-16 code units. Two copies of every collection must share localStorage's
 * ~5 MiB with the session, so a collection past this stays in IndexedDB only.
 */
export const ENVELOPE_MAX_CHARS = 400_000;
/** A collection with more records than this is not even read for an envelope. */
export const ENVELOPE_MAX_RECORDS = 1_000;

/** The encoded envelope, or null when it would not fit {@link ENVELOPE_MAX_CHARS} (or has too many records). */
export function encodeWithinBudget(records: readonly unknown[], now: Date): string | null {
  if (records.length > ENVELOPE_MAX_RECORDS) return null;
  const json = envelopeJson(records, now);
  if (encodedLengthAtLeast(json) > ENVELOPE_MAX_CHARS) return null;
  const encoded = obfuscate(json);
  return encoded.length <= ENVELOPE_MAX_CHARS ? encoded : null;
}

/**
 * A lower bound on the encoded length of `json`, without encoding it: base64 writes 4 characters
 * per 3 bytes, and UTF-8 takes at least one byte per UTF-16 unit. Lets an envelope that cannot
 * fit be refused for the cost of its JSON alone (obfuscating 800 KB takes 60-90 ms).
 */
export function encodedLengthAtLeast(json: string): number {
  return 4 * Math.ceil(json.length / 3);
}
