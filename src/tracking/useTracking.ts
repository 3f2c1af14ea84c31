/**
 * The tracker as screens use it: whose it is (the signed-in account or this browser's guest), one
 * item's row or a whole list's, the watched count, live in every tab through `useLiveQuery`.
 * Changes are optimistic: the screen shows the new state at once and the stored row takes over
 * when it lands.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { appDb } from '../db/connection/app-db';
import { localStorageOrNull } from '../db/storage/browser-storage';
import { dropNoteDraft, keepNoteDraft } from '../db/tracking/note-drafts';
import {
  collectionRows,
  countWatched,
  ownerOf,
  setNote,
  setStep,
  setWatched,
  type TrackedItem,
  trackingRow,
} from '../db/tracking/rows';
import { useSession } from '../hooks/useSession';
import { isBlankNote, type TrackableCollection, type TrackingRow } from '../schemas/tracking';
import { isDone } from './progress';
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
  checked: ReadonlySet<string>;
  toggleWatch: () => void;
  toggleStep: (step: Step) => void;
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

function sameSteps(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
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
  const [pending, setPending] = useState<{ watched: boolean; steps: readonly string[] } | null>(
    null,
  );
  const watched = pending?.watched ?? row?.watched ?? false;
  const steps = useMemo(() => pending?.steps ?? row?.steps ?? [], [pending, row]);

  // The pending state stays until the stored row shows it: dropping it when the write resolves
  // would flash the old state until the live query re-reads (a checkbox seen to uncheck).
  // (State adjusted while rendering, not in an effect.)
  if (
    pending &&
    row !== undefined &&
    (row?.watched ?? false) === pending.watched &&
    sameSteps(row?.steps ?? [], pending.steps)
  )
    setPending(null);

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
    setPending({ watched: next, steps: next ? steps : [] });
    settle(setWatched(appDb, owner, item, next));
  }, [watched, steps, owner, item, settle]);

  const toggleStep = useCallback(
    (step: Step) => {
      const checked = !isDone(step, new Set(steps));
      const others = steps.filter((key) => key !== step.key && key !== step.positionKey);
      setPending({ watched: true, steps: checked ? [...others, step.key] : others });
      settle(setStep(appDb, owner, item, step.key, checked, new Date(), step.positionKey));
    },
    [steps, owner, item, settle],
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
    checked: new Set(steps),
    toggleWatch,
    toggleStep,
    saveNote,
    keepNoteDraft: keepDraft,
    hasTypedNote,
    unwatchedHere,
  };
}
