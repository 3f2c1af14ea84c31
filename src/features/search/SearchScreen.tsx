import { useId, useState } from 'react';

import { Link, navigate, useSearch } from '../../lib/navigation';
import { isExternalHref } from '../../lib/safe-uri';
import { COLLECTION_LABELS, SEARCH_COLLECTIONS } from '../../schemas/registry';
import { EmptyState } from '../../ui/EmptyState';
import { ChipGroup, FilterBar, ResetButton } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { VirtualList } from '../../ui/VirtualList';
import type { SearchCounts, SearchHit } from '../../worker/client';
import { detailPath } from '../kit/content-paths';
import { groupHeading } from './result-groups';
import { readSearchPageQuery, type SearchKind, searchPageHref } from './search-page-query';
import { HitSummary, INDEXING_NOTE } from './SearchResults';
import { hitKey, useSearchPage } from './useSearchPage';

const ROW = 'card-link flex items-center gap-3';

/**
 * A result as the page lists it, opening what the box's result opens (docs/product.md, "Search"):
 * a link record's site in a new tab, any other record's page (by id, or by slug for courses and
 * blog posts).
 */
function ResultRow({ hit }: { hit: SearchHit }) {
  if (hit.url !== undefined) {
    // Records are validated on import, but a row written some other way must not become a
    // `data:` or `vbscript:` link (ui/ExternalLink).
    if (!isExternalHref(hit.url))
      return (
        <div className={ROW}>
          <HitSummary hit={hit} />
        </div>
      );
    return (
      <a href={hit.url} target="_blank" rel="noopener noreferrer" className={ROW}>
        <HitSummary hit={hit} />
      </a>
    );
  }
  const path = detailPath(hit.collection, { id: hit.id, ...(hit.slug ? { slug: hit.slug } : {}) });
  return path === null ? (
    <div className={ROW}>
      <HitSummary hit={hit} />
    </div>
  ) : (
    <Link href={path} className={ROW}>
      <HitSummary hit={hit} />
    </Link>
  );
}

/** The page's own search field: a new query is a new address (and history entry), all kinds. */
function QueryForm({ query }: { query: string }) {
  const id = useId();
  return (
    <form
      className="flex w-full min-w-0 flex-col gap-1.5 sm:w-96"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get('q');
        const href = searchPageHref(typeof typed === 'string' ? typed : '');
        if (href !== `${window.location.pathname}${window.location.search}`) navigate(href);
      }}
    >
      <label htmlFor={id} className="filter-label">
        Search for
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          autoComplete="off"
          placeholder="Search signals, airdrops, projects…"
          className="field-input mt-0 min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </div>
    </form>
  );
}

/** The kinds to offer: every kind with results, and the one asked for even when it has none. */
function kindOptions(counts: SearchCounts, kind: SearchKind) {
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return [
    { value: 'all' as SearchKind, label: `All · ${all.toLocaleString()}` },
    ...SEARCH_COLLECTIONS.filter(
      (collection) => (counts[collection] ?? 0) > 0 || collection === kind,
    ).map((collection) => ({
      value: collection,
      label: groupHeading(collection, counts[collection] ?? 0),
    })),
  ];
}

/**
 * /search?q=&kind= (docs/product.md, "Search"): every result of the query, up to the best 2,000,
 * windowed and read a page at a time, filtered by kind in the URL.
 */
export function SearchScreen() {
  const { query, kind } = readSearchPageQuery(useSearch());
  // A new history entry per kind, so Back returns to the one before; the query stays first in the URL.
  const setKind = ({ kind: next }: { kind: SearchKind }): void => {
    if (next !== kind) navigate(searchPageHref(query, next));
  };
  const results = useSearchPage(query, kind);
  // The kinds' counts stay while another kind's first page loads: the chips do not blink.
  const [counted, setCounted] = useState<{ query: string; counts: SearchCounts } | null>(null);
  if (results.status === 'results' && results.rows && counted?.counts !== results.counts)
    setCounted({ query, counts: results.counts });
  const counts = counted?.query === query ? counted.counts : null;

  const intro =
    results.status === 'idle'
      ? 'Type at least 2 characters: a name, a symbol or a word from a description.'
      : results.status === 'results' && results.rows
        ? `${results.capped ? 'The best ' : ''}${results.total.toLocaleString()} ${results.total === 1 ? 'result' : 'results'} for “${query}”${kind === 'all' ? '' : ` in ${COLLECTION_LABELS[kind]}`}.`
        : `Searching for “${query}”…`;

  return (
    <ListLayout
      title="Search results"
      intro={intro}
      filters={
        <FilterBar label="Search filters">
          <QueryForm key={query} query={query} />
          {counts && (
            <ChipGroup
              label="Kind"
              value={kind}
              options={kindOptions(counts, kind)}
              onChange={(value) => setKind({ kind: value })}
            />
          )}
        </FilterBar>
      }
    >
      {results.status === 'idle' ? (
        <EmptyState title="Search AlphaScout">
          Search every signal, airdrop, project, course, giveaway, whitelist, news item, post and
          link.
        </EmptyState>
      ) : results.status === 'refused' ? (
        <p role="status" className="card text-warn">
          {results.message}
        </p>
      ) : (
        <>
          {(results.indexing || results.capped) && results.rows && (
            <p className="mb-3 text-sm text-text-muted">
              {results.capped &&
                'Only the best 2,000 results are listed: add a word to narrow the search. '}
              {results.indexing && INDEXING_NOTE}
            </p>
          )}
          <VirtualList
            label="Search results"
            items={results.rows}
            getKey={hitKey}
            renderItem={(hit) => <ResultRow hit={hit} />}
            hasMore={results.hasMore && results.problem === null}
            loadingMore={results.loadingMore}
            onLoadMore={results.loadMore}
            estimateRowHeight={78}
            gap={8}
            empty={
              <EmptyState
                title="No results found"
                action={
                  kind === 'all' ? undefined : (
                    <ResetButton onReset={() => setKind({ kind: 'all' })}>
                      Show all kinds
                    </ResetButton>
                  )
                }
              />
            }
          />
          {/* A refused page ends the loading (it would be asked again at once): retried by hand. */}
          {results.problem && (
            <p
              role="status"
              className="mt-3 flex flex-wrap items-center justify-center gap-3 text-sm text-warn"
            >
              {results.problem}
              <button type="button" className="btn-outline" onClick={results.loadMore}>
                Try again
              </button>
            </p>
          )}
        </>
      )}
    </ListLayout>
  );
}
