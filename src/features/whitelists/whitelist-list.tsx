/** The whitelists list: raffles before a mint, how many spots are left and until when. */
import { endedWalk, runningWalk } from '../../lib/end-dates';
import { unlessAll } from '../../lib/url-query';
import type { Whitelist } from '../../schemas/whitelist';
import { Countdown } from '../../ui/Countdown';
import { MediaCard } from '../../ui/MediaCard';
import { defineAreaList } from '../kit/area';
import { detailPath } from '../kit/content-paths';
import { control, withAll } from '../kit/controls';
import { SpotsLeft, WhitelistStatus } from './WhitelistParts';

export const whitelistList = defineAreaList({
  collection: 'whitelists',
  intro:
    'Whitelist spots for upcoming mints: how many are left, how long you have and what it takes to get one.',
  filterLabel: 'Filter whitelists',
  listLabel: 'Whitelists',
  controls: {
    status: control(
      'Status',
      withAll([
        { value: 'Open', label: 'Open' },
        { value: 'Closing Soon', label: 'Closing Soon' },
        { value: 'Filled', label: 'Filled' },
      ]),
      'all',
    ),
    // Most spots left first by default: running raffles lead, filled ones (0 left) sink, and ended ones follow.
    sort: control(
      'Sort by',
      [
        { value: 'spots', label: 'Most spots left' },
        { value: 'ending', label: 'Ending soonest' },
      ],
      'spots',
      'select',
    ),
  },
  // Open or Closing Soon chosen lists the whitelists running with it (a status is set by hand and
  // may lag its end date). Filled is final, whatever the end date: no spots are left. Ending
  // soonest, unless only running ones are listed: those still open to entries by their end, then
  // the ended ones, most recently ended first (one walk from the oldest end date would list those first).
  query: (values, now) => {
    const status = unlessAll(values.status);
    const runningOnly = status !== undefined && status !== 'Filled';
    const running = runningWalk<Whitelist>(now);
    if (values.sort === 'spots') {
      // Filled lists every filled one; otherwise the running ones, and under All the ended ones after
      // them, whose spots can no longer be taken.
      const runningFirst = status === 'Filled' ? {} : { where: running.where };
      const endedAfter =
        status === undefined
          ? ({ then: { direction: 'desc', where: endedWalk<Whitelist>(now).where } } as const)
          : {};
      return {
        collection: 'whitelists',
        equals: { status },
        sortBy: 'remainingSpots',
        direction: 'desc',
        ...runningFirst,
        ...endedAfter,
      };
    }
    const ended = runningOnly
      ? {}
      : ({ then: { direction: 'desc', ...endedWalk<Whitelist>(now) } } as const);
    return {
      collection: 'whitelists',
      equals: { status },
      sortBy: 'endDate',
      direction: 'asc',
      ...running,
      ...ended,
    };
  },
  pageSize: 24,
  Card: ({ record: whitelist }) => (
    <MediaCard
      testId="whitelist-card"
      href={detailPath('whitelists', whitelist)}
      image={whitelist.image}
      title={whitelist.projectName}
      badges={<WhitelistStatus status={whitelist.status} endDate={whitelist.endDate} />}
      description={whitelist.description}
      facts={[]}
      footer={
        <div className="flex flex-col gap-2">
          <SpotsLeft whitelist={whitelist} />
          <Countdown end={whitelist.endDate} className="text-sm" />
        </div>
      }
    />
  ),
  grid: { estimateRowHeight: 420, minColumnWidth: 280, maxColumns: 3 },
  // Sorted by spots left, whether a raffle is running is checked in memory.
  sparse: true,
  empty: (values) =>
    values.status === 'all'
      ? { title: 'No whitelists yet', body: 'New whitelist raffles will show up here.' }
      : {
          title: `No ${values.status.toLowerCase()} whitelists`,
          body: 'Try another status.',
          reset: { label: 'Show all whitelists', to: { status: 'all' } },
        },
});
