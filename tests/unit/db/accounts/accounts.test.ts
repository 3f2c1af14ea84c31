import { afterEach, describe, expect, it, vi } from 'vitest';

import { userSeeds } from '../../../../seeds/users';
import {
  AccountError,
  type AccountErrorCode,
  alphaSession,
  signIn,
  signUp,
} from '../../../../src/db/accounts/accounts';
import type { AlphaScoutDb } from '../../../../src/db/connection/database';
import { getUserByEmail, putRecords } from '../../../../src/db/records/repository';
import { HASH_PREFIX, parseHashRecord } from '../../../../src/lib/password';
import { makeUser } from '../../fixtures';
import { getCollection } from '../test-db';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteTestDbs();
});

/** Test-only work factor: the production default (600,000) is covered in password.test.ts. */
const FAST = { iterations: 1_000 };

const alice = { email: 'Alice@Example.com', username: 'alice', password: 'correct-horse-9' };

async function errorCode(promise: Promise<unknown>): Promise<AccountErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AccountError) return error.code;
    throw error;
  }
  throw new Error('expected an AccountError, but the call succeeded');
}

async function storedPasswords(db: AlphaScoutDb): Promise<string[]> {
  return (await getCollection(db, 'users')).map((user) => user.password);
}

describe('sign-up', () => {
  it('creates a user with a uuid, the trimmed email as typed, the username, a hash and created_at', async () => {
    const db = await openTestDb();
    const now = new Date('2026-11-21T08:00:00.000Z');
    const session = await signUp(
      db,
      { ...alice, email: '  Alice@Example.com ' },
      { ...FAST, now: () => now },
    );
    const [user] = await getCollection(db, 'users');
    expect(user?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(user?.email).toBe('Alice@Example.com');
    expect(user?.username).toBe('alice');
    expect(user?.created_at).toBe('2026-11-21T08:00:00.000Z');
    expect(user?.password.startsWith(`${HASH_PREFIX}1000$`)).toBe(true);
    expect(session).toEqual({
      id: user?.id,
      email: 'Alice@Example.com',
      username: 'alice',
      alpha: false,
    });
  });

  it('hashes with at least 600,000 iterations by default', async () => {
    const db = await openTestDb();
    await signUp(db, alice);
    const [password] = await storedPasswords(db);
    expect(parseHashRecord(password ?? '')?.iterations).toBeGreaterThanOrEqual(600_000);
  });

  it('refuses an existing email, compared trimmed and case-insensitively', async () => {
    const db = await openTestDb();
    await signUp(db, alice, FAST);
    for (const email of ['alice@example.com', 'ALICE@EXAMPLE.COM', '  alice@Example.com  ']) {
      const error = await signUp(db, { ...alice, email }, FAST).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AccountError);
      expect((error as AccountError).message).toBe('User with this email already exists');
    }
    expect(await getCollection(db, 'users')).toHaveLength(1);
  });

  it('lets only one of two racing sign-ups with the same email through', async () => {
    const db = await openTestDb();
    const results = await Promise.allSettled([
      signUp(db, alice, FAST),
      signUp(db, { ...alice, email: 'alice@EXAMPLE.com' }, FAST),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await getCollection(db, 'users')).toHaveLength(1);
  });

  it.each([
    [{ ...alice, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ ...alice, email: '' }, 'email', 'Email is required'],
    [{ ...alice, password: 'short7!' }, 'password', 'Password must be at least 8 characters'],
    [{ ...alice, username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ ...alice, username: 'a'.repeat(21) }, 'username', 'Username must be at most 20 characters'],
  ] as const)('refuses invalid input %# with the field message', async (input, field, message) => {
    const db = await openTestDb();
    const error = await signUp(db, input, FAST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccountError);
    expect((error as AccountError).code).toBe('invalid-input');
    expect((error as AccountError).fields[field]).toBe(message);
    expect(await getCollection(db, 'users')).toHaveLength(0);
  });

  it('accepts the boundaries: 8-character password, 3- and 20-character usernames', async () => {
    const db = await openTestDb();
    await signUp(db, { email: 'a@example.com', username: 'abc', password: '12345678' }, FAST);
    await signUp(
      db,
      { email: 'b@example.com', username: 'a'.repeat(20), password: '12345678' },
      FAST,
    );
    expect(await getCollection(db, 'users')).toHaveLength(2);
  });

  it('says "Registration failed" when the write yields no user', async () => {
    const db = await openTestDb();
    const table = db.collection('users');
    // A write that silently lands nowhere: the read-back then finds no user.
    vi.spyOn(table, 'add').mockResolvedValue('ghost');
    vi.spyOn(db, 'collection').mockReturnValue(table as never);
    expect(await errorCode(signUp(db, alice, FAST))).toBe('registration-failed');
    expect(new AccountError('registration-failed').message).toBe('Registration failed');
  });

  it('refuses sign-up and sign-in without crypto.subtle (plain http) and stores nothing', async () => {
    const db = await openTestDb();
    await putRecords(db, 'users', [
      makeUser({ email: 'legacy@example.com', password: 'plain-password-1' }),
    ]);
    vi.stubGlobal('crypto', {
      getRandomValues: crypto.getRandomValues.bind(crypto),
      randomUUID: () => crypto.randomUUID(),
    });
    expect(await errorCode(signUp(db, alice))).toBe('crypto-unavailable');
    expect(
      await errorCode(signIn(db, { email: 'legacy@example.com', password: 'plain-password-1' })),
    ).toBe('crypto-unavailable');
    vi.unstubAllGlobals();
    expect(await getUserByEmail(db, alice.email)).toBeUndefined();
    expect((await getUserByEmail(db, 'legacy@example.com'))?.password).toBe('plain-password-1');
  });
});

describe('sign-in', () => {
  it('sign-up → sign-out → sign-in returns the same session', async () => {
    const db = await openTestDb();
    const first = await signUp(db, alice, FAST);
    // signing out only clears the stored session; the account stays
    const again = await signIn(
      db,
      { email: ' alice@example.COM ', password: alice.password },
      FAST,
    );
    expect(again).toEqual(first);
  });

  it('refuses a wrong password and an unknown email with the same error', async () => {
    const db = await openTestDb();
    await signUp(db, alice, FAST);
    expect(
      await errorCode(signIn(db, { email: alice.email, password: 'wrong-password' }, FAST)),
    ).toBe('invalid-credentials');
    expect(
      await errorCode(signIn(db, { email: 'nobody@example.com', password: alice.password }, FAST)),
    ).toBe('invalid-credentials');
    expect(
      await errorCode(signIn(db, { email: 'not an email', password: alice.password }, FAST)),
    ).toBe('invalid-credentials');
    expect(new AccountError('invalid-credentials').message).toBe('Invalid email or password');
  });

  it('signs in a seed account with the password of its header comment', async () => {
    const db = await openTestDb();
    await putRecords(db, 'users', userSeeds);
    const session = await signIn(db, { email: 'satoshi@example.org', password: 'hodl-forever-21' });
    expect(session).toMatchObject({ id: 'user-satoshi', username: 'satoshi', alpha: false });
  });

  it('upgrades a legacy plain password to a hash at the first sign-in, then uses the hash', async () => {
    const db = await openTestDb();
    await putRecords(db, 'users', [
      makeUser({ email: 'legacy@example.com', password: 'old-plain-pass' }),
    ]);
    expect(
      await errorCode(signIn(db, { email: 'legacy@example.com', password: 'wrong-pass' }, FAST)),
    ).toBe('invalid-credentials');
    expect((await getUserByEmail(db, 'legacy@example.com'))?.password).toBe('old-plain-pass');

    await signIn(db, { email: 'legacy@example.com', password: 'old-plain-pass' }, FAST);
    const upgraded = await getUserByEmail(db, 'legacy@example.com');
    expect(upgraded?.password.startsWith(HASH_PREFIX)).toBe(true);
    expect(upgraded?.password).not.toContain('old-plain-pass');
    expect(upgraded).toMatchObject({
      id: 'user-1',
      username: 'alice',
      created_at: '2025-01-15T10:00:00.000Z',
    });
    // the old plain text itself is no longer a password: only the hash is checked now
    await signIn(db, { email: 'legacy@example.com', password: 'old-plain-pass' }, FAST);
    expect(
      await errorCode(
        signIn(db, { email: 'legacy@example.com', password: upgraded?.password ?? '' }, FAST),
      ),
    ).toBe('invalid-credentials');
  });

  it('re-hashes a record whose iteration count is below the current one', async () => {
    const db = await openTestDb();
    await signUp(db, alice, { iterations: 500 });
    await signIn(db, alice, FAST);
    expect(parseHashRecord((await storedPasswords(db))[0] ?? '')?.iterations).toBe(1_000);
  });

  it('never leaves a plain password in the users table', async () => {
    const db = await openTestDb();
    await putRecords(db, 'users', [
      makeUser({ id: 'u-legacy', email: 'legacy@example.com', password: 'old-plain-pass' }),
    ]);
    await signUp(db, alice, FAST);
    await signUp(db, { email: 'bob@example.com', username: 'bob', password: 'bob-password' }, FAST);
    await signIn(db, { email: 'legacy@example.com', password: 'old-plain-pass' }, FAST);
    for (const password of await storedPasswords(db))
      expect(password.startsWith(HASH_PREFIX)).toBe(true);
  });
});

describe('alpha login', () => {
  it('gives any well-formed email the alphauser session, flagged alpha', () => {
    expect(alphaSession(' admin@alphascout.app ')).toEqual({
      id: expect.stringMatching(/^alpha-[0-9a-z]+$/),
      email: 'admin@alphascout.app',
      username: 'alphauser',
      alpha: true,
    });
  });

  it('gives each email an id of its own, and the same email the same id again', () => {
    const first = alphaSession('trader@example.org').id;
    expect(alphaSession(' Trader@Example.ORG ').id).toBe(first);
    expect(alphaSession('trader2@example.org').id).not.toBe(first);
    expect(alphaSession('other@example.org').id).not.toBe(first);
    expect(first).not.toBe('alpha-user-id');
    // The longest email there is still makes a valid id.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect(alphaSession(longest).id.length).toBeLessThanOrEqual(200);
  });

  it('refuses a malformed email', () => {
    expect(() => alphaSession('nope')).toThrow(AccountError);
  });
});
