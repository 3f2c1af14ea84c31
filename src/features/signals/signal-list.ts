/**
 * The signals list's URL state and how it maps to a keyset query (pure, so the mapping is easy
 * to read and test). Sorted by score uses `[type|status|action+score]`, newest uses
 * `[…+timestamp]`; a second or third filter is checked in memory while walking.
 */
import type { ListQuery } from '../../db/list-queries';
import { param, unlessAll, type QueryValues } from '../../lib/url-query';

export const SIGNAL_LIST_SPEC = {
  type: param(['all', 'CRYPTO', 'NFT'], 'all'),
  action: param(['all', 'BUY', 'SELL'], 'all'),
  status: param(['all', 'Active', 'Inactive'], 'all'),
  sort: param(['score', 'newest'], 'score'),
};

export type SignalListState = QueryValues<typeof SIGNAL_LIST_SPEC>;

export const SIGNAL_PAGE_SIZE = 30;

export function signalListQuery(state: SignalListState): Omit<ListQuery<'signals'>, 'cursor'> {
  return {
    collection: 'signals',
    sortBy: state.sort === 'score' ? 'score' : 'timestamp',
    direction: 'desc',
    // Order matters: the first filter with a compound index narrows the range. Status is the
    // most selective in practice, then type, then action.
    equals: { status: unlessAll(state.status), type: unlessAll(state.type), action: unlessAll(state.action) },
    pageSize: SIGNAL_PAGE_SIZE,
  };
}
