/** The whitelists list's URL state and its keyset query (status filter). */
import type { ListQuery } from '../../db/list-queries';
import { param, unlessAll, type QueryValues } from '../../lib/url-query';

export const WHITELIST_LIST_SPEC = {
  status: param(['all', 'Open', 'Closing Soon', 'Filled'], 'all'),
  // Most spots left first by default: open raffles lead and filled ones (0 left) sink.
  sort: param(['spots', 'ending'], 'spots'),
};

export type WhitelistListState = QueryValues<typeof WHITELIST_LIST_SPEC>;

export const WHITELIST_PAGE_SIZE = 24;

export function whitelistListQuery(state: WhitelistListState): Omit<ListQuery<'whitelists'>, 'cursor'> {
  return {
    collection: 'whitelists',
    sortBy: state.sort === 'spots' ? 'remainingSpots' : 'endDate',
    direction: state.sort === 'spots' ? 'desc' : 'asc',
    equals: { status: unlessAll(state.status) },
    pageSize: WHITELIST_PAGE_SIZE,
  };
}
