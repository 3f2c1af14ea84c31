import type { ScreenProps } from '../../app/routes';
import { detailPath } from '../catalog';
import { formatNumber } from '../../lib/format';
import { Countdown } from '../../ui/Countdown';
import { EmptyState } from '../../ui/EmptyState';
import { ChipGroup, FilterBar, SortSelect } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { MediaCard } from '../../ui/MediaCard';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { CategoryBadge, GiveawayStatus, HostLine } from './GiveawayBadges';
import { GIVEAWAY_LIST_SPEC } from './giveaway-list';
import { useGiveawayList } from './useGiveaways';

/** Giveaways hosted on X, by category and status. */
export function ListScreen(_props: ScreenProps) {
  const [state, setState] = useQueryState(GIVEAWAY_LIST_SPEC);
  const list = useGiveawayList(state);
  const filtered = state.category !== 'all' || state.status !== 'active';

  return (
    <ListLayout
      title="Giveaways"
      intro="NFTs, coins and in-game items given away on X. Check who hosts each one: a real giveaway never asks for your seed phrase."
      filters={
        <FilterBar label="Filter giveaways">
          <ChipGroup label="Category" value={state.category} onChange={(category) => setState({ category })} options={[{ value: 'all', label: 'All' }, { value: 'nft', label: 'NFT' }, { value: 'coin', label: 'Coin' }, { value: 'gaming', label: 'Gaming' }]} />
          <ChipGroup label="Status" value={state.status} onChange={(status) => setState({ status })} options={[{ value: 'active', label: 'Active' }, { value: 'ended', label: 'Ended' }, { value: 'all', label: 'All' }]} />
          <SortSelect value={state.sort} onChange={(sort) => setState({ sort })} options={[{ value: 'ending', label: state.status === 'ended' ? 'Ended most recently' : 'Ending soonest' }, { value: 'participants', label: 'Most participants' }]} />
        </FilterBar>
      }
    >
      <VirtualList
        label="Giveaways"
        items={list.rows}
        getKey={(giveaway) => giveaway.id}
        renderItem={(giveaway) => (
          <MediaCard
            testId="giveaway-card"
            href={detailPath('giveaways', giveaway) ?? '/giveaways'}
            image={giveaway.image}
            title={giveaway.title}
            badges={
              <>
                <CategoryBadge category={giveaway.category} />
                <GiveawayStatus status={giveaway.status} />
              </>
            }
            facts={[
              { label: 'Prize', value: giveaway.prize, wide: true },
              { label: 'Participants', value: formatNumber(giveaway.participants) },
            ]}
            footer={
              <div className="flex items-center justify-between gap-3 text-text-muted">
                <HostLine host={giveaway.host} />
                <Countdown end={giveaway.endDate} className="shrink-0" />
              </div>
            }
          />
        )}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        estimateRowHeight={400}
        minColumnWidth={280}
        maxColumns={3}
        empty={
          <EmptyState title="No giveaways match these filters" action={filtered ? <button type="button" className="btn-outline" onClick={() => setState({ category: 'all', status: 'active' })}>Show all active giveaways</button> : undefined}>
            {filtered ? 'Try another category or status.' : 'New giveaways will show up here.'}
          </EmptyState>
        }
      />
    </ListLayout>
  );
}
