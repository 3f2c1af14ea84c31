import { useEffect } from 'react';

/**
 * Sets the page title to a record's title once it is known. The router sets the route's title
 * when the route changes; this runs after the record loads, so it wins for detail pages.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · AlphaScout`;
  }, [title]);
}
