import {
  countdownStep,
  type DateRole,
  formatDate,
  formatDateTime,
  formatTimeLeft,
  isDateOnly,
} from '../lib/format';
import { useNow } from './ticker';

/**
 * Whether `end` (or a start, for `role` 'start') has passed, by the countdown's own clock and rule,
 * so that a status badge or a label beside a countdown never says "Active" or "Ends" while the
 * countdown says "Ended".
 */
export function useEnded(end: string, role: DateRole = 'end'): boolean {
  const coarse = useNow(60_000);
  const label = formatTimeLeft(end, useNow(countdownStep(end, coarse, role)), role);
  return label === 'Ended' || label === 'Started';
}

/**
 * Live time left until `end` ("3d 4h left", or "in 3d 4h" for a start), "Ended" or "Started"
 * once past; `role` says whether the date is an end (a date alone runs to the end of its day) or
 * a start (a mint, a sale). Driven by the shared ticker (ui/ticker), so only this text
 * re-renders, once a minute or, in the last hour, once a second. The exact end date is in a
 * `<time>` element for assistive tech and as a tooltip. One phrase: it never wraps ("3d 4h" / "left").
 * On a card it is over the title link's cover (uno.config): a campaign's list card shows no date,
 * and the tooltip is where a pointer finds it.
 */
export function Countdown({
  end,
  role = 'end',
  className = '',
}: {
  end: string;
  role?: DateRole;
  className?: string;
}) {
  const coarse = useNow(60_000);
  const step = countdownStep(end, coarse, role);
  const now = useNow(step);
  const label = formatTimeLeft(end, now, role);
  const ended = label === 'Ended' || label === 'Started';
  const when = isDateOnly(end) ? formatDate(end) : formatDateTime(end);
  return (
    <time
      dateTime={end}
      title={`${role === 'end' ? 'Ends' : 'Starts'} ${when}`}
      className={`${ended ? 'text-text-faint' : 'text-warn'} over-card-cover whitespace-nowrap tabular-nums ${className}`}
      data-ended={ended || undefined}
    >
      {label}
    </time>
  );
}
