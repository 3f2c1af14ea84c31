/** The testnets list: incentivised testnets, active or coming soon (keyset query on status). */
import { endedWalk, runningWalk } from '../../lib/end-dates';
import { formatNumber } from '../../lib/format';
import { unlessAll } from '../../lib/url-query';
import type { Testnet } from '../../schemas/testnet';
import { Countdown } from '../../ui/Countdown';
import { MediaCard } from '../../ui/MediaCard';
import { defineAreaList } from '../kit/area';
import { detailPath } from '../kit/content-paths';
import { control, withAll } from '../kit/controls';
import { TestnetStatus } from './TestnetStatus';

export const testnetList = defineAreaList({
  collection: 'testnets',
  intro:
    'Try new networks before launch and earn rewards for it: what each testnet pays, what it asks and how long it runs.',
  filterLabel: 'Filter testnets',
  listLabel: 'Testnets',
  controls: {
    status: control(
      'Status',
      withAll([
        { value: 'Active', label: 'Active' },
        { value: 'Coming Soon', label: 'Coming Soon' },
      ]),
      'all',
    ),
    sort: control(
      'Sort by',
      [
        { value: 'ending', label: 'Ending soonest' },
        { value: 'participants', label: 'Most participants' },
      ],
      'ending',
      'select',
    ),
  },
  // A status chosen lists the testnets running with it (a status is set by hand and may lag its end
  // date); All lists the ended ones too, after the running ones in either sort (one walk from the
  // oldest end date listed long-ended testnets first, one by participants mixed them in).
  query: (values, now) => {
    const status = unlessAll(values.status);
    const running = runningWalk<Testnet>(now);
    const ended = endedWalk<Testnet>(now);
    if (values.sort === 'ending') {
      const endedAfter =
        status === undefined ? ({ then: { direction: 'desc', ...ended } } as const) : {};
      return {
        collection: 'testnets',
        equals: { status },
        sortBy: 'endDate',
        direction: 'asc',
        ...running,
        ...endedAfter,
      };
    }
    const endedAfter =
      status === undefined ? ({ then: { direction: 'desc', where: ended.where } } as const) : {};
    return {
      collection: 'testnets',
      equals: { status },
      sortBy: 'participants',
      direction: 'desc',
      where: running.where,
      ...endedAfter,
    };
  },
  pageSize: 24,
  Card: ({ record: testnet }) => (
    <MediaCard
      testId="testnet-card"
      href={detailPath('testnets', testnet)}
      image={testnet.image}
      title={testnet.name}
      badges={<TestnetStatus status={testnet.status} endDate={testnet.endDate} />}
      description={testnet.description}
      facts={[
        { label: 'Rewards', value: testnet.rewards || 'Not announced', wide: true },
        { label: 'Participants', value: formatNumber(testnet.participants) },
      ]}
      footer={<Countdown end={testnet.endDate} />}
    />
  ),
  grid: { estimateRowHeight: 420, minColumnWidth: 280, maxColumns: 3 },
  // Sorted by participants, running or ended is checked in memory.
  sparse: true,
  empty: (values) =>
    values.status === 'all'
      ? { title: 'No testnets yet', body: 'New testnets will show up here.' }
      : {
          title: `No testnets ${values.status === 'Active' ? 'active' : 'coming soon'}`,
          body: 'Try another status.',
          reset: { label: 'Show all testnets', to: { status: 'all' } },
        },
});
