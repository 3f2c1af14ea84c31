/**
 * The signals list: filtered by type, action and status, by score or newest first. Sorted by
 * score uses `[type|status|action+score]`, newest uses `[…+timestamp]`; a second or third filter
 * is checked in memory while walking.
 */
import { unlessAll } from '../../lib/url-query';
import { defineAreaList } from '../kit/area';
import { control, withAll } from '../kit/controls';
import { SignalCard } from './SignalCard';

export const signalList = defineAreaList({
  collection: 'signals',
  intro:
    'Buy and sell calls on coins and NFT collections, each with a score from 0 to 100 and the indicators behind it. For information only, not financial advice.',
  filterLabel: 'Filter signals',
  listLabel: 'Signals',
  controls: {
    type: control(
      'Type',
      withAll([
        { value: 'CRYPTO', label: 'Crypto' },
        { value: 'NFT', label: 'NFT' },
      ]),
      'all',
    ),
    action: control(
      'Action',
      withAll([
        { value: 'BUY', label: 'Buy' },
        { value: 'SELL', label: 'Sell' },
      ]),
      'all',
    ),
    status: control(
      'Status',
      withAll([
        { value: 'Active', label: 'Active' },
        { value: 'Inactive', label: 'Inactive' },
      ]),
      'all',
    ),
    sort: control(
      'Sort by',
      [
        { value: 'score', label: 'Highest score' },
        { value: 'newest', label: 'Newest' },
      ],
      'score',
      'select',
    ),
  },
  query: (values) => ({
    collection: 'signals',
    sortBy: values.sort === 'score' ? 'score' : 'timestamp',
    direction: 'desc',
    // Order matters: the first filter with a compound index narrows the range. Status is the
    // most selective in practice, then type, then action.
    equals: {
      status: unlessAll(values.status),
      type: unlessAll(values.type),
      action: unlessAll(values.action),
    },
  }),
  pageSize: 30,
  Card: ({ record }) => <SignalCard signal={record} />,
  grid: { estimateRowHeight: 189, minColumnWidth: 300, maxColumns: 3 },
  empty: (_values, isDefault) =>
    isDefault
      ? { title: 'No signals yet', body: 'New calls will show up here.' }
      : {
          title: 'No signals match these filters',
          body: 'Try another type, action or status.',
          reset: { label: 'Clear filters', to: { type: 'all', action: 'all', status: 'all' } },
        },
});
