/**
 * Password hashing with WebCrypto (docs/security.md, "Passwords"): salted
 * PBKDF2-HMAC-SHA-256, stored as one self-describing record
 *
 *   pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>
 *
 * The iteration count travels with each record, so the default can be raised later and old
 * records still verify. Pure: no storage, no React. `crypto.subtle` exists only in secure
 * contexts (https, localhost); without it every call throws {@link PasswordCryptoUnavailableError}
 * and callers must refuse — there is no plain-text fallback.
 */

export const HASH_PREFIX = 'pbkdf2-sha256$';
/** OWASP's 2023+ figure for PBKDF2-HMAC-SHA-256. */
export const DEFAULT_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;
/** Refuse absurd counts from a tampered record: they would freeze the page. */
const MAX_ITERATIONS = 10_000_000;

export class PasswordCryptoUnavailableError extends Error {
  constructor() {
    super(
      'Secure password hashing is not available on this connection. Open AlphaScout over https or on localhost to sign in or sign up.',
    );
    this.name = 'PasswordCryptoUnavailableError';
  }
}

export interface HashOptions {
  /**
   * Test-only override of the work factor. Production code never passes it; the default is
   * {@link DEFAULT_ITERATIONS}.
   */
  iterations?: number;
  /** Test-only fixed salt (16 bytes); production code draws a random one. */
  salt?: Uint8Array;
}

export interface ParsedHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

/** WebCrypto's SubtleCrypto, which the DOM lib declares always present: it is missing outside secure contexts. */
function subtleCrypto(): SubtleCrypto | undefined {
  const crypto: Partial<Crypto> = globalThis.crypto;
  return crypto.subtle;
}

function subtleOrThrow(): SubtleCrypto {
  const subtle = subtleCrypto();
  if (!subtle) throw new PasswordCryptoUnavailableError();
  return subtle;
}

/** True when this page can hash passwords (a secure context with WebCrypto). */
export function canHashPasswords(): boolean {
  return typeof subtleCrypto()?.deriveBits === 'function';
}

export function isHashRecord(stored: string): boolean {
  return stored.startsWith(HASH_PREFIX);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Reads a hash record; null when it is not one (or is malformed). */
export function parseHashRecord(stored: string): ParsedHash | null {
  if (!isHashRecord(stored)) return null;
  const parts = stored.slice(HASH_PREFIX.length).split('$');
  if (parts.length !== 3) return null;
  const [iterationsText = '', saltText = '', hashText = ''] = parts;
  if (!/^[1-9][0-9]{0,7}$/.test(iterationsText)) return null;
  const iterations = Number(iterationsText);
  if (iterations > MAX_ITERATIONS) return null;
  const salt = fromBase64(saltText);
  const hash = fromBase64(hashText);
  if (!salt || !hash || salt.length === 0 || hash.length === 0) return null;
  return { iterations, salt, hash };
}

async function derive(
  password: string,
  salt: Uint8Array,
  iterations: number,
  bytes: number,
): Promise<Uint8Array> {
  const subtle = subtleOrThrow();
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  // Copy into a fresh ArrayBuffer-backed view: WebCrypto's types refuse SharedArrayBuffer views.
  const saltBuffer = new Uint8Array(salt);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: saltBuffer, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** Hashes a password into a storable record with a fresh random salt. */
export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS)
    throw new RangeError('invalid iteration count');
  subtleOrThrow();
  const salt = options.salt ?? globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BYTES);
  return `${HASH_PREFIX}${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/**
 * Compares two byte arrays in time that depends only on their lengths, never on where they
 * first differ, so a timing side channel cannot reveal a matching prefix.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++)
    diff |= (a[i % (a.length || 1)] ?? 0) ^ (b[i % (b.length || 1)] ?? 0);
  return diff === 0;
}

/** Checks a password against a hash record; false for a wrong password or a malformed record. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHashRecord(stored);
  if (!parsed) {
    subtleOrThrow();
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return constantTimeEqual(candidate, parsed.hash);
}

/**
 * Checks a legacy plain-text password (an old backup or migrated envelope) in constant time
 * over the UTF-8 bytes. Used once, just before the record is upgraded to a hash.
 */
export function legacyPasswordMatches(password: string, storedPlain: string): boolean {
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(password), encoder.encode(storedPlain));
}
