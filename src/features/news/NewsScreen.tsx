import { Link, useSearch } from '../../lib/navigation';
import { NEWS_ECOSYSTEMS, type News } from '../../schemas/news';
import { EmptyState } from '../../ui/EmptyState';
import { ChipGroup, FilterBar, type Option } from '../../ui/FilterBar';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { NewsArticle } from './NewsArticle';
import { ALL, ECOSYSTEM_LABELS, NEWS_QUERY, newsItemHref, newsListHref } from './news-query';
import { NewsRow } from './NewsRow';
import { useNewsItem, useNewsList } from './useNews';

const FILTER_OPTIONS: readonly Option<typeof ALL | News['ecosystem']>[] = [{ value: ALL, label: 'All' }, ...NEWS_ECOSYSTEMS.map((value) => ({ value, label: ECOSYSTEM_LABELS[value] }))];

/**
 * /news and /news/{id} are one screen (spec §2): the filtered list, and the chosen item open in
 * a panel beside it. Opening and closing an item keep the filter in the URL.
 */
export function NewsScreen({ openId }: { openId: string | null }) {
  const [query, setQuery] = useQueryState(NEWS_QUERY);
  const search = useSearch();
  const list = useNewsList(query.ecosystem);
  const open = useNewsItem(openId);
  useDocumentTitle(open?.title);

  return (
    <main className="page">
      <h1 className="heading">News</h1>
      <p className="muted mt-1 text-sm">What is moving across the six ecosystems we follow, newest first.</p>
      <div className="mt-5">
        <FilterBar label="News filters">
          <ChipGroup label="Ecosystem" value={query.ecosystem} options={FILTER_OPTIONS} onChange={(ecosystem) => setQuery({ ecosystem })} />
        </FilterBar>
      </div>
      <div className={`mt-6 grid gap-6 ${openId !== null ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]' : ''}`}>
        {openId !== null && (
          <div className="min-w-0 lg:order-2">
            <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
              {open === undefined ? (
                <Spinner className="card py-16" />
              ) : open === null ? (
                <div className="card text-center" role="status">
                  <h2 className="text-lg font-semibold">News item not found</h2>
                  <p className="muted mt-1 text-sm">It may have been removed, or the link may be mistyped.</p>
                  <Link href={newsListHref(search)} className="btn-primary mt-4">
                    ← Back to all news
                  </Link>
                </div>
              ) : (
                <NewsArticle item={open} closeHref={newsListHref(search)} />
              )}
            </div>
          </div>
        )}
        <section aria-label="Headlines" className="min-w-0 lg:order-1">
          <VirtualList
            items={list.rows}
            getKey={(item) => item.id}
            renderItem={(item) => <NewsRow item={item} href={newsItemHref(item.id, search)} open={item.id === openId} />}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
            label="News"
            estimateRowHeight={128}
            minColumnWidth={openId !== null ? undefined : 420}
            maxColumns={2}
            empty={
              <EmptyState
                title="No news for this ecosystem yet"
                action={
                  <button type="button" className="btn-outline" onClick={() => setQuery({ ecosystem: ALL })}>
                    Show all ecosystems
                  </button>
                }
              />
            }
          />
        </section>
      </div>
    </main>
  );
}
