import { type ReactNode, useMemo } from 'react';

import { googleCalendarUrl } from '../lib/ical';
import type { RecordOf } from '../schemas/registry';
import type { TrackableCollection } from '../schemas/tracking';
import { DetailTopBar } from '../ui/DetailParts';
import { ExternalLink } from '../ui/ExternalLink';
import { useNow } from '../ui/ticker';
import { downloadEvent, eventOf } from './calendar';
import { PER_WALLET, usePerWalletSteps, WalletProgress } from './PerWalletSteps';
import { countDone } from './progress';
import { type StepTracking, StepTrackingContext } from './StepChecks';
import { deadlineAhead, stepsOf, trackedItemOf } from './trackable';
import { hasTrackerChecklist, TrackerSection } from './TrackerSection';
import { StepProgress, WatchButton } from './TrackingParts';
import { useItemTracking } from './useTracking';
import { hasWalletColumns } from './wallet-columns';

/** "Add to calendar" (an .ics download) and a Google Calendar link, for an item with a date still ahead. */
function CalendarActions({
  collection,
  record,
  pagePath,
}: {
  collection: TrackableCollection;
  record: RecordOf<TrackableCollection>;
  pagePath: string;
}) {
  const event = useMemo(
    () => eventOf(collection, record, `${window.location.origin}${pagePath}`),
    [collection, record, pagePath],
  );
  const now = useNow(60_000);
  // Ahead as the tracker counts it: a date alone as an end still runs on its own day.
  if (!event || !deadlineAhead(collection, record, now)) return null;
  return (
    <>
      <button
        type="button"
        className="btn-outline"
        onClick={() => downloadEvent(collection, record.id, event)}
      >
        Add to calendar
      </button>
      <ExternalLink href={googleCalendarUrl(event)} className="btn-outline">
        Google Calendar
      </ExternalLink>
    </>
  );
}

/**
 * A watchable item's detail page: the Watch toggle, calendar actions and progress above the
 * area's sections, whose steps (tasks, requirements) are ticked where they are listed, and the
 * note below them. One tracking state feeds all of it. `pagePath` is the record's own address
 * (the kit's content paths), which its calendar event links back to.
 */
export function TrackedDetail({
  collection,
  record,
  pagePath,
  back,
  children,
}: {
  collection: TrackableCollection;
  record: RecordOf<TrackableCollection>;
  pagePath: string;
  back: ReactNode;
  children: ReactNode;
}) {
  const item = useMemo(() => trackedItemOf(collection, record), [collection, record]);
  const tracking = useItemTracking(item);
  const steps = useMemo(() => stepsOf(collection, record), [collection, record]);
  const perWallet = usePerWalletSteps(tracking, PER_WALLET.has(collection));
  const { shown, now, columns } = perWallet;
  const stepTracking = useMemo<StepTracking>(
    () => (PER_WALLET.has(collection) ? { ...tracking, columns: shown, now } : tracking),
    [collection, tracking, shown, now],
  );
  const byWallet = hasWalletColumns(columns) && steps.length > 0;
  return (
    <>
      <DetailTopBar back={back}>
        <WatchButton tracking={tracking} />
        <CalendarActions collection={collection} record={record} pagePath={pagePath} />
      </DetailTopBar>
      {byWallet ? (
        <WalletProgress steps={steps} tracking={tracking} perWallet={perWallet} />
      ) : (
        tracking.watched &&
        steps.length > 0 &&
        !hasTrackerChecklist(collection) && (
          <StepProgress
            done={countDone(steps, tracking.checked, tracking.row, now)}
            total={steps.length}
            className="mb-4 max-w-md"
          />
        )
      )}
      <StepTrackingContext value={stepTracking}>{children}</StepTrackingContext>
      <TrackerSection collection={collection} record={record} tracking={tracking} />
    </>
  );
}
