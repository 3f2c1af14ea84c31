/**
 * The tracker as screens use it: whose it is (the signed-in account or this browser's guest), one
 * item's row or a whole list's, the watched count, live in every tab through `useLiveQuery`.
 * Changes are optimistic: the screen shows the new state at once and the stored row takes over
 * when it lands.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

import { appDb } from '../db/connection/app-db';
import { localStorageOrNull } from '../db/storage/browser-storage';
import { dropNoteDraft, keepNoteDraft } from '../db/tracking/note-drafts';
import {
  collectionRows,
  countWatched,
  ownerOf,
  setNote,
  setRepeat,
  setStep,
  setWatched,
  type TrackedItem,
  trackingRow,
} from '../db/tracking/rows';
import { columnOf, tickKey, withColumn, withColumns } from '../db/tracking/ticks';
import { useSession } from '../hooks/useSession';
import type { Repeat } from '../lib/periods';
import { isBlankNote, type TrackableCollection, type TrackingRow } from '../schemas/tracking';
import { isDone, repeatOf } from './progress';
import type { Step } from './trackable';

/** The owner whose tracker is shown now. */
export function useTrackerOwner(): string {
  const { session } = useSession();
  return ownerOf(session);
}

/** How many items the current owner watches (undefined while loading). */
export function useWatchedCount(): number | undefined {
  const owner = useTrackerOwner();
  return useLiveQuery(() => countWatched(appDb, owner), [owner]);
}

export interface ItemTracking {
  /** undefined while loading, null when the item has no row. */
  row: TrackingRow | null | undefined;
  watched: boolean;
  /** The ticks of the no-wallet column. */
  checked: ReadonlySet<string>;
  /** The ticks of one column: a wallet's, or with none the no-wallet column (`checked`). */
  ticks: (walletId?: string) => ReadonlySet<string>;
  toggleWatch: () => void;
  /** Ticks or unticks the step in a column, for the current period when it repeats. */
  toggleStep: (step: Step, walletId?: string) => void;
  /** The repeat the step follows: the visitor's own, else the record's. */
  repeatOf: (step: Step) => Repeat | undefined;
  /** Sets the visitor's own repeat on the step; the record's own (or none) back with `null`. */
  setStepRepeat: (step: Step, repeat: Repeat | null) => void;
  saveNote: (note: string) => Promise<void>;
  /** Keeps typed text at once, for the next start to store should the page go before `saveNote`. */
  keepNoteDraft: (note: string) => void;
  /** Whether a note other than blank space was typed and `row` does not show it stored yet: unwatching would drop it as well. */
  hasTypedNote: () => boolean;
  /** How many times this screen unwatched the item: the note field empties, text not yet saved included. */
  unwatchedHere: number;
}

let draftFailureReported = false;

/**
 * Keeps or drops a typed note's draft (db/note-drafts). Storage full or blocked is said once, not
 * at every keystroke; the note is still saved after the pause, as it was before drafts.
 */
function withDrafts(change: (storage: Storage) => void): void {
  const storage = localStorageOrNull();
  if (!storage) return;
  try {
    change(storage);
  } catch (error) {
    if (!draftFailureReported)
      console.error('AlphaScout: typed notes cannot be kept as drafts', error);
    draftFailureReported = true;
  }
}

function report(error: unknown): void {
  console.error('AlphaScout: the tracker could not store a change', error);
}

/** What a change shows before its row is stored: the watch, every column and the repeats. */
type Shown = Pick<TrackingRow, 'watched' | 'steps' | 'walletSteps' | 'repeats'>;

