/** The news screen's URL state: the ecosystem filter, kept in the query string. */
import { param } from '../../lib/url-query';
import { NEWS_ECOSYSTEMS, type News } from '../../schemas/news';

export const ALL = 'all';

export const NEWS_QUERY = { ecosystem: param([ALL, ...NEWS_ECOSYSTEMS], ALL) };

export const ECOSYSTEM_LABELS: Readonly<Record<News['ecosystem'], string>> = {
  ethereum: 'Ethereum',
  bitcoin: 'Bitcoin',
  solana: 'Solana',
  arbitrum: 'Arbitrum',
  optimism: 'Optimism',
  polygon: 'Polygon',
};

/** A news item's address, keeping the current filters so closing it returns to the same list. */
export function newsItemHref(id: string, search: string): string {
  const query = search.replace(/^\?/, '');
  return `/news/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

export function newsListHref(search: string): string {
  const query = search.replace(/^\?/, '');
  return `/news${query ? `?${query}` : ''}`;
}
