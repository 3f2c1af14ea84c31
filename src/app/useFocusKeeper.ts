import { type RefObject, useEffect } from 'react';

import { currentAddress as here, type NavigationKind, onNavigationStart } from '../lib/navigation';
import { focusForAMoment, pageHeadingOf } from '../ui/focus';

/** How long the new page may take to show where focus should go (its chunk, its first rows): a key or a click ends the wait sooner. */
export const SETTLE_MS = 6_000;

const shown = (element: Element): boolean => element.getClientRects().length > 0;

/**
 * Where focus goes on the page shown after leaving `left`: after Back or Forward, the row of a
 * list that leads back to it (the card that was opened, where the list restored its scroll: a
 * virtual list's rows, or a plain list marked `data-restores-scroll`);
 * else the page's heading, which names it. Null while the page shows neither (still loading).
 */
function landingOf(
  main: HTMLElement,
  left: string,
  kind: NavigationKind | null,
): HTMLElement | null {
  const opened =
    kind === 'traverse'
      ? [
          ...main.querySelectorAll<HTMLAnchorElement>(
            ':is([role="listitem"], [data-restores-scroll] > li) a[href]',
          ),
        ].find((link) => link.getAttribute('href') === left && shown(link))
      : undefined;
  return opened ?? pageHeadingOf(main);
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
 * done so first; focus lost to another window is left alone. The wait for the landing ends at the
 * visitor's first key or click, or the next navigation.
 */
export function useFocusKeeper(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let focusedOn = here();
    let lastKind: NavigationKind | null = null;
    let stopSettling = (): void => undefined;

    /** Puts focus on the landing once the page shows it, unless the visitor moves it first. */
    const settle = (main: HTMLElement, left: string, kind: NavigationKind | null): void => {
      let placed: HTMLElement | null = null;
      /** Focuses the best landing shown so far; true once it is the row, which nothing betters. */
      const place = (): boolean => {
        const landing = landingOf(main, left, kind) ?? placed ?? main;
        if (landing !== placed || document.activeElement !== landing) {
          placed = landing;
          focusForAMoment(landing);
        }
        return landing.tagName === 'A';
      };
      const lostToBody = () =>
        document.activeElement === null || document.activeElement === document.body;
      let reached = place();
      let frame = 0;
      const observer = new MutationObserver(() => {
        // One look per frame, however many changes the page makes in it.
        frame ||= requestAnimationFrame(() => {
          frame = 0;
          // The row reached is watched a while yet: a list that restores its scroll may move it
          // among its siblings, and moving an element in the DOM takes its focus away.
          if (reached) {
            if (lostToBody()) reached = place();
            else if (document.activeElement !== placed) stopSettling();
          } else if (document.activeElement !== placed) stopSettling();
          else reached = place();
        });
      });
      const timer = setTimeout(() => stopSettling(), SETTLE_MS);
      stopSettling = () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        stopSettling = () => undefined;
      };
      observer.observe(main, { childList: true, subtree: true });
    };

    /** A frame later (what moves focus on purpose has done so), settles focus on the page shown if it is another than `left` and focus is still `astray`. */
    const settleNextFrame = (
      left: string,
      kind: NavigationKind | null,
      astray: (main: HTMLElement) => boolean,
    ): void => {
      requestAnimationFrame(() => {
        const main = content.current;
        if (!main || !astray(main) || here() === left) return;
        stopSettling();
        settle(main, left, kind);
      });
    };

    const onFocusIn = (): void => {
      focusedOn = here();
    };
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget !== null) return;
      settleNextFrame(
        focusedOn,
        lastKind,
        () =>
          (document.activeElement === null || document.activeElement === document.body) &&
          document.hasFocus(),
      );
    };
    const onInput = (): void => stopSettling();
    const stopWatchingNavigation = onNavigationStart((kind) => {
      lastKind = kind;
      stopSettling();
      // Focus on the content itself (the page being left had not shown its landing yet, as when
      // Back comes while a card's page still loads) is not taken away with that page, as a row or
      // a heading is: it moves to the next page's landing all the same.
      const onContent = (main: HTMLElement): boolean => document.activeElement === main;
      if (content.current && onContent(content.current)) settleNextFrame(here(), kind, onContent);
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onInput, true);
    document.addEventListener('pointerdown', onInput, true);
    return () => {
      stopWatchingNavigation();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
      stopSettling();
    };
  }, [content]);
}
