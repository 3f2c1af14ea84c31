import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { Link } from '../../lib/navigation';
import { dropClickOfTap } from '../../ui/outside-tap';
import { isActive, type NavLinkItem, onMenuLinkClick } from './nav-items';

/**
 * A disclosure menu for site navigation: opens on click, Enter, Space or ArrowDown; arrows move
 * between its links; Escape closes it and returns focus to its button; a click outside closes it
 * (a tap outside only closes it).
 */
export function NavDropdown({
  label,
  items,
  path,
}: {
  label: string;
  items: NavLinkItem[];
  path: string;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const active = items.some((item) => isActive(item.href, path));

  // A new page closes the menu (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    setShownPath(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      dropClickOfTap(event);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const current = links().indexOf(document.activeElement as HTMLAnchorElement);
          if (!open) {
            // Shown at once, so its link has focus before the next key: focused a frame later, a
            // second ArrowDown pressed within that frame was lost.
            flushSync(() => setOpen(true));
            focusLink(event.key === 'ArrowDown' ? 0 : -1);
          } else focusLink(current === -1 ? 0 : current + (event.key === 'ArrowDown' ? 1 : -1));
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={`nav-link ${active ? 'nav-link-active' : ''}`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        onClickCapture={(event) =>
          onMenuLinkClick(
            event,
            () => setOpen(false),
            () => buttonRef.current?.focus(),
          )
        }
        className="absolute left-0 top-full z-40 mt-2 min-w-44 rounded-xl border border-ink-600 bg-ink-800 p-1 shadow-xl"
      >
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              data-menu-link=""
              aria-current={isActive(item.href, path) ? 'page' : undefined}
              className="block rounded-lg px-3 py-2 text-sm text-text-muted hover:bg-ink-700 hover:text-text focus-visible:bg-ink-700 focus-visible:text-text aria-[current=page]:text-brand hover:aria-[current=page]:text-brand"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
