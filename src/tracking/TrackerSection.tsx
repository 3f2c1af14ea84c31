/**
 * The detail screen's "My tracker" section: the note, stored as it is typed, and a course's
 * checklist of lessons.
 */
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';

import type { RecordOf } from '../schemas/registry';
import { MAX_NOTE_LENGTH, type TrackableCollection } from '../schemas/tracking';
import { countDone } from './progress';
import { StepList, StepTrackingContext } from './StepChecks';
import { type Step, stepsOf } from './trackable';
import { StepProgress } from './TrackingParts';
import type { ItemTracking } from './useTracking';

/** How long typing pauses before the note is stored. */
const NOTE_DEBOUNCE_MS = 400;

function Checklist({
  steps,
  tracking,
  title,
}: {
  steps: readonly Step[];
  tracking: ItemTracking;
  title: string;
}) {
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} className="min-w-0">
      <legend id={headingId} className="font-semibold text-text">
        {title}
      </legend>
      {/* As above the page's own steps: progress once the item is watched (a tick watches it). */}
      {tracking.watched && (
        <StepProgress
          done={countDone(steps, tracking.checked)}
          total={steps.length}
          className="mt-2"
        />
      )}
      <div className="mt-3">
        <StepTrackingContext value={tracking}>
          <StepList steps={steps} empty="" />
        </StepTrackingContext>
      </div>
    </fieldset>
  );
}

const NOTE_STATES = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'The note could not be saved.',
} as const;

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
  // save, still to come after the pause, would store it and so watch the item again. A save under
  // way (stored before the unwatching, which removes it) no longer settles the field.
  const { unwatchedHere } = tracking;
  const unwatchesSeen = useRef(unwatchedHere);
  useEffect(() => {
    if (unwatchedHere === unwatchesSeen.current) return;
    unwatchesSeen.current = unwatchedHere;
    unsaved.current = null;
    editing.current = false;
    latestSave.current++;
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
export const hasTrackerChecklist = (collection: TrackableCollection): boolean =>
  CHECKLIST_TITLES[collection] !== undefined;

/** The detail screen's "My tracker" section: the note, and a course's checklist of lessons. */
export function TrackerSection({
  collection,
  record,
  tracking,
}: {
  collection: TrackableCollection;
  record: RecordOf<TrackableCollection>;
  tracking: ItemTracking;
}) {
  const title = CHECKLIST_TITLES[collection];
  const steps = useMemo(
    () => (title === undefined ? [] : stepsOf(collection, record)),
    [title, collection, record],
  );
  return (
    <section aria-labelledby="my-tracker" className="card mt-6 min-w-0">
      <h2 id="my-tracker" className="section-title">
        My tracker
      </h2>
      <div className={`mt-3 grid gap-6 ${steps.length > 0 ? 'lg:grid-cols-2' : ''}`}>
        {title !== undefined && steps.length > 0 && (
          <Checklist steps={steps} tracking={tracking} title={title} />
        )}
        {/* One field per item: another item's page reuses this screen, and its typed text must not go to that item. */}
        <NoteField
          key={`${collection}/${record.id}`}
          tracking={tracking}
          placeholder={NOTE_PLACEHOLDERS[collection] ?? NOTE_PLACEHOLDER}
        />
      </div>
    </section>
  );
}
