/**
 * Account operations (docs/product.md, "Accounts and roles"): sign-up, sign-in and the alpha login. Each
 * returns the session to store; none of them touches localStorage, so they run the same on
 * fake-indexeddb in tests.
 *
 * Passwords are hashed (lib/password) BEFORE any transaction opens: awaiting WebCrypto inside a
 * Dexie transaction would end it early (docs/data.md, "IndexedDB pitfalls"). A legacy plain-text password is accepted
 * once and replaced by a hash at that sign-in; nothing here ever writes plain text.
 */
import * as v from 'valibot';

import {
  canHashPasswords,
  DEFAULT_ITERATIONS,
  hashPassword,
  isHashRecord,
  legacyPasswordMatches,
  parseHashRecord,
  PasswordCryptoUnavailableError,
  verifyPassword,
} from '../../lib/password';
import {
  email as emailSchema,
  normalEmail,
  type Registration,
  registrationSchema,
  type Session,
  type User,
} from '../../schemas/user';
import type { AlphaScoutDb } from '../connection/database';
import { getUserByEmail, putRecords, validateCollection } from '../records/repository';

export type AccountErrorCode =
  | 'invalid-credentials'
  | 'email-taken'
  | 'registration-failed'
  | 'invalid-input'
  | 'crypto-unavailable';

/** The internal texts of docs/product.md, "Messages"; the login screen maps them to what the visitor reads. */
export const ACCOUNT_MESSAGES: Record<AccountErrorCode, string> = {
  'invalid-credentials': 'Invalid email or password',
  'email-taken': 'User with this email already exists',
  'registration-failed': 'Registration failed',
  'invalid-input': 'Please check the highlighted fields',
  'crypto-unavailable': new PasswordCryptoUnavailableError().message,
};

export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    /** For `invalid-input`: the first message per field. */
    readonly fields: Partial<Record<keyof Registration, string>> = {},
  ) {
    super(ACCOUNT_MESSAGES[code]);
    this.name = 'AccountError';
  }
}

export interface AccountOptions {
  /** Test-only work factor for new hashes; production code leaves the ≥ 600,000 default. */
  iterations?: number;
  now?: () => Date;
}

/**
 * The one id every alpha login shared before each email had its own: its tracker goes to the next
 * alpha login (docs/product.md, "Accounts and roles").
 */
export const LEGACY_ALPHA_USER_ID = 'alpha-user-id';
export const ALPHA_USERNAME = 'alphauser';

/**
 * cyrb53, a 53-bit string hash: synchronous (the alpha login needs no WebCrypto) and wide enough
 * that two emails of one browser never meet, where 32 bits would at tens of thousands.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * An alpha email's own id, so its tracker (`account:<id>`) is its own: the same email, in any
 * letter case, gets the same id at every sign-in. A hash, since an email may be longer than an id.
 */
export function alphaUserId(email: string): string {
  return `alpha-${hash53(normalEmail(email)).toString(36)}`;
}

function requireCrypto(): void {
  if (!canHashPasswords()) throw new AccountError('crypto-unavailable');
}

function toSession(user: Pick<User, 'id' | 'email' | 'username'>): Session {
  return { id: user.id, email: user.email, username: user.username, alpha: false };
}

/** The first message per field of a registration form; empty when it is valid. */
export function registrationProblems(input: unknown): Partial<Record<keyof Registration, string>> {
  const result = v.safeParse(registrationSchema, input);
  if (result.success) return {};
  const fields: Partial<Record<keyof Registration, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if ((key === 'email' || key === 'username' || key === 'password') && !fields[key])
      fields[key] = issue.message;
  }
  return fields;
}

/** Creates an account and returns its session. Throws {@link AccountError}. */
export async function signUp(
  db: AlphaScoutDb,
  input: { email: string; username: string; password: string },
  options: AccountOptions = {},
): Promise<Session> {
  const parsed = v.safeParse(registrationSchema, input);
  if (!parsed.success) throw new AccountError('invalid-input', registrationProblems(input));
  requireCrypto();
  const { email, username, password } = parsed.output;
  // Early refusal: no point spending a hash on an email that is taken.
  if (await getUserByEmail(db, email)) throw new AccountError('email-taken');

  const record: User = {
    id: crypto.randomUUID(),
    email,
    username,
    password: await hashPassword(password, { iterations: options.iterations }),
    created_at: (options.now?.() ?? new Date()).toISOString(),
  };
  const [user] = validateCollection('users', [record]);
  if (!user) throw new AccountError('registration-failed');

  const table = db.collection('users');
  // Re-check inside the write transaction: another tab may have registered the email meanwhile.
  await db.transaction('rw', table, async () => {
    if (await getUserByEmail(db, email)) throw new AccountError('email-taken');
    await table.add(user);
  });

  const stored = await getUserByEmail(db, email);
  if (stored?.id !== user.id) throw new AccountError('registration-failed');
  return toSession(stored);
}

/** A well-formed hash to check against when the email is unknown, so both cases cost the same. */
let dummyHash: Promise<string> | null = null;

/** Checks the credentials and returns the session. Throws {@link AccountError}. */
export async function signIn(
  db: AlphaScoutDb,
  input: { email: string; password: string },
  options: AccountOptions = {},
): Promise<Session> {
  requireCrypto();
  const emailResult = v.safeParse(emailSchema, input.email);
  const user = emailResult.success ? await getUserByEmail(db, emailResult.output) : undefined;
  const target = options.iterations ?? DEFAULT_ITERATIONS;

  if (!user) {
    dummyHash ??= hashPassword('not-a-password', { iterations: target });
    await verifyPassword(input.password, await dummyHash);
    throw new AccountError('invalid-credentials');
  }

  if (!isHashRecord(user.password)) {
    if (!legacyPasswordMatches(input.password, user.password))
      throw new AccountError('invalid-credentials');
    await upgradePassword(db, user, input.password, target);
    return toSession(user);
  }

  if (!(await verifyPassword(input.password, user.password)))
    throw new AccountError('invalid-credentials');
  // Records made with an older, lower work factor are re-hashed now that we hold the password.
  const parsed = parseHashRecord(user.password);
  if (parsed && parsed.iterations < target) await upgradePassword(db, user, input.password, target);
  return toSession(user);
}

/** Hash first, write second: the transaction inside putRecords only ever awaits Dexie. */
async function upgradePassword(
  db: AlphaScoutDb,
  user: User,
  password: string,
  iterations: number,
): Promise<void> {
  const password_hash = await hashPassword(password, { iterations });
  await putRecords(db, 'users', [{ ...user, password: password_hash }]);
}

/**
 * The alpha login takes any well-formed email and needs no account: the demo user `alphauser`,
 * with an id of that email's own. `alpha: true` keeps it from ever holding the admin role
 * (session.isAdmin).
 */
export function alphaSession(email: string): Session {
  const parsed = v.safeParse(emailSchema, email);
  if (!parsed.success)
    throw new AccountError('invalid-input', { email: 'Please enter a valid email address' });
  return {
    id: alphaUserId(parsed.output),
    email: parsed.output,
    username: ALPHA_USERNAME,
    alpha: true,
  };
}
