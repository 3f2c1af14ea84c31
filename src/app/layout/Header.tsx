import { useEffect } from 'react';

import { SearchBox } from '../../features/search/SearchBox';
import { useSession } from '../../hooks/useSession';
import { clearCookies } from '../../lib/cookies';
import { Link, useLocation } from '../../lib/navigation';
import { AccountActions } from './AccountActions';
import { MobileMenu } from './MobileMenu';
import { isActive, isGroup, NAV_ITEMS, visibleItems } from './nav-items';
import { NavDropdown } from './NavDropdown';
import { SocialLinks } from './SocialLinks';
import { TrackerLink } from './TrackerLink';

export function Logo() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
      aria-label="AlphaScout home"
    >
      <img src="/images/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="bg-gradient-to-r from-brand to-brand-violet bg-clip-text text-lg font-extrabold tracking-tight text-transparent">
        AlphaScout
      </span>
    </Link>
  );
}

/** The header (docs/product.md, "Shell"), with the search box in the bar and in the mobile menu. */
export function Header() {
  const [path] = useLocation();
  const { session, admin } = useSession();
  // Signed in, the three account buttons need the room of an xl screen; below it they live in the menu.
  const inlineActions = session ? 'hidden xl:block' : 'hidden lg:block';

  // The app sets no cookies; clearing what others left once per page load is enough.
  useEffect(() => clearCookies(), []);

  return (
    // Opaque, with no backdrop blur: a backdrop filter makes the header the containing block of
    // the mobile menu's fixed panel, which was then cut to a 49 px strip under it; and without a
    // GPU the compositor blurs that strip again on every frame of a scroll.
    <header className="sticky top-0 z-30 border-b border-ink-600/80 bg-ink-900">
      <div className="shell-row flex h-16 items-center gap-3">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                {isGroup(item) ? (
                  <NavDropdown
                    label={item.label}
                    items={visibleItems(item.items, admin)}
                    path={path}
                  />
                ) : (
                  <Link
                    href={item.href}
                    aria-current={isActive(item.href, path) ? 'page' : undefined}
                    className="nav-link"
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden lg:block">
            <SearchBox />
          </div>
          <TrackerLink path={path} />
          <SocialLinks className="hidden lg:flex" />
          <div className={inlineActions}>
            <AccountActions />
          </div>
          <MobileMenu
            path={path}
            admin={admin}
            search={(closeMenu) => <SearchBox placement="menu" onPageAlreadyOpen={closeMenu} />}
            hideFrom={session ? 'xl' : 'lg'}
          />
        </div>
      </div>
    </header>
  );
}
