/** The whitelists list: raffles before a mint, how many spots are left and until when. */
import { endedWalk, runningWalk } from '../../lib/end-dates';
import { unlessAll } from '../../lib/url-query';
import { isFilled } from '../../schemas/status-rules';
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
  // Open or Closing Soon chosen lists the whitelists running with it and spots left (a status is
  // set by hand and may lag its end date and its spots). Filled is final, whatever the end date or
  // the stored status: no spots are left (isFilled). Ending soonest, unless only running ones are
  // listed: those still open to entries by their end, then the ended ones, most recently ended
  // first (one walk from the oldest end date would list those first).
  query: (values, now) => {
    const chosen = unlessAll(values.status);
    const filledOnly = chosen === 'Filled';
    // Filled goes by the spots left, which the status index does not know.
    const status = filledOnly ? undefined : chosen;
    const running = runningWalk<Whitelist>(now);
    const ended = endedWalk<Whitelist>(now);
    if (values.sort === 'spots') {
      // Filled lists every one with no spots left; otherwise the running ones with spots left, and
      // under All the ended ones after them, whose spots can no longer be taken.
      if (filledOnly)
        return {
          collection: 'whitelists',
          sortBy: 'remainingSpots',
          direction: 'desc',
          range: { from: 0, to: 0 },
        };
      const endedAfter =
        status === undefined ? ({ then: { direction: 'desc', where: ended.where } } as const) : {};
      return {
        collection: 'whitelists',
        equals: { status },
        sortBy: 'remainingSpots',
        direction: 'desc',
        ...(status === undefined ? {} : { range: { from: 1 } }),
        where: running.where,
        ...endedAfter,
      };
    }
    const kept = (whitelist: Whitelist): boolean =>
      chosen === undefined || isFilled(whitelist) === filledOnly;
    const endedAfter =
      status === undefined
        ? ({
            then: {
              direction: 'desc',
              range: ended.range,
              where: (whitelist: Whitelist) => ended.where(whitelist) && kept(whitelist),
            },
          } as const)
        : {};
    return {
      collection: 'whitelists',
      equals: { status },
      sortBy: 'endDate',
      direction: 'asc',
      range: running.range,
      where: (whitelist) => running.where(whitelist) && kept(whitelist),
      ...endedAfter,
    };
  },
  pageSize: 24,
  Card: ({ record: whitelist }) => (
    <MediaCard
      testId="whitelist-card"
      href={detailPath('whitelists', whitelist)}
      image={whitelist.image}
      title={whitelist.projectName}
      badges={<WhitelistStatus whitelist={whitelist} />}
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
