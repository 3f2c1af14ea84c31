import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import { recordByRouteKey } from '../../db/queries';
import type { Airdrop } from '../../schemas/airdrop';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { AIRDROP_PAGE_SIZE, airdropListQuery, type AirdropListState } from './airdrop-list';

/** Airdrops, live or ended as of when the list opened, a page at a time. */
export function useAirdropList(state: AirdropListState): PagedList<Airdrop> {
  // Fixed for the life of the screen, so that paging does not move the live/ended boundary.
  const [nowIso] = useState(() => new Date().toISOString());
  const query = airdropListQuery(state, nowIso);
  return usePagedList(JSON.stringify(state), (limit) => readListWindow(appDb, query, limit), AIRDROP_PAGE_SIZE);
}

/** undefined while loading, null when there is no such airdrop. */
export function useAirdrop(id: string): Airdrop | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'airdrops', id)) ?? null, [id]);
}
