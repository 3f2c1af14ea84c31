import { useEffect, useRef, useState, type RefObject } from 'react';
import { useEncodedPath } from '../lib/navigation';

/** How long a new page's title must stay the same before it is read: a record's name comes after its route's. */
const TITLE_SETTLE_MS = 300;

/**
 * Says the new page's title when a navigation leaves focus where it was, outside the content
 * (a header link, the tracker's star): nothing else would tell a screen reader that the page
 * changed. When focus went into the content instead (the focus keeper's landing on the heading,
 * a card), that is heard already, and nothing is said twice. The first page of a visit is the
 * browser's to announce.
 */
export function RouteAnnouncer({ content }: { content: RefObject<HTMLElement | null> }) {
  const path = useEncodedPath();
  const [said, setSaid] = useState('');
  const firstPath = useRef<string | null>(path);

  useEffect(() => {
    if (firstPath.current === path) return;
    firstPath.current = null;
    let timer = 0;
    const sayWhenSettled = (): void => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        const focused = document.activeElement;
        const heardAlready = focused !== null && focused !== document.body && content.current?.contains(focused) === true;
        // Emptied when not said, so that the next page with this title is heard again.
        setSaid(heardAlready ? '' : document.title);
      }, TITLE_SETTLE_MS);
    };
    const titles = new MutationObserver(sayWhenSettled);
    titles.observe(document.head, { childList: true, subtree: true, characterData: true });
    sayWhenSettled();
    return () => {
      clearTimeout(timer);
      titles.disconnect();
    };
  }, [path, content]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {said}
    </p>
  );
}
