/**
 * Reads a collection's envelope back from a Storage: decodes each stored copy and checks every
 * record against the collection's schema. Only a start that finds a table empty with a copy
 * stored needs it (seeding/fill-empty.ts loads it then), so the schemas stay out of the first page.
 */
import * as v from 'valibot';

import { deobfuscate } from '../../lib/obfuscate';
import { isoDate } from '../../schemas/common';
import type { CollectionName, RecordOf } from '../../schemas/registry';
import { describeProblem, toProblems, validateRecord } from '../../schemas/validate';
import { backupKey, envelopeKey } from '../storage/keys';
import { type Envelope, ENVELOPE_VERSION } from './codec';
import type { Logger } from './store';

const envelopeShape = v.object({
  version: v.literal(ENVELOPE_VERSION),
  timestamp: isoDate,
  data: v.array(v.unknown()),
});

export type Decoded<T> = { ok: true; envelope: Envelope<T> } | { ok: false; reason: string };

/**
 * Decodes one stored copy and validates every record against the collection's schema.
 * Any failure (not base64, not JSON, wrong version, a bad record) makes the copy corrupt.
 */
export function decodeEnvelope<C extends CollectionName>(
  collection: C,
  raw: string,
): Decoded<RecordOf<C>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(deobfuscate(raw));
  } catch (error) {
    return {
      ok: false,
      reason: `unreadable (${error instanceof Error ? error.message : 'decode failed'})`,
    };
  }
  const shape = v.safeParse(envelopeShape, parsed);
  if (!shape.success) {
    return {
      ok: false,
      reason: `not a version ${ENVELOPE_VERSION} envelope (${describeProblem(toProblems(shape.issues)[0] ?? { path: '', message: 'invalid' })})`,
    };
  }
  const data: RecordOf<C>[] = [];
  for (const [index, item] of shape.output.data.entries()) {
    const record = validateRecord(collection, item);
    if (!record.ok) {
      const problem = record.problems[0];
      return {
        ok: false,
        reason: `record ${index} is invalid (${problem ? describeProblem(problem) : 'invalid'})`,
      };
    }
    data.push(record.value);
  }
  return {
    ok: true,
    envelope: { version: ENVELOPE_VERSION, timestamp: shape.output.timestamp, data },
  };
}

/**
 * The newest valid copy, or null. A corrupt copy is deleted and treated as absent;
 * when both are valid the newer timestamp wins, the main copy on a tie.
 */
export function readEnvelope<C extends CollectionName>(
  storage: Storage,
  collection: C,
  log: Logger,
): Envelope<RecordOf<C>> | null {
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
    if (!best || Date.parse(decoded.envelope.timestamp) > Date.parse(best.timestamp))
      best = decoded.envelope;
  }
  return best;
}
