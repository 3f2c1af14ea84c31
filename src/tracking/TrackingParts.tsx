/**
 * The tracker's pieces every list and detail shows: the Watch toggle, the progress line and a list
 * card's overlay. Written once here; the list shell (AreaList), the home page and the detail shell
 * place them. The detail's own section (the note, a course's checklist) is TrackerSection, apart,
 * so that a list's first page does not load it.
 */
import { useMemo } from 'react';

import type { RecordOf } from '../schemas/registry';
import { isBlankNote, type TrackableCollection } from '../schemas/tracking';
import { ProgressBar } from '../ui/ProgressBar';
import { countDone } from './progress';
import { stepsOf, trackedItemOf } from './trackable';
import { type ItemTracking, type ListTracking, useTrackingOf } from './useTracking';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}

/** Asked before unwatching an item with a note or ticked steps: unwatching empties its row. */
export const UNWATCH_CONFIRMATION =
  'Stop watching this item? Your note and ticked steps for it will be removed.';

/**
 * The Watch toggle: a real button with `aria-pressed`, named "Watch" or "Watching". `compact` for a
 * list card's corner; `icon` shows the star alone (the name stays), for a card with no room to spare.
 * `itemName` is its description, heard after its name, so that a list's many toggles can be told apart.
 */
export function WatchButton({
  tracking,
  compact = false,
  icon = false,
  itemName,
}: {
  tracking: Pick<ItemTracking, 'watched' | 'toggleWatch' | 'row' | 'checked' | 'hasTypedNote'>;
  compact?: boolean;
  icon?: boolean;
  itemName?: string;
}) {
  const { watched, toggleWatch, row, checked, hasTypedNote } = tracking;
  const name = watched ? 'Watching' : 'Watch';
  const tone = watched
    ? 'border-brand bg-brand text-ink-900 hover:bg-brand-strong'
    : 'border-ink-500 bg-ink-900/90 text-text hover:border-brand hover:text-brand';
  const toggle = (): void => {
    const losesWork =
      watched &&
      (!isBlankNote(row?.note ?? '') ||
        checked.size > 0 ||
        row?.walletSteps !== undefined ||
        hasTypedNote());
    if (losesWork && !window.confirm(UNWATCH_CONFIRMATION)) return;
    toggleWatch();
  };
  return (
    <button
      type="button"
      aria-pressed={watched}
      onClick={toggle}
      aria-label={icon ? name : undefined}
      // Not aria-describedby on a hidden copy of the name: that copy is text in the page, which finding an item by its text would meet twice.
      aria-description={itemName}
      title={
        icon
          ? watched
            ? 'Watching: open My tracker to see it'
            : 'Watch: keep it in My tracker'
          : undefined
      }
      className={`btn touch-target border ${tone} ${icon ? 'p-1.5 shadow' : compact ? 'px-2.5 py-1 text-xs shadow' : ''}`}
    >
      <StarIcon filled={watched} />
      {!icon && name}
    </button>
  );
}

/** "N of M done" with a bar. */
export function StepProgress({
  done,
  total,
  className = '',
}: {
  done: number;
  total: number;
  className?: string;
}) {
  const text = `${done} of ${total} done`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <span className="shrink-0 text-xs font-medium tabular-nums text-text-muted">{text}</span>
      <ProgressBar
        value={done}
        max={total}
        label="Steps done"
        valueText={text}
        tone={done === total ? 'bullish' : 'brand'}
      />
    </div>
  );
}

/**
 * The overlay on a list card: the Watch toggle, and the progress once a step is checked. `rows`
 * is the list's tracking (useListTracking), read once for all its cards. `icon`: the star alone and
 * no progress, for a card with no room for them (the home page's).
 */
export function CardTracking({
  collection,
  record,
  rows,
  icon = false,
}: {
  collection: TrackableCollection;
  record: RecordOf<TrackableCollection>;
  rows: ListTracking;
  icon?: boolean;
}) {
  const item = useMemo(() => trackedItemOf(collection, record), [collection, record]);
  const tracking = useTrackingOf(item, rows && (rows.get(item.itemId) ?? null));
  const steps = useMemo(() => stepsOf(collection, record), [collection, record]);
  const done = countDone(steps, tracking.checked, tracking.row);
  return (
    <>
      <div className="absolute right-2 top-2 z-10">
        {/* The name stays "Watch" (docs/product.md, "My tracker"); the item's name is its description, heard after it. */}
        <WatchButton tracking={tracking} compact icon={icon} itemName={item.name} />
      </div>
      {!icon && tracking.watched && steps.length > 0 && (
        <div className="absolute left-2 top-2 z-10 w-36 rounded-lg bg-ink-900/90 px-2 py-1 shadow">
          <StepProgress done={done} total={steps.length} />
        </div>
      )}
    </>
  );
}
