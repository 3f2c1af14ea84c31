/**
 * /tracker?show=due: what is due now, item by item (tracking/due.ts), each step ticked with one
 * tap in its wallet's column. A ticked step leaves the list once it is stored.
 */
import { useMemo, useState } from 'react';

import { Link } from '../../lib/navigation';
import type { DueItem } from '../../tracking/due';
import { isDone } from '../../tracking/progress';
import { kindOf, trackedItemOf } from '../../tracking/trackable';
import { useTrackingOf } from '../../tracking/useTracking';
import { Countdown } from '../../ui/Countdown';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { detailPath } from '../kit/content-paths';
import { RemindMe } from './RemindMe';

const REPEAT_NAMES = { daily: 'Daily', weekly: 'Weekly' } as const;

function DueCard({ due }: { due: DueItem & { record: NonNullable<DueItem['record']> } }) {
  const { row, record } = due;
  const item = useMemo(() => trackedItemOf(row.collection, record), [row.collection, record]);
  const tracking = useTrackingOf(item, row);
  return (
    <li className="card min-w-0" data-testid="due-item">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="badge-brand">{kindOf(row.collection)}</span>
        {due.endsAt !== undefined && (
          <span className="text-xs text-text-muted">
            Ends: <Countdown end={new Date(due.endsAt).toISOString()} />
          </span>
        )}
      </div>
      <h2 dir="auto" className="mt-1 break-words font-semibold text-text">
        <Link
          href={detailPath(row.collection, record)}
          className="hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          {item.name}
        </Link>
      </h2>
      {due.steps.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {due.steps.map(({ step, repeat, column }) => (
            <li key={`${column.walletId ?? ''}/${step.key}`}>
              <label className="touch-target flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-ink-700">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
                  checked={isDone(step, tracking.ticks(column.walletId), repeat)}
                  onChange={() => tracking.toggleStep(step, column.walletId)}
                />
                <span className="min-w-0 flex-1 break-words">
                  {step.label}
                  <span className="mt-0.5 block text-xs text-text-faint">
                    {REPEAT_NAMES[repeat]}
                    {column.label === '' ? '' : ` · ${column.label}`}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The due list, or its loading and empty states, below the reminders' switch. */
export function DueList({ items }: { items: DueItem[] | undefined }) {
  return (
    <div className="space-y-3">
      <RemindMe />
      <DueItems items={items} />
    </div>
  );
}

/** Due cards shown at first, and added by each "Show more". */
const DUE_PAGE = 50;

function DueItems({ items }: { items: DueItem[] | undefined }) {
  const [shown, setShown] = useState(DUE_PAGE);
  if (items === undefined) return <Spinner size="lg" className="min-h-[30vh]" />;
  const listed = items.filter(
    (due): due is DueItem & { record: NonNullable<DueItem['record']> } => due.record !== null,
  );
  if (listed.length === 0)
    return (
      <EmptyState title="Nothing is due today">
        Repeating steps not done yet this day or week, and what you watch that ends within 24 hours,
        show up here. Set a step to repeat on its item&rsquo;s page.
      </EmptyState>
    );
  const more = listed.length - shown;
  // In pages: a tracker of thousands may have a thousand items due on the same day.
  return (
    <>
      <ul aria-label="Due today" className="grid grid-cols-1 items-start gap-3 md:grid-cols-2">
        {listed.slice(0, shown).map((due) => (
          <DueCard key={`${due.row.collection}/${due.row.itemId}`} due={due} />
        ))}
      </ul>
      {more > 0 && (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn-outline"
            onClick={() => setShown((count) => count + DUE_PAGE)}
          >
            Show {Math.min(more, DUE_PAGE)} more ({more.toLocaleString('en')} left)
          </button>
        </div>
      )}
    </>
  );
}
