/**
 * Infinite loading over a keyset-paged loader (db/records/list-pages), live: the loaded rows follow
 * changes from other tabs, the worker and the editor through a live query (`liveRead`).
 *
 * The hook holds only how many rows the visitor has asked for. Each run reads that window from
 * the top in one bounded, index-backed walk: Dexie then watches exactly the index range read, so
 * a change outside it does not re-run the query, and the cost grows with how far the visitor has
 * scrolled, never with the table. This hook does no data access itself: the feature passes the
 * loader (a function over `appDb` in src/db).
 */
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

import { liveRead } from '../../db/records/reads';
import { historyEntryKey, onNavigationStart } from '../../lib/navigation';
import { rememberListPosition, savedListPosition } from '../../ui/scroll-memory';

/** What a loader returns: the rows, and whether more exist after them. */
export interface LoadedWindow<T> {
  rows: T[];
  hasMore: boolean;
}

export interface PagedList<T> {
  /** undefined until the first window has loaded for the current `key`. */
  rows: T[] | undefined;
  hasMore: boolean;
  /** True while a larger window than the one shown is being read. */
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * @param key identifies the query (filters + sort); a new key starts again from one page.
 * @param load reads the first `limit` rows of the list.
 * @param preloaded the first page, read ahead (kit/list-preload): shown until the live query answers.
 */
export function usePagedList<T>(
  key: string,
  load: (limit: number) => Promise<LoadedWindow<T>>,
  pageSize = 30,
  preloaded?: LoadedWindow<T>,
): PagedList<T> {
  // Back from a detail page: load as many rows as were loaded (VirtualList scrolls back to them).
  const [restored] = useState(savedListPosition);
  const [wanted, setWanted] = useState(() => ({
    key,
    limit: Math.max(pageSize, restored?.limit ?? 0),
  }));
  const limit = wanted.key === key ? wanted.limit : pageSize;
  const result = useObservable(
    () => answeredInTransitions(liveRead(async () => ({ key, limit, window: await load(limit) }))),
    [key, limit],
    preloaded && limit === pageSize ? { key, limit, window: preloaded } : undefined,
  );
  // Keep showing the previous rows of the same query while a larger window loads, so the list
  // does not flash empty at each page (state adjusted while rendering, not kept in a ref).
  const [last, setLast] = useState<typeof result>(undefined);
  if (result?.key === key && result !== last) setLast(result);
  const latest = result?.key === key ? result : last;
  const shown = latest?.key === key ? latest : undefined;

  const loadingMore = shown !== undefined && shown.limit < limit;
  const hasMore = shown?.window.hasMore ?? false;
  const shownLimit = shown?.limit ?? 0;
  const loadMore = useCallback(() => {
    setWanted((current) => {
      const base = current.key === key ? current.limit : pageSize;
      // One page at a time: ignore calls until the window asked for last has arrived.
      if (shownLimit < base) return current;
      return { key, limit: base + pageSize };
    });
  }, [key, pageSize, shownLimit]);

  useListPositionMemory(shown?.limit ?? 0);
  return { rows: shown?.window.rows, hasMore, loadingMore, loadMore };
}

/**
 * The live query's answers reach React as transitions. Its answer arrives in an IndexedDB event,
 * where React renders an update in one task with its commit: a new filter's screenful of cards
 * (21 on /signals at 1280x800) made tasks of 60-80 ms on a loaded machine (bench/browser/app.ts).
 * As a transition React renders them in slices, and an input that comes meanwhile goes first.
 */
function answeredInTransitions<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (next, error) => {
      const inTransition = (value: T): void => startTransition(() => void next(value));
      return source.subscribe(inTransition, error);
    },
    // Kept: without them, useObservable subscribes and unsubscribes at once to look for a value.
    hasValue: () => source.hasValue?.() ?? false,
    getValue: () => source.getValue?.() as T,
  };
}

/**
 * Saves how many rows were loaded as each navigation starts, while the history entry is still
 * this list's (see ui/scroll-memory, and VirtualList, which saves the place in them then too).
 */
function useListPositionMemory(limit: number): void {
  const save = useEffectEvent((): void => {
    const entry = historyEntryKey();
    if (entry !== null && limit > 0) rememberListPosition(entry, { limit });
  });
  useEffect(() => onNavigationStart(() => save()), []);
}
