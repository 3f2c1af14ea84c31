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

/** Debounced search through the worker. A failed search is an empty list, never an error. */
export function useSearchResults(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < SEARCH_MIN_CHARS) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'searching' });
    const timer = setTimeout(async () => {
      try {
        const response = await searchInWorker(trimmed);
        if (!current) return;
        setState(response.status === 'ok' ? { status: 'done', hits: response.hits } : { status: 'refused', message: response.message });
      } catch (error) {
        console.error('AlphaScout: search failed', error);
        if (current) setState({ status: 'done', hits: [] });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);

  return state;
}
