import { countdownStep, formatDateTime, formatTimeLeft } from '../lib/format';
import { useNow } from './ticker';

/**
 * Whether `end` has passed, by the countdown's own clock and rule, so that a status badge beside
 * a countdown never says "Active" while the countdown says "Ended".
 */
export function useEnded(end: string): boolean {
  const coarse = useNow(60_000);
  return formatTimeLeft(end, useNow(countdownStep(end, coarse))) === 'Ended';
}

/**
 * Live time left until `end` ("3d 4h left"), "Ended" once past. Driven by the shared ticker
 * (ui/ticker), so only this text re-renders, once a minute or, in the last hour, once a second.
 * The exact end date is in a `<time>` element for assistive tech and as a tooltip.
 */
export function Countdown({ end, className = '' }: { end: string; className?: string }) {
  const coarse = useNow(60_000);
  const step = countdownStep(end, coarse);
  const now = useNow(step);
  const label = formatTimeLeft(end, now);
  const ended = label === 'Ended';
  return (
    <time dateTime={end} title={`Ends ${formatDateTime(end)}`} className={`${ended ? 'text-text-faint' : 'text-warn'} tabular-nums ${className}`} data-ended={ended || undefined}>
      {label}
    </time>
  );
}
