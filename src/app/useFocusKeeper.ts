import { useEffect, type RefObject } from 'react';
import { focusForAMoment } from '../ui/focus';

const here = (): string => `${window.location.pathname}${window.location.search}`;

/** How long the new page may take to show where focus should go (its chunk, its first rows). */
const SETTLE_MS = 3_000;

const shown = (element: Element): boolean => element.getClientRects().length > 0;

/**
 * Where focus goes on the page shown after leaving `left`: the row of a list that leads back to
 * it (Back to a list: the card that was opened, where the list restored its scroll), else the
 * page's heading, which names it. Null while the page shows neither (still loading).
 */
function landingOf(main: HTMLElement, left: string): HTMLElement | null {
  const opened = [...main.querySelectorAll<HTMLAnchorElement>('[role="listitem"] a[href]')].find((link) => link.getAttribute('href') === left && shown(link));
  return opened ?? [...main.querySelectorAll('h1')].find(shown) ?? null;
}

/**
 * When an in-app navigation takes away the focused element (a card's link as its page opens, a
 * link in the closing mobile menu, a news item's close button), focus would fall to `<body>`: the
 * next Tab would start again at the top and a screen reader would say nothing. It goes instead to
 * the new page's landing (above), or to the content until the page shows one.
 *
 * Only after a navigation: a row that a virtual list unmounts as it scrolls away leaves focus to
 * the browser, which starts the next Tab where the row was. Looked at a frame after the loss, so
 * that whatever moves focus on purpose (a dialog to its opener, a news item to its heading) has
 * done so first; focus lost to another window is left alone.
 */
export function useFocusKeeper(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let focusedOn = here();
    let stopSettling = (): void => undefined;

    /** Puts focus on the landing once the page shows it, unless the visitor moves it first. */
    const settle = (main: HTMLElement, left: string): void => {
      let placed: HTMLElement | null = null;
      /** Focuses the best landing shown so far; true once it is the row, which nothing betters. */
      const place = (): boolean => {
        const landing = landingOf(main, left) ?? placed ?? main;
        if (landing !== placed) {
          placed = landing;
          focusForAMoment(landing);
        }
        return landing.tagName === 'A';
      };
      if (place()) return;
      const observer = new MutationObserver(() => {
        if (document.activeElement !== placed || place()) stopSettling();
      });
      const timer = setTimeout(() => stopSettling(), SETTLE_MS);
      stopSettling = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      observer.observe(main, { childList: true, subtree: true });
    };

    const onFocusIn = (): void => {
      focusedOn = here();
    };
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget !== null) return;
      const left = focusedOn;
      requestAnimationFrame(() => {
        const main = content.current;
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (!main || !lost || here() === left || !document.hasFocus()) return;
        stopSettling();
        settle(main, left);
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      stopSettling();
    };
  }, [content]);
}
