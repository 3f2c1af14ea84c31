/** The giveaways list: giveaways hosted on X, by category and status (keyset query on both). */
import { endedWalk, runningWalk } from '../../lib/end-dates';
import { formatNumber } from '../../lib/format';
import { unlessAll } from '../../lib/url-query';
import type { Giveaway } from '../../schemas/giveaway';
import { endedByHand } from '../../schemas/status-rules';
import { Countdown } from '../../ui/Countdown';
import { MediaCard } from '../../ui/MediaCard';
import { defineAreaList } from '../kit/area';
import { detailPath } from '../kit/content-paths';
import { control, withAll } from '../kit/controls';
import { CategoryBadge, GiveawayStatus, HostLine } from './GiveawayBadges';

export const giveawayList = defineAreaList({
  collection: 'giveaways',
  intro:
    'NFTs, coins and in-game items given away on X. Check who hosts each one: a real giveaway never asks for your seed phrase.',
  filterLabel: 'Filter giveaways',
  listLabel: 'Giveaways',
  controls: {
    category: control(
      'Category',
      withAll([
        { value: 'nft', label: 'NFT' },
        { value: 'coin', label: 'Coin' },
        { value: 'gaming', label: 'Gaming' },
      ]),
      'all',
    ),
    // Active by default: a visitor comes to enter giveaways, not to read about ended ones.
    status: control(
      'Status',
      withAll([
        { value: 'active', label: 'Active' },
        { value: 'ended', label: 'Ended' },
      ]),
      'active',
    ),
    sort: control(
      'Sort by',
      [
        {
          value: 'ending',
          label: (values) => (values.status === 'ended' ? 'Ended most recently' : 'Ending soonest'),
        },
        { value: 'participants', label: 'Most participants' },
      ],
      'ending',
      'select',
    ),
  },
  // Active means running now: stored as active and not past its end. Ended is either: a status is
  // set by hand and may lag its end date. Running ones soonest first, ended ones most recent first;
  // under All, the running ones before the ended ones in either sort.
  query: (values, now) => {
    const category = unlessAll(values.category);
    const byEnd = values.sort === 'ending';
    const sortBy = byEnd ? 'endDate' : 'participants';
    const running = runningWalk<Giveaway>(now);
    const ended = endedWalk<Giveaway>(now);
    if (values.status === 'active') {
      return byEnd
        ? {
            collection: 'giveaways',
            sortBy,
            direction: 'asc',
            equals: { status: 'active', category },
            ...running,
          }
        : {
            collection: 'giveaways',
            sortBy,
            direction: 'desc',
            equals: { status: 'active', category },
            where: running.where,
          };
    }
    if (values.status === 'ended') {
      // Two index walks: those ended by hand before their date (the index's form of endedByHand),
      // then all past their date.
      return byEnd
        ? {
            collection: 'giveaways',
            sortBy,
            direction: 'desc',
            equals: { status: 'ended', category },
            ...running,
            then: { direction: 'desc', equals: { category }, ...ended },
          }
        : {
            collection: 'giveaways',
            sortBy,
            direction: 'desc',
            equals: { category },
            where: (giveaway) => endedByHand(giveaway) || ended.where(giveaway),
          };
    }
    // By participants: Active's, then Ended's, each a walk of the same index.
    const endedEither = (giveaway: Giveaway): boolean =>
      endedByHand(giveaway) || ended.where(giveaway);
    return byEnd
      ? {
          collection: 'giveaways',
          sortBy,
          direction: 'asc',
          equals: { category },
          ...running,
          then: { direction: 'desc', ...ended },
        }
      : {
          collection: 'giveaways',
          sortBy,
          direction: 'desc',
          equals: { category },
          where: (giveaway) => !endedEither(giveaway),
          then: { direction: 'desc', where: endedEither },
        };
  },
  pageSize: 24,
  Card: ({ record: giveaway }) => (
    <MediaCard
      testId="giveaway-card"
      href={detailPath('giveaways', giveaway)}
      image={giveaway.image}
      title={giveaway.title}
      badges={
        <>
          <CategoryBadge category={giveaway.category} />
          <GiveawayStatus status={giveaway.status} endDate={giveaway.endDate} />
        </>
      }
      facts={[
        { label: 'Prize', value: giveaway.prize, wide: true },
        { label: 'Participants', value: formatNumber(giveaway.participants) },
      ]}
      footer={
        <div className="flex items-center justify-between gap-3 text-text-muted">
          <HostLine host={giveaway.host} />
          {endedByHand(giveaway) ? (
            // Ended by hand before its date: no time left to count, as on its page.
            <time dateTime={giveaway.endDate} className="shrink-0 text-text-faint" data-ended>
              Ended
            </time>
          ) : (
            <Countdown end={giveaway.endDate} className="shrink-0" />
          )}
        </div>
      }
    />
  ),
  grid: { estimateRowHeight: 400, minColumnWidth: 280, maxColumns: 3 },
  // Running or ended by date is checked in memory (by the instant an end date falls, lib/end-dates).
  sparse: true,
  empty: (_values, isDefault) =>
    isDefault
      ? {
          title: 'No active giveaways right now',
          body: 'New giveaways will show up here.',
          reset: { label: 'Show ended giveaways', to: { status: 'ended' } },
        }
      : {
          title: 'No giveaways match these filters',
          body: 'Try another category or status.',
          reset: { label: 'Show all active giveaways', to: { category: 'all', status: 'active' } },
        },
});
