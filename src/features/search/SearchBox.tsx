import { type RefObject, useEffect, useEffectEvent, useId, useRef, useState } from 'react';

import { currentAddress, navigate } from '../../lib/navigation';
import {
  HEADER_SEARCH_MEDIA,
  isSearchShortcut,
  SEARCH_SHORTCUT_HINT,
  SEARCH_SHORTCUT_KEYS,
} from '../../lib/search-shortcut';
import { focusBack, focusedElement, focusForAMoment, focusPageStart } from '../../ui/focus';
import { dropClickOfTap } from '../../ui/outside-tap';
import type { SearchHit } from '../../worker/client';
import { detailPath } from '../kit/content-paths';
import { nextOption } from './result-groups';
import { SEARCH_PAGE_PATH, searchPageHref } from './search-page-query';
import { keepOptionInSight, optionId, SearchResults } from './SearchResults';
import { IDLE, type SearchState, useSearchResults } from './useSearchResults';

/** Opens a result: a link in a new tab, else its page. Says whether that page is the one already open. */
function open(hit: SearchHit): 'new tab' | 'here' | 'navigated' {
  if (hit.url) {
    window.open(hit.url, '_blank', 'noopener,noreferrer');
    return 'new tab';
  }
  const path = detailPath(hit.collection, { id: hit.id, ...(hit.slug ? { slug: hit.slug } : {}) });
  // The page already open, filters and all (a news item beside its filtered list): a second
  // history entry for it would make the first Back do nothing.
  if (path === null || new URL(path, window.location.href).pathname === window.location.pathname)
    return 'here';
  navigate(path);
  return 'navigated';
}

/** How many frames to wait for the menu closing above the page to let the page take focus. */
const MENU_CLOSE_FRAMES = 10;

/**
 * Focus where a navigation to the open page would have put it: the item it shows (`data-landing`,
 * a news item) or its heading, in view. Waits while the page is still inert under the closing menu.
 */
function focusOpenPage(framesLeft = MENU_CLOSE_FRAMES): void {
  const main = document.getElementById('main');
  if (!main) return;
  if (main.closest('[inert]') && framesLeft > 0) {
    requestAnimationFrame(() => focusOpenPage(framesLeft - 1));
    return;
  }
  const item = main.querySelector<HTMLElement>('[data-landing]');
  if (!item) {
    focusPageStart(main);
    return;
  }
  item.scrollIntoView({ block: 'start' });
  focusForAMoment(item);
}

const SearchIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="h-5 w-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <circle cx="9" cy="9" r="6" />
    <path d="m14 14 4 4" />
  </svg>
);

/**
 * Whether the element in `ref` is rendered: false while it or an ancestor is `display: none` (the
 * mobile menu, closed). `mounted` names when the element is in the DOM.
 */
function useHasBox(ref: RefObject<HTMLElement | null>, mounted: boolean): boolean {
  const [hasBox, setHasBox] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!mounted || !element) return;
    const check = (): void => setHasBox(element.getClientRects().length > 0);
    check();
    // A box appearing or going away is a change of size to or from 0 x 0.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, mounted]);
  return hasBox;
}

/**
 * The header search box (docs/product.md, "Search"): expands on click; searches from 2 characters after 300 ms;
 * results grouped by kind, then "See all results" (the results page); arrows move across the
 * groups and wrap, Enter opens, Escape closes. In the mobile menu it is always expanded, and
 * `onPageAlreadyOpen` closes the menu when the result picked is the page already under it.
 */
