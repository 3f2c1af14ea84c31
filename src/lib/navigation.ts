/**
 * Navigation, wrapped once: the rest of the app imports these names,
 * so the router library is replaceable in one file.
 */
export { Link, Redirect, Router, useLocation, useSearch } from 'wouter';
export { navigate } from 'wouter/use-browser-location';
/**
 * The current path as the address has it, still percent-encoded, for matching routes: wouter's
 * `useLocation` decodes it once (`decodeURI`), and the route's own decoding of each parameter
 * would then decode it twice (an id holding `%` led to "not found").
 */
export { usePathname as useEncodedPath } from 'wouter/use-browser-location';

/** A matched route's parameters, decoded: `/signals/:id` gives `{ id: '…' }`. */
export type RouteParams = Readonly<Record<string, string>>;

/** The part of the Navigation API's `navigate` event read here. */
interface NavigateEvent {
  navigationType: NavigationKind;
  cancelable: boolean;
  hashChange: boolean;
  destination: { sameDocument: boolean };
  preventDefault(): void;
}

/** The part of the Navigation API read here; browsers without it have no `navigation`. */
interface NavigationHistory {
  currentEntry?: { key: string; index: number } | null;
  entries?: () => readonly { url: string | null; sameDocument?: boolean }[];
  addEventListener?: (type: 'navigate', listener: (event: NavigateEvent) => void) => void;
  removeEventListener?: (type: 'navigate', listener: (event: NavigateEvent) => void) => void;
}

/** How a navigation moves through the history: Back and Forward are `traverse`. */
export type NavigationKind = 'push' | 'replace' | 'reload' | 'traverse';

const navigationApi = (): NavigationHistory | undefined =>
  (globalThis as { navigation?: NavigationHistory }).navigation;

/** The address shown now, path and query, as the app's links write it. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The current history entry's key, or null where the Navigation API is missing. */
export function historyEntryKey(): string | null {
  return navigationApi()?.currentEntry?.key ?? null;
}

/**
 * Calls `listener` as each navigation starts (a link followed, a filter changed, Back, Forward),
 * while the page and the address are still the ones being left; never where the Navigation API
 * is missing. Returns the call that stops it.
 */
export function onNavigationStart(listener: (kind: NavigationKind) => void): () => void {
  const history = navigationApi();
  const onNavigate = (event: { navigationType: NavigationKind }): void =>
    listener(event.navigationType);
  history?.addEventListener?.('navigate', onNavigate);
  return () => history?.removeEventListener?.('navigate', onNavigate);
}

/**
 * While something typed would be lost by leaving the page, asks `mayLeave` before the app's own
 * links and Back take the visitor elsewhere in the app, and has the browser ask before a reload,
 * a closed tab or another site. A move the browser does not let the page stop (Back without a
 * recent click, in Chromium) is not asked about: asking could not keep the text. Returns the
 * call that stops asking.
 */
export function askBeforeLeaving(mayLeave: () => boolean): () => void {
  const history = navigationApi();
  const onNavigate = (event: NavigateEvent): void => {
    // Leaving the document is the browser's own question (beforeunload, below).
    if (!event.destination.sameDocument || event.hashChange || !event.cancelable) return;
    if (!mayLeave()) event.preventDefault();
  };
  const onBeforeUnload = (event: Event): void => {
    event.preventDefault();
    // Browsers from before the standard's preventDefault (Chromium < 119) ask only when the
    // legacy field is set; typed apart because the DOM types mark it deprecated.
    (event as { returnValue: unknown }).returnValue = true;
  };
  history?.addEventListener?.('navigate', onNavigate);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    history?.removeEventListener?.('navigate', onNavigate);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/**
 * The address Back would return to within this page's life, as the Navigation API tells it (null
 * where it cannot: the first entry, another origin, a browser without the API, or an entry of an
 * earlier page load, which Back would load again from scratch).
 */
export function previousEntryUrl(): URL | null {
  const history = navigationApi();
  const index = history?.currentEntry?.index ?? -1;
  const entry = index > 0 ? history?.entries?.()[index - 1] : undefined;
  const url = entry?.sameDocument === false ? null : entry?.url;
  if (!url) return null;
  const previous = new URL(url);
  return previous.origin === window.location.origin ? previous : null;
}

/**
 * For a link's plain click (the router leaves modified clicks to the browser): goes Back instead
 * when Back returns where the link leads (`returnsTo`), so that the visitor's history does not
 * grow with every return and the page comes back as it was left. Asked at the click: an in-page
 * link (a link to #main) may have added an entry since the link rendered.
 */
export function backInstead(
  event: { preventDefault(): void },
  returnsTo: (previous: URL) => boolean,
): void {
  const previous = previousEntryUrl();
  if (!previous || !returnsTo(previous)) return;
  event.preventDefault();
  history.back();
}
