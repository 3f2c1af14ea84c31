/** The blog list's URL state: category and tag filters, in the query string so Back restores them. */
import type { BlogFacets } from '../../db/records/blog-facets';
import { parseQuery } from '../../lib/url-query';
import { CONTENT_PATHS } from '../kit/content-paths';
import { control, type ControlDef, optionsOf, querySpecOf, withAll } from '../kit/controls';

type BlogQuery = Record<'category' | 'tag', string>;

const categoryControl = (facets: BlogFacets): ControlDef =>
  control('Category', withAll(optionsOf(facets.categories)), 'all');

/** The tags the Tag filter offers: the chosen category's, or every tag under All. */
function tagsOf(facets: BlogFacets, category: string): readonly string[] {
  return category === 'all' ? facets.tags : (facets.tagsByCategory.get(category) ?? []);
}

/**
 * Categories and tags come from the data, so the allowed values are built from the facets read
 * from the database; anything else in the URL falls back to "all". The tags are those of the
 * category the address chooses, so it is read first: a tag its category does not have reads as
 * "all", like every other value a filter does not offer.
 */
export function blogControls(
  facets: BlogFacets,
  search: string,
): { category: ControlDef; tag: ControlDef } {
  const category = categoryControl(facets);
  const chosen = parseQuery(search, querySpecOf({ category })).category;
  return {
    category,
    tag: control(
      'Tag',
      withAll(
        optionsOf(tagsOf(facets, chosen), (tag) => `#${tag}`),
        'All tags',
      ),
      'all',
      'select',
    ),
  };
}

/**
 * A change of the filters, with the tag set back to "all" when a new category does not have it:
 * the address would otherwise keep a tag the Tag filter no longer offers.
 */
export function withCategoryTags(
  facets: BlogFacets,
  query: BlogQuery,
  changes: Partial<BlogQuery>,
): Partial<BlogQuery> {
  const { category } = changes;
  if (category === undefined || changes.tag !== undefined || query.tag === 'all') return changes;
  return tagsOf(facets, category).includes(query.tag) ? changes : { ...changes, tag: 'all' };
}

/** `?tag=` links from a post to the list filtered by that tag. */
export function tagHref(tag: string): string {
  return `${CONTENT_PATHS.blogPosts.base}?${new URLSearchParams({ tag }).toString()}`;
}

export function categoryHref(category: string): string {
  return `${CONTENT_PATHS.blogPosts.base}?${new URLSearchParams({ category }).toString()}`;
}
