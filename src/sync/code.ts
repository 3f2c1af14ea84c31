/**
 * The codes a sync space is joined with (the sync contract, "Codes and keys"). A code is read off
 * one screen and typed on another, so it carries a check that catches a mistyped character before
 * any server is asked, and parsing forgives what people do to codes: lower case, spaces, dashes,
 * and the digits that look like letters. A full code can write; its read-only code is derived
 * from it one way, so handing out the read-only code never hands out the right to write.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base32nopad } from '@scure/base';

import { hkdf } from './hkdf';

export type CodeKind = 'full' | 'read';

/** A space's secret and what it allows: `full` reads and writes, `read` only reads. */
export interface SpaceCode {
  readonly kind: CodeKind;
  /** {@link SECRET_BYTES} bytes: the full secret S, or the read secret R. */
  readonly secret: Uint8Array<ArrayBuffer>;
}

export type ParsedCode = ({ ok: true } & SpaceCode) | { ok: false; message: string };

export const SECRET_BYTES = 16;
const CHECK_BYTES = 3;
/** Characters per group of the shown code. */
const GROUP = /.{4}/g;

export const MISTYPED_CODE = 'That code is mistyped: check it and try again.';
export const NO_CODE = 'Enter the code shown on your other device.';

const KIND_BYTE: Record<CodeKind, number> = { full: 1, read: 2 };

/** The read secret R of a full secret: what every holder of the space, reader or writer, shares. */
const READ_INFO = 'alphascout-sync/read';

/** A new space: a random full secret. */
export function newSpace(): SpaceCode {
  return { kind: 'full', secret: crypto.getRandomValues(new Uint8Array(SECRET_BYTES)) };
}

function checkOf(kindAndSecret: Uint8Array): Uint8Array {
  return sha256(kindAndSecret).slice(0, CHECK_BYTES);
}

/** The code as shown: 32 base32 characters in 8 groups of 4 (`ABCD-EFGH-…`). */
export function formatCode({ kind, secret }: SpaceCode): string {
  if (secret.length !== SECRET_BYTES)
    throw new RangeError(`A space secret is ${SECRET_BYTES} bytes, not ${secret.length}`);
  const body = new Uint8Array([KIND_BYTE[kind], ...secret]);
  const text = base32nopad.encode(new Uint8Array([...body, ...checkOf(body)]));
  return text.match(GROUP)?.join('-') ?? text;
}

/** Letters people type for the digits base32 leaves out. */
const LOOK_ALIKES: Record<string, string> = { '0': 'O', '1': 'I', '8': 'B' };

/** The code in `text`, or why it is not one: no server round trip tells a typo. */
export function parseCode(text: string): ParsedCode {
  const cleaned = text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[018]/g, (digit) => LOOK_ALIKES[digit] ?? digit);
  if (cleaned === '') return { ok: false, message: NO_CODE };
  if (!/^[A-Z2-7]{32}$/.test(cleaned)) return { ok: false, message: MISTYPED_CODE };
  const bytes = base32nopad.decode(cleaned);
  const body = bytes.slice(0, 1 + SECRET_BYTES);
  const check = bytes.slice(1 + SECRET_BYTES);
  const expected = checkOf(body);
  if (!check.every((byte, index) => byte === expected[index]))
    return { ok: false, message: MISTYPED_CODE };
  const kind = body[0] === KIND_BYTE.full ? 'full' : body[0] === KIND_BYTE.read ? 'read' : null;
  if (kind === null) return { ok: false, message: MISTYPED_CODE };
  return { ok: true, kind, secret: body.slice(1) };
}

/** The read-only code of a space: itself for a read-only code. */
export async function readOnlyCode(code: SpaceCode): Promise<SpaceCode> {
  if (code.kind === 'read') return code;
  return { kind: 'read', secret: await hkdf(code.secret, READ_INFO, SECRET_BYTES) };
}
