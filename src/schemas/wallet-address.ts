/**
 * A tracked wallet's public address, checked for its chain before it is stored. The codecs and
 * hashes are audited libraries (@scure/base, @noble/hashes), not hand-written: a checksum bug here
 * would let a mistyped address through, or refuse a real one.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';

import { detectSecret, secretWarning } from './secrets';

export const WALLET_CHAINS = ['evm', 'solana', 'bitcoin', 'other'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];

export const CHAIN_NAMES: Record<WalletChain, string> = {
  evm: 'EVM',
  solana: 'Solana',
  bitcoin: 'Bitcoin',
  other: 'Other',
};

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

/** Longest address accepted for a chain we do not check ("Other"). */
export const MAX_OTHER_ADDRESS = 200;

const EMPTY = "Enter the wallet's public address.";
const EVM_SHAPE = 'Not a valid EVM address: it must be 0x followed by 40 hexadecimal characters';
const EVM_CHECKSUM = 'Not a valid EVM address: the checksum does not match';
const SOLANA_CHARACTERS =
  'Not a valid Solana address: it may hold only base58 characters (no 0, O, I or l)';
const SOLANA_LENGTH = 'Not a valid Solana address: it must be base58 encoding 32 bytes';
const BITCOIN_CHECKSUM = 'Not a valid Bitcoin address: the checksum does not match';
const BITCOIN_FORMAT =
  'Not a valid Bitcoin address: unknown format (expected bc1…, 1… or 3…, or tb1…, m…, n…, 2… on testnet)';
const OTHER_LENGTH = `An address is at most ${MAX_OTHER_ADDRESS} characters.`;

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const base58check = createBase58check(sha256);

const ok = (address: string): AddressCheck => ({ ok: true, address });
const refused = (message: string): AddressCheck => ({ ok: false, message });

/** EIP-55: a hex digit is upper case where the keccak-256 of the lower-case address has a nibble ≥ 8. */
function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let cased = '';
  for (let index = 0; index < lower.length; index += 1) {
    const character = lower.charAt(index);
    cased += parseInt(hash.charAt(index), 16) >= 8 ? character.toUpperCase() : character;
  }
  return `0x${cased}`;
}

function checkEvm(input: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(input)) return refused(EVM_SHAPE);
  const hex = input.slice(2);
  const checksummed = eip55(hex);
  // One case throughout carries no checksum (EIP-55): it is accepted and given its checksum case.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return ok(checksummed);
  return input === checksummed ? ok(input) : refused(EVM_CHECKSUM);
}

function checkSolana(input: string): AddressCheck {
  if (!BASE58.test(input)) return refused(SOLANA_CHARACTERS);
  // 32 bytes are 32 to 44 base58 characters; a longer text is not decoded at all.
  if (input.length > 44) return refused(SOLANA_LENGTH);
  return base58.decode(input).length === 32 ? ok(input) : refused(SOLANA_LENGTH);
}

const SEGWIT_PREFIXES = new Set(['bc', 'tb']);
const BECH32_CHARACTERS = /^(bc|tb)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/i;

/**
 * A segwit address (BIP-173, BIP-350): version 0 is bech32 with a 20- or 32-byte program, later
 * versions are bech32m. Version 1 (Taproot) is 32 bytes, as BIP-341 spends it: BIP-350 allows
 * other lengths, but no wallet hands them out and coins sent there are anyone's. Versions 2 to 16
 * are not defined yet and keep BIP-350's 2 to 40 bytes.
 */
function checkSegwit(input: string): AddressCheck {
  const decoded = decodeSegwit(input);
  if (!decoded) return refused(BECH32_CHARACTERS.test(input) ? BITCOIN_CHECKSUM : BITCOIN_FORMAT);
  const { prefix, version, program, variant } = decoded;
  if (!SEGWIT_PREFIXES.has(prefix) || version > 16) return refused(BITCOIN_FORMAT);
  // A valid string under the wrong variant is what a checksum error looks like (BIP-350).
  if (variant !== (version === 0 ? 'bech32' : 'bech32m')) return refused(BITCOIN_CHECKSUM);
  const length = program.length;
  const lengthFits =
    version === 0
      ? length === 20 || length === 32
      : version === 1
        ? length === 32
        : length >= 2 && length <= 40;
  return lengthFits ? ok(input.toLowerCase()) : refused(BITCOIN_FORMAT);
}

interface SegwitParts {
  prefix: string;
  version: number;
  program: Uint8Array;
  variant: 'bech32' | 'bech32m';
}

/** The parts of a bech32 or bech32m string whose program bytes are whole (no bad padding), or null. */
function decodeSegwit(input: string): SegwitParts | null {
  for (const [variant, codec] of [
    ['bech32', bech32],
    ['bech32m', bech32m],
  ] as const) {
    try {
      const { prefix, words } = codec.decode(input);
      const [version, ...programWords] = words;
      if (version === undefined) return null;
      return { prefix, version, program: codec.fromWords(programWords), variant };
    } catch {
      // Not this variant (or not whole bytes): the next one is tried.
    }
  }
  return null;
}

/** P2PKH and P2SH, main and test network (version bytes 0x00, 0x05, 0x6f, 0xc4). */
const LEGACY_VERSIONS = new Set([0x00, 0x05, 0x6f, 0xc4]);

function checkLegacy(input: string): AddressCheck {
  if (!BASE58.test(input) || input.length < 25 || input.length > 35) return refused(BITCOIN_FORMAT);
  let payload: Uint8Array;
  try {
    payload = base58check.decode(input);
  } catch {
    return refused(BITCOIN_CHECKSUM);
  }
  const version = payload[0];
  return payload.length === 21 && version !== undefined && LEGACY_VERSIONS.has(version)
    ? ok(input)
    : refused(BITCOIN_FORMAT);
}

function checkBitcoin(input: string): AddressCheck {
  return /^(bc|tb)1/i.test(input) ? checkSegwit(input) : checkLegacy(input);
}

function checkOther(input: string): AddressCheck {
  return input.length <= MAX_OTHER_ADDRESS ? ok(input) : refused(OTHER_LENGTH);
}

const CHECKS: Record<WalletChain, (input: string) => AddressCheck> = {
  evm: checkEvm,
  solana: checkSolana,
  bitcoin: checkBitcoin,
  other: checkOther,
};

/**
 * The address to store for `input` on `chain`, in its canonical form (EIP-55 case for EVM, lower
 * case for bech32), or the reason it is refused. A pasted private key or recovery phrase is refused
 * with its warning whatever the chain, so "Other" cannot be the way to store one.
 */
export function checkAddress(chain: WalletChain, input: string): AddressCheck {
  const trimmed = input.trim();
  if (trimmed === '') return refused(EMPTY);
  const secret = detectSecret(trimmed);
  if (secret) return refused(secretWarning(secret));
  return CHECKS[chain](trimmed);
}
