import { useEffect } from 'react';

/**
 * Starts a page at its top when `key` changes (a detail page opened from far down a list would
 * otherwise open scrolled down, at the list's position).
 */
export function useScrollToTop(key: unknown): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
