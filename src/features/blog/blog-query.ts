/** The blog list's URL state: category and tag filters, in the query string so Back restores them. */
import { param, type ParamSpec } from '../../lib/url-query';

export const ALL = 'all';

/**
 * Categories and tags come from the data, so the allowed values are built from the facets read
 * from the database; anything else in the URL falls back to "all".
 */
export function blogQuerySpec(categories: readonly string[], tags: readonly string[]): { category: ParamSpec; tag: ParamSpec } {
  return { category: param([ALL, ...categories], ALL), tag: param([ALL, ...tags], ALL) };
}

/** `?tag=` links from a post to the list filtered by that tag. */
export function tagHref(tag: string): string {
  return `/blog?${new URLSearchParams({ tag }).toString()}`;
}

export function categoryHref(category: string): string {
  return `/blog?${new URLSearchParams({ category }).toString()}`;
}
