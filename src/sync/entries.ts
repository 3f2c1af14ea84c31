/**
 * The entries of a sync room (the sync contract, "The room's content"): the server and anyone
 * without the code see only opaque names and ciphertext. A name is the HMAC of its path, so every
 * device finds the same entry for a field without the path showing; the value is sealed with
 * AES-GCM, its additional data the entry's name, so a ciphertext moved under another name fails.
 * What comes out of a room is someone else's writing: it is checked (the path, that the name is
 * the path's, the stamp and the value's shape) and anything wrong reads as nothing, never a throw.
 */
import { base64urlnopad } from '@scure/base';
import * as v from 'valibot';

import { hlcSchema } from './hlc';
import type { SpaceKeys } from './keys';
import { checkedValue, type Field, type FieldValue, parsePath, type Path } from './paths';

/** What an entry says: this field had this value at this stamp. */
export interface Entry {
  readonly path: Path;
  readonly field: Field;
  readonly hlc: string;
  readonly value: FieldValue;
}

export interface SealedEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const NAME_LENGTH = 22;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

const plaintextSchema = v.object({ p: v.string(), c: hlcSchema, v: v.unknown() });

/** Names already worked out, per names key: a device asks for the same paths over and over. */
const namesByKey = new WeakMap<CryptoKey, Map<Path, string>>();

/** The entry name of a path: base64url of its HMAC-SHA-256, cut to 22 characters (132 bits). */
export async function entryName(keys: Pick<SpaceKeys, 'namesKey'>, path: Path): Promise<string> {
  let names = namesByKey.get(keys.namesKey);
  if (names === undefined) namesByKey.set(keys.namesKey, (names = new Map<Path, string>()));
  const known = names.get(path);
  if (known !== undefined) return known;
  const mac = await crypto.subtle.sign('HMAC', keys.namesKey, encoder.encode(path));
  const name = base64urlnopad.encode(new Uint8Array(mac)).slice(0, NAME_LENGTH);
  names.set(path, name);
  return name;
}

export async function encryptEntry(
  keys: Pick<SpaceKeys, 'namesKey' | 'valuesKey'>,
  path: Path,
  hlc: string,
  value: FieldValue,
): Promise<SealedEntry> {
  const name = await entryName(keys, path);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = encoder.encode(JSON.stringify({ p: path, c: hlc, v: value }));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
    keys.valuesKey,
    plaintext,
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  return { name, bytes };
}

async function opened(
  keys: Pick<SpaceKeys, 'valuesKey'>,
  name: string,
  bytes: Uint8Array,
): Promise<unknown> {
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(name) },
      keys.valuesKey,
      bytes.slice(IV_BYTES),
    );
    return JSON.parse(decoder.decode(plaintext));
  } catch {
    // Another key, tampered bytes, another name, or not UTF-8 JSON: not an entry of this space.
    return undefined;
  }
}

/** The entry sealed in `bytes` under `name`, checked, or null for anything that is not one. */
export async function decryptEntry(
  keys: Pick<SpaceKeys, 'namesKey' | 'valuesKey'>,
  name: string,
  bytes: unknown,
): Promise<Entry | null> {
  if (!(bytes instanceof Uint8Array) || bytes.length < IV_BYTES + TAG_BYTES) return null;
  const plaintext = v.safeParse(plaintextSchema, await opened(keys, name, bytes));
  if (!plaintext.success) return null;
  const { p: path, c: hlc, v: raw } = plaintext.output;
  const field = parsePath(path);
  if (field === null || (await entryName(keys, path)) !== name) return null;
  const checked = checkedValue(field, raw);
  return checked === null ? null : { path, field, hlc, value: checked.value };
}
