import { Link } from '../../lib/navigation';
import { dueCount } from '../../tracking/due';
import { useDue } from '../../tracking/useDue';
import { useWatchedCount } from '../../tracking/useTracking';

const shortCount = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * The header's "My tracker" icon link, with how many items are watched: a badge from the first
 * one (a "0" on every page said nothing), "99+" past two digits so that it stays on the star. The
 * link's name always says the exact count. What is due now (tracking/due) is a second badge, and
 * the link's description.
 */
export function TrackerLink({ path }: { path: string }) {
  const count = useWatchedCount() ?? 0;
  const due = dueCount(useDue() ?? []);
  const dueText = due > 0 ? `${due} due today` : undefined;
  return (
    <Link
      href="/tracker"
      aria-label={`My tracker, ${count} watched`}
      aria-description={dueText}
      title={`My tracker: ${count} watched${dueText ? `, ${dueText}` : ''}`}
      aria-current={path === '/tracker' ? 'page' : undefined}
      className="btn-ghost touch-target relative p-2.5 lg:p-1 aria-[current=page]:text-brand hover:aria-[current=page]:text-brand"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
      </svg>
      {count > 0 && (
        <span
          data-testid="tracker-count"
          aria-hidden="true"
          className="absolute right-1 top-1 min-w-4 lg:-right-0.5 lg:-top-0.5 rounded-full bg-brand px-1 text-center text-[10px] font-bold leading-4 text-ink-900"
        >
          {shortCount(count)}
        </span>
      )}
      {due > 0 && (
        <span
          data-testid="tracker-due"
          aria-hidden="true"
          className="absolute bottom-1 left-1 min-w-4 lg:-bottom-1 lg:-left-1.5 rounded-full bg-warn px-1 text-center text-[10px] font-bold leading-4 text-ink-900"
        >
          {shortCount(due)}
        </span>
      )}
    </Link>
  );
}
