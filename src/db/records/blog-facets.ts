/** Reads for the blog screens beyond the generic list queries: filter facets and the featured post. */
import type { BlogPost } from '../../schemas/blog-post';
import type { AlphaScoutDb } from '../connection/database';
import { readListPage } from './list-pages';

export interface BlogFacets {
  categories: string[];
  /** Every tag in use, sorted. */
  tags: string[];
  /** The tags in use in each category, sorted: a category's Tag filter offers only those. */
  tagsByCategory: ReadonlyMap<string, string[]>;
}

type IndexEntry = [key: unknown, primaryKey: unknown];

/** An index's entries as (key, primary key), read from the index alone: no post is read whole. */
async function indexEntries(db: AlphaScoutDb, index: 'category' | 'tags'): Promise<IndexEntry[]> {
  const entries: IndexEntry[] = [];
  await db
    .collection('blogPosts')
    .orderBy(index)
    .eachKey((key, cursor) => entries.push([key, cursor.primaryKey]));
  return entries;
}

const byText = (a: string, b: string): number => a.localeCompare(b);
const strings = (keys: Iterable<unknown>): string[] =>
  [...new Set(keys)].filter((key): key is string => typeof key === 'string');

/**
 * Every category and tag in use, and each category's tags, from the `category` and multi-entry
 * `*tags` indexes: key-only walks joined on the post's key, so the cost follows the index entries
 * (a post's category and tags), never the posts' text.
 */
export async function readBlogFacets(db: AlphaScoutDb): Promise<BlogFacets> {
  const [categoryEntries, tagEntries] = await Promise.all([
    indexEntries(db, 'category'),
    indexEntries(db, 'tags'),
  ]);
  const categoryOf = new Map(categoryEntries.map(([category, post]) => [post, category]));
  const tagsByCategory = new Map<string, Set<string>>();
  for (const [tag, post] of tagEntries) {
    const category = categoryOf.get(post);
    if (typeof category !== 'string' || typeof tag !== 'string') continue;
    const tags = tagsByCategory.get(category) ?? new Set<string>();
    tagsByCategory.set(category, tags.add(tag));
  }
  return {
    categories: strings(categoryEntries.map(([category]) => category)),
    tags: strings(tagEntries.map(([tag]) => tag)).sort(byText),
    tagsByCategory: new Map(
      [...tagsByCategory].map(([category, tags]) => [category, [...tags].sort(byText)]),
    ),
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
