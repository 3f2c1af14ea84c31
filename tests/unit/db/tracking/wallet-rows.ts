/** A stored wallet row for tests: the guest's EVM wallet "Main", changed as `over` says. */
import { GUEST_OWNER } from '../../../../src/db/tracking/rows';
import type { WalletRow } from '../../../../src/schemas/wallet';

export function walletRow(defaults: Pick<WalletRow, 'address' | 'updatedAt'>) {
  return (over: Partial<WalletRow> = {}): WalletRow => ({
    schema: 1,
    owner: GUEST_OWNER,
    id: 'w1',
    label: 'Main',
    chain: 'evm',
    ...defaults,
    ...over,
  });
}
