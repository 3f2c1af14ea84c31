import { lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';

import { Link } from '../../lib/navigation';
import { downloadDeadlines, hasTrackerEvents, trackerEvents } from '../../tracking/calendar';
import type { CalendarItem } from '../../tracking/repeat-events';
import { trackedItemOf } from '../../tracking/trackable';
import { StepProgress, WatchButton } from '../../tracking/TrackingParts';
import { useDue } from '../../tracking/useDue';
import { useSyncsHere } from '../../tracking/useSync';
import { useTrackerOwner, useTrackingOf } from '../../tracking/useTracking';
import { useWallets } from '../../tracking/useWallets';
import { Countdown } from '../../ui/Countdown';
import { EmptyState } from '../../ui/EmptyState';
import { ResetButton } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { Picture } from '../../ui/Picture';
import { Spinner } from '../../ui/Spinner';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { detailPath } from '../kit/content-paths';
import { control, querySpecOf } from '../kit/controls';
import { ControlsBar } from '../kit/ControlsBar';
import { DueList } from './DueList';
import { downloadTrackerCsv } from './tracker-csv';
import {
  ALL_WALLETS,
  type EntryFilter,
  matchesFilter,
  matchesWallet,
  type TrackerEntry,
  walletControl,
  walletProgressText,
} from './tracker-model';
import { useSortedEntries, useTrackerEntries } from './useTrackerEntries';
import { WalletsSection } from './WalletsSection';

/**
 * The sync server's URL as Vite writes it in (src/db/sync/server-url.ts), tested here and not
 * through SYNC_SERVER_URL: only a literal condition in this module folds, and takes the dead
 * import with it (an imported constant left the sync chunks in a build without sync).
 */
declare const __ALPHASCOUT_SYNC_URL__: string | undefined;

/** A build without a sync server has no panel: the condition is a literal, and folds away with the import. */
const SyncPanel =
  typeof __ALPHASCOUT_SYNC_URL__ === 'string' && __ALPHASCOUT_SYNC_URL__ !== ''
    ? lazy(() => import('./SyncPanel'))
    : null;

const NO_LABELS: ReadonlyMap<string, string> = new Map();
/** Every watched entry is in memory: the list never has a next page to ask for. */
const noMore = (): void => undefined;

const TRACKER_CONTROLS = {
  show: control(
    'Show',
    [
      { value: 'all', label: 'All' },
      { value: 'soon', label: 'Ending soon' },
      { value: 'progress', label: 'In progress' },
      { value: 'done', label: 'Done' },
      { value: 'due', label: 'Due today' },
    ],
    'all',
  ),
} as const;

/**
 * One watched item, with its Watch toggle: the one way to stop watching an item no longer listed.
 * Unwatched here, the card stays ("not watched", the toggle reading "Watch") until the screen
 * closes, so a slip is undone where it happened.
 */
function TrackerItem({
  entry,
  walletLabels,
}: {
  entry: TrackerEntry;
  walletLabels: ReadonlyMap<string, string>;
}) {
  const { row, record } = entry;
  const item = useMemo(
    () =>
      record
        ? trackedItemOf(row.collection, record)
        : {
            collection: row.collection,
            itemId: row.itemId,
            name: row.name,
            ...(row.image === undefined ? {} : { image: row.image }),
          },
    [row, record],
  );
  const tracking = useTrackingOf(item, row.watched ? row : null);
  const walletProgress = walletProgressText(entry, walletLabels);
  const image = item.image ?? '/images/logo.svg';
  // Unwatched here: said in words and a dashed edge, not by fading the text (it would fall below
  // the contrast text needs); only the picture is faded.
  return (
    <div
      className={`card flex h-full gap-3 ${tracking.watched ? '' : 'border-dashed'}`}
      data-testid="tracker-item"
    >
      <Picture
        src={image}
        alt=""
        loading="lazy"
        className={`h-14 w-14 shrink-0 rounded-lg bg-ink-700 object-cover ${tracking.watched ? '' : 'opacity-50'}`}
      />
      <div className="min-w-0 flex-1">
        {/* The toggle keeps the top right corner: the badges and the countdown wrap beside it. */}
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 pt-1">
            <span className="badge-brand">{entry.kind}</span>
            {record === null && (
              <span className="badge bg-ink-600 text-text-muted">no longer listed</span>
            )}
            {!tracking.watched && (
              <span className="badge bg-ink-600 text-text-muted">not watched</span>
            )}
            {(entry.deadline !== undefined || entry.state !== undefined) && (
              <span className="text-xs">
                {entry.startName !== undefined && (
                  <span className="text-text-muted">{entry.startName}: </span>
                )}
                {entry.deadline !== undefined ? (
                  <Countdown end={entry.deadline} role={entry.deadlineRole} />
                ) : (
                  <span className={entry.state === 'Live' ? 'text-bullish' : 'text-text-faint'}>
                    {entry.state}
                  </span>
                )}
              </span>
            )}
          </div>
          <WatchButton tracking={tracking} compact itemName={item.name} />
        </div>
        <div>
          <h2
            dir="auto"
            className="mt-1 line-clamp-2 break-words font-semibold text-text"
            title={item.name}
          >
            {entry.href ? (
              <Link
                href={entry.href}
                className="hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </h2>
          {entry.total > 0 && tracking.watched && (
            <StepProgress done={entry.done} total={entry.total} className="mt-2 max-w-sm" />
          )}
          {tracking.watched && walletProgress !== null && (
            <p className="mt-1 text-xs tabular-nums text-text-muted">{walletProgress}</p>
          )}
          {row.note !== '' && tracking.watched && (
            <p
              dir="auto"
              className="mt-2 line-clamp-3 whitespace-pre-wrap break-words text-sm text-text-muted"
            >
              {row.note}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const entryKey = (entry: TrackerEntry): string => `${entry.row.collection}/${entry.row.itemId}`;
const ownedKey = (entry: TrackerEntry): string => `${entry.row.owner}/${entryKey(entry)}`;

interface KeptEntries {
  /** Undefined while loading. */
  entries: TrackerEntry[] | undefined;
  /**
   * Every entry unwatched since the screen opened, by owner and item: shown whatever the filter,
   * watched again or not, since undoing the slip empties its steps and it would leave a filter
   * that goes by them, taking the focused toggle with it.
   */
  touched: ReadonlySet<string>;
}

/**
 * The watched entries, and those unwatched since the screen opened, kept in place as unwatched
 * (their row emptied, as unwatching stored it).
 */
function useEntriesKeptInPlace(entries: TrackerEntry[] | undefined): KeptEntries {
  const owner = useTrackerOwner();
  const [kept, setKept] = useState<KeptEntries & { from: TrackerEntry[] | undefined }>({
    from: undefined,
    entries: undefined,
    touched: new Set(),
  });
  if (kept.from !== entries) {
    const watched = new Set(entries?.map(entryKey));
    // Only the current owner's: after a sign-in or sign-out the last tracker's items are not kept.
    const gone = (kept.entries ?? [])
      .filter((entry) => entry.row.owner === owner && !watched.has(entryKey(entry)))
      .map((entry) => ({
        ...entry,
        row: { ...entry.row, watched: false, steps: [], note: '' },
        done: 0,
      }));
    const touched = gone.every((entry) => kept.touched.has(ownedKey(entry)))
      ? kept.touched
      : new Set([...kept.touched, ...gone.map(ownedKey)]);
    // (State adjusted while rendering, not in an effect.)
    setKept({ from: entries, entries: entries && [...entries, ...gone], touched });
  }
  return kept;
}

/** The watched entries still listed, as the calendar export reads them, linking to their pages here. */
function* calendarItemsOf(entries: readonly TrackerEntry[]): Generator<CalendarItem> {
  for (const { row, record } of entries)
    if (row.watched && record)
      yield {
        collection: row.collection,
        record,
        row,
        pageUrl: `${window.location.origin}${detailPath(row.collection, record)}`,
      };
}

/** What a filter lists, said when it lists nothing: "soon" alone would not say how soon. */
const FILTER_MEANINGS: Record<Exclude<EntryFilter, 'all'>, string> = {
  soon: 'Ending soon lists what ends, or starts, within the next 7 days.',
  progress: 'In progress lists what has some of its steps ticked, but not all.',
  done: 'Done lists what has steps, every one of them ticked.',
};
const WALLET_FILTER_MEANING = 'A wallet lists what has steps ticked for it.';

/** /tracker: what the visitor watches, soonest deadline first, filtered in the URL. */
export function TrackerScreen() {
  const wallets = useWallets();
  // The wallet filter's values are the owner's wallets: an id no longer among them reads as all.
  const controls = useMemo(
    () => ({ ...TRACKER_CONTROLS, wallet: walletControl(wallets ?? []) }),
    [wallets],
  );
  const [values, setValues] = useQueryState(useMemo(() => querySpecOf(controls), [controls]));
  const watchedEntries = useTrackerEntries();
  const due = useDue();
  const { entries, touched } = useEntriesKeptInPlace(watchedEntries);
  // Fixed when the screen opens: the order does not jump while the visitor reads it.
  const [now] = useState(() => Date.now());
  const sorted = useSortedEntries(entries, now);
  // The filters as a render that React may interrupt: the field shows the choice at once, and
  // ten thousand entries filtered and their cards redrawn follow without one long task.
  const show = useDeferredValue(values.show);
  const wallet = useDeferredValue(values.wallet);
  // An entry unwatched here stays shown whatever the filter, until the screen closes.
  const shown = useMemo(
    () =>
      sorted?.filter(
        (entry) =>
          (touched.size > 0 && touched.has(ownedKey(entry))) ||
          (show !== 'due' && matchesFilter(entry, show, now) && matchesWallet(entry, wallet)),
      ),
    [sorted, touched, show, wallet, now],
  );
  const inCalendar = useMemo(
    () => hasTrackerEvents(calendarItemsOf(sorted ?? []), new Date(now)),
    [sorted, now],
  );
  const walletLabels = useMemo(
    () => wallets && new Map(wallets.map((wallet) => [wallet.id, wallet.label])),
    [wallets],
  );
  const noDateId = useId();
  const watchesAny = watchedEntries !== undefined && watchedEntries.length > 0;
  // Why the calendar export does nothing; with nothing watched at all the empty state says more.
  const noDateAhead = watchesAny && !inCalendar;

  // At the moment of the click: the screen may have stayed open into another day or week.
  const exportDeadlines = () =>
    downloadDeadlines(trackerEvents([...calendarItemsOf(sorted ?? [])], new Date()));
  const syncs = useSyncsHere();
  const syncOwner = useTrackerOwner();
  const exportCsv = () => downloadTrackerCsv(sorted ?? [], walletLabels ?? new Map());

  return (
    <ListLayout
      title="My tracker"
      intro={`The signals, airdrops, campaigns, projects and courses you watch, with your checklists and notes. ${syncs ? 'Kept in this browser and synced, end-to-end encrypted, to your other devices.' : 'Kept in this browser.'}`}
      filters={
        <ControlsBar
          label="Filter my tracker"
          controls={wallets?.length ? controls : TRACKER_CONTROLS}
          values={values}
          onChange={setValues}
        >
          <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            {noDateAhead && (
              <span id={noDateId} className="text-xs text-text-faint">
                Nothing you watch has a date still ahead.
              </span>
            )}
            {/* As tall as the chips beside it (32 px), taking taps over 44 px on a touch screen as they do. */}
            <button
              type="button"
              className="btn-outline touch-target py-[5px]"
              disabled={!inCalendar}
              aria-describedby={noDateAhead ? noDateId : undefined}
              onClick={exportDeadlines}
            >
              Export deadlines (.ics)
            </button>
            <button
              type="button"
              className="btn-outline touch-target py-[5px]"
              disabled={!watchesAny || wallets === undefined}
              onClick={exportCsv}
            >
              Export CSV
            </button>
          </div>
        </ControlsBar>
      }
    >
      {values.show === 'due' ? (
        <DueList items={due} />
      ) : shown === undefined ? (
        <Spinner size="lg" className="min-h-[30vh]" />
      ) : entries?.length === 0 ? (
        <EmptyState title="You are not watching anything yet">
          Press <strong>Watch</strong> on any airdrop, testnet, whitelist, giveaway, signal, NFT or
          ICO project or course, or tick one of its tasks: it shows up here with its deadline and
          your progress.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          title="Nothing watched matches this filter"
          action={
            <ResetButton onReset={() => setValues({ show: 'all', wallet: ALL_WALLETS })}>
              Show all
            </ResetButton>
          }
        >
          {[
            values.show === 'all' ? null : FILTER_MEANINGS[values.show],
            values.wallet === ALL_WALLETS ? null : WALLET_FILTER_MEANING,
          ]
            .filter((meaning) => meaning !== null)
            .join(' ') || null}
        </EmptyState>
      ) : (
        <VirtualList
          items={shown}
          getKey={entryKey}
          renderItem={(entry) => (
            <TrackerItem entry={entry} walletLabels={walletLabels ?? NO_LABELS} />
          )}
          hasMore={false}
          loadingMore={false}
          onLoadMore={noMore}
          label="Watched items"
          estimateRowHeight={140}
          minColumnWidth={340}
          maxColumns={2}
          empty={null}
        />
      )}
      <WalletsSection />
      {SyncPanel && (
        <Suspense fallback={null}>
          {/* Keyed by owner: a code shown or a form half filled is not the next account's. */}
          <SyncPanel key={syncOwner} />
        </Suspense>
      )}
    </ListLayout>
  );
}
