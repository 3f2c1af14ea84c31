import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { recordByRouteKey } from '../../db/queries';
import type { Course } from '../../schemas/course';

/** The course with this slug: undefined while loading, null when there is none. */
export function useCourse(slug: string): Course | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'academy', slug)) ?? null, [slug]);
}
