import { useEffect, useEffectEvent, useRef, useState } from 'react';

import type { SearchHit } from '../../worker/client';
import { groupedOrder } from './result-groups';

/** The worker's client, loaded by the first search rather than with the first page (App starts the worker once the first screen is up). */
const workerClient = () => import('../../worker/client');

/** docs/product.md, "Search": search starts at 2 characters, after a 300 ms pause. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/**
 * Least time between two refreshes of the answer shown: they count against the rate limiter's
 * 60 searches a minute like the visitor's own, and an import in another tab can move the index
 * once per collection.
 */
export const SEARCH_REFRESH_GAP_MS = 2_000;
/** When a refresh the rate limiter refused is tried again (refusals do not count against it). */
export const SEARCH_REFRESH_RETRY_MS = 10_000;

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  /**
   * `hits` grouped by kind (result-groups); `indexing`: descriptions are still being indexed, so
   * more results may follow (the answer is asked for again).
   */
  | { status: 'done'; hits: SearchHit[]; indexing: boolean }
  | { status: 'refused'; message: string };

export const IDLE: SearchState = { status: 'idle' };
const SEARCHING: SearchState = { status: 'searching' };

/**
 * Debounced search through the worker. A failed search is an empty list, never an error. The
 * state is derived from the last answer and the query it answered, so it is the same object
 * from render to render until something changes.
 *
 * An answer on screen is asked for again when the worker's index changes after it (a collection
 * read again after an import, descriptions indexed, a record edited): otherwise a search typed
 * while the index is rebuilt would keep saying "No results found" until the visitor typed
 * again. One refresh at a time, at most one per SEARCH_REFRESH_GAP_MS, and none while
 * `onScreen` is false (the mobile menu's box, closed): an answer the index moved past while
 * hidden is asked for again when it is shown. A refresh that fails or that the rate limiter
 * refuses keeps the answer shown; a refused one is tried again later.
 */
export function useSearchResults(query: string, onScreen = true): SearchState {
  const [answer, setAnswer] = useState<{ query: string; state: SearchState } | null>(null);
  const trimmed = query.trim();
  const searchable = trimmed.length >= SEARCH_MIN_CHARS;
  const shownNow = useEffectEvent(() => onScreen);
  // Set by the search effect below for the query it serves: refreshes the answer if it is behind.
  const catchUp = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    // The index version the answer shown came from (null: none yet, or the search failed), and
    // the newest one heard of: the two come on separate channels, so a change can be heard
    // before the answer it makes stale.
    let answeredVersion: number | null = null;
    let newestVersion = 0;
    let asking = false;
    let lastRefreshAt = -Infinity;
    let timer: ReturnType<typeof setTimeout>;
    const behind = (): boolean => answeredVersion !== null && newestVersion > answeredVersion;

    const ask = (refresh: boolean): void => {
      asking = true;
      if (refresh) lastRefreshAt = Date.now();
      workerClient()
        .then((client) => client.searchInWorker(trimmed))
        .then(
          (response) => {
            if (!current) return;
            if (response.status === 'rate-limited') {
              if (refresh) refreshLater(SEARCH_REFRESH_RETRY_MS);
              else
                setAnswer({
                  query: trimmed,
                  state: { status: 'refused', message: response.message },
                });
              return;
            }
            if (refresh && response.indexVersion === null) return;
            answeredVersion = response.indexVersion;
            setAnswer({
              query: trimmed,
              state: {
                status: 'done',
                hits: groupedOrder(response.hits),
                indexing: response.indexing,
              },
            });
            if (behind()) refreshLater(0);
          },
          (error: unknown) => {
            console.error('AlphaScout: search failed', error);
            if (current && !refresh)
              setAnswer({
                query: trimmed,
                state: { status: 'done', hits: [], indexing: false },
              });
          },
        )
        .finally(() => (asking = false));
    };
    const refreshLater = (atLeastMs: number): void => {
      clearTimeout(timer);
      // Changes come in bursts (one per collection read again): one refresh once they pause.
      const wait = Math.max(
        atLeastMs,
        SEARCH_DEBOUNCE_MS,
        lastRefreshAt + SEARCH_REFRESH_GAP_MS - Date.now(),
      );
      timer = setTimeout(() => {
        if (!asking && behind() && shownNow()) ask(true);
      }, wait);
    };

    timer = setTimeout(() => ask(false), SEARCH_DEBOUNCE_MS);
    catchUp.current = () => {
      if (behind()) refreshLater(0);
    };
    let stopWatching = (): void => undefined;
    void workerClient().then((client) => {
      if (!current) return;
      stopWatching = client.onSearchIndexChange((version) => {
        newestVersion = Math.max(newestVersion, version);
        if (behind()) refreshLater(0);
      });
    });
    return () => {
      current = false;
      clearTimeout(timer);
      stopWatching();
      catchUp.current = () => undefined;
    };
  }, [trimmed, searchable]);

  useEffect(() => {
    if (onScreen) catchUp.current();
  }, [onScreen]);

  if (!searchable) return IDLE;
  return answer?.query === trimmed ? answer.state : SEARCHING;
}
