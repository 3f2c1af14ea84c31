/** The header navigation (docs/product.md, "Shell"), shared by the desktop header and the mobile menu. */
import type { MouseEvent } from 'react';

import { CONTENT_PATHS } from '../../features/kit/content-paths';
import { currentAddress } from '../../lib/navigation';

export interface NavLinkItem {
  label: string;
  href: string;
  adminOnly?: boolean;
}

export interface NavGroupItem {
  label: string;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Alpha Call', href: CONTENT_PATHS.signals.base },
  { label: 'Airdrops', href: CONTENT_PATHS.airdrops.base },
  {
    label: 'Giveaways',
    items: [
      { label: 'Giveaways', href: CONTENT_PATHS.giveaways.base },
      { label: 'Whitelists', href: CONTENT_PATHS.whitelists.base },
    ],
  },
  { label: 'NFT', href: CONTENT_PATHS.nftProjects.base },
  { label: 'ICO', href: CONTENT_PATHS.icoProjects.base },
  { label: 'Blog', href: CONTENT_PATHS.blogPosts.base },
  {
    label: 'More',
    items: [
      { label: 'Links', href: CONTENT_PATHS.links.base },
      { label: 'News', href: CONTENT_PATHS.news.base },
      { label: 'Academy', href: CONTENT_PATHS.academy.base },
      { label: 'JSON Editor', href: '/admin/json', adminOnly: true },
    ],
  },
];

export const SOCIAL_LINKS = {
  x: 'https://x.com/alphascout',
  discord: 'https://discord.gg/alphascout',
  telegram: 'https://t.me/alphascout',
} as const;

export function isGroup(item: NavItem): item is NavGroupItem {
  return 'items' in item;
}

/** Whether `href` is the current page or a page under it (/signals marks /signals/btc too). */
export function isActive(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** The items a visitor may see: the JSON Editor only for admins. */
export function visibleItems(items: readonly NavLinkItem[], admin: boolean): NavLinkItem[] {
  return items.filter((item) => admin || !item.adminOnly);
}

/**
 * A click on a menu's link closes the menu (`close`). A link to a page with the same path (itself,
 * or its list without the filters) changes no path, which is what closes a menu otherwise. To this
 * very page it is not followed (no second history entry for the same address), and `stay` hands
 * focus back to the menu's button, as after Escape. A modified click (a new tab) is left to the
 * browser. For a capturing handler: the address is read, and the link stopped, before the link's
 * own handler runs.
 */
export function onMenuLinkClick(
  event: MouseEvent<HTMLElement>,
  close: () => void,
  stay: () => void,
): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (
    !link ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  close();
  if (link.getAttribute('href') !== currentAddress()) return;
  event.preventDefault();
  stay();
}
