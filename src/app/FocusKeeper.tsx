import { useEffect, type RefObject } from 'react';

/**
 * When the focused element leaves the page (a card's link as its detail page opens, a closed news
 * item's button, a link in the mobile menu as it closes), focus goes to the page's content instead
 * of falling to `<body>`, where the next Tab would start again at the top of the page and a screen
 * reader would say nothing. Looked at a frame later, so that whatever moves focus on purpose (a
 * dialog handing it back to its opener, a news item focusing its heading) has done so first; focus
 * lost to a click on the page's background or to another window stays as the browser left it.
 */
export function FocusKeeper({ content }: { content: RefObject<HTMLElement | null> }): null {
  useEffect(() => {
    const onFocusOut = (event: FocusEvent): void => {
      const left = event.target;
      if (event.relatedTarget !== null || !(left instanceof Element)) return;
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        const gone = !left.isConnected || !left.checkVisibility();
        if (lost && gone && document.hasFocus()) content.current?.focus({ preventScroll: true });
      });
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, [content]);
  return null;
}
