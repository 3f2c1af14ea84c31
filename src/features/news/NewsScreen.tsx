import { lazy, Suspense, useEffect } from 'react';

import { useSearch } from '../../lib/navigation';
import { unlessAll } from '../../lib/url-query';
import { EmptyState } from '../../ui/EmptyState';
import { ResetButton } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { NotFoundCard } from '../../ui/NotFoundState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { CONTENT_PATHS } from '../kit/content-paths';
import { ControlsBar } from '../kit/ControlsBar';
import { useContentList } from '../kit/useContentList';
import { useRecord } from '../kit/useRecord';
import {
  NEWS_CONTROLS,
  NEWS_PAGE_SIZE,
  NEWS_QUERY,
  newsItemHref,
  newsListHref,
} from './news-query';
import { NewsRow } from './NewsRow';

// The open item renders markdown (the renderer and its sanitiser, ~44 KB gzip): the list alone,
// the usual first visit, does without them.
const loadArticle = () => import('./NewsArticle');
const NewsArticle = lazy(() => loadArticle().then((module) => ({ default: module.NewsArticle })));

/**
 * /news and /news/{id} are one screen: the filtered list, and the chosen item open in
 * a panel beside it. Opening and closing an item keep the filter in the URL.
 */
export function NewsScreen({ openId }: { openId: string | null }) {
  const [query, setQuery] = useQueryState(NEWS_QUERY);
  const search = useSearch();
  const list = useContentList(
    query,
    {
      collection: 'news',
      sortBy: 'date',
      direction: 'desc',
      equals: { ecosystem: unlessAll(query.ecosystem) },
    },
    NEWS_PAGE_SIZE,
  );
  const open = useRecord('news', openId);
  useDocumentTitle(open?.title);
  // Loaded alongside the item's read, not after it.
  useEffect(() => {
    if (openId !== null) void loadArticle().catch(() => undefined); // the article's own render reports a failed load
  }, [openId]);

  return (
    <ListLayout
      title={CONTENT_PATHS.news.title}
      intro="What is moving across the six ecosystems we follow, newest first."
      filters={
        <ControlsBar
          label="News filters"
          controls={NEWS_CONTROLS}
          values={query}
          onChange={setQuery}
        />
      }
    >
      <div
        className={`grid gap-6 ${openId !== null ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]' : ''}`}
      >
        {openId !== null && (
          <div className="min-w-0 lg:order-2">
            <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
              {open === undefined ? (
                <Spinner className="card py-16" />
              ) : open === null ? (
                <NotFoundCard
                  heading="h2"
                  what={CONTENT_PATHS.news.noun}
                  backHref={newsListHref(search)}
                  backLabel={`Back to ${CONTENT_PATHS.news.backTo}`}
                />
              ) : (
                <Suspense fallback={<Spinner className="card py-16" />}>
                  <NewsArticle item={open} closeHref={newsListHref(search)} />
                </Suspense>
              )}
              {/* Beside the list the item scrolls in a box of its own, cut by the screen's edge: the
                  fade at that edge says there is more. Below the item once it is read to the end,
                  it covers nothing. */}
              <div
                data-testid="news-more-fade"
                aria-hidden="true"
                className="pointer-events-none sticky bottom-0 hidden h-6 bg-gradient-to-t from-ink-900 to-transparent lg:block"
              />
            </div>
          </div>
        )}
        <section aria-label="Headlines" className="min-w-0 lg:order-1">
          <VirtualList
            items={list.rows}
            getKey={(item) => item.id}
            renderItem={(item) => (
              <NewsRow
                item={item}
                href={newsItemHref(item.id, search)}
                open={item.id === openId}
                replacesOpen={openId !== null}
              />
            )}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
            label="News"
            placementKey={openId !== null ? 'News, an item open' : 'News'}
            estimateRowHeight={128}
            minColumnWidth={openId !== null ? undefined : 420}
            maxColumns={2}
            empty={
              query.ecosystem === 'all' ? (
                <EmptyState title="No news yet">New stories will show up here.</EmptyState>
              ) : (
                <EmptyState
                  title="No news for this ecosystem yet"
                  action={
                    <ResetButton onReset={() => setQuery({ ecosystem: 'all' })}>
                      Show all ecosystems
                    </ResetButton>
                  }
                />
              )
            }
          />
        </section>
      </div>
    </ListLayout>
  );
}
