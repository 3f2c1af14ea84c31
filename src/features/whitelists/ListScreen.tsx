import type { ScreenProps } from '../../app/routes';
import { detailPath } from '../catalog';
import { Countdown } from '../../ui/Countdown';
import { EmptyState } from '../../ui/EmptyState';
import { ChipGroup, FilterBar, SortSelect } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { MediaCard } from '../../ui/MediaCard';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { useWhitelistList } from './useWhitelists';
import { WHITELIST_LIST_SPEC } from './whitelist-list';
import { SpotsLeft, WhitelistStatus } from './WhitelistParts';

/** Whitelist raffles before a mint: how many spots are left and until when. */
export function ListScreen(_props: ScreenProps) {
  const [state, setState] = useQueryState(WHITELIST_LIST_SPEC);
  const list = useWhitelistList(state);

  return (
    <ListLayout
      title="Whitelists"
      intro="Whitelist spots for upcoming mints: how many are left, how long you have and what it takes to get one."
      filters={
        <FilterBar label="Filter whitelists">
          <ChipGroup label="Status" value={state.status} onChange={(status) => setState({ status })} options={[{ value: 'all', label: 'All' }, { value: 'Open', label: 'Open' }, { value: 'Closing Soon', label: 'Closing Soon' }, { value: 'Filled', label: 'Filled' }]} />
          <SortSelect value={state.sort} onChange={(sort) => setState({ sort })} options={[{ value: 'spots', label: 'Most spots left' }, { value: 'ending', label: 'Ending soonest' }]} />
        </FilterBar>
      }
    >
      <VirtualList
        label="Whitelists"
        items={list.rows}
        getKey={(whitelist) => whitelist.id}
        renderItem={(whitelist) => (
          <MediaCard
            testId="whitelist-card"
            href={detailPath('whitelists', whitelist) ?? '/whitelists'}
            image={whitelist.image}
            title={whitelist.projectName}
            badges={<WhitelistStatus status={whitelist.status} />}
            description={whitelist.description}
            facts={[]}
            footer={
              <div className="flex flex-col gap-2">
                <SpotsLeft whitelist={whitelist} />
                <Countdown end={whitelist.endDate} className="text-sm" />
              </div>
            }
          />
        )}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        estimateRowHeight={420}
        minColumnWidth={280}
        maxColumns={3}
        empty={
          <EmptyState title={state.status === 'all' ? 'No whitelists yet' : `No ${state.status.toLowerCase()} whitelists`} action={state.status !== 'all' ? <button type="button" className="btn-outline" onClick={() => setState({ status: 'all' })}>Show all whitelists</button> : undefined}>
            {state.status === 'all' ? 'New whitelist raffles will show up here.' : 'Try another status.'}
          </EmptyState>
        }
      />
    </ListLayout>
  );
}
