/** The link directory's URL state and category names. */
import { param } from '../../lib/url-query';
import { LINK_CATEGORIES, type LinkCategory } from '../../schemas/link';

export const ALL = 'all';

export const LINKS_QUERY = { category: param([ALL, ...LINK_CATEGORIES], ALL) };

export const CATEGORY_LABELS: Readonly<Record<LinkCategory, string>> = {
  exchanges: 'Exchanges',
  wallets: 'Wallets',
  dapps: 'dApps',
  marketplaces: 'Marketplaces',
  hardware_wallets: 'Hardware wallets',
  tools: 'Tools',
};

/** "www.binance.com" from "https://www.binance.com/en": what a visitor recognises. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
