import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import { Link } from '../../lib/navigation';
import { HEADER_SEARCH_MEDIA, isSearchShortcut, modalOpen } from '../../lib/search-shortcut';
import { focusBack, focusedElement } from '../../ui/focus';
import { useFocusIfLost } from '../../ui/useFocusIfLost';
import { AccountActions } from './AccountActions';
import {
  isActive,
  isGroup,
  NAV_ITEMS,
  type NavLinkItem,
  onMenuLinkClick,
  visibleItems,
} from './nav-items';
import { SocialLinks } from './SocialLinks';

function MenuLink({ item, path }: { item: NavLinkItem; path: string }) {
  return (
    <Link
      href={item.href}
      aria-current={isActive(item.href, path) ? 'page' : undefined}
      className="block rounded-lg px-3 py-2.5 text-base text-text-muted hover:bg-ink-700 hover:text-text aria-[current=page]:bg-ink-700 aria-[current=page]:text-brand hover:aria-[current=page]:text-brand"
    >
      {item.label}
    </Link>
  );
}

/**
 * The mobile menu (docs/product.md, "Shell"): the same items as the header, below `lg` (`xl` when signed in).
 * `search` renders its search box, given the call that closes the menu without a navigation.
 */
export function MobileMenu({
  path,
  admin,
  search,
  hideFrom = 'lg',
}: {
  path: string;
  admin: boolean;
  search?: (closeMenu: () => void) => ReactNode;
  hideFrom?: 'lg' | 'xl';
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // What had focus when the search shortcut opened the menu: Escape hands it back there.
  const openedFrom = useRef<HTMLElement | null>(null);

  // An account action (Clear Cookies on a page that stays) closes the menu with the focused button
  // in it: focus goes back to the menu's button. After a navigation the new page's heading takes it
  // (useFocusKeeper).
  const focusIfLost = useFocusIfLost();
  const closeAfterAction = (): void => {
    setOpen(false);
    // `path` is the page the action was taken on (Sign Out has navigated by the time it calls this).
    focusIfLost(() => (window.location.pathname === path ? buttonRef.current : null));
  };

  // A new page closes the menu (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    setOpen(false);
  }

  // Below the header's own search box, `/` or Ctrl/⌘+K opens the menu at its search field.
  const hasSearch = search !== undefined;
  useEffect(() => {
    if (!hasSearch) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || window.matchMedia(HEADER_SEARCH_MEDIA).matches) return;
      event.preventDefault();
      const focused = focusedElement();
      openedFrom.current = focused && !panelRef.current?.contains(focused) ? focused : null;
      setOpen(true);
      requestAnimationFrame(() => panelRef.current?.querySelector('input')?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hasSearch]);

  // The window widening past the breakpoint hides the menu and its button: it closes, so that
  // nothing is left inert behind a panel no longer shown.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(hideFrom === 'xl' ? '(min-width: 1280px)' : HEADER_SEARCH_MEDIA);
    const closeWhenWide = (): void => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open, hideFrom]);

  // The panel starts where the header ends, over its bottom border: a banner above the header
  // (a new version, storage refused) moves that edge down, and a panel at a fixed 64 px hid the
  // header and its Close button. The page does not scroll while the menu is open, but a banner
  // may appear, or its text wrap anew, while it is: the shell's box changes size then.
  const [panelTop, setPanelTop] = useState<number>();
  useLayoutEffect(() => {
    const header = buttonRef.current?.closest('header');
    if (!open || !header) return;
    const place = (): void =>
      setPanelTop(
        header.getBoundingClientRect().bottom -
          parseFloat(getComputedStyle(header).borderBottomWidth),
      );
    place();
    const shell = new ResizeObserver(place);
    shell.observe(header.parentElement ?? header);
    return () => shell.disconnect();
  }, [open]);

  // The page under the open panel is out of reach: out of the Tab order and of assistive tech
  // (inert), and not scrolled by a swipe that misses the panel.
  useEffect(() => {
    const header = buttonRef.current?.closest('header');
    if (!open || !header) return;
    const covered: HTMLElement[] = [];
    for (
      let next = header.nextElementSibling;
      next instanceof HTMLElement;
      next = next.nextElementSibling
    )
      covered.push(next);
    for (const element of covered) element.inert = true;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      for (const element of covered) element.inert = false;
      root.style.overflow = overflow;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape closes one thing at a time: a popup opened from the menu, or what the menu's search
      // box holds (it says so by taking the key), before the menu itself.
      if (event.key !== 'Escape' || event.defaultPrevented || modalOpen()) return;
      setOpen(false);
      const from = openedFrom.current;
      openedFrom.current = null;
      // The page under the menu is inert until the menu has closed: its element is focused after.
      if (from) requestAnimationFrame(() => focusBack(from, buttonRef.current));
      else buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={hideFrom === 'xl' ? 'xl:hidden' : 'lg:hidden'}>
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost touch-target p-2"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => {
          openedFrom.current = null;
          setOpen((value) => !value);
        }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto border-t border-ink-600 bg-ink-900 px-4 pb-8 pt-4"
        style={open && panelTop !== undefined ? { top: panelTop } : undefined}
      >
        {search && <div className="mb-4">{search(() => setOpen(false))}</div>}
        <nav
          aria-label="Mobile"
          onClickCapture={(event) =>
            onMenuLinkClick(
              event,
              () => setOpen(false),
              () => buttonRef.current?.focus(),
            )
          }
        >
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) =>
              isGroup(item) ? (
                <li key={item.label} className="pt-2">
                  <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-text-faint">
                    {item.label}
                  </p>
                  <ul>
                    {visibleItems(item.items, admin).map((child) => (
                      <li key={child.href}>
                        <MenuLink item={child} path={path} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <MenuLink item={item} path={path} />
                </li>
              ),
            )}
            <li className="mt-2 border-t border-ink-600 pt-2">
              <MenuLink item={{ label: 'My tracker', href: '/tracker' }} path={path} />
            </li>
          </ul>
        </nav>
        <div className="mt-6 border-t border-ink-600 pt-4">
          <AccountActions layout="column" onAction={closeAfterAction} />
        </div>
        <SocialLinks className="mt-4 flex justify-center" />
      </div>
    </div>
  );
}