export function SearchBox({
  placement = 'header',
  onPageAlreadyOpen,
}: {
  placement?: 'header' | 'menu';
  onPageAlreadyOpen?: () => void;
}) {
  const alwaysOpen = placement === 'menu';
  const [expanded, setExpanded] = useState(alwaysOpen);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  // Not refreshed while hidden: the mobile menu keeps its box, and its query, when it closes.
  const hasBox = useHasBox(rootRef, expanded);
  const state = useSearchResults(query, hasBox);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // What had focus when the shortcut opened the box: Escape hands it back there, not to the
  // Search button the visitor never went to.
  const openedFrom = useRef<HTMLElement | null>(null);
  const listId = useId();
  // The menu's box keeps its query when focus moves on to the links below it, but not its results
  // over them: they come back when the box is focused again, or the menu opened again.
  const [resultsHidden, setResultsHidden] = useState(false);
  if (resultsHidden && !hasBox) setResultsHidden(false);
  const shown: SearchState = resultsHidden ? IDLE : state;
  const hits = shown.status === 'done' ? shown.hits : [];

  // The options: the hits, then "See all results" (index hits.length).
  const optionCount = hits.length > 0 ? hits.length + 1 : 0;

  // New results start with nothing highlighted (a new query passes through 'searching' first), but
  // an answer asked for again as the index moved keeps the highlighted result where it now is,
  // and "See all results" highlighted stays so (state adjusted while rendering, not in an effect).
  const [activeFor, setActiveFor] = useState(state);
  if (activeFor !== state) {
    const before = activeFor.status === 'done' ? activeFor.hits : [];
    const highlighted = before[active];
    setActiveFor(state);
    setActive(
      highlighted
        ? hits.findIndex(
            (hit) => hit.collection === highlighted.collection && hit.id === highlighted.id,
          )
        : active >= 0 && active === before.length && hits.length > 0
          ? hits.length
          : -1,
    );
  }

  // `/` or Ctrl/⌘+K opens the header's box from anywhere; the mobile menu answers below its breakpoint.
  useEffect(() => {
    if (alwaysOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || !window.matchMedia(HEADER_SEARCH_MEDIA).matches) return;
      event.preventDefault();
      openedFrom.current = focusedElement();
      setExpanded(true);
      requestAnimationFrame(() => inputRef.current?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [alwaysOpen]);

  // A press outside the box closes the header's, and hides the menu's results: a tap on a part of
  // the menu that takes no focus leaves the box without a blur to tell it so.
  useEffect(() => {
    if (!expanded || !hasBox) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      openFirst.current = false;
      if (alwaysOpen) {
        // The menu's own links lie beside the box: a tap on one is meant for it.
        setResultsHidden(true);
        return;
      }
      close(false);
      // Only a panel of results floats over the page; an empty box closing is no menu dismissed.
      if (shown.status !== 'idle') dropClickOfTap(event);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });

  function close(returnFocus: boolean): void {
    setQuery('');
    if (alwaysOpen) return;
    setExpanded(false);
    const from = openedFrom.current;
    openedFrom.current = null;
    if (returnFocus) requestAnimationFrame(() => focusBack(from, buttonRef.current));
  }

  /** A new query, typed or cleared: its results show, and an Enter waiting for the last one is forgotten. */
  function edit(value: string): void {
    setResultsHidden(false);
    openFirst.current = false;
    setQuery(value);
  }

  function pick(hit: SearchHit): void {
    const opened = open(hit);
    // A link opens in a new tab and this page stays: focus goes back where the search began. A
    // page of the app takes the focus to its heading itself; the page already open is not
    // opened again, so its heading takes it here.
    close(opened === 'new tab');
    if (opened !== 'here') return;
    onPageAlreadyOpen?.();
    requestAnimationFrame(() => focusOpenPage());
  }

  /** "See all results": the results page for what is typed. */
  function seeAll(): void {
    const href = searchPageHref(query);
    const onPage = window.location.pathname === SEARCH_PAGE_PATH;
    close(false);
    if (href !== currentAddress()) navigate(href);
    // The results page already open shows the new query in place: the menu over it closes, and
    // focus goes to its heading as a new page's would.
    if (!onPage) return;
    onPageAlreadyOpen?.();
    requestAnimationFrame(() => focusOpenPage());
  }

  // Enter pressed before the answer to what was typed has come (the 300 ms pause): its first
  // result opens when it comes. Typing on forgets it.
  const openFirst = useRef(false);
  const pickFirst = useEffectEvent((answered: SearchState) => {
    if (!openFirst.current || answered.status === 'searching') return;
    openFirst.current = false;
    // Only into a box still in use: shown, with its results (the menu's may be closed or left).
    if (!hasBox || resultsHidden) return;
    const first = answered.status === 'done' ? answered.hits[0] : undefined;
    if (first) pick(first);
  });
  useEffect(() => pickFirst(state), [state]);

  if (!expanded) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost"
        aria-label="Search"
        title={`Search (${SEARCH_SHORTCUT_HINT})`}
        aria-keyshortcuts={SEARCH_SHORTCUT_KEYS}
        onClick={() => {
          openedFrom.current = null;
          setExpanded(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon />
      </button>
    );
  }

  // In the header the open box floats over the navigation to its left instead of pushing the
  // header's other items (social links, account buttons) out of a 1280 px row.
  const box = (
    <div
      ref={rootRef}
      className={alwaysOpen ? 'relative' : 'absolute right-0 top-0 z-10'}
      role="search"
      aria-label="Site search"
      // Focus moving on to another element of the page (Tab) closes the header's box and its
      // results. Not the window losing the focus (another tab or app), nor a click on a part of
      // the box that takes no focus (the icon, a message): both leave no element to move to, and
      // a click elsewhere closes it already. The menu's box keeps its query: the menu closing
      // takes the focus from it too.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!document.hasFocus() || next === null || event.currentTarget.contains(next)) return;
        openFirst.current = false;
        if (alwaysOpen) setResultsHidden(true);
        else close(false);
      }}
    >
      <div className="flex items-center gap-2 rounded-lg border border-ink-500 bg-ink-900 px-3 focus-within:border-brand">
        <SearchIcon />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search AlphaScout"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
          aria-keyshortcuts={alwaysOpen ? undefined : SEARCH_SHORTCUT_KEYS}
          placeholder="Search signals, airdrops, projects…"
          title={alwaysOpen ? undefined : SEARCH_SHORTCUT_HINT}
          autoComplete="off"
          value={query}
          onFocus={() => setResultsHidden(false)}
          // A tap into the field that kept focus (the keyboard still up) brings the results back too.
          onPointerDown={() => setResultsHidden(false)}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (optionCount === 0) return;
              const next = nextOption(active, optionCount, event.key === 'ArrowDown');
              setActive(next);
              keepOptionInSight(listId, next);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              const hit = hits[active] ?? (active === hits.length ? undefined : hits[0]);
              if (hit) pick(hit);
              else if (hits.length > 0) seeAll();
              else if (shown.status === 'searching') openFirst.current = true;
            } else if (event.key === 'Escape') {
              // In the menu, an empty box leaves Escape to the menu, which closes.
              if (alwaysOpen && query === '') return;
              event.preventDefault();
              close(true);
            }
          }}
          className={`h-10 bg-transparent text-sm text-text outline-none placeholder:text-text-faint [&::-webkit-search-cancel-button]:hidden ${alwaysOpen ? 'min-w-0 flex-1' : 'w-56 xl:w-64'}`}
        />
        {/* Chromium's own clear button is a 10 px glyph, too small for a finger; this one takes
            taps over 44 px. Like Chromium's it is no Tab stop (Escape empties the box), and it
            keeps its room while hidden, so the field does not move as the first letter is typed. */}
        <button
          type="button"
          tabIndex={-1}
          aria-label="Clear search"
          className={`touch-target -mr-1 grid h-6 w-6 shrink-0 place-items-center rounded-full text-text-muted hover:bg-ink-700 hover:text-text ${query === '' ? 'invisible' : ''}`}
          onClick={() => {
            edit('');
            inputRef.current?.focus();
          }}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="m5 5 10 10M15 5 5 15" />
          </svg>
        </button>
      </div>
      <SearchResults
        placement={placement}
        listId={listId}
        state={shown}
        active={active}
        onPick={pick}
        onSeeAll={seeAll}
        onHover={setActive}
      />
    </div>
  );
  return alwaysOpen ? box : <div className="relative h-10 w-10">{box}</div>;
}
