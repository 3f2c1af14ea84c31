import { formatNumber } from '../../lib/format';
import { isFilled } from '../../schemas/status-rules';
import type { Whitelist } from '../../schemas/whitelist';
import { useEnded } from '../../ui/Countdown';
import { ProgressBar } from '../../ui/ProgressBar';

const STATUS_BADGE: Record<Whitelist['status'], string> = {
  Open: 'badge-bullish',
  'Closing Soon': 'badge-warn',
  Filled: 'badge-neutral',
};

/**
 * The stored status, or "Ended" once the end date has passed (statuses are set by hand and lag).
 * Filled once no spot is left, whatever the status says, and Filled stays Filled, as the Status
 * filter lists it: no spot is left either way.
 */
export function WhitelistStatus({
  whitelist,
}: {
  whitelist: Pick<Whitelist, 'status' | 'endDate' | 'remainingSpots'>;
}) {
  const ended = useEnded(whitelist.endDate);
  const filled = isFilled(whitelist);
  if (ended && !filled) return <span className="badge-neutral">Ended</span>;
  const status = filled ? 'Filled' : whitelist.status;
  return <span className={STATUS_BADGE[status]}>{status}</span>;
}

/** Spots left as a bar of remaining over total, with the numbers written out. */
export function SpotsLeft({ whitelist }: { whitelist: Whitelist }) {
  const { remainingSpots: left, totalSpots: total } = whitelist;
  const share = total > 0 ? left / total : 0;
  const tone = left === 0 ? 'bearish' : share < 0.2 ? 'warn' : 'bullish';
  const text = `${formatNumber(left)} of ${formatNumber(total)} ${total === 1 ? 'spot' : 'spots'} left`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold tabular-nums text-text">
          {left === 0
            ? 'No spots left'
            : `${formatNumber(left)} ${left === 1 ? 'spot' : 'spots'} left`}
        </span>
        <span className="text-xs tabular-nums text-text-faint">of {formatNumber(total)}</span>
      </div>
      <ProgressBar value={left} max={total} label="Spots left" valueText={text} tone={tone} />
    </div>
  );
}
