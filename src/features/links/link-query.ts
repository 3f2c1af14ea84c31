/** The link directory's URL state and category names. */
import { LINK_CATEGORIES, type LinkCategory } from '../../schemas/link';
import { control, optionsOf, querySpecOf, withAll } from '../kit/controls';

export const CATEGORY_LABELS: Readonly<Record<LinkCategory, string>> = {
  exchanges: 'Exchanges',
  wallets: 'Wallets',
  dapps: 'dApps',
  marketplaces: 'Marketplaces',
  hardware_wallets: 'Hardware wallets',
  tools: 'Tools',
};

export const LINK_CONTROLS = {
  category: control('Category', withAll(optionsOf(LINK_CATEGORIES, CATEGORY_LABELS)), 'all'),
};

export const LINKS_QUERY = querySpecOf(LINK_CONTROLS);

/** "www.binance.com" from "https://www.binance.com/en": what a visitor recognises. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