function sameSteps(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

function sameRecord<T>(
  a: Readonly<Record<string, T>> | undefined,
  b: Readonly<Record<string, T>> | undefined,
  same: (x: T, y: T) => boolean,
): boolean {
  const keys = Object.keys(a ?? {});
  return (
    keys.length === Object.keys(b ?? {}).length &&
    keys.every((key) => {
      const x = a?.[key];
      const y = b?.[key];
      return x !== undefined && y !== undefined && same(x, y);
    })
  );
}

/** Whether the stored row shows what was changed: then the change no longer needs showing. */
function rowShows(row: TrackingRow | null, shown: Shown): boolean {
  return (
    (row?.watched ?? false) === shown.watched &&
    sameSteps(row?.steps ?? [], shown.steps) &&
    sameRecord(row?.walletSteps, shown.walletSteps, sameSteps) &&
    sameRecord(row?.repeats, shown.repeats, (x, y) => x === y)
  );
}

const NOTHING_SHOWN: Shown = { watched: false, steps: [] };

/** `shown` with the visitor's own repeat of one step set, or removed with `null`. */
function withRepeat(shown: Shown, stepKey: string, repeat: Repeat | null): Shown {
  const { [stepKey]: _former, ...others } = shown.repeats ?? {};
  const repeats = repeat === null ? others : { ...others, [stepKey]: repeat };
  const { repeats: _all, ...rest } = shown;
  return { ...rest, watched: true, ...(Object.keys(repeats).length > 0 ? { repeats } : {}) };
}

/** One item's tracking for the current owner, read on its own (a detail screen). */
export function useItemTracking(item: TrackedItem): ItemTracking {
  const owner = useTrackerOwner();
  const row = useLiveQuery(
    async () => (await trackingRow(appDb, owner, item.collection, item.itemId)) ?? null,
    [owner, item.collection, item.itemId],
  );
  return useTrackingOf(item, row);
}

/** The current owner's rows of a list's collection by item id (undefined while loading, or for `null`). */
export type ListTracking = ReadonlyMap<string, TrackingRow> | undefined;

/**
 * The tracking of every card of a list in one live query. One query per card (a `get` and a
 * subscription each) made the first rows of /signals paint ~40 ms later (bench/browser/app.ts).
 */
export function useListTracking(collection: TrackableCollection | null): ListTracking {
  const owner = useTrackerOwner();
  return useLiveQuery(
    async () =>
      collection
        ? new Map((await collectionRows(appDb, owner, collection)).map((row) => [row.itemId, row]))
        : undefined,
    [owner, collection],
  );
}

/**
 * One item's tracking from a row read elsewhere (`row`: undefined while loading, null when the
 * item has none), with optimistic watch and step changes.
 */
export function useTrackingOf(
  item: TrackedItem,
  row: TrackingRow | null | undefined,
): ItemTracking {
  const owner = useTrackerOwner();
  // What the screen shows until the stored row catches up: null when nothing is pending.
  const [pending, setPending] = useState<Shown | null>(null);
  const shown: Shown = pending ?? row ?? NOTHING_SHOWN;
  const { watched } = shown;

  // The pending state stays until the stored row shows it: dropping it when the write resolves
  // would flash the old state until the live query re-reads (a checkbox seen to uncheck).
  // (State adjusted while rendering, not in an effect.)
  if (pending && row !== undefined && rowShows(row, pending)) setPending(null);

  const settle = useCallback((write: Promise<unknown>) => {
    write.catch((error: unknown) => {
      report(error);
      setPending(null);
    });
  }, []);

  // The note text typed and not yet stored (the note field saves after a pause), and the owner
  // whose draft keeps it: a sign-in in another tab may change the owner before the save.
  const typedNote = useRef<{ note: string; owner: string } | null>(null);
  const [unwatchedHere, setUnwatchedHere] = useState(0);

  const toggleWatch = useCallback(() => {
    const next = !watched;
    if (!next) {
      // Unwatching removes the note: text typed and not saved yet goes too, draft included.
      const typedBy = typedNote.current?.owner ?? owner;
      typedNote.current = null;
      withDrafts((storage) => dropNoteDraft(storage, typedBy, item));
      setUnwatchedHere((count) => count + 1);
    }
    setPending(next ? { ...shown, watched: true } : NOTHING_SHOWN);
    settle(setWatched(appDb, owner, item, next));
  }, [watched, shown, owner, item, settle]);

  const repeatOfStep = useCallback((step: Step) => repeatOf(step, shown), [shown]);

  const toggleStep = useCallback(
    (step: Step, walletId?: string) => {
      const now = new Date();
      const repeat = repeatOf(step, shown);
      const column = new Set(columnOf(shown, walletId));
      const checked = !isDone(step, column, repeat, now);
      const key = tickKey(step.key, repeat, now);
      const others = [...column].filter((stored) => stored !== key && stored !== step.positionKey);
      const columns = withColumn(shown, walletId, checked ? [...others, key] : others);
      setPending({ ...withColumns(shown, columns), watched: true });
      settle(
        setStep(appDb, owner, item, step.key, checked, now, step.positionKey, {
          ...(walletId === undefined ? {} : { walletId }),
          ...(repeat === undefined ? {} : { repeat }),
        }),
      );
    },
    [shown, owner, item, settle],
  );

  const setStepRepeat = useCallback(
    (step: Step, repeat: Repeat | null) => {
      // The record's own repeat needs no row of its own: choosing it removes the visitor's.
      const own = repeat === (step.repeat ?? null) ? null : repeat;
      setPending(withRepeat(shown, step.key, own));
      settle(setRepeat(appDb, owner, item, step.key, own));
    },
    [shown, owner, item, settle],
  );

  const ticks = useCallback(
    (walletId?: string): ReadonlySet<string> => new Set(columnOf(shown, walletId)),
    [shown],
  );

  const saveNote = useCallback(
    async (note: string) => {
      const typedBy = typedNote.current?.owner ?? owner;
      await setNote(appDb, owner, item, note);
      withDrafts((storage) => dropNoteDraft(storage, typedBy, item, note));
    },
    [owner, item],
  );

  const storedNote = row?.note ?? '';
  // Typed text counts as typed until the row shows it stored, not until its save resolves: in
  // between, the row read before the save shows no note either, and unwatching then asked nothing.
  useEffect(() => {
    if (typedNote.current?.note === storedNote) typedNote.current = null;
  }, [storedNote]);
  const keepDraft = useCallback(
    (note: string) => {
      typedNote.current = { note, owner };
      withDrafts((storage) => keepNoteDraft(storage, owner, item, note, storedNote));
    },
    [owner, item, storedNote],
  );

  const hasTypedNote = useCallback(() => !isBlankNote(typedNote.current?.note ?? ''), []);

  return {
    row,
    watched,
    checked: new Set(shown.steps),
    ticks,
    toggleWatch,
    toggleStep,
    repeatOf: repeatOfStep,
    setStepRepeat,
    saveNote,
    keepNoteDraft: keepDraft,
    hasTypedNote,
    unwatchedHere,
  };
}
