import { appDb } from '../../db/connection/app-db';
import { readListWindow } from '../../db/records/list-pages';
import { useLiveRead } from '../../hooks/useLiveRead';
import { type Link, LINK_CATEGORIES, type LinkCategory } from '../../schemas/link';
import { type ContentQuery, useContentList } from '../kit/useContentList';
import type { PagedList } from '../kit/usePagedList';

const PAGE = 30;

/** `[category+name]` index: a category's entries in name order, one range read. */
function categoryQuery(category: LinkCategory): ContentQuery<'links'> {
  return { collection: 'links', sortBy: 'name', direction: 'asc', equals: { category } };
}

export interface LinkGroup {
  category: LinkCategory;
  rows: Link[];
  hasMore: boolean;
}

/** The first entries of every category, for the grouped overview: six bounded reads. */
export function useLinkGroups(perGroup: number): LinkGroup[] | undefined {
  return useLiveRead(
    () =>
      Promise.all(
        LINK_CATEGORIES.map(async (category) => ({
          category,
          ...(await readListWindow(
            appDb,
            { ...categoryQuery(category), pageSize: perGroup },
            perGroup,
          )),
        })),
      ),
    [perGroup],
  );
}

/** One category, paged for the windowed list. */
export function useCategoryLinks(category: LinkCategory): PagedList<Link> {
  return useContentList({ category }, categoryQuery(category), PAGE);
}
