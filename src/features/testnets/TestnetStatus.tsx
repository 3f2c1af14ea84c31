import type { Testnet } from '../../schemas/testnet';
import { useEnded } from '../../ui/Countdown';

type Shown = Testnet['status'] | 'Ended';

const BADGE_CLASSES: Record<Shown, string> = {
  Active: 'badge-bullish',
  'Coming Soon': 'badge-warn',
  Ended: 'badge-neutral',
};

/** The stored status, or "Ended" once the end date has passed (statuses are set by hand and lag). */
function useShownStatus({ status, endDate }: Pick<Testnet, 'status' | 'endDate'>): Shown {
  return useEnded(endDate) ? 'Ended' : status;
}

/** The status as a badge. */
export function TestnetStatus(testnet: Pick<Testnet, 'status' | 'endDate'>) {
  const shown = useShownStatus(testnet);
  return <span className={BADGE_CLASSES[shown]}>{shown}</span>;
}

/** The status as a word, as the badge says it. */
export function TestnetStatusText(testnet: Pick<Testnet, 'status' | 'endDate'>) {
  return useShownStatus(testnet);
}
