/**
 * A score from 0 to 100 as a half-ring gauge with the number in the middle. A `meter` for
 * assistive tech; the colour band (red below 40, amber to 69, green from 70) repeats what the
 * number says, it never replaces it.
 */
const RADIUS = 40;
const ARC = Math.PI * RADIUS;

export function scoreTone(score: number): 'bearish' | 'warn' | 'bullish' {
  if (score >= 70) return 'bullish';
  if (score >= 40) return 'warn';
  return 'bearish';
}

const STROKES = {
  bearish: 'stroke-bearish',
  warn: 'stroke-warn',
  bullish: 'stroke-bullish',
} as const;
const TEXTS = { bearish: 'text-bearish', warn: 'text-warn', bullish: 'text-bullish' } as const;

export function ScoreGauge({
  score,
  size = 'md',
  label = 'Score',
}: {
  score: number;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}) {
  const value = Math.min(100, Math.max(0, Math.round(score)));
  const tone = scoreTone(value);
  const width = { sm: 'w-14', md: 'w-20', lg: 'w-32' }[size];
  const text = { sm: 'text-sm', md: 'text-lg', lg: 'text-3xl' }[size];
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value} out of 100`}
      className={`relative ${width} shrink-0`}
    >
      <svg viewBox="0 0 100 56" aria-hidden="true" className="block w-full">
        <path
          d="M10 50 A40 40 0 0 1 90 50"
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className="stroke-ink-600"
        />
        <path
          d="M10 50 A40 40 0 0 1 90 50"
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className={STROKES[tone]}
          strokeDasharray={`${(value / 100) * ARC} ${ARC}`}
        />
      </svg>
      <span
        aria-hidden="true"
        className={`absolute inset-x-0 bottom-0 text-center font-bold leading-none tabular-nums ${text} ${TEXTS[tone]}`}
      >
        {value}
      </span>
    </div>
  );
}
