import type { Indicator, Sentiment } from '../../schemas/signal';

const TONE: Record<Sentiment, string> = {
  bullish: 'badge-bullish',
  bearish: 'badge-bearish',
  neutral: 'badge-neutral',
};
const DOT: Record<Sentiment, string> = {
  bullish: 'bg-bullish',
  bearish: 'bg-bearish',
  neutral: 'bg-neutral',
};

/** The indicators behind a call, each with its reading and its sentiment (word and colour). */
export function IndicatorList({ indicators }: { indicators: readonly Indicator[] }) {
  if (indicators.length === 0)
    return <p className="muted text-sm">No indicators were given for this signal.</p>;
  return (
    <ul className="divide-y divide-ink-600">
      {indicators.map((indicator, index) => (
        <li
          key={`${index}-${indicator.name}`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0"
        >
          <span
            aria-hidden="true"
            className={`h-2 w-2 shrink-0 rounded-full ${DOT[indicator.sentiment]}`}
          />
          <span className="min-w-0 flex-1 font-medium">{indicator.name}</span>
          {indicator.value && (
            <span className="text-sm tabular-nums text-text-muted">{indicator.value}</span>
          )}
          <span className={`${TONE[indicator.sentiment]} capitalize`}>{indicator.sentiment}</span>
        </li>
      ))}
    </ul>
  );
}
