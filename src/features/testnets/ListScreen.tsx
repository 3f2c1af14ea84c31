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
import { TESTNET_LIST_SPEC } from './testnet-list';
import { TestnetStatus } from './TestnetStatus';
import { useTestnetList } from './useTestnets';

/** Incentivised testnets, active or coming soon. */
export function ListScreen(_props: ScreenProps) {
  const [state, setState] = useQueryState(TESTNET_LIST_SPEC);
  const list = useTestnetList(state);

  return (
    <ListLayout
      title="Testnets"
      intro="Try new networks before launch and earn rewards for it: what each testnet pays, what it asks and how long it runs."
      filters={
        <FilterBar label="Filter testnets">
          <ChipGroup label="Status" value={state.status} onChange={(status) => setState({ status })} options={[{ value: 'all', label: 'All' }, { value: 'Active', label: 'Active' }, { value: 'Coming Soon', label: 'Coming Soon' }]} />
          <SortSelect value={state.sort} onChange={(sort) => setState({ sort })} options={[{ value: 'ending', label: 'Ending soonest' }, { value: 'participants', label: 'Most participants' }]} />
        </FilterBar>
      }
    >
      <VirtualList
        label="Testnets"
        items={list.rows}
        getKey={(testnet) => testnet.id}
        renderItem={(testnet) => (
          <MediaCard
            testId="testnet-card"
            href={detailPath('testnets', testnet) ?? '/testnets'}
            image={testnet.image}
            title={testnet.name}
            badges={<TestnetStatus status={testnet.status} />}
            description={testnet.description}
            facts={[
              { label: 'Rewards', value: testnet.rewards || 'Not announced', wide: true },
              { label: 'Participants', value: formatNumber(testnet.participants) },
            ]}
            footer={<Countdown end={testnet.endDate} />}
          />
        )}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        estimateRowHeight={420}
        minColumnWidth={280}
        maxColumns={3}
        empty={
          <EmptyState title={state.status === 'all' ? 'No testnets yet' : `No testnets ${state.status === 'Active' ? 'active' : 'coming soon'}`} action={state.status !== 'all' ? <button type="button" className="btn-outline" onClick={() => setState({ status: 'all' })}>Show all testnets</button> : undefined}>
            {state.status === 'all' ? 'New testnets will show up here.' : 'Try another status.'}
          </EmptyState>
        }
      />
    </ListLayout>
  );
}
