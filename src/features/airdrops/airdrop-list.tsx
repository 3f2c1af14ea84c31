/**
 * The airdrops list: live ones first by end date, or by how many people take part. "Live" and
 * "Ended" split on the end date against the time the list opened: as an index range when
 * sorting by end date, as an in-memory check when sorting by participants.
 */
import { endedWalk, runningWalk } from '../../lib/end-dates';
import { formatNumber } from '../../lib/format';
import type { Airdrop } from '../../schemas/airdrop';
import { Countdown } from '../../ui/Countdown';
import { MediaCard } from '../../ui/MediaCard';
import { defineAreaList } from '../kit/area';
import { detailPath } from '../kit/content-paths';
import { control } from '../kit/controls';

export const airdropList = defineAreaList({
  collection: 'airdrops',
  intro:
    'Token airdrops you can still qualify for: what they are worth, what they ask of you and how long you have.',
  filterLabel: 'Filter airdrops',
  listLabel: 'Airdrops',
  controls: {
    show: control(
      'Show',
      [
        { value: 'live', label: 'Live' },
        { value: 'ended', label: 'Ended' },
      ],
      'live',
    ),
    sort: control(
      'Sort by',
      [
        {
          value: 'ending',
          label: (values) => (values.show === 'ended' ? 'Ended most recently' : 'Ending soonest'),
        },
        { value: 'participants', label: 'Most participants' },
      ],
      'ending',
      'select',
    ),
  },
  query: (values, now) => {
    const live = values.show === 'live';
    const shown = live ? runningWalk<Airdrop>(now) : endedWalk<Airdrop>(now);
    if (values.sort === 'participants') {
      return {
        collection: 'airdrops',
        sortBy: 'participants',
        direction: 'desc',
        where: shown.where,
      };
    }
    // Live: the one ending soonest first. Ended: the most recently ended first.
    return {
      collection: 'airdrops',
      sortBy: 'endDate',
      direction: live ? 'asc' : 'desc',
      ...shown,
    };
  },
  pageSize: 24,
  Card: ({ record: airdrop }) => (
    <MediaCard
      testId="airdrop-card"
      href={detailPath('airdrops', airdrop)}
      image={airdrop.image}
      title={airdrop.name}
      badges={<span className="badge-bullish">{airdrop.value}</span>}
      description={airdrop.description}
      facts={[
        { label: 'Participants', value: formatNumber(airdrop.participants) },
        { label: 'Tasks', value: airdrop.tasks.length },
      ]}
      footer={<Countdown end={airdrop.endDate} />}
    />
  ),
  grid: { estimateRowHeight: 420, minColumnWidth: 280, maxColumns: 3 },
  // Live or ended is checked in memory (by the instant an end date falls, lib/end-dates).
  sparse: true,
  empty: (values) =>
    values.show === 'live'
      ? {
          title: 'No live airdrops right now',
          body: 'New campaigns are added regularly; check back soon.',
        }
      : {
          title: 'No ended airdrops',
          body: 'Airdrops appear here once their end date has passed.',
          reset: { label: 'Show live airdrops', to: { show: 'live' } },
        },
});
