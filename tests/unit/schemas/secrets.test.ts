/**
 * Secret detection: each kind of wallet secret is caught, alone or inside other text, and the
 * public things a visitor means to paste (addresses, labels) are not.
 */
import { describe, expect, it } from 'vitest';

import { detectSecret, secretWarning } from '../../../src/schemas/secrets';

// The private key 0x0c28fca3…aa1d of the Bitcoin wiki's WIF example, in each form.
const HEX_KEY = '0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d';
const WIF = '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ';
const WIF_COMPRESSED = 'KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617';
const WIF_TESTNET = '91gGn1HgSap6CbU12F6z3pJri26xzp7Ay1VW6NHCoEayNXwRpu2';
const WIF_TESTNET_COMPRESSED = 'cMzLdeGd5vEqxB8B6VFQoRopQ3sLAAvEzDAoQgvX54xwofSWj1fx';
// 64 bytes ((i × 37 + 11) mod 256), as a Solana wallet exports a secret key and as its CLI stores one.
const SOLANA_SECRET =
  'DyXZZCSiBREJ8YZ5cULd7PVdKpbkhHvHJ7otbJmLJajJtRsyq1irMMqKimYeKvRmZ8Sc2qWLhKjYR4ekM8RSzkV';
const SOLANA_KEYPAIR_FILE = JSON.stringify(
  Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256),
);
// BIP-39's first English test vector, and its 24-word "zoo … vote".
const PHRASE_12 =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PHRASE_24 = `${'zoo '.repeat(23)}vote`;

describe('secretWarning', () => {
  it('names the kind and asks for the public address', () => {
    expect(secretWarning('recovery phrase')).toBe(
      'This looks like a recovery phrase. Never paste it into any site: AlphaScout only needs the public address.',
    );
  });
});

describe('private keys', () => {
  it.each([
    [HEX_KEY, '64 hex digits'],
    [`0x${HEX_KEY}`, '0x and 64 hex digits'],
    [HEX_KEY.toUpperCase(), 'in upper case'],
    [`my key is ${HEX_KEY}, keep it safe`, 'inside a sentence'],
    [WIF, 'WIF, uncompressed'],
    [WIF_COMPRESSED, 'WIF, compressed'],
    [WIF_TESTNET, 'WIF, testnet'],
    [WIF_TESTNET_COMPRESSED, 'WIF, testnet compressed'],
    [`${WIF.slice(0, -1)}K`, 'WIF with its last character mistyped (bad checksum)'],
    [`wif="${WIF_COMPRESSED}"`, 'WIF in quotes'],
    [SOLANA_SECRET, 'Solana secret key in base58 (64 bytes)'],
    [SOLANA_KEYPAIR_FILE, 'Solana CLI keypair file'],
    [SOLANA_KEYPAIR_FILE.replace(/,/g, ', '), 'keypair file with spaces'],
  ])('spots %s (%s)', (text) => {
    expect(detectSecret(text)).toBe('private key');
  });

  // A transaction or block hash is 64 hex digits too: nothing tells it from a key, and refusing a
  // hash costs a retype where storing a key could cost the wallet, so it is refused as a key.
  it('spots a transaction hash too, as it cannot be told from a key', () => {
    expect(detectSecret('0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060')).toBe(
      'private key',
    );
  });

  it.each([
    [`${HEX_KEY}ab`, '66 hex digits'],
    [HEX_KEY.slice(2), '62 hex digits'],
    [`[${Array.from({ length: 32 }, () => 7).join(',')}]`, 'a byte array of 32'],
    [`[${Array.from({ length: 64 }, () => 256).join(',')}]`, '64 numbers that are not bytes'],
  ])('leaves %s alone (%s)', (text) => {
    expect(detectSecret(text)).toBeNull();
  });
});

describe('recovery phrases', () => {
  it.each([
    [PHRASE_12, '12 words'],
    [PHRASE_24, '24 words'],
    [`${'abandon '.repeat(11)}abandon`, '12 words with a bad checksum'],
    ['legal winner thank year wave sausage worth useful legal winner thank yellow', 'BIP-39'],
    [PHRASE_12.toUpperCase(), 'in capitals'],
    [PHRASE_12.replace(/ /g, ', '), 'separated by commas'],
    [PHRASE_12.replace(/ /g, '\n'), 'one word a line'],
    [`my seed: ${PHRASE_12}. thanks`, 'inside a longer text'],
    [
      PHRASE_12.split(' ')
        .map((word, index) => `${index + 1}. ${word}`)
        .join(' '),
      'numbered',
    ],
    ['letter advice cage absurd amount doctor acoustic avoid letter advice cage above', 'BIP-39'],
    [`${PHRASE_12} abandon abandon abandon`, '15 words'],
  ])('spots %s (%s)', (text) => {
    expect(detectSecret(text)).toBe('recovery phrase');
  });

  it.each([
    ['Main wallet', 'a label'],
    ['Zephyr farming 2', 'a label with a word outside the list'],
    ['abandon ability able about above absent absorb abstract absurd abuse access', '11 words'],
    [
      'abandon ability able about above absent xylophone absorb abstract absurd abuse access accident',
      'a word outside the list breaks the run',
    ],
    ['Daily check-in on the Berachain testnet faucet, then bridge', 'a task'],
  ])('leaves %s alone (%s)', (text) => {
    expect(detectSecret(text)).toBeNull();
  });
});

describe('public addresses are not secrets', () => {
  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an EVM address: 40 hex digits'],
    ['So11111111111111111111111111111111111111112', 'a Solana address: 32 bytes'],
    ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'a Solana program address'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin P2PKH address'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'a Taproot address'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'a P2WSH address'],
    ['', 'nothing'],
  ])('leaves %s alone (%s)', (text) => {
    expect(detectSecret(text)).toBeNull();
  });
});
