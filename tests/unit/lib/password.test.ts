import { afterEach, describe, expect, it, vi } from 'vitest';

import { userSeeds } from '../../../seeds/users';
import {
  canHashPasswords,
  constantTimeEqual,
  DEFAULT_ITERATIONS,
  HASH_PREFIX,
  hashPassword,
  legacyPasswordMatches,
  parseHashRecord,
  PasswordCryptoUnavailableError,
  verifyPassword,
} from '../../../src/lib/password';

/** The plain passwords listed in the header comment of seeds/users.ts. */
const SEED_PASSWORDS: Record<string, string> = {
  'satoshi@example.org': 'hodl-forever-21',
  'luna.trader@example.org': 'moon-or-bust-42',
  'dana.defi@example.net': 'yield-farmer-88',
};

const FAST = { iterations: 1_000 };

afterEach(() => vi.unstubAllGlobals());

describe('password hashing', () => {
  it('defaults to at least 600,000 iterations and a 16-byte salt', async () => {
    expect(DEFAULT_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const record = await hashPassword('correct horse battery');
    const parsed = parseHashRecord(record);
    expect(parsed?.iterations).toBe(DEFAULT_ITERATIONS);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.hash).toHaveLength(32);
  });

  it('stores pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>', async () => {
    const record = await hashPassword('secret-password', FAST);
    expect(record).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(record).not.toContain('secret-password');
  });

  it('draws a fresh salt for each hash of the same password', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same-password', FAST),
      hashPassword('same-password', FAST),
    ]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const record = await hashPassword('right-password', FAST);
    expect(await verifyPassword('right-password', record)).toBe(true);
    expect(await verifyPassword('wrong-password', record)).toBe(false);
    expect(await verifyPassword('', record)).toBe(false);
  });

  it('reads the iteration count from the record, so the default can be raised later', async () => {
    const record = await hashPassword('older-record', { iterations: 2_000 });
    expect(parseHashRecord(record)?.iterations).toBe(2_000);
    expect(await verifyPassword('older-record', record)).toBe(true);
  });

  it('matches every seed account with the plain password of its header comment (same format)', async () => {
    for (const user of userSeeds) {
      const plain = SEED_PASSWORDS[user.email];
      expect(plain, user.email).toBeDefined();
      expect(user.password.startsWith(HASH_PREFIX)).toBe(true);
      expect(await verifyPassword(plain ?? '', user.password)).toBe(true);
      expect(await verifyPassword(`${plain ?? ''}x`, user.password)).toBe(false);
    }
  });

  it('is reproducible for a fixed salt (a record made elsewhere verifies here)', async () => {
    const salt = new Uint8Array(16).fill(7);
    const a = await hashPassword('pw-12345678', { ...FAST, salt });
    const b = await hashPassword('pw-12345678', { ...FAST, salt });
    expect(a).toBe(b);
  });

  it('treats malformed records as no match', async () => {
    for (const bad of [
      '',
      'plain',
      'pbkdf2-sha256$',
      'pbkdf2-sha256$0$AA==$AA==',
      'pbkdf2-sha256$abc$AA==$AA==',
      'pbkdf2-sha256$1000$!!$AA==',
      'pbkdf2-sha256$1000$AA==',
      'pbkdf2-sha256$99999999999$AA==$AA==',
    ]) {
      expect(parseHashRecord(bad), bad).toBeNull();
      expect(await verifyPassword('anything', bad)).toBe(false);
    }
  });

  it('refuses to hash or verify when crypto.subtle is unavailable (plain http), never falling back', async () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array) => array,
      randomUUID: () => 'x',
    });
    expect(canHashPasswords()).toBe(false);
    await expect(hashPassword('whatever-password')).rejects.toBeInstanceOf(
      PasswordCryptoUnavailableError,
    );
    await expect(
      verifyPassword('whatever-password', 'pbkdf2-sha256$1000$AA==$AA=='),
    ).rejects.toBeInstanceOf(PasswordCryptoUnavailableError);
  });
});

describe('constant-time comparison', () => {
  it('compares equal and unequal byte arrays correctly, whatever their lengths', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 3))).toBe(true);
    expect(constantTimeEqual(bytes(), bytes())).toBe(true);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 4))).toBe(false);
    expect(constantTimeEqual(bytes(9, 2, 3), bytes(1, 2, 3))).toBe(false);
    expect(constantTimeEqual(bytes(1, 2), bytes(1, 2, 3))).toBe(false);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2))).toBe(false);
    expect(constantTimeEqual(bytes(), bytes(0))).toBe(false);
    // a repeating pattern must not look equal to a shorter prefix of it
    expect(constantTimeEqual(bytes(1, 1, 1, 1), bytes(1, 1))).toBe(false);
  });

  it('reads every byte whatever the position of the first difference (no early exit)', () => {
    const reads = (differAt: number): number => {
      let count = 0;
      const base = new Uint8Array(64);
      const other = new Uint8Array(64);
      other[differAt] = 1;
      const spy = new Proxy(base, {
        get(target, property) {
          if (typeof property === 'string' && /^\d+$/.test(property)) count++;
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          const bound: unknown = value.bind(target);
          return bound;
        },
      });
      constantTimeEqual(spy, other);
      return count;
    };
    expect(reads(0)).toBe(64);
    expect(reads(63)).toBe(64);
  });

  it('compares legacy plain passwords over UTF-8 bytes', () => {
    expect(legacyPasswordMatches('pässwörd-🙂', 'pässwörd-🙂')).toBe(true);
    expect(legacyPasswordMatches('pässwörd-🙂', 'passwörd-🙂')).toBe(false);
    expect(legacyPasswordMatches('abc', 'abcd')).toBe(false);
  });
});
