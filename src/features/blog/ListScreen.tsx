import { useMemo } from 'react';
import type { ScreenProps } from '../../app/routes';
import { useScrollToTop } from '../../ui/useScrollToTop';
import type { BlogFacets } from '../../db/blog-queries';
import { EmptyState } from '../../ui/EmptyState';
import { ChipGroup, FilterBar, SortSelect } from '../../ui/FilterBar';
import { SparseEmpty } from '../../ui/SparseEmpty';
import { Spinner } from '../../ui/Spinner';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { ALL, blogQuerySpec } from './blog-query';
import { PostCard } from './PostCard';
import { useBlogFacets, useBlogList, useFeaturedPost } from './useBlogList';

function BlogPosts({ facets }: { facets: BlogFacets }) {
  const spec = useMemo(() => blogQuerySpec(facets.categories, facets.tags), [facets]);
  const [query, setQuery] = useQueryState(spec);
  const featured = useFeaturedPost();
  const filtered = query.category !== ALL || query.tag !== ALL;
  // The featured post leads the unfiltered blog; a filtered list shows whatever matches, in order.
  const lead = !filtered && featured ? featured : null;
  const list = useBlogList(query.category, query.tag, lead?.id ?? null);
  const clear = () => setQuery({ category: ALL, tag: ALL });

  return (
    <>
      <div className="mt-5 mb-6">
        <FilterBar label="Blog filters">
          <ChipGroup
            label="Category"
            value={query.category}
            options={[{ value: ALL, label: 'All' }, ...facets.categories.map((value) => ({ value, label: value }))]}
            onChange={(category) => setQuery({ category })}
          />
          <SortSelect
            label="Tag"
            value={query.tag}
            options={[{ value: ALL, label: 'All tags' }, ...facets.tags.map((value) => ({ value, label: `#${value}` }))]}
            onChange={(tag) => setQuery({ tag })}
          />
          {filtered && (
            <button type="button" className="btn-ghost" onClick={clear}>
              Clear filters
            </button>
          )}
        </FilterBar>
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
                        <button type="button" className="btn-outline" onClick={clear}>
                          Clear filters
                        </button>
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
export function ListScreen(_props: ScreenProps) {
  // A list opens at its top; VirtualList restores the position itself on Back.
  useScrollToTop('blog');
  const facets = useBlogFacets();
  return (
    <main className="page">
      <h1 className="heading">Blog</h1>
      <p className="muted mt-1 text-sm">Research notes, guides and market commentary from the AlphaScout team.</p>
      {facets === undefined ? <Spinner className="py-16" /> : <BlogPosts facets={facets} />}
    </main>
  );
}
