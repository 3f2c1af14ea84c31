import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import { recordByRouteKey } from '../../db/queries';
import type { News } from '../../schemas/news';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { ALL } from './news-query';

const PAGE = 30;

/** Newest first, by the `[ecosystem+date]` index when filtered: one bounded read per page. */
export function useNewsList(ecosystem: string): PagedList<News> {
  return usePagedList(
    `news:${ecosystem}`,
    (limit) =>
      readListWindow(
        appDb,
        { collection: 'news', sortBy: 'date', direction: 'desc', equals: { ecosystem: ecosystem === ALL ? undefined : ecosystem }, pageSize: PAGE },
        limit,
      ),
    PAGE,
  );
}

/** undefined while loading, null when there is no such item. */
export function useNewsItem(id: string | null): News | null | undefined {
  return useLiveQuery(async () => (id === null ? null : ((await recordByRouteKey(appDb, 'news', id)) ?? null)), [id]);
}
