import type { ScreenProps } from '../../app/routes';
import { useScrollToTop } from '../../ui/useScrollToTop';
import { NFT_CATEGORIES, NFT_STATUSES } from '../../schemas/nft-project';
import { EmptyState } from '../../ui/EmptyState';
import { ChipGroup, FilterBar, SortSelect, type Option } from '../../ui/FilterBar';
import { SparseEmpty } from '../../ui/SparseEmpty';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { NftCard } from './NftCard';
import { ALL, NFT_QUERY, NFT_SORTS } from './nft-query';
import { useNftList } from './useNftList';

const STATUS_OPTIONS: readonly Option<typeof ALL | (typeof NFT_STATUSES)[number]>[] = [
  { value: ALL, label: 'All' },
  ...NFT_STATUSES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) })),
];
const CATEGORY_OPTIONS: readonly Option<typeof ALL | (typeof NFT_CATEGORIES)[number]>[] = [{ value: ALL, label: 'All' }, ...NFT_CATEGORIES.map((value) => ({ value, label: value }))];
const SORT_OPTIONS = (Object.keys(NFT_SORTS) as (keyof typeof NFT_SORTS)[]).map((value) => ({ value, label: NFT_SORTS[value].label }));

/** /nft: NFT projects, filtered by status and category and sorted, all kept in the URL. */
export function ListScreen(_props: ScreenProps) {
  // A list opens at its top; VirtualList restores the position itself on Back.
  useScrollToTop('nft');
  const [query, setQuery] = useQueryState(NFT_QUERY);
  const list = useNftList(query);
  const filtered = query.status !== ALL || query.category !== ALL;
  return (
    <main className="page">
      <h1 className="heading">NFT projects</h1>
      <p className="muted mt-1 text-sm">Upcoming and live mints with their price, supply, team and roadmap. Do your own research before you mint.</p>
      <div className="mt-5 mb-6">
        <FilterBar label="NFT filters">
          <ChipGroup label="Status" value={query.status} options={STATUS_OPTIONS} onChange={(status) => setQuery({ status })} />
          <ChipGroup label="Category" value={query.category} options={CATEGORY_OPTIONS} onChange={(category) => setQuery({ category })} />
          <SortSelect value={query.sort} options={SORT_OPTIONS} onChange={(sort) => setQuery({ sort })} />
        </FilterBar>
      </div>
      <VirtualList
        items={list.rows}
        getKey={(project) => project.id}
        renderItem={(project) => <NftCard project={project} />}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        label="NFT projects"
        estimateRowHeight={380}
        minColumnWidth={280}
        maxColumns={4}
        empty={
          <SparseEmpty key={`${query.status}:${query.category}:${query.sort}`} list={list}>
            <EmptyState
              title={filtered ? 'No NFT projects match these filters' : 'No NFT projects yet'}
              action={
                filtered ? (
                  <button type="button" className="btn-outline" onClick={() => setQuery({ status: ALL, category: ALL })}>
                    Clear filters
                  </button>
                ) : undefined
              }
            />
          </SparseEmpty>
        }
      />
    </main>
  );
}
