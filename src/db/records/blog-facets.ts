/** Reads for the blog screens beyond the generic list queries: filter facets and the featured post. */
import type { BlogPost } from '../../schemas/blog-post';
import type { AlphaScoutDb } from '../connection/database';
import { readListPage } from './list-pages';

export interface BlogFacets {
  categories: string[];
  tags: string[];
}

/**
 * Every category and tag in use, from the `category` and multi-entry `*tags` indexes: a key-only
 * walk of distinct values, so the cost follows the number of different values, not of posts.
 */
export async function readBlogFacets(db: AlphaScoutDb): Promise<BlogFacets> {
  const table = db.collection('blogPosts');
  const [categories, tags] = await Promise.all([
    table.orderBy('category').uniqueKeys(),
    table.orderBy('tags').uniqueKeys(),
  ]);
  const strings = (keys: unknown[]): string[] =>
    keys.filter((key): key is string => typeof key === 'string');
  return {
    categories: strings(categories),
    tags: strings(tags).sort((a, b) => a.localeCompare(b)),
  };
}

/**
 * The newest featured post. `featured` is a boolean and cannot be indexed, so this walks
 * `publishedAt` newest first and stops at the first match, or after a bounded number of rows.
 */
export async function readFeaturedPost(db: AlphaScoutDb): Promise<BlogPost | null> {
  const page = await readListPage(db, {
    collection: 'blogPosts',
    sortBy: 'publishedAt',
    direction: 'desc',
    where: (post) => post.featured,
    pageSize: 1,
    maxScan: 2_000,
  });
  return page.rows[0] ?? null;
}
