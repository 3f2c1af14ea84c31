/** The NFT list's URL state: filters and sort order, in the query string so Back restores them. */
import type { ListQuery } from '../../db/list-queries';
import { param, type QueryValues } from '../../lib/url-query';
import { NFT_CATEGORIES, NFT_STATUSES } from '../../schemas/nft-project';

export const ALL = 'all';

export const NFT_SORTS = {
  soonest: { label: 'Mint date, soonest first', sortBy: 'mintDate', direction: 'asc' },
  latest: { label: 'Mint date, latest first', sortBy: 'mintDate', direction: 'desc' },
  name: { label: 'Name A–Z', sortBy: 'name', direction: 'asc' },
} as const;

export const NFT_QUERY = {
  status: param([ALL, ...NFT_STATUSES], ALL),
  category: param([ALL, ...NFT_CATEGORIES], ALL),
  sort: param(['soonest', 'latest', 'name'], 'soonest'),
};

export type NftQueryValues = QueryValues<typeof NFT_QUERY>;

/** The db query for the current URL state; the compound indexes `[status+…]`/`[category+…]` serve it. */
export function nftListQuery(values: NftQueryValues, pageSize: number): Omit<ListQuery<'nftProjects'>, 'cursor'> {
  const sort = NFT_SORTS[values.sort];
  return {
    collection: 'nftProjects',
    sortBy: sort.sortBy,
    direction: sort.direction,
    equals: { status: values.status === ALL ? undefined : values.status, category: values.category === ALL ? undefined : values.category },
    pageSize,
  };
}
