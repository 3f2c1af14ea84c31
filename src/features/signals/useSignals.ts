import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import { recordByRouteKey } from '../../db/queries';
import type { Signal } from '../../schemas/signal';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { SIGNAL_PAGE_SIZE, signalListQuery, type SignalListState } from './signal-list';

/** The filtered, sorted signals, loaded a page at a time as the visitor scrolls. */
export function useSignalList(state: SignalListState): PagedList<Signal> {
  const query = signalListQuery(state);
  return usePagedList(JSON.stringify(state), (limit) => readListWindow(appDb, query, limit), SIGNAL_PAGE_SIZE);
}

/** undefined while loading, null when there is no such signal. */
export function useSignal(id: string): Signal | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'signals', id)) ?? null, [id]);
}
