/**
 * Moves focus to an element, also one that is not focusable itself (a page's heading, a filter
 * bar). That one is focusable for the move only: a lasting `tabindex="-1"` would make every click
 * on its text focus it, and the next Tab would then start again at its top, not beside the click.
 * It shows no focus ring: it is where reading goes on, not a control.
 */
export function focusForAMoment(element: HTMLElement): void {
  // Focusable already (a link, a control): focused as it is, its focus ring kept.
  if (element.hasAttribute('tabindex') || element.tabIndex >= 0) {
    element.focus({ preventScroll: true });
    return;
  }
  const ringless = !element.classList.contains('outline-none');
  element.tabIndex = -1;
  if (ringless) element.classList.add('outline-none');
  element.addEventListener(
    'blur',
    () => {
      element.removeAttribute('tabindex');
      if (ringless) element.classList.remove('outline-none');
    },
    { once: true },
  );
  element.focus({ preventScroll: true });
}

/** The page's heading, which names it: where focus lands after a navigation or "Skip to content". */
export const pageHeadingOf = (main: HTMLElement): HTMLElement | null =>
  [...main.querySelectorAll('h1')].find((heading) => heading.getClientRects().length > 0) ?? null;

/** The content in view from its top, below the sticky header, and focus on its heading (else on it). */
export function focusPageStart(main: HTMLElement): void {
  main.scrollIntoView({ block: 'start' });
  focusForAMoment(pageHeadingOf(main) ?? main);
}

/** The element that has focus, or null when none has (focus on `<body>`). */
export function focusedElement(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

/**
 * Hands focus back to `element` (what had it before a box or menu opened), or to `fallback` when
 * it cannot take it: gone, hidden, or made focusable only for a moment (a page's heading).
 */
export function focusBack(element: HTMLElement | null, fallback: HTMLElement | null): void {
  if (element?.isConnected) {
    element.focus({ preventScroll: true });
    if (document.activeElement !== element && element.getClientRects().length > 0)
      focusForAMoment(element);
  }
  if (document.activeElement !== element) fallback?.focus();
}
