import { useMemo } from 'react';

import type { BlogFacets } from '../../db/records/blog-facets';
import { useSearch } from '../../lib/navigation';
import { EmptyState } from '../../ui/EmptyState';
import { ResetButton } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { SparseEmpty } from '../../ui/SparseEmpty';
import { Spinner } from '../../ui/Spinner';
import { type QueryChange, useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { CONTENT_PATHS } from '../kit/content-paths';
import { querySpecOf } from '../kit/controls';
import { ControlsBar } from '../kit/ControlsBar';
import { blogControls, withCategoryTags } from './blog-query';
import { PostCard } from './PostCard';
import { useBlogFacets, useBlogList, useFeaturedPost } from './useBlogList';

function BlogPosts({ facets }: { facets: BlogFacets }) {
  const search = useSearch();
  const controls = useMemo(() => blogControls(facets, search), [facets, search]);
  const spec = useMemo(() => querySpecOf(controls), [controls]);
  const [query, setQueryState] = useQueryState(spec);
  const setQuery = (changes: Partial<typeof query>, how?: QueryChange) =>
    setQueryState(withCategoryTags(facets, query, changes), how);
  const featured = useFeaturedPost();
  const filtered = query.category !== 'all' || query.tag !== 'all';
  // The featured post leads the unfiltered blog; a filtered list shows whatever matches, in order.
  const lead = !filtered && featured ? featured : null;
  const list = useBlogList(query.category, query.tag, lead?.id ?? null);
  const clear = () => setQuery({ category: 'all', tag: 'all' });

  return (
    <>
      <div className="card mb-5 py-3">
        <ControlsBar label="Blog filters" controls={controls} values={query} onChange={setQuery}>
          {filtered && (
            <ResetButton onReset={clear} className="btn-ghost">
              Clear filters
            </ResetButton>
          )}
        </ControlsBar>
      </div>
      {featured === undefined ? (
        <Spinner className="py-16" />
      ) : (
        <>
          {lead && (
            <section aria-label="Featured post" className="mb-6">
              <PostCard post={lead} featured />
            </section>
          )}
          <VirtualList
            items={list.rows}
            getKey={(post) => post.id}
            renderItem={(post) => <PostCard post={post} />}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
            label="Blog posts"
            shownAbove={lead ? 1 : 0}
            estimateRowHeight={430}
            minColumnWidth={300}
            maxColumns={3}
            empty={
              <SparseEmpty key={`${query.category}:${query.tag}`} list={list}>
                {lead ? null : (
                  <EmptyState
                    title={filtered ? 'No posts match these filters' : 'No posts yet'}
                    action={
                      filtered ? (
                        <ResetButton onReset={clear}>Clear filters</ResetButton>
                      ) : undefined
                    }
                  />
                )}
              </SparseEmpty>
            }
          />
        </>
      )}
    </>
  );
}

/** /blog: the featured post first, then every post newest first, filterable by category and tag. */
export function ListScreen() {
  const facets = useBlogFacets();
  return (
    <ListLayout
      title={CONTENT_PATHS.blogPosts.title}
      intro="Research notes, guides and market commentary from the AlphaScout team."
    >
      {facets === undefined ? <Spinner className="py-16" /> : <BlogPosts facets={facets} />}
    </ListLayout>
  );
}
