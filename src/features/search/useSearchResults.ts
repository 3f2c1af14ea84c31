import { useEffect, useState } from 'react';
import type { SearchHit } from '../../worker/client';
import { onSearchIndexChange, searchInWorker } from '../../worker/client';

/** Spec §2 / §9: search starts at 2 characters, after a 300 ms pause. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; hits: SearchHit[] }
  | { status: 'refused'; message: string };

const IDLE: SearchState = { status: 'idle' };
const SEARCHING: SearchState = { status: 'searching' };

/**
 * Debounced search through the worker. A failed search is an empty list, never an error. The
 * state is derived from the last answer and the query it answered, so it is the same object
 * from render to render until something changes.
 *
 * An answer on screen is asked for again when the worker's index changes after it (a collection
 * read again after an import, descriptions indexed): otherwise a search typed while the index is
 * rebuilt would keep saying "No results found" until the visitor typed again. Such a refresh
 * that the rate limiter refuses keeps the answer shown.
 */
export function useSearchResults(query: string): SearchState {
  const [answer, setAnswer] = useState<{ query: string; state: SearchState } | null>(null);
  const trimmed = query.trim();
  const searchable = trimmed.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    // The index version the answer shown came from, and the newest one heard of: the two come on
    // separate channels, so a change can be heard before the answer it makes stale.
    let answeredVersion: number | null = null;
    let newestVersion = 0;
    let timer: ReturnType<typeof setTimeout>;
    const ask = (refresh: boolean): void => {
      searchInWorker(trimmed).then(
        (response) => {
          if (!current) return;
          if (response.status === 'rate-limited') {
            if (!refresh) setAnswer({ query: trimmed, state: { status: 'refused', message: response.message } });
            return;
          }
          answeredVersion = response.indexVersion;
          const next = { query: trimmed, state: { status: 'done', hits: response.hits } as const };
          // The same hits again keep the answer as it was: the highlighted result stays highlighted.
          setAnswer((shown) => (refresh && shown?.query === trimmed && shown.state.status === 'done' && sameHits(shown.state.hits, response.hits) ? shown : next));
          if (newestVersion > answeredVersion) askAgainSoon();
        },
        (error: unknown) => {
          console.error('AlphaScout: search failed', error);
          if (current && !refresh) setAnswer({ query: trimmed, state: { status: 'done', hits: [] } });
        },
      );
    };
    // Changes come in bursts (one per collection read again): one refresh after they pause.
    const askAgainSoon = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => ask(true), SEARCH_DEBOUNCE_MS);
    };
    timer = setTimeout(() => ask(false), SEARCH_DEBOUNCE_MS);
    const stopWatching = onSearchIndexChange((version) => {
      newestVersion = Math.max(newestVersion, version);
      if (answeredVersion !== null && version > answeredVersion) askAgainSoon();
    });
    return () => {
      current = false;
      clearTimeout(timer);
      stopWatching();
    };
  }, [trimmed, searchable]);

  if (!searchable) return IDLE;
  return answer?.query === trimmed ? answer.state : SEARCHING;
}

function sameHits(shown: readonly SearchHit[], next: readonly SearchHit[]): boolean {
  return shown.length === next.length && shown.every((hit, i) => hit.collection === next[i]?.collection && hit.id === next[i].id && hit.title === next[i].title);
}
