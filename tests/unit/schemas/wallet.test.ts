import { describe, expect, it } from 'vitest';

import { validateWith } from '../../../src/schemas/validate';
import { type WalletRow, walletRowSchema } from '../../../src/schemas/wallet';
import { checkAddress } from '../../../src/schemas/wallet-address';

/** An address in its normal form, as the chain's check gives it. */
function normal(address: string): string {
  const checked = checkAddress('evm', address);
  if (!checked.ok) throw new Error(checked.message);
  return checked.address;
}

const EVM = normal('0x52908400098527886e0f7030069857d2e4169ee7');
/** The same address written otherwise (all lower or all upper case), which the check accepts. */
const NOT_NORMAL = [EVM.toLowerCase(), `0x${EVM.slice(2).toUpperCase()}`].find(
  (address) => normal(address) !== address,
);
const PRIVATE_KEY = '0x4c0883a69102937d6231471b5dbb6204fe512961708279f1d8b1e2b8a5f0f3c1';

function wallet(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schema: 1,
    owner: 'guest',
    id: 'w1',
    label: 'Main',
    chain: 'evm',
    address: EVM,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

const problems = (input: unknown) => {
  const result = validateWith(walletRowSchema, input);
  return result.ok ? [] : result.problems;
};

describe('a wallet row', () => {
  it('is valid with a label and an address in its normal form', () => {
    const result = validateWith(walletRowSchema, wallet());
    expect(result.ok && result.value).toEqual(wallet() satisfies Partial<WalletRow>);
  });

  it('refuses a label that looks like a private key, naming the field and saying why', () => {
    expect(problems(wallet({ label: PRIVATE_KEY }))).toEqual([
      { path: 'label', message: 'looks like a private key; a backup never holds secrets' },
    ]);
  });

  it('refuses a secret as the address with the secret line alone, not as a bad address', () => {
    expect(problems(wallet({ address: PRIVATE_KEY }))).toEqual([
      { path: 'address', message: 'looks like a private key; a backup never holds secrets' },
    ]);
  });

  it('refuses an address its chain does not accept, with the check’s own message', () => {
    expect(problems(wallet({ address: '0x1234' }))).toEqual([
      { path: 'address', message: expect.any(String) as string },
    ]);
  });

  it('refuses an address that is not in its normal form', () => {
    expect(problems(wallet({ address: NOT_NORMAL }))).toEqual([
      { path: 'address', message: `must be written as "${EVM}"` },
    ]);
  });

  it('refuses a blank label and a label past 60 characters', () => {
    expect(problems(wallet({ label: '   ' }))).toEqual([
      { path: 'label', message: 'must not be empty' },
    ]);
    expect(problems(wallet({ label: 'x'.repeat(61) })).map((p) => p.path)).toEqual(['label']);
  });

  it('keeps a removed wallet only emptied', () => {
    expect(problems(wallet({ removed: true, label: '', address: '' }))).toEqual([]);
    expect(problems(wallet({ removed: true })).map((p) => p.path)).toEqual(['label', 'address']);
  });

  it('refuses a row of another schema version, saying a newer AlphaScout made it', () => {
    expect(problems(wallet({ schema: 2 }))).toEqual([
      {
        path: 'schema',
        message: 'must be 1: this wallet was made by a newer version of AlphaScout',
      },
    ]);
    expect(problems(wallet({ schema: undefined })).map((p) => p.path)).toEqual(['schema']);
  });

  it('refuses a chain it does not know', () => {
    expect(problems(wallet({ chain: 'tron' })).map((p) => p.path)).toEqual(['chain']);
  });
});
