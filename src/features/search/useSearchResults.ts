import { useEffect, useState } from 'react';
import type { SearchHit } from '../../worker/client';
import { searchInWorker } from '../../worker/client';

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
 */
export function useSearchResults(query: string): SearchState {
  const [answer, setAnswer] = useState<{ query: string; state: SearchState } | null>(null);
  const trimmed = query.trim();
  const searchable = trimmed.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    const timer = setTimeout(() => {
      searchInWorker(trimmed).then(
        (response) => {
          if (current) setAnswer({ query: trimmed, state: response.status === 'ok' ? { status: 'done', hits: response.hits } : { status: 'refused', message: response.message } });
        },
        (error: unknown) => {
          console.error('AlphaScout: search failed', error);
          if (current) setAnswer({ query: trimmed, state: { status: 'done', hits: [] } });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, searchable]);

  if (!searchable) return IDLE;
  return answer?.query === trimmed ? answer.state : SEARCHING;
}
