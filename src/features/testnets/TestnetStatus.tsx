import type { Testnet } from '../../schemas/testnet';

export function TestnetStatus({ status }: { status: Testnet['status'] }) {
  return status === 'Active' ? <span className="badge-bullish">Active</span> : <span className="badge-warn">Coming Soon</span>;
}
