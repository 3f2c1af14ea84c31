import type { ScreenProps } from '../../app/routes';
import { ChipGroup, FilterBar, SortSelect } from '../../ui/FilterBar';
import { EmptyState } from '../../ui/EmptyState';
import { ListLayout } from '../../ui/ListLayout';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { SignalCard } from './SignalCard';
import { SIGNAL_LIST_SPEC } from './signal-list';
import { useSignalList } from './useSignals';

/** Alpha Call: every signal, filtered by type, action and status, by score or newest first. */
export function ListScreen(_props: ScreenProps) {
  const [state, setState] = useQueryState(SIGNAL_LIST_SPEC);
  const list = useSignalList(state);
  const filtered = state.type !== 'all' || state.action !== 'all' || state.status !== 'all';

  return (
    <ListLayout
      title="Alpha Call signals"
      intro="Buy and sell calls on coins and NFT collections, each with a score from 0 to 100 and the indicators behind it. For information only, not financial advice."
      filters={
        <FilterBar label="Filter signals">
          <ChipGroup label="Type" value={state.type} onChange={(type) => setState({ type })} options={[{ value: 'all', label: 'All' }, { value: 'CRYPTO', label: 'Crypto' }, { value: 'NFT', label: 'NFT' }]} />
          <ChipGroup label="Action" value={state.action} onChange={(action) => setState({ action })} options={[{ value: 'all', label: 'All' }, { value: 'BUY', label: 'Buy' }, { value: 'SELL', label: 'Sell' }]} />
          <ChipGroup label="Status" value={state.status} onChange={(status) => setState({ status })} options={[{ value: 'all', label: 'All' }, { value: 'Active', label: 'Active' }, { value: 'Inactive', label: 'Inactive' }]} />
          <SortSelect value={state.sort} onChange={(sort) => setState({ sort })} options={[{ value: 'score', label: 'Highest score' }, { value: 'newest', label: 'Newest' }]} />
        </FilterBar>
      }
    >
      <VirtualList
        label="Signals"
        items={list.rows}
        getKey={(signal) => signal.id}
        renderItem={(signal) => <SignalCard signal={signal} />}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        estimateRowHeight={150}
        minColumnWidth={300}
        maxColumns={3}
        empty={
          <EmptyState
            title={filtered ? 'No signals match these filters' : 'No signals yet'}
            action={filtered ? <button type="button" className="btn-outline" onClick={() => setState({ type: 'all', action: 'all', status: 'all' })}>Clear filters</button> : undefined}
          >
            {filtered ? 'Try another type, action or status.' : 'New calls will show up here.'}
          </EmptyState>
        }
      />
    </ListLayout>
  );
}
