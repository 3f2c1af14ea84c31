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
import { AIRDROP_LIST_SPEC } from './airdrop-list';
import { useAirdropList } from './useAirdrops';

/** Airdrop campaigns, live ones first by end date, or by how many people take part. */
export function ListScreen(_props: ScreenProps) {
  const [state, setState] = useQueryState(AIRDROP_LIST_SPEC);
  const list = useAirdropList(state);

  return (
    <ListLayout
      title="Airdrops"
      intro="Token airdrops you can still qualify for: what they are worth, what they ask of you and how long you have."
      filters={
        <FilterBar label="Filter airdrops">
          <ChipGroup label="Show" value={state.show} onChange={(show) => setState({ show })} options={[{ value: 'live', label: 'Live' }, { value: 'ended', label: 'Ended' }]} />
          <SortSelect value={state.sort} onChange={(sort) => setState({ sort })} options={[{ value: 'ending', label: state.show === 'live' ? 'Ending soonest' : 'Ended most recently' }, { value: 'participants', label: 'Most participants' }]} />
        </FilterBar>
      }
    >
      <VirtualList
        label="Airdrops"
        items={list.rows}
        getKey={(airdrop) => airdrop.id}
        renderItem={(airdrop) => (
          <MediaCard
            testId="airdrop-card"
            href={detailPath('airdrops', airdrop) ?? '/airdrops'}
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
        )}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        estimateRowHeight={420}
        minColumnWidth={280}
        maxColumns={3}
        empty={
          <EmptyState title={state.show === 'live' ? 'No live airdrops right now' : 'No ended airdrops'} action={state.show === 'ended' ? <button type="button" className="btn-outline" onClick={() => setState({ show: 'live' })}>Show live airdrops</button> : undefined}>
            {state.show === 'live' ? 'New campaigns are added regularly; check back soon.' : 'Airdrops appear here once their end date has passed.'}
          </EmptyState>
        }
      />
    </ListLayout>
  );
}
