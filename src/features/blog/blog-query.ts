/** The blog list's URL state: category and tag filters, in the query string so Back restores them. */
import { CONTENT_PATHS } from '../kit/content-paths';
import { control, type ControlDef, optionsOf, withAll } from '../kit/controls';

/**
 * Categories and tags come from the data, so the allowed values are built from the facets read
 * from the database; anything else in the URL falls back to "all".
 */
export function blogControls(
  categories: readonly string[],
  tags: readonly string[],
): { category: ControlDef; tag: ControlDef } {
  return {
    category: control('Category', withAll(optionsOf(categories)), 'all'),
    tag: control(
      'Tag',
      withAll(
        optionsOf(tags, (tag) => `#${tag}`),
        'All tags',
      ),
      'all',
      'select',
    ),
  };
}

/** `?tag=` links from a post to the list filtered by that tag. */
export function tagHref(tag: string): string {
  return `${CONTENT_PATHS.blogPosts.base}?${new URLSearchParams({ tag }).toString()}`;
}

export function categoryHref(category: string): string {
  return `${CONTENT_PATHS.blogPosts.base}?${new URLSearchParams({ category }).toString()}`;
}
