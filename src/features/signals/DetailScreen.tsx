import { formatDateTime, formatPercent } from '../../lib/format';
import type { Signal } from '../../schemas/signal';
import { DetailSection, StatGrid, type StatItem } from '../../ui/DetailParts';
import { Picture } from '../../ui/Picture';
import { ScoreGauge } from '../../ui/ScoreGauge';
import { detailScreen } from '../kit/DetailShell';
import { IndicatorList } from './IndicatorList';
import { ActionBadge, Change, StatusBadge } from './SignalBadges';
import { percentFrom } from './trade-plan';

/**
 * A target or stop price with its distance from the entry. Coloured by role, not by sign: for a
 * SELL call the target is below the entry and is still the winning side.
 */
function PlanValue({
  price,
  entry,
  role,
}: {
  price: string;
  entry: string;
  role: 'target' | 'stop';
}) {
  const change = percentFrom(entry, price);
  return (
    <>
      <span className="tabular-nums">{price}</span>
      {change !== null && (
        <span
          className={`block text-xs font-normal ${role === 'target' ? 'text-bullish' : 'text-bearish'}`}
        >
          ({formatPercent(change, { signed: true, digits: 1 })} from entry)
        </span>
      )}
    </>
  );
}

function marketStats(signal: Signal): StatItem[] {
  return [
    { label: 'Price', value: signal.price },
    { label: '24h change', value: <Change value={signal.change24h} /> },
    { label: '24h volume', value: signal.volume24h },
    // NFT signals have no market cap: leave the tile out rather than show an empty slot.
    ...(signal.marketCap ? [{ label: 'Market cap', value: signal.marketCap }] : []),
    { label: 'Platform', value: signal.platform || '—' },
    {
      label: 'Called',
      value: <time dateTime={signal.timestamp}>{formatDateTime(signal.timestamp)}</time>,
    },
  ];
}

/** One signal: the call and its score up top, the trade plan, the market, the reasoning. */
export const DetailScreen = detailScreen(
  'signals',
  { titleOf: (signal) => signal.name },
  ({ record: signal }) => (
    <>
      <header className="card flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Picture
            src={signal.imageUrl ?? '/images/logo.svg'}
            alt={`${signal.name} logo`}
            className="h-16 w-16 shrink-0 rounded-full bg-ink-700 object-cover"
          />
          <div className="min-w-0">
            <h1 className="heading break-words">
              {signal.name} <span className="font-medium text-text-muted">{signal.symbol}</span>
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <ActionBadge action={signal.action} large />
              <span className="badge-neutral">{signal.type}</span>
              <StatusBadge status={signal.status} />
              {signal.platform.trim() !== '' && (
                <span className="text-sm text-text-faint">on {signal.platform}</span>
              )}
            </div>
          </div>
        </div>
        <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-1">
          <ScoreGauge score={signal.score} size="lg" label="Signal score" />
          <span className="text-xs text-text-faint">Score out of 100</span>
        </div>
      </header>

      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <DetailSection id="signal-plan" title="Trade plan">
            <StatGrid
              items={[
                { label: 'Entry', value: signal.entryPrice },
                {
                  label: 'Target',
                  value: (
                    <PlanValue price={signal.targetPrice} entry={signal.entryPrice} role="target" />
                  ),
                },
                {
                  label: 'Stop loss',
                  value: (
                    <PlanValue price={signal.stopLoss} entry={signal.entryPrice} role="stop" />
                  ),
                },
              ]}
            />
          </DetailSection>
          <DetailSection id="signal-reason" title="Why this call">
            <p className="whitespace-pre-line text-sm leading-relaxed text-text/90">
              {(signal.reason ?? '').trim() || 'No reason was given for this signal.'}
            </p>
          </DetailSection>
          <DetailSection id="signal-indicators" title="Indicators">
            <IndicatorList indicators={signal.indicators} />
          </DetailSection>
        </div>
        <DetailSection id="signal-market" title="Market" className="self-start">
          <StatGrid items={marketStats(signal)} className="!grid-cols-2" />
        </DetailSection>
      </div>
      <p className="mt-6 text-xs text-text-faint">
        For information only: nothing here is financial advice, and no accuracy or profit is
        promised.
      </p>
    </>
  ),
);
