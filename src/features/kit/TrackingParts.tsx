/**
 * The tracker's shared pieces: the Watch toggle, the checklist, the progress line and the note.
 * Written once here; the list shell (AreaList) and the detail shell (DetailShell) place them.
 */
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import type { RecordOf } from '../../schemas/registry';
import { isBlankNote, MAX_NOTE_LENGTH, type TrackableCollection } from '../../schemas/tracking';
import { ProgressBar } from '../../ui/ProgressBar';
import { countDone } from './progress';
import { StepList, StepTrackingContext } from './StepChecks';
import { stepsOf, trackedItemOf, type Step } from './trackable';
import { useTrackingOf, type ItemTracking, type ListTracking } from './useTracking';

/** How long typing pauses before the note is stored. */
const NOTE_DEBOUNCE_MS = 400;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}

/** Asked before unwatching an item with a note or ticked steps: unwatching empties its row (PRODUCT.md). */
export const UNWATCH_CONFIRMATION = 'Stop watching this item? Your note and ticked steps for it will be removed.';

/**
 * The Watch toggle: a real button with `aria-pressed`, named "Watch" or "Watching". `compact` for a
 * list card's corner; `icon` shows the star alone (the name stays), for a card with no room to spare.
 * `itemName` is its description, heard after its name, so that a list's many toggles can be told apart.
 */
export function WatchButton({ tracking, compact = false, icon = false, itemName }: { tracking: Pick<ItemTracking, 'watched' | 'toggleWatch' | 'row' | 'checked' | 'hasTypedNote'>; compact?: boolean; icon?: boolean; itemName?: string }) {
  const { watched, toggleWatch, row, checked, hasTypedNote } = tracking;
  const name = watched ? 'Watching' : 'Watch';
  const tone = watched ? 'border-brand bg-brand text-ink-900 hover:bg-brand-strong' : 'border-ink-500 bg-ink-900/90 text-text hover:border-brand hover:text-brand';
  const toggle = (): void => {
    const losesWork = watched && (!isBlankNote(row?.note ?? '') || checked.size > 0 || hasTypedNote());
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
      title={icon ? (watched ? 'Watching: open My tracker to see it' : 'Watch: keep it in My tracker') : undefined}
      className={`btn touch-target border ${tone} ${icon ? 'p-1.5 shadow' : compact ? 'px-2.5 py-1 text-xs shadow' : ''}`}
    >
      <StarIcon filled={watched} />
      {!icon && name}
    </button>
  );
}

/** "N of M done" with a bar. */
export function StepProgress({ done, total, className = '' }: { done: number; total: number; className?: string }) {
  const text = `${done} of ${total} done`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <span className="shrink-0 text-xs font-medium tabular-nums text-text-muted">{text}</span>
      <ProgressBar value={done} max={total} label="Steps done" valueText={text} tone={done === total ? 'bullish' : 'brand'} />
    </div>
  );
}

/**
 * The overlay on a list card: the Watch toggle, and the progress once a step is checked. `rows`
 * is the list's tracking (useListTracking), read once for all its cards. `icon`: the star alone and
 * no progress, for a card with no room for them (the home page's).
 */
export function CardTracking({ collection, record, rows, icon = false }: { collection: TrackableCollection; record: RecordOf<TrackableCollection>; rows: ListTracking; icon?: boolean }) {
  const item = useMemo(() => trackedItemOf(collection, record), [collection, record]);
  const tracking = useTrackingOf(item, rows && (rows.get(item.itemId) ?? null));
  const steps = useMemo(() => stepsOf(collection, record), [collection, record]);
  const done = countDone(steps, tracking.checked);
  return (
    <>
      <div className="absolute right-2 top-2 z-10">
        {/* The name stays "Watch" (PRODUCT.md); the item's name is its description, heard after it. */}
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

function Checklist({ steps, tracking, title }: { steps: readonly Step[]; tracking: ItemTracking; title: string }) {
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} className="min-w-0">
      <legend id={headingId} className="font-semibold text-text">
        {title}
      </legend>
      {/* As above the page's own steps: progress once the item is watched (a tick watches it). */}
      {tracking.watched && <StepProgress done={countDone(steps, tracking.checked)} total={steps.length} className="mt-2" />}
      <div className="mt-3">
        <StepTrackingContext value={tracking}>
          <StepList steps={steps} empty="" />
        </StepTrackingContext>
      </div>
    </fieldset>
  );
}

const NOTE_STATES = { idle: '', saving: 'Saving…', saved: 'Saved', failed: 'The note could not be saved.' } as const;

