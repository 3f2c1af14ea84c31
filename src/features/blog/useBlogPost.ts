import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { recordByRouteKey } from '../../db/queries';
import type { BlogPost } from '../../schemas/blog-post';

/** The post with this slug: undefined while loading, null when there is none. */
export function useBlogPost(slug: string): BlogPost | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'blogPosts', slug)) ?? null, [slug]);
}
