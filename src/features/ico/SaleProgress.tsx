import { formatMoney } from '../../lib/format';
import { ProgressBar } from '../../ui/ProgressBar';
import { raisedShare } from './ico-format';

/** Raised against the hard cap, as a bar with the numbers written out. */
export function SaleProgress({ raised, hardCap }: { raised: number; hardCap: number }) {
  const share = raisedShare(raised, hardCap);
  const text = `${formatMoney(raised, { compact: true })} of ${formatMoney(hardCap, { compact: true })} raised (${share}%)`;
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span>
          <span className="font-semibold text-text">{formatMoney(raised, { compact: true })}</span> <span className="text-text-muted">raised</span>
        </span>
        <span className="text-text-muted">
          {share}% of {formatMoney(hardCap, { compact: true })}
        </span>
      </div>
      <ProgressBar value={raised} max={hardCap} label="Raised of hard cap" valueText={text} tone={hardCap > 0 && raised >= hardCap ? 'bullish' : 'brand'} />
    </div>
  );
}
