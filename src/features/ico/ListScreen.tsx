import type { ScreenProps } from '../../app/routes';
import { useScrollToTop } from '../../ui/useScrollToTop';
import { ICO_STATUSES } from '../../schemas/ico-project';
import { EmptyState } from '../../ui/EmptyState';
import { ChipGroup, FilterBar, SortSelect, type Option } from '../../ui/FilterBar';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { IcoCard } from './IcoCard';
import { ALL, ICO_QUERY, ICO_SORTS } from './ico-query';
import { useIcoList } from './useIcoList';

const STATUS_OPTIONS: readonly Option<typeof ALL | (typeof ICO_STATUSES)[number]>[] = [
  { value: ALL, label: 'All' },
  ...ICO_STATUSES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) })),
];
const SORT_OPTIONS = (Object.keys(ICO_SORTS) as (keyof typeof ICO_SORTS)[]).map((value) => ({ value, label: ICO_SORTS[value].label }));

/** /ico: token sales with how much each has raised, filtered by status and sorted (URL state). */
export function ListScreen(_props: ScreenProps) {
  // A list opens at its top; VirtualList restores the position itself on Back.
  useScrollToTop('ico');
  const [query, setQuery] = useQueryState(ICO_QUERY);
  const list = useIcoList(query);
  return (
    <main className="page">
      <h1 className="heading">ICO projects</h1>
      <p className="muted mt-1 text-sm">Live and upcoming token sales, with price, hard cap, tokenomics and vesting. Nothing here is financial advice.</p>
      <div className="mt-5 mb-6">
        <FilterBar label="ICO filters">
          <ChipGroup label="Status" value={query.status} options={STATUS_OPTIONS} onChange={(status) => setQuery({ status })} />
          <SortSelect value={query.sort} options={SORT_OPTIONS} onChange={(sort) => setQuery({ sort })} />
        </FilterBar>
      </div>
      <VirtualList
        items={list.rows}
        getKey={(project) => project.id}
        renderItem={(project) => <IcoCard project={project} />}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        label="ICO projects"
        estimateRowHeight={260}
        minColumnWidth={300}
        maxColumns={3}
        empty={
          <EmptyState
            title={query.status === ALL ? 'No ICO projects yet' : `No ${query.status} ICO projects right now`}
            action={
              query.status !== ALL ? (
                <button type="button" className="btn-outline" onClick={() => setQuery({ status: ALL })}>
                  Show all statuses
                </button>
              ) : undefined
            }
          />
        }
      />
    </main>
  );
}
