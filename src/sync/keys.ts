/**
 * Everything a device needs to reach and read a sync space, derived from its code (the sync
 * contract, "Codes and keys"). Readers and writers share the read secret R, so both find the same
 * room and read the same entries; only the full secret S gives the write token, so the server can
 * tell a writer from a reader without learning either secret. The keys are non-extractable
 * WebCrypto keys: page code can use them, not read them.
 */
import { base64urlnopad, hex } from '@scure/base';

import { readOnlyCode, type SpaceCode } from './code';
import { hkdf } from './hkdf';

export interface SpaceKeys {
  /** The Hocuspocus document name: 32 lowercase hex characters, saying nothing about the code. */
  readonly roomId: string;
  /** What a reader shows the server (base64url, no padding). */
  readonly readToken: string;
  /** What a writer shows the server; only a full code has it. */
  readonly writeToken?: string;
  /** AES-256-GCM, for the entries' values. */
  readonly valuesKey: CryptoKey;
  /** HMAC-SHA-256, for the entries' names. */
  readonly namesKey: CryptoKey;
  readonly readOnly: boolean;
}

const INFO = {
  room: 'alphascout-sync/room',
  readToken: 'alphascout-sync/read-token',
  values: 'alphascout-sync/values',
  names: 'alphascout-sync/names',
  writeToken: 'alphascout-sync/write-token',
} as const;

const token = async (secret: Uint8Array<ArrayBuffer>, info: string): Promise<string> =>
  base64urlnopad.encode(await hkdf(secret, info, 32));

export async function deriveSpaceKeys(code: SpaceCode): Promise<SpaceKeys> {
  const read = (await readOnlyCode(code)).secret;
  const [room, readToken, values, names] = await Promise.all([
    hkdf(read, INFO.room, 16),
    token(read, INFO.readToken),
    hkdf(read, INFO.values, 32),
    hkdf(read, INFO.names, 32),
  ]);
  const [valuesKey, namesKey] = await Promise.all([
    crypto.subtle.importKey('raw', values, 'AES-GCM', false, ['encrypt', 'decrypt']),
    crypto.subtle.importKey('raw', names, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
  ]);
  const keys = { roomId: hex.encode(room), readToken, valuesKey, namesKey };
  return code.kind === 'full'
    ? { ...keys, writeToken: await token(code.secret, INFO.writeToken), readOnly: false }
    : { ...keys, readOnly: true };
}

/** Lowercase hex SHA-256 of a token's text: what the server keeps instead of the token. */
export async function tokenHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex.encode(new Uint8Array(digest));
}

/**
 * The Hocuspocus token (a JSON string): the write token when there is one, else the read token.
 * `create` asks the server to register the room, with the hash of the read token so that readers
 * can join it; only a full code can, and only a device that already held the space should.
 */
export async function authToken(
  keys: SpaceKeys,
  { create = false }: { create?: boolean } = {},
): Promise<string> {
  if (!create) return JSON.stringify({ v: 1, token: keys.writeToken ?? keys.readToken });
  if (keys.writeToken === undefined)
    throw new Error('Only a full code can create a space: this one is read-only.');
  return JSON.stringify({
    v: 1,
    token: keys.writeToken,
    create: { readHash: await tokenHash(keys.readToken) },
  });
}
