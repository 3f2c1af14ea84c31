import { useId, useMemo, useState } from 'react';
import { Link } from '../../lib/navigation';
import { Countdown } from '../../ui/Countdown';
import { EmptyState } from '../../ui/EmptyState';
import { ResetButton } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { Spinner } from '../../ui/Spinner';
import { useQueryState } from '../../ui/useQueryState';
import { eventOf, downloadDeadlines } from '../kit/calendar';
import { ControlsBar } from '../kit/ControlsBar';
import { control, querySpecOf } from '../kit/controls';
import { StepProgress } from '../kit/TrackingParts';
import { isAhead, matchesFilter, sortEntries, type TrackerEntry } from './tracker-model';
import { useTrackerEntries } from './useTrackerEntries';

const TRACKER_CONTROLS = {
  show: control(
    'Show',
    [
      { value: 'all', label: 'All' },
      { value: 'soon', label: 'Ending soon' },
      { value: 'progress', label: 'In progress' },
      { value: 'done', label: 'Done' },
    ],
    'all',
  ),
} as const;
const TRACKER_QUERY = querySpecOf(TRACKER_CONTROLS);

function TrackerItem({ entry }: { entry: TrackerEntry }) {
  const { row, record } = entry;
  const image = row.image ?? '/images/logo.svg';
  return (
    <li className="card flex gap-3" data-testid="tracker-item">
      <img src={image} alt="" loading="lazy" className="h-14 w-14 shrink-0 rounded-lg bg-ink-700 object-cover" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge-brand">{entry.kind}</span>
          {record === null && <span className="badge bg-ink-600 text-text-muted">no longer listed</span>}
          {entry.deadline !== undefined && <Countdown end={entry.deadline} className="text-xs" />}
        </div>
        <h2 className="mt-1 truncate font-semibold text-text" title={row.name}>
          {entry.href ? (
            <Link href={entry.href} className="hover:text-brand focus-visible:outline-2 focus-visible:outline-brand">
              {row.name}
            </Link>
          ) : (
            row.name
          )}
        </h2>
        {entry.total > 0 && <StepProgress done={entry.done} total={entry.total} className="mt-2 max-w-sm" />}
        {row.note !== '' && <p className="mt-2 line-clamp-3 whitespace-pre-wrap break-words text-sm text-text-muted">{row.note}</p>}
      </div>
    </li>
  );
}

/** /tracker: what the visitor watches, soonest deadline first, filtered in the URL. */
export function TrackerScreen() {
  const [values, setValues] = useQueryState(TRACKER_QUERY);
  const entries = useTrackerEntries();
  // Fixed when the screen opens: the order does not jump while the visitor reads it.
  const [now] = useState(() => Date.now());
  const sorted = useMemo(() => (entries ? sortEntries(entries, now) : undefined), [entries, now]);
  const shown = useMemo(() => sorted?.filter((entry) => matchesFilter(entry, values.show, now)), [sorted, values.show, now]);
  const ahead = sorted?.filter((entry) => isAhead(entry, now)) ?? [];
  const noDateId = useId();
  // Why the export button does nothing; with nothing watched at all the empty state says more.
  const noDateAhead = entries !== undefined && entries.length > 0 && ahead.length === 0;

  const exportDeadlines = () => {
    const events = ahead.flatMap((entry) => {
      const event = entry.record ? eventOf(entry.row.collection, entry.record, window.location.origin) : null;
      return event ? [event] : [];
    });
    downloadDeadlines(events);
  };

  return (
    <ListLayout
      title="My tracker"
      intro="The signals, airdrops, campaigns, projects and courses you watch, with your checklists and notes. Kept in this browser."
      filters={
        <ControlsBar label="Filter my tracker" controls={TRACKER_CONTROLS} values={values} onChange={setValues}>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            {noDateAhead && (
              <span id={noDateId} className="text-xs text-text-faint">
                Nothing you watch has a date still ahead.
              </span>
            )}
            <button type="button" className="btn-outline" disabled={ahead.length === 0} aria-describedby={noDateAhead ? noDateId : undefined} onClick={exportDeadlines}>
              Export deadlines (.ics)
            </button>
          </div>
        </ControlsBar>
      }
    >
      {shown === undefined ? (
        <Spinner size="lg" className="min-h-[30vh]" />
      ) : entries?.length === 0 ? (
        <EmptyState title="You are not watching anything yet">
          Press <strong>Watch</strong> on any airdrop, testnet, whitelist, giveaway, signal, NFT or ICO project or course, or tick one of its tasks: it shows up here
          with its deadline and your progress.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          title="Nothing watched matches this filter"
          action={
            <ResetButton onReset={() => setValues({ show: 'all' })}>Show all</ResetButton>
          }
        />
      ) : (
        <ul aria-label="Watched items" className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {shown.map((entry) => (
            <TrackerItem key={`${entry.row.collection}/${entry.row.itemId}`} entry={entry} />
          ))}
        </ul>
      )}
    </ListLayout>
  );
}
