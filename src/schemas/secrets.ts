/**
 * Spotting a wallet secret in something a visitor typed, so it is refused before it is stored.
 * A tracked wallet needs only its public address; whoever holds a private key or recovery phrase
 * holds the funds, and a browser's storage is no place for either. When in doubt it refuses: a
 * false alarm costs a retype, a stored key can cost everything.
 */
import { base58 } from '@scure/base';
import { wordlist } from '@scure/bip39/wordlists/english.js';

export type SecretKind = 'private key' | 'recovery phrase';

export function secretWarning(kind: SecretKind): string {
  return `This looks like a ${kind}. Never paste it into any site: AlphaScout only needs the public address.`;
}

const BASE58_TOKEN = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * 32 bytes as hex, alone or with 0x. A transaction hash or block hash has the same form and is
 * refused too: nothing in the text tells them apart, and refusing a hash costs less than keeping a key.
 */
const HEX_KEY = /(?<![0-9a-z])(?:0x)?[0-9a-f]{64}(?![0-9a-z])/i;

/** Solana's CLI keypair file: a JSON array of the 64 secret-key bytes. */
const BYTE_ARRAY = /\[\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*\]/;

/**
 * Wallet Import Format (WIF, base58check): 0x80 (main) or 0xef (test), 32 bytes, 0x01 if compressed.
 * Every such key is 51 characters starting with 5 or 9, or 52 starting with K, L or c, so the shape
 * alone is tested and the checksum is not: a WIF key with one character mistyped is still a key, and
 * no ordinary word is 51 base58 characters long.
 */
function isWif(token: string): boolean {
  return /^[59][1-9A-HJ-NP-Za-km-z]{50}$|^[KLc][1-9A-HJ-NP-Za-km-z]{51}$/.test(token);
}

/** A Solana secret key in base58: 64 bytes, 86 to 88 characters (a 32-byte address is at most 44). */
function isSolanaSecret(token: string): boolean {
  return token.length >= 80 && token.length <= 90 && base58.decode(token).length === 64;
}

function hasByteArrayKey(text: string): boolean {
  const match = BYTE_ARRAY.exec(text);
  if (!match) return false;
  return (match[0].match(/\d+/g) ?? []).every((number) => Number(number) <= 255);
}

function hasPrivateKey(text: string): boolean {
  if (HEX_KEY.test(text) || hasByteArrayKey(text)) return true;
  return text
    .split(/[\s,;:'"`()[\]{}<>=]+/)
    .some((token) => BASE58_TOKEN.test(token) && (isWif(token) || isSolanaSecret(token)));
}

const BIP39_WORDS = new Set(wordlist);
/** BIP-39 phrases are 12 to 24 words; a run this long is a phrase even with words around it. */
const PHRASE_WORDS = 12;

/**
 * Whether the text holds 12 or more BIP-39 words in a row. The checksum is not checked: a phrase
 * with one word mistyped still gives the funds away to anyone who tries the neighbours. Numbering
 * ("1. abandon 2. ability") is skipped, as phrases are often copied from a numbered list.
 */
function hasRecoveryPhrase(text: string): boolean {
  let run = 0;
  for (const token of text.toLowerCase().split(/[\s,]+/)) {
    if (token === '' || /^\d+[.):]?$/.test(token)) continue;
    const word = token.replace(/^[^a-z]+|[^a-z]+$/g, '');
    run = BIP39_WORDS.has(word) ? run + 1 : 0;
    if (run >= PHRASE_WORDS) return true;
  }
  return false;
}

/** The kind of secret `text` holds, or null when it looks like none. */
export function detectSecret(text: string): SecretKind | null {
  if (hasPrivateKey(text)) return 'private key';
  if (hasRecoveryPhrase(text)) return 'recovery phrase';
  return null;
}
