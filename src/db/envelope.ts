/**
 * The versioned envelope of spec §7 / PRODUCT.md: `{ version: 1, timestamp, data: [...] }`
 * as JSON, obfuscated. Pure: no storage access here, so it is tested without a browser.
 */
import * as v from 'valibot';
import { deobfuscate, obfuscate } from '../lib/obfuscate';
import { isoDate } from '../schemas/common';
import type { CollectionName, RecordOf } from '../schemas/registry';
import { describeProblem, toProblems, validateRecord } from '../schemas/validate';

/** Envelope format version. Bumping it needs a migration from every older version. */
export const ENVELOPE_VERSION = 1;

const envelopeShape = v.object({
  version: v.literal(ENVELOPE_VERSION),
  timestamp: isoDate,
  data: v.array(v.unknown()),
});

export interface Envelope<T> {
  version: typeof ENVELOPE_VERSION;
  timestamp: string;
  data: T[];
}

export type Decoded<T> = { ok: true; envelope: Envelope<T> } | { ok: false; reason: string };

/** The envelope as JSON, before obfuscation. */
export function envelopeJson(records: readonly unknown[], now: Date): string {
  return JSON.stringify({ version: ENVELOPE_VERSION, timestamp: now.toISOString(), data: records });
}

export function encodeEnvelope(records: readonly unknown[], now: Date): string {
  return obfuscate(envelopeJson(records, now));
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

/**
 * Decodes one stored copy and validates every record against the collection's schema.
 * Any failure (not base64, not JSON, wrong version, a bad record) makes the copy corrupt.
 */
export function decodeEnvelope<C extends CollectionName>(collection: C, raw: string): Decoded<RecordOf<C>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(deobfuscate(raw));
  } catch (error) {
    return { ok: false, reason: `unreadable (${error instanceof Error ? error.message : 'decode failed'})` };
  }
  const shape = v.safeParse(envelopeShape, parsed);
  if (!shape.success) {
    return { ok: false, reason: `not a version ${ENVELOPE_VERSION} envelope (${describeProblem(toProblems(shape.issues)[0] ?? { path: '', message: 'invalid' })})` };
  }
  const data: RecordOf<C>[] = [];
  for (const [index, item] of shape.output.data.entries()) {
    const record = validateRecord(collection, item);
    if (!record.ok) {
      const problem = record.problems[0];
      return { ok: false, reason: `record ${index} is invalid (${problem ? describeProblem(problem) : 'invalid'})` };
    }
    data.push(record.value);
  }
  return { ok: true, envelope: { version: ENVELOPE_VERSION, timestamp: shape.output.timestamp, data } };
}
