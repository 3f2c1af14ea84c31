import { formatMoney } from '../../lib/format';
import type { IcoProject } from '../../schemas/ico-project';
import { ProgressBar } from '../../ui/ProgressBar';
import { raisedShare } from './ico-format';

/**
 * Raised against the hard cap, as a bar with the numbers written out. An upcoming sale that has
 * raised nothing says so in words: "$0 raised, 0% of $18M" and an empty bar read as a sale that
 * failed (QA).
 */
export function SaleProgress({
  project: { raised, hardCap, status },
}: {
  project: Pick<IcoProject, 'raised' | 'hardCap' | 'status'>;
}) {
  // Nothing about when: a status is set by hand and lags the sale's date, which the page gives.
  if (status === 'upcoming' && raised === 0)
    return <p className="text-sm font-semibold text-text">Nothing raised yet</p>;
  const cap = formatMoney(hardCap, { compact: true });
  const share = raisedShare(raised, hardCap);
  const text = `${formatMoney(raised, { compact: true })} of ${cap} raised (${share}%)`;
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span>
          <span className="font-semibold text-text">{formatMoney(raised, { compact: true })}</span>{' '}
          <span className="text-text-muted">raised</span>
        </span>
        <span className="text-text-muted">
          {share}% of {cap}
        </span>
      </div>
      <ProgressBar
        value={raised}
        max={hardCap}
        label="Raised of hard cap"
        valueText={text}
        tone={hardCap > 0 && raised >= hardCap ? 'bullish' : 'brand'}
      />
    </div>
  );
}
