import { useState } from 'react';

import { appDb } from '../../db/connection/app-db';
import { type ListQuery, readListWindow } from '../../db/records/list-pages';
import type { RecordOf } from '../../schemas/registry';
import type { ContentCollection } from './content-paths';
import { takePreloadedList } from './list-preload';
import { type PagedList, usePagedList } from './usePagedList';

/** A list query without its paging: what a list screen asks for. */
export type ContentQuery<C extends ContentCollection> = Omit<ListQuery<C>, 'cursor' | 'pageSize'>;

/**
 * A content list, filtered and sorted by index, loaded a page at a time as the visitor scrolls.
 * `state` is everything the query is made from (the URL values and anything else, such as a
 * post to leave out): the list starts again from its first page exactly when it changes, so a
 * new filter can never be forgotten in a hand-built key.
 */
export function useContentList<C extends ContentCollection>(
  state: object,
  query: ContentQuery<C>,
  pageSize: number,
): PagedList<RecordOf<C>> {
  const key = contentListKey(query.collection, state);
  const [preloaded] = useState(() => ({ key, window: takePreloadedList<RecordOf<C>>(key) }));
  return usePagedList(
    key,
    (limit) => readListWindow(appDb, { ...query, pageSize }, limit),
    pageSize,
    preloaded.key === key ? preloaded.window : undefined,
  );
}

/** The key of a content list: its collection and everything its query is made from. */
export const contentListKey = (collection: ContentCollection, state: object): string =>
  JSON.stringify([collection, state]);
