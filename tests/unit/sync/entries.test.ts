import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { newSpace, readOnlyCode, type SpaceCode } from '../../../src/sync/code';
import { decryptEntry, encryptEntry, entryName } from '../../../src/sync/entries';
import { deriveSpaceKeys, type SpaceKeys } from '../../../src/sync/keys';
import { type FieldValue, pathOf } from '../../../src/sync/paths';
import { fields } from './arbitraries';

const RUNS = { numRuns: 100, seed: 20260555 } as const;

const HLC = '1780000000000.0000.0badc0de';
const WATCHED = pathOf({
  row: { kind: 'tracking', collection: 'airdrops', itemId: 'zk-drop' },
  field: 'watched',
});
const NOTE = pathOf({
  row: { kind: 'tracking', collection: 'airdrops', itemId: 'zk-drop' },
  field: 'note',
});

let space: SpaceCode;
let keys: SpaceKeys;
let other: SpaceKeys;

beforeAll(async () => {
  space = newSpace();
  keys = await deriveSpaceKeys(space);
  other = await deriveSpaceKeys(newSpace());
});

/** An entry sealed by hand, with whatever plaintext and name a writer with the key chose. */
async function sealedByHand(plaintext: string, name: string): Promise<Uint8Array> {
  const iv = new Uint8Array(12);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(name) },
    keys.valuesKey,
    new TextEncoder().encode(plaintext),
  );
  return new Uint8Array([...iv, ...new Uint8Array(sealed)]);
}

/** A value of the right shape for each field (the shapes are tested in paths.test.ts). */
const SAMPLE_VALUES: Record<string, FieldValue> = {
  watched: true,
  note: 'gm | 🚀',
  meta: { name: 'Drop', image: '/images/drop.png' },
  tick: false,
  repeat: null,
  label: 'Main',
  address: { chain: 'other', address: 'addr-1' },
  removed: true,
};

describe('sync entries', () => {
  it('names an entry with 22 base64url characters of its path HMAC, the same on every device', async () => {
    const name = await entryName(keys, WATCHED);
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await entryName(await deriveSpaceKeys(space), WATCHED)).toBe(name);
    expect(await entryName(await deriveSpaceKeys(await readOnlyCode(space)), WATCHED)).toBe(name);
    expect(await entryName(keys, NOTE)).not.toBe(name);
    expect(await entryName(other, WATCHED)).not.toBe(name);
  });

  it('reads back what it sealed, for every field', async () => {
    await fc.assert(
      fc.asyncProperty(fields, async (field) => {
        const path = pathOf(field);
        const value = SAMPLE_VALUES[field.field]!;
        const { name, bytes } = await encryptEntry(keys, path, HLC, value);
        expect(name).toBe(await entryName(keys, path));
        expect(await decryptEntry(keys, name, bytes)).toEqual({ path, field, hlc: HLC, value });
      }),
      RUNS,
    );
  });

  it('lets a read-only device read what a writer sealed', async () => {
    const reader = await deriveSpaceKeys(await readOnlyCode(space));
    const { name, bytes } = await encryptEntry(keys, NOTE, HLC, 'gm');
    expect((await decryptEntry(reader, name, bytes))?.value).toBe('gm');
  });

  it('shows the path and value to no one without the key', async () => {
    const { bytes } = await encryptEntry(keys, NOTE, HLC, 'my secret note');
    const text = new TextDecoder().decode(bytes);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('airdrops');
  });

  it('reads nothing under another key', async () => {
    const { name, bytes } = await encryptEntry(keys, NOTE, HLC, 'gm');
    expect(await decryptEntry(other, name, bytes)).toBeNull();
  });

  it('reads nothing from bytes changed anywhere', async () => {
    const { name, bytes } = await encryptEntry(keys, NOTE, HLC, 'gm');
    for (let at = 0; at < bytes.length; at++) {
      const tampered = bytes.slice();
      tampered[at]! ^= 1;
      expect(await decryptEntry(keys, name, tampered)).toBeNull();
    }
    expect(await decryptEntry(keys, name, bytes.slice(0, -1))).toBeNull();
    expect(await decryptEntry(keys, name, bytes.slice(0, 20))).toBeNull();
    expect(await decryptEntry(keys, name, 'not bytes')).toBeNull();
  });

  it('reads nothing from an entry moved under another name', async () => {
    const { bytes } = await encryptEntry(keys, NOTE, HLC, 'gm');
    expect(await decryptEntry(keys, await entryName(keys, WATCHED), bytes)).toBeNull();
  });

  it('reads nothing from an entry sealed under a name that is not its path', async () => {
    const name = await entryName(keys, WATCHED);
    const bytes = await sealedByHand(JSON.stringify({ p: NOTE, c: HLC, v: 'gm' }), name);
    expect(await decryptEntry(keys, name, bytes)).toBeNull();
  });

  it('reads nothing that is not a checked entry', async () => {
    const name = await entryName(keys, NOTE);
    for (const plaintext of [
      'not json',
      '"just a string"',
      JSON.stringify({ p: NOTE, c: HLC }),
      JSON.stringify({ p: NOTE, c: 'yesterday', v: 'gm' }),
      JSON.stringify({ p: NOTE, c: HLC, v: 42 }),
      JSON.stringify({ p: NOTE, c: HLC, v: 'x'.repeat(2001) }),
      JSON.stringify({ p: 'not|a|path', c: HLC, v: 'gm' }),
    ])
      expect(
        await decryptEntry(keys, name, await sealedByHand(plaintext, name)),
        plaintext,
      ).toBeNull();
    expect(
      await decryptEntry(
        keys,
        name,
        await sealedByHand(JSON.stringify({ p: NOTE, c: HLC, v: 'gm' }), name),
      ),
    ).toMatchObject({ value: 'gm' });
  });
});
