/** The testnets list's URL state and its keyset query (status filter). */
import type { ListQuery } from '../../db/list-queries';
import { param, unlessAll, type QueryValues } from '../../lib/url-query';

export const TESTNET_LIST_SPEC = {
  status: param(['all', 'Active', 'Coming Soon'], 'all'),
  sort: param(['ending', 'participants'], 'ending'),
};

export type TestnetListState = QueryValues<typeof TESTNET_LIST_SPEC>;

export const TESTNET_PAGE_SIZE = 24;

export function testnetListQuery(state: TestnetListState): Omit<ListQuery<'testnets'>, 'cursor'> {
  return {
    collection: 'testnets',
    sortBy: state.sort === 'ending' ? 'endDate' : 'participants',
    direction: state.sort === 'ending' ? 'asc' : 'desc',
    equals: { status: unlessAll(state.status) },
    pageSize: TESTNET_PAGE_SIZE,
  };
}
