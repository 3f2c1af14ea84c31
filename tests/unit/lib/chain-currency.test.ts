import { describe, expect, it } from 'vitest';

import { chainCurrency, formatChainAmount } from '../../../src/lib/chain-currency';

describe('chain currency', () => {
  it('quotes mint prices in the chain’s own currency', () => {
    expect(chainCurrency('Ethereum')).toBe('ETH');
    expect(chainCurrency('Solana')).toBe('SOL');
    expect(chainCurrency('Ethereum (Helix L2)')).toBe('ETH');
    expect(chainCurrency('Mystery Chain')).toBe('Mystery Chain');
    expect(formatChainAmount(0.06, 'Ethereum', 'en-US')).toBe('0.06 ETH');
    expect(formatChainAmount(0.000125, 'Solana', 'en-US')).toBe('0.000125 SOL');
    expect(formatChainAmount(0.00000012, 'Ethereum', 'en-US')).toBe('0.00000012 ETH');
  });
});
