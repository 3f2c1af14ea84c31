import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import { recordByRouteKey } from '../../db/queries';
import type { Testnet } from '../../schemas/testnet';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { TESTNET_PAGE_SIZE, testnetListQuery, type TestnetListState } from './testnet-list';

export function useTestnetList(state: TestnetListState): PagedList<Testnet> {
  const query = testnetListQuery(state);
  return usePagedList(JSON.stringify(state), (limit) => readListWindow(appDb, query, limit), TESTNET_PAGE_SIZE);
}

/** undefined while loading, null when there is no such testnet. */
export function useTestnet(id: string): Testnet | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'testnets', id)) ?? null, [id]);
}
