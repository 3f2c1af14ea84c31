/** The header navigation of spec §2, shared by the desktop header and the mobile menu. */
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
  { label: 'Alpha Call', href: '/signals' },
  { label: 'Airdrops', href: '/airdrops' },
  {
    label: 'Giveaways',
    items: [
      { label: 'Giveaways', href: '/giveaways' },
      { label: 'Whitelists', href: '/whitelists' },
    ],
  },
  { label: 'NFT', href: '/nft' },
  { label: 'ICO', href: '/ico' },
  { label: 'Blog', href: '/blog' },
  {
    label: 'More',
    items: [
      { label: 'Links', href: '/links' },
      { label: 'News', href: '/news' },
      { label: 'Academy', href: '/academy' },
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
