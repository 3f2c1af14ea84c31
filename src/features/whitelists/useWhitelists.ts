import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import { recordByRouteKey } from '../../db/queries';
import type { Whitelist } from '../../schemas/whitelist';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { WHITELIST_PAGE_SIZE, whitelistListQuery, type WhitelistListState } from './whitelist-list';

export function useWhitelistList(state: WhitelistListState): PagedList<Whitelist> {
  const query = whitelistListQuery(state);
  return usePagedList(JSON.stringify(state), (limit) => readListWindow(appDb, query, limit), WHITELIST_PAGE_SIZE);
}

/** undefined while loading, null when there is no such whitelist. */
export function useWhitelist(id: string): Whitelist | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'whitelists', id)) ?? null, [id]);
}