/** The note: plain text in a textarea, stored as you type (debounced), never read as markup. */
function NoteField({ tracking, placeholder }: { tracking: ItemTracking; placeholder: string }) {
  const fieldId = useId();
  const stored = tracking.row?.note ?? '';
  const [text, setText] = useState(stored);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  // What was typed and not yet handed to saveNote (null: nothing), and whether the field holds
  // text not yet known to be stored: another tab's note, or this one's older save, must not
  // replace it. A keystroke during a save was once lost that way.
  const unsaved = useRef<string | null>(null);
  const editing = useRef(false);
  // Which save is the latest: an older one finishing while a newer one runs changes nothing.
  const latestSave = useRef(0);
  const { saveNote, keepNoteDraft } = tracking;

  // Another tab's note shows here unless this field is being typed in.
  useEffect(() => {
    if (!editing.current) setText(stored);
  }, [stored]);

  // Unwatching here (asked first) removes the note, and text typed and not yet saved with it: its
  // save, still to come after the pause, would store it and so watch the item again.
  const { unwatchedHere } = tracking;
  const unwatchesSeen = useRef(unwatchedHere);
  useEffect(() => {
    if (unwatchedHere === unwatchesSeen.current) return;
    unwatchesSeen.current = unwatchedHere;
    if (unsaved.current === null) return;
    unsaved.current = null;
    editing.current = false;
    setText('');
    setState('idle');
  }, [unwatchedHere]);

  const save = useEffectEvent(() => {
    const note = unsaved.current;
    if (note === null) return;
    unsaved.current = null;
    const mine = ++latestSave.current;
    setState('saving');
    saveNote(note).then(
      () => {
        // Typed again meanwhile, or a newer save is under way: that one settles the field.
        if (unsaved.current !== null || mine !== latestSave.current) return;
        editing.current = false;
        setState('saved');
      },
      (error: unknown) => {
        console.error('AlphaScout: the note could not be stored', error);
        setState('failed');
      },
    );
  });

  useEffect(() => {
    if (unsaved.current === null) return;
    const timer = setTimeout(save, NOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Leaving the screen within the pause still stores what was typed. A reload or a closed tab
  // does not wait for the save: the draft kept at each keystroke is stored on the next start.
  useEffect(() => save, []);

  return (
    <div>
      <label htmlFor={fieldId} className="font-semibold text-text">
        Your note
      </label>
      <textarea
        dir="auto"
        id={fieldId}
        value={text}
        maxLength={MAX_NOTE_LENGTH}
        rows={3}
        placeholder={placeholder}
        onChange={(event) => {
          editing.current = true;
          unsaved.current = event.target.value;
          keepNoteDraft(event.target.value);
          setState('idle');
          setText(event.target.value);
        }}
        className="mt-2 w-full rounded-lg border border-ink-500 bg-ink-900 px-3 py-2 text-sm text-text focus-visible:outline-2 focus-visible:outline-brand"
      />
      {/* Only the save's outcome is announced: the hint and the count change at every keystroke. */}
      <p className="mt-1 flex justify-between gap-2 text-xs text-text-faint">
        <span>
          <span role="status">{NOTE_STATES[state]}</span>
          {state === 'idle' && 'Saved as you type, in this browser.'}
        </span>
        <span className="shrink-0 tabular-nums">
          {text.length} / {MAX_NOTE_LENGTH}
        </span>
      </p>
    </div>
  );
}

const NOTE_PLACEHOLDER = 'Wallet used, what is left to do…';
const NOTE_PLACEHOLDERS: Partial<Record<TrackableCollection, string>> = {
  signals: 'Your entry, your exit, why you follow it…',
  academy: 'What you learned, what to read again…',
  nftProjects: 'Wallet, mint price, what to check before the date…',
  icoProjects: 'Wallet, allocation, what to check before the date…',
};

/**
 * The steps ticked in the section's own checklist: a course's lessons, which its page shows as
 * an accordion of long texts. Every other area's page ticks its steps where it lists them (StepChecks).
 */
const CHECKLIST_TITLES: Partial<Record<TrackableCollection, string>> = {
  academy: 'Your lessons',
};

/** True where the "My tracker" section holds the steps' checklist, and with it their progress. */
export const hasTrackerChecklist = (collection: TrackableCollection): boolean => CHECKLIST_TITLES[collection] !== undefined;

/** The detail screen's "My tracker" section: the note, and a course's checklist of lessons. */
export function TrackerSection({ collection, record, tracking }: { collection: TrackableCollection; record: RecordOf<TrackableCollection>; tracking: ItemTracking }) {
  const title = CHECKLIST_TITLES[collection];
  const steps = useMemo(() => (title === undefined ? [] : stepsOf(collection, record)), [title, collection, record]);
  return (
    <section aria-labelledby="my-tracker" className="card mt-6 min-w-0">
      <h2 id="my-tracker" className="section-title">
        My tracker
      </h2>
      <div className={`mt-3 grid gap-6 ${steps.length > 0 ? 'lg:grid-cols-2' : ''}`}>
        {title !== undefined && steps.length > 0 && <Checklist steps={steps} tracking={tracking} title={title} />}
        {/* One field per item: another item's page reuses this screen, and its typed text must not go to that item. */}
        <NoteField key={`${collection}/${record.id}`} tracking={tracking} placeholder={NOTE_PLACEHOLDERS[collection] ?? NOTE_PLACEHOLDER} />
      </div>
    </section>
  );
}
