/** An envelope encoded whatever its size, as the product encodes one within budget (codec.ts). */
import { envelopeJson } from '../../../../src/db/envelope/codec';
import { obfuscate } from '../../../../src/lib/obfuscate';

export function encodeEnvelope(records: readonly unknown[], now: Date): string {
  return obfuscate(envelopeJson(records, now));
}
