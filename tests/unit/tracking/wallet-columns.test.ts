import { describe, expect, it } from 'vitest';

import { columnsOf, columnsProgress, hasWalletColumns } from '../../../src/tracking/wallet-columns';

const wallets = [
  { id: 'w1', label: 'Main' },
  { id: 'w2', label: 'Burner' },
];
const steps = [
  { key: 'a', label: 'A' },
  { key: 'b', label: 'B' },
];

describe('the columns of a checklist kept per wallet', () => {
  it('is one unnamed column without wallets, as before wallets', () => {
    const columns = columnsOf([], { steps: ['a'] });
    expect(columns).toEqual([{ label: '' }]);
    expect(hasWalletColumns(columns)).toBe(false);
  });

  it('is a column per wallet, and "No wallet" only while it holds ticks', () => {
    expect(columnsOf(wallets, { steps: [] }).map((column) => column.label)).toEqual([
      'Main',
      'Burner',
    ]);
    const withOld = columnsOf(wallets, { steps: ['a'] });
    expect(withOld.map((column) => column.walletId ?? 'none')).toEqual(['none', 'w1', 'w2']);
    expect(hasWalletColumns(withOld)).toBe(true);
  });

  it("says every column's progress on one line", () => {
    const row = { steps: ['a'], walletSteps: { w1: ['a', 'b'] } };
    expect(columnsProgress(steps, row, columnsOf(wallets, row), new Date())).toBe(
      'No wallet 1 of 2 · Main 2 of 2 · Burner 0 of 2',
    );
  });
});
