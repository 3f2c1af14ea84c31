import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import { recordByRouteKey } from '../../db/queries';
import type { Giveaway } from '../../schemas/giveaway';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { GIVEAWAY_PAGE_SIZE, giveawayListQuery, type GiveawayListState } from './giveaway-list';

export function useGiveawayList(state: GiveawayListState): PagedList<Giveaway> {
  const query = giveawayListQuery(state);
  return usePagedList(JSON.stringify(state), (limit) => readListWindow(appDb, query, limit), GIVEAWAY_PAGE_SIZE);
}

/** undefined while loading, null when there is no such giveaway. */
export function useGiveaway(id: string): Giveaway | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'giveaways', id)) ?? null, [id]);
}
