/**
 * The results page's address (docs/product.md, "Search"): `/search?q=<query>&kind=<collection>`.
 * The query is free text, trimmed; the kind is one of the searched collections, or all of them
 * when the URL names none or one that does not exist (lib/url-query's rules). Pure.
 */
import { param, parseQuery } from '../../lib/url-query';
import { SEARCH_COLLECTIONS, type SearchCollection } from '../../schemas/registry';

export const SEARCH_PAGE_PATH = '/search';

export type SearchKind = 'all' | SearchCollection;
const SEARCH_KINDS: readonly SearchKind[] = ['all', ...SEARCH_COLLECTIONS];

/** The kind filter, read as the content lists read theirs (lib/url-query). */
const KIND_QUERY = { kind: param(SEARCH_KINDS, 'all') };

/** The page's query and kind, read from a query string (with or without `?`). */
export function readSearchPageQuery(search: string): { query: string; kind: SearchKind } {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return { query: (params.get('q') ?? '').trim(), kind: parseQuery(search, KIND_QUERY).kind };
}

/** The results page for `query`, all kinds or one: the query first, all kinds left out. */
export function searchPageHref(query: string, kind: SearchKind = 'all'): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (kind !== 'all') params.set('kind', kind);
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}
