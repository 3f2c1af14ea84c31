/**
 * Where the visitor was in each list, so that Back from a detail page returns to the same place
 * in a long, infinitely loaded list instead of its top. Kept in memory for this page's life only:
 * after a reload the list simply starts at the top.
 *
 * Positions are keyed by the history entry (the Navigation API's `currentEntry.key`), not by URL:
 * Back and Forward return to the same entry and restore, while following a link to the same list
 * makes a new entry and opens it at the top. Listening for `popstate` instead proved unreliable,
 * because the router's own listener re-renders (and mounts the list) before a later one runs.
 * Browsers without the Navigation API simply do not restore.
 */
import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { historyEntryKey, onNavigationStart } from '../lib/navigation';

export interface ListPosition {
  /** How many rows were loaded (saved by usePagedList). */
  limit?: number;
  /** The first item in view (saved by VirtualList): restored by index, since row heights are
   * estimates until measured and a pixel offset would land somewhere else. */
  anchor?: number;
  /** Where the window's top was from the top of that item's row, in px (negative above the list). */
  offset?: number;
  /** The rows' measured heights, and at how many columns (saved by VirtualList): with them the
   * rows above the anchor are placed where they were, not at estimated heights. */
  rows?: { columns: number; measured: readonly VirtualItem[] };
}

const positions = new Map<string, ListPosition>();

/** The position saved for the current history entry, if the visitor has been here before. */
export function savedListPosition(): ListPosition | null {
  const key = historyEntryKey();
  return key === null ? null : (positions.get(key) ?? null);
}

/** Merges what one part of the list knows into the entry's saved position. */
export function rememberListPosition(entryKey: string, position: ListPosition): void {
  positions.set(entryKey, { ...positions.get(entryKey), ...position });
}

const pageScrolls = new Map<string, number>();

/**
 * Keeps a page that is not a virtual list (the home page) where the visitor left it, for Back and
 * Forward where the browser has the Navigation API (elsewhere the browser's own restoration
 * stands). The window's scroll is remembered for the history entry a navigation leaves (not as
 * the page scrolls: the next screen's loading state shortens the page first), and once the page is
 * `ready` again (its content in) it is put back there, or as far down as it now reaches. The
 * browser's own restoration comes while the page still shows its loading state, too short to
 * scroll that far.
 */
export function useRestoredPageScroll(ready: boolean): void {
  const [saved] = useState(() => {
    const entry = historyEntryKey();
    return entry === null ? null : (pageScrolls.get(entry) ?? null);
  });
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (saved !== null) window.scrollTo(0, saved);
  }, [ready, saved]);
  // Under the entry being left, not the one the page opened on: a jump within the page (an in-page
  // link to #main) makes a new entry while the page stays.
  useEffect(
    () =>
      onNavigationStart(() => {
        const leaving = historyEntryKey();
        if (leaving !== null && restored.current) pageScrolls.set(leaving, window.scrollY);
      }),
    [],
  );
}
