/**
 * Address checks against the published vectors: EIP-55's own examples, BIP-173's and BIP-350's
 * valid and invalid segwit addresses, and well-known addresses on each chain.
 */
import { describe, expect, it } from 'vitest';

import {
  CHAIN_NAMES,
  checkAddress,
  WALLET_CHAINS,
  type WalletChain,
} from '../../../src/schemas/wallet-address';

const accepted = (chain: WalletChain, input: string) => checkAddress(chain, input);
const messageOf = (chain: WalletChain, input: string): string => {
  const check = checkAddress(chain, input);
  if (check.ok) throw new Error(`${input} was accepted as ${check.address}`);
  return check.message;
};

describe('wallet chains', () => {
  it('names every chain', () => {
    expect(WALLET_CHAINS.map((chain) => CHAIN_NAMES[chain])).toEqual([
      'EVM',
      'Solana',
      'Bitcoin',
      'Other',
    ]);
  });

  it.each(WALLET_CHAINS)('asks for an address when %s is given only spaces', (chain) => {
    expect(checkAddress(chain, '  \t ')).toEqual({
      ok: false,
      message: "Enter the wallet's public address.",
    });
  });

  it.each(WALLET_CHAINS)('refuses a private key pasted as a %s address', (chain) => {
    expect(messageOf(chain, '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ')).toBe(
      'This looks like a private key. Never paste it into any site: AlphaScout only needs the public address.',
    );
  });
});

describe('EVM addresses (EIP-55)', () => {
  // The examples of https://eips.ethereum.org/EIPS/eip-55, "Test Cases".
  const EIP55 = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it.each(EIP55)('accepts %s as it is', (address) => {
    expect(accepted('evm', `  ${address}\n`)).toEqual({ ok: true, address });
  });

  it.each(EIP55)('gives %s its checksum case when typed in one case', (address) => {
    const hex = address.slice(2);
    expect(accepted('evm', `0x${hex.toLowerCase()}`)).toEqual({ ok: true, address });
    expect(accepted('evm', `0x${hex.toUpperCase()}`)).toEqual({ ok: true, address });
  });

  it('refuses mixed case that is not the checksum', () => {
    // One letter of 0x5aAeb6…BeAed flipped.
    expect(messageOf('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(
      'Not a valid EVM address: the checksum does not match',
    );
  });

  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0',
    '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    'vitalik.eth',
  ])('refuses %s: not 0x and 40 hex digits', (input) => {
    expect(messageOf('evm', input)).toBe(
      'Not a valid EVM address: it must be 0x followed by 40 hexadecimal characters',
    );
  });
});

describe('Solana addresses', () => {
  it.each([
    'So11111111111111111111111111111111111111112',
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  ])('accepts %s as typed', (address) => {
    expect(accepted('solana', ` ${address} `)).toEqual({ ok: true, address });
  });

  it.each([
    ['So1111111111111111111111111111111111111111', 'fewer than 32 bytes'],
    ['So111111111111111111111111111111111111111122', 'more than 32 bytes'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address (25 bytes)'],
  ])('refuses %s: %s', (input) => {
    expect(messageOf('solana', input)).toBe(
      'Not a valid Solana address: it must be base58 encoding 32 bytes',
    );
  });

  it('refuses characters base58 does not use', () => {
    expect(messageOf('solana', 'So1111111111111111111111111111111111111111O')).toMatch(
      /^Not a valid Solana address: /,
    );
    expect(messageOf('solana', '0x52908400098527886E0F7030069857D2E4169EE7')).toMatch(
      /^Not a valid Solana address: /,
    );
  });
});

describe('Bitcoin addresses', () => {
  // BIP-350's valid addresses (which hold BIP-173's), with the witness version of each.
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'v0, 20 bytes'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'v0, 32 bytes'],
    ['BC1SW50QGDZ25J', 'v16, 2 bytes'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'v2, 16 bytes'],
    ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'v0, 32 bytes'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'v1, 32 bytes'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'v1, 32 bytes'],
  ])('accepts %s (%s) in lower case', (address) => {
    expect(accepted('bitcoin', address)).toEqual({ ok: true, address: address.toLowerCase() });
  });

  it('refuses a Taproot (v1) program that is not 32 bytes, which BIP-350 alone would allow', () => {
    expect(
      messageOf(
        'bitcoin',
        'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      ),
    ).toMatch(/^Not a valid Bitcoin address: unknown format/);
  });

  const CHECKSUM = 'Not a valid Bitcoin address: the checksum does not match';
  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'BIP-173: invalid checksum'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'BIP-350: bech32 on v1'],
    ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'BIP-350: bech32 on v2'],
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'BIP-350: bech32 on v16'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'BIP-350: bech32m on v0'],
    ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'BIP-350: bech32m on v0'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'base58check, last character changed'],
  ])('refuses %s (%s): checksum', (input) => {
    expect(messageOf('bitcoin', input)).toBe(CHECKSUM);
  });

  // The other invalid vectors of BIP-173 and BIP-350: each is refused, whatever the reason given.
  it.each([
    ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'invalid human-readable part'],
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'invalid hrp'],
    ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'invalid witness version'],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalid witness version'],
    ['bc1rw5uspcuh', 'invalid program length'],
    [
      'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
      'program too long',
    ],
    ['bc1pw5dgrnzv', 'program of 1 byte'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'program of 41 bytes',
    ],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'v0 program of 16 bytes'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixed case'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'zero padding of more than 4 bits'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'padding over 4 bits'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'non-zero padding'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'bad checksum character'],
    ['bc1gmk9yu', 'empty data section'],
  ])('refuses %s (%s)', (input) => {
    expect(messageOf('bitcoin', input)).toMatch(/^Not a valid Bitcoin address: /);
  });

  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'P2PKH (the genesis block address)'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'P2SH'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet P2PKH'],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet P2SH'],
  ])('accepts %s (%s) as typed', (address) => {
    expect(accepted('bitcoin', address)).toEqual({ ok: true, address });
  });

  it.each([
    ['So11111111111111111111111111111111111111112', 'a Solana address: 32 bytes, no checksum'],
    ['0x52908400098527886E0F7030069857D2E4169EE7', 'an EVM address'],
    ['LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 'a Litecoin address (version 0x30)'],
  ])('refuses %s (%s)', (input) => {
    expect(messageOf('bitcoin', input)).toMatch(/^Not a valid Bitcoin address: /);
  });
});

describe('other chains', () => {
  it('keeps any text, trimmed', () => {
    expect(accepted('other', '  addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer  ')).toEqual({
      ok: true,
      address: 'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer',
    });
  });

  it('takes 200 characters and refuses 201', () => {
    expect(accepted('other', 'a'.repeat(200))).toEqual({ ok: true, address: 'a'.repeat(200) });
    expect(messageOf('other', 'a'.repeat(201))).toBe('An address is at most 200 characters.');
  });

  it('refuses a recovery phrase', () => {
    expect(messageOf('other', `${'abandon '.repeat(11)}about`)).toMatch(
      /^This looks like a recovery phrase\./,
    );
  });
});
