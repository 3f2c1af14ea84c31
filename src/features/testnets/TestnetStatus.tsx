import type { Testnet } from '../../schemas/testnet';
import { useEnded } from '../../ui/Countdown';

/** The stored status, or "Ended" once the end date has passed (statuses are set by hand and lag). */
export function TestnetStatus({ status, endDate }: Pick<Testnet, 'status' | 'endDate'>) {
  if (useEnded(endDate)) return <span className="badge-neutral">Ended</span>;
  return status === 'Active' ? <span className="badge-bullish">Active</span> : <span className="badge-warn">Coming Soon</span>;
}

/** The status as a word, as the badge says it: "Ended" once the end date has passed. */
export function TestnetStatusText({ status, endDate }: Pick<Testnet, 'status' | 'endDate'>) {
  return useEnded(endDate) ? 'Ended' : status;
}
