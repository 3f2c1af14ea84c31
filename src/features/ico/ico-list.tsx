/** The ICO list: token sales by status and sort order; `[status+saleDate]` and `[status+hardCap]` serve every combination. */
import { unlessAll } from '../../lib/url-query';
import { ICO_STATUSES } from '../../schemas/ico-project';
import { defineAreaList } from '../kit/area';
import { capitalised, control, optionsOf, withAll } from '../kit/controls';
import { IcoCard } from './IcoCard';

const SORTS = {
  soonest: { sortBy: 'saleDate', direction: 'asc' },
  latest: { sortBy: 'saleDate', direction: 'desc' },
  cap: { sortBy: 'hardCap', direction: 'desc' },
} as const;

export const icoList = defineAreaList({
  collection: 'icoProjects',
  intro:
    'Live and upcoming token sales, with price, hard cap, tokenomics and vesting. Nothing here is financial advice.',
  filterLabel: 'ICO filters',
  listLabel: 'ICO projects',
  controls: {
    status: control('Status', withAll(optionsOf(ICO_STATUSES, capitalised)), 'all'),
    sort: control(
      'Sort by',
      [
        { value: 'soonest', label: 'Sale date, soonest first' },
        { value: 'latest', label: 'Sale date, latest first' },
        { value: 'cap', label: 'Hard cap, largest first' },
      ],
      'soonest',
      'select',
    ),
  },
  query: (values) => ({
    collection: 'icoProjects',
    ...SORTS[values.sort],
    equals: { status: unlessAll(values.status) },
  }),
  pageSize: 24,
  Card: ({ record }) => <IcoCard project={record} />,
  grid: { estimateRowHeight: 260, minColumnWidth: 300, maxColumns: 3 },
  empty: (values) =>
    values.status === 'all'
      ? { title: 'No ICO projects yet' }
      : {
          title: `No ${values.status} ICO projects right now`,
          reset: { label: 'Show all statuses', to: { status: 'all' } },
        },
});
