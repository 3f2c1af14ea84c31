import { useId } from 'react';

import { formatCompact } from '../../lib/format';
import type { TokenDistribution } from '../../schemas/ico-project';
import { arcs, distributionSlices, tokensFor } from './distribution';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The token distribution as a donut with a legend. The SVG is one labelled image (its title
 * lists every share), and the legend repeats the numbers as text, so nothing depends on colour.
 */
export function TokenDonut({
  distribution,
  totalSupply,
  symbol,
}: {
  distribution: TokenDistribution;
  totalSupply: number;
  symbol: string;
}) {
  const titleId = useId();
  const slices = distributionSlices(distribution);
  const summary = slices.map((slice) => `${slice.label} ${slice.percent}%`).join(', ');
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <svg
        viewBox="0 0 100 100"
        role="img"
        aria-labelledby={titleId}
        className="h-44 w-44 shrink-0 -rotate-90"
      >
        <title id={titleId}>{`Token distribution: ${summary}`}</title>
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="#243047" strokeWidth="14" />
        {arcs(slices, CIRCUMFERENCE).map(({ slice, dash, offset }) => (
          <circle
            key={slice.key}
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            stroke={slice.color}
            strokeWidth="14"
            strokeDasharray={`${dash} ${CIRCUMFERENCE - dash}`}
            strokeDashoffset={offset}
          />
        ))}
      </svg>
      <table className="w-full text-sm">
        <caption className="sr-only">Token distribution</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Allocation</th>
            <th scope="col">Share</th>
            <th scope="col">Tokens</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice) => (
            <tr key={slice.key} className="border-b border-ink-600/60 last:border-0">
              <th scope="row" className="py-1.5 text-left font-normal">
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block h-2.5 w-2.5 rounded-sm align-middle"
                  style={{ backgroundColor: slice.color }}
                />
                {slice.label}
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums">{slice.percent}%</td>
              <td className="py-1.5 pl-3 text-right tabular-nums text-text-muted">
                {formatCompact(tokensFor(slice.percent, totalSupply))} {symbol}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
