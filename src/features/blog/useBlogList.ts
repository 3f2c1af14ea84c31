import { appDb } from '../../db/connection/app-db';
import { type BlogFacets, readBlogFacets, readFeaturedPost } from '../../db/records/blog-facets';
import { useLiveRead } from '../../hooks/useLiveRead';
import type { BlogPost } from '../../schemas/blog-post';
import { useContentList } from '../kit/useContentList';
import type { PagedList } from '../kit/usePagedList';

const PAGE = 18;

export function useBlogFacets(): BlogFacets | undefined {
  return useLiveRead(() => readBlogFacets(appDb), []);
}

/** undefined while loading, null when no post is featured. */
export function useFeaturedPost(): BlogPost | null | undefined {
  return useLiveRead(() => readFeaturedPost(appDb), []);
}

/**
 * Newest first. A category uses the `[category+publishedAt]` index; a tag is checked in memory
 * while walking (a multi-entry index cannot be compound), bounded per page by `maxScan`.
 * `skipId` leaves out the post already shown as the featured one.
 */
export function useBlogList(
  category: string,
  tag: string,
  skipId: number | null,
): PagedList<BlogPost> {
  return useContentList(
    { category, tag, skipId },
    {
      collection: 'blogPosts',
      sortBy: 'publishedAt',
      direction: 'desc',
      equals: { category: category === 'all' ? undefined : category },
      where: (post) => post.id !== skipId && (tag === 'all' || post.tags.includes(tag)),
    },
    PAGE,
  );
}
