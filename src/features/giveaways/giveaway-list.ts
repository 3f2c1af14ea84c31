/** The giveaways list's URL state and its keyset query (category and status filters). */
import type { ListQuery } from '../../db/list-queries';
import { param, unlessAll, type QueryValues } from '../../lib/url-query';

export const GIVEAWAY_LIST_SPEC = {
  category: param(['all', 'nft', 'coin', 'gaming'], 'all'),
  // Active by default: a visitor comes to enter giveaways, not to read about ended ones.
  status: param(['active', 'ended', 'all'], 'active'),
  sort: param(['ending', 'participants'], 'ending'),
};

export type GiveawayListState = QueryValues<typeof GIVEAWAY_LIST_SPEC>;

export const GIVEAWAY_PAGE_SIZE = 24;

export function giveawayListQuery(state: GiveawayListState): Omit<ListQuery<'giveaways'>, 'cursor'> {
  const byEnd = state.sort === 'ending';
  return {
    collection: 'giveaways',
    sortBy: byEnd ? 'endDate' : 'participants',
    // Ended giveaways read best most recent first; running ones soonest first.
    direction: byEnd && state.status !== 'ended' ? 'asc' : 'desc',
    equals: { status: unlessAll(state.status), category: unlessAll(state.category) },
    pageSize: GIVEAWAY_PAGE_SIZE,
  };
}
