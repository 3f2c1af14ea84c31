/** The news screen's URL state: the ecosystem filter, kept in the query string. */
import { type News, NEWS_ECOSYSTEMS } from '../../schemas/news';
import { CONTENT_PATHS, detailPath } from '../kit/content-paths';
import { control, optionsOf, querySpecOf, withAll } from '../kit/controls';

export const ECOSYSTEM_LABELS: Readonly<Record<News['ecosystem'], string>> = {
  ethereum: 'Ethereum',
  bitcoin: 'Bitcoin',
  solana: 'Solana',
  arbitrum: 'Arbitrum',
  optimism: 'Optimism',
  polygon: 'Polygon',
};

export const NEWS_CONTROLS = {
  ecosystem: control('Ecosystem', withAll(optionsOf(NEWS_ECOSYSTEMS, ECOSYSTEM_LABELS)), 'all'),
};

export const NEWS_QUERY = querySpecOf(NEWS_CONTROLS);

/** Newest first, by the `[ecosystem+date]` index when filtered: one bounded read per page. */
export const NEWS_PAGE_SIZE = 30;

/** A news item's address, keeping the current filters so closing it returns to the same list. */
export function newsItemHref(id: string, search: string): string {
  const query = search.replace(/^\?/, '');
  return `${detailPath('news', { id })}${query ? `?${query}` : ''}`;
}

export function newsListHref(search: string): string {
  const query = search.replace(/^\?/, '');
  return `${CONTENT_PATHS.news.base}${query ? `?${query}` : ''}`;
}
