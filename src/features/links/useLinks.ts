import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import { LINK_CATEGORIES, type Link, type LinkCategory } from '../../schemas/link';
import { usePagedList, type PagedList } from '../../ui/usePagedList';

const PAGE = 30;

function categoryWindow(category: LinkCategory, limit: number) {
  // `[category+name]` index: a category's entries in name order, one range read.
  return readListWindow(appDb, { collection: 'links', sortBy: 'name', direction: 'asc', equals: { category }, pageSize: PAGE }, limit);
}

export interface LinkGroup {
  category: LinkCategory;
  rows: Link[];
  hasMore: boolean;
}

/** The first entries of every category, for the grouped overview: six bounded reads. */
export function useLinkGroups(perGroup: number): LinkGroup[] | undefined {
  return useLiveQuery(
    () => Promise.all(LINK_CATEGORIES.map(async (category) => ({ category, ...(await categoryWindow(category, perGroup)) }))),
    [perGroup],
  );
}

/** One category, paged for the windowed list. */
export function useCategoryLinks(category: LinkCategory): PagedList<Link> {
  return usePagedList(`links:${category}`, (limit) => categoryWindow(category, limit), PAGE);
}
