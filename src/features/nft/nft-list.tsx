/** The NFT list: projects by status and category, sorted; the compound indexes `[status+…]`/`[category+…]` serve it. */
import { unlessAll } from '../../lib/url-query';
import { NFT_CATEGORIES, NFT_STATUSES } from '../../schemas/nft-project';
import { defineAreaList } from '../kit/area';
import { capitalised, control, optionsOf, withAll } from '../kit/controls';
import { NftCard } from './NftCard';

const SORTS = {
  soonest: { sortBy: 'mintDate', direction: 'asc' },
  latest: { sortBy: 'mintDate', direction: 'desc' },
  name: { sortBy: 'name', direction: 'asc' },
} as const;

export const nftList = defineAreaList({
  collection: 'nftProjects',
  intro:
    'Upcoming and live mints with their price, supply, team and roadmap. Do your own research before you mint.',
  filterLabel: 'NFT filters',
  listLabel: 'NFT projects',
  controls: {
    status: control('Status', withAll(optionsOf(NFT_STATUSES, capitalised)), 'all'),
    category: control('Category', withAll(optionsOf(NFT_CATEGORIES)), 'all'),
    sort: control(
      'Sort by',
      [
        { value: 'soonest', label: 'Mint date, soonest first' },
        { value: 'latest', label: 'Mint date, latest first' },
        { value: 'name', label: 'Name A–Z' },
      ],
      'soonest',
      'select',
    ),
  },
  query: (values) => ({
    collection: 'nftProjects',
    ...SORTS[values.sort],
    equals: { status: unlessAll(values.status), category: unlessAll(values.category) },
  }),
  pageSize: 24,
  Card: ({ record }) => <NftCard project={record} />,
  grid: { estimateRowHeight: 380, minColumnWidth: 280, maxColumns: 4 },
  empty: (_values, isDefault) =>
    isDefault
      ? { title: 'No NFT projects yet' }
      : {
          title: 'No NFT projects match these filters',
          reset: { label: 'Clear filters', to: { status: 'all', category: 'all' } },
        },
  sparse: true,
});
