import { describe, expect, it } from 'vitest';

import { newSpace, readOnlyCode, type SpaceCode } from '../../../src/sync/code';
import { authToken, deriveSpaceKeys, type SpaceKeys, tokenHash } from '../../../src/sync/keys';

const FIXED: SpaceCode = { kind: 'full', secret: new Uint8Array(16).map((_, index) => index) };

// Pinned: a change to any derivation must be seen here (and checked against node:crypto's HKDF).
const VECTOR = {
  roomId: 'd4348d00b9a0c68482b25f6444677974',
  readToken: '9Q_TPzAJCXlsjm_KwMno-kVDz3XHRYjxIdaVqLIrNJk',
  writeToken: '0XPae9sx6ibk0nhfatAWHtqoJXJSAfwA-V-r7Isj7eg',
  readHash: '0e1a0dc6a679829d5d219a1f31a6394d8b7998f36678db3840135461790845f8',
};

const iv = new Uint8Array(12);
const sample = new TextEncoder().encode('a value');

async function sealed(keys: SpaceKeys): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, keys.valuesKey, sample),
  );
}

async function named(keys: SpaceKeys): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', keys.namesKey, sample));
}

describe('space keys', () => {
  it('derives the pinned room id and tokens from a fixed secret', async () => {
    const keys = await deriveSpaceKeys(FIXED);
    expect(keys).toMatchObject({
      roomId: VECTOR.roomId,
      readToken: VECTOR.readToken,
      writeToken: VECTOR.writeToken,
      readOnly: false,
    });
    expect(await tokenHash(VECTOR.readToken)).toBe(VECTOR.readHash);
  });

  it('matches an independent HKDF (node:crypto)', async () => {
    const { hkdfSync } = await import('node:crypto');
    const derive = (ikm: Uint8Array, info: string, length: number) =>
      Buffer.from(hkdfSync('sha256', ikm, new Uint8Array(0), info, length));
    const read = derive(FIXED.secret, 'alphascout-sync/read', 16);
    expect(derive(read, 'alphascout-sync/room', 16).toString('hex')).toBe(VECTOR.roomId);
    expect(derive(read, 'alphascout-sync/read-token', 32).toString('base64url')).toBe(
      VECTOR.readToken,
    );
    expect(derive(FIXED.secret, 'alphascout-sync/write-token', 32).toString('base64url')).toBe(
      VECTOR.writeToken,
    );
    expect(Buffer.from((await readOnlyCode(FIXED)).secret)).toEqual(read);
  });

  it('gives the full and the read-only code one room and the same keys', async () => {
    const full = await deriveSpaceKeys(FIXED);
    const read = await deriveSpaceKeys(await readOnlyCode(FIXED));
    expect(read.roomId).toBe(full.roomId);
    expect(read.readToken).toBe(full.readToken);
    expect(read.writeToken).toBeUndefined();
    expect(read.readOnly).toBe(true);
    expect(await sealed(read)).toEqual(await sealed(full));
    expect(await named(read)).toEqual(await named(full));
  });

  it('gives another space another room, tokens and keys', async () => {
    const one = await deriveSpaceKeys(FIXED);
    const other = await deriveSpaceKeys(newSpace());
    expect(other.roomId).toMatch(/^[0-9a-f]{32}$/);
    expect(other.roomId).not.toBe(one.roomId);
    expect(other.readToken).not.toBe(one.readToken);
    expect(other.writeToken).not.toBe(one.writeToken);
    expect(await sealed(other)).not.toEqual(await sealed(one));
    expect(await named(other)).not.toEqual(await named(one));
  });

  it('keeps its keys unreadable to page code', async () => {
    const keys = await deriveSpaceKeys(FIXED);
    expect(keys.valuesKey.extractable).toBe(false);
    expect(keys.namesKey.extractable).toBe(false);
  });
});

describe('the Hocuspocus token', () => {
  it('opens a space with the write token of a full code, the read token of a read-only one', async () => {
    const full = await deriveSpaceKeys(FIXED);
    const read = await deriveSpaceKeys(await readOnlyCode(FIXED));
    expect(await authToken(full)).toBe(`{"v":1,"token":"${VECTOR.writeToken}"}`);
    expect(await authToken(read)).toBe(`{"v":1,"token":"${VECTOR.readToken}"}`);
  });

  it('creates a space with the write token and the hash of the read token', async () => {
    const full = await deriveSpaceKeys(FIXED);
    expect(JSON.parse(await authToken(full, { create: true }))).toEqual({
      v: 1,
      token: VECTOR.writeToken,
      create: { readHash: VECTOR.readHash },
    });
  });

  it('refuses to create a space from a read-only code', async () => {
    const read = await deriveSpaceKeys(await readOnlyCode(FIXED));
    await expect(authToken(read, { create: true })).rejects.toThrow('read-only');
  });
});
