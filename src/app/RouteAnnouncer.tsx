import { type RefObject, useEffect, useRef, useState } from 'react';

import { useEncodedPath } from '../lib/navigation';
import { SETTLE_MS } from './useFocusKeeper';

/** How long a new page's title must stay the same before it is read: a record's name comes after its route's. */
const TITLE_SETTLE_MS = 300;

/**
 * Says the new page's title when a navigation leaves focus where it was, outside the content
 * (a header link, the tracker's star): nothing else would tell a screen reader that the page
 * changed. When focus went to a landing in the content instead (the focus keeper's heading or
 * card), that is heard already, and nothing is said twice. Decided once per navigation, when the
 * title has settled; the first page of a visit is the browser's to announce.
 */
export function RouteAnnouncer({ content }: { content: RefObject<HTMLElement | null> }) {
  const path = useEncodedPath();
  const [said, setSaid] = useState('');
  const firstPath = useRef<string | null>(path);

  useEffect(() => {
    if (firstPath.current === path) return;
    firstPath.current = null;
    let title = document.title;
    let settle = 0;
    let titleSettled = false;
    /** Decides once the title has settled and focus is not on the keeper's stand-in; `final` at the cap, whatever the focus. */
    const decide = (final: boolean): void => {
      const main = content.current;
      const focused = document.activeElement;
      // The content itself holds focus while the page loads, until the keeper lands on its heading.
      if (!final && (!titleSettled || (main !== null && focused === main))) return;
      stop();
      const landed =
        main !== null && focused !== main && focused !== null && main.contains(focused);
      // Emptied when not said, so that the next page with this title is heard again.
      setSaid(landed ? '' : document.title);
    };
    const waitForQuiet = (): void => {
      titleSettled = false;
      clearTimeout(settle);
      settle = window.setTimeout(() => {
        titleSettled = true;
        decide(false);
      }, TITLE_SETTLE_MS);
    };
    // Only the title counts: chunks add preload links to <head> as they load.
    const titles = new MutationObserver(() => {
      if (document.title === title) return;
      title = document.title;
      waitForQuiet();
    });
    const onFocusIn = (): void => decide(false);
    const cap = window.setTimeout(() => decide(true), SETTLE_MS);
    const stop = (): void => {
      clearTimeout(settle);
      clearTimeout(cap);
      titles.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
    titles.observe(document.head, { childList: true, subtree: true, characterData: true });
    document.addEventListener('focusin', onFocusIn);
    waitForQuiet();
    return stop;
  }, [path, content]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {said}
    </p>
  );
}
