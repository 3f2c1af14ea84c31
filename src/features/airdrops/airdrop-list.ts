/**
 * The airdrops list's URL state and its keyset query. "Live" and "Ended" split on the end date
 * against the time the list opened: as an index range when sorting by end date, as an
 * in-memory check when sorting by participants.
 */
import type { ListQuery } from '../../db/list-queries';
import { param, type QueryValues } from '../../lib/url-query';

export const AIRDROP_LIST_SPEC = {
  show: param(['live', 'ended'], 'live'),
  sort: param(['ending', 'participants'], 'ending'),
};

export type AirdropListState = QueryValues<typeof AIRDROP_LIST_SPEC>;

export const AIRDROP_PAGE_SIZE = 24;

export function airdropListQuery(state: AirdropListState, nowIso: string): Omit<ListQuery<'airdrops'>, 'cursor'> {
  const live = state.show === 'live';
  if (state.sort === 'participants') {
    return {
      collection: 'airdrops',
      sortBy: 'participants',
      direction: 'desc',
      where: (airdrop) => (airdrop.endDate >= nowIso) === live,
      pageSize: AIRDROP_PAGE_SIZE,
    };
  }
  return {
    collection: 'airdrops',
    sortBy: 'endDate',
    // Live: the one ending soonest first. Ended: the most recently ended first.
    direction: live ? 'asc' : 'desc',
    range: live ? { from: nowIso } : { to: nowIso },
    pageSize: AIRDROP_PAGE_SIZE,
  };
}
