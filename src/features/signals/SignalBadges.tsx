import { formatPercent } from '../../lib/format';
import type { Signal } from '../../schemas/signal';

/** BUY in green, SELL in red; the word itself carries the meaning, the colour repeats it. */
export function ActionBadge({
  action,
  large = false,
}: {
  action: Signal['action'];
  large?: boolean;
}) {
  return (
    <span
      className={`${action === 'BUY' ? 'badge-bullish' : 'badge-bearish'} ${large ? 'px-3 py-1 text-sm' : ''}`}
    >
      {action}
    </span>
  );
}

export function StatusBadge({ status }: { status: Signal['status'] }) {
  return <span className={status === 'Active' ? 'badge-brand' : 'badge-neutral'}>{status}</span>;
}

/** The 24-hour change with its sign, green up, red down, grey flat. */
export function Change({ value, className = '' }: { value: number; className?: string }) {
  // As shown, to two decimals: a change that rounds to 0.00% is flat, not up.
  const shown = Math.round(value * 100);
  const tone = shown > 0 ? 'text-bullish' : shown < 0 ? 'text-bearish' : 'text-neutral';
  const arrow = shown > 0 ? '▲' : shown < 0 ? '▼' : '';
  return (
    <span className={`${tone} whitespace-nowrap font-semibold tabular-nums ${className}`}>
      {arrow && (
        <span aria-hidden="true" className="mr-0.5 text-[0.7em]">
          {arrow}
        </span>
      )}
      {formatPercent(value, { signed: true })}
    </span>
  );
}
