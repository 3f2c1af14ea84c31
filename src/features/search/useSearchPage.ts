import { useCallback, useEffect, useRef, useState } from 'react';

import type { SearchCounts, SearchHit, SearchPageResponse } from '../../worker/client';
import type { SearchKind } from './search-page-query';
import { SEARCH_MIN_CHARS, SEARCH_REFRESH_GAP_MS } from './useSearchResults';

/** The worker's client, loaded by the first search rather than with the first page. */
const workerClient = () => import('../../worker/client');

/** Results read per page call (the worker gives at most 100). */
export const SEARCH_PAGE_SIZE = 50;

export type SearchPageState =
  /** The query is under 2 characters: nothing is searched. */
  | { status: 'idle' }
  | { status: 'refused'; message: string }
  /** `rows` undefined while the first page loads. */
  | {
      status: 'results';
      rows: SearchHit[] | undefined;
      /** Results of the kind shown, in all (at most 2,000). */
      total: number;
      counts: SearchCounts;
      capped: boolean;
      indexing: boolean;
      hasMore: boolean;
      loadingMore: boolean;
      /** Why the last "Load more" brought nothing (the rate limiter's text), else null. */
      problem: string | null;
    };

interface Answer {
  key: string;
  rows: SearchHit[];
  total: number;
  counts: SearchCounts;
  capped: boolean;
  indexing: boolean;
  indexVersion: number | null;
}

/** A hit's ref: unique across kinds. */
export const hitKey = (hit: SearchHit): string => `${hit.collection}:${String(hit.id)}`;

type Asked = Extract<SearchPageResponse, { status: 'ok' }>;

/**
 * The results page's data (docs/product.md, "Search"): the first page of `query`'s results of
 * `kind`, then a page more each time `loadMore` is called, through the worker. A failed search is
 * an empty list; a refused one says so. While only the first page is shown, it is asked for again
 * when the index moves (descriptions still being indexed, an edit), at most once per
 * SEARCH_REFRESH_GAP_MS: deeper in the list, rows moving under the visitor would lose their place.
 */
export function useSearchPage(
  query: string,
  kind: SearchKind,
): SearchPageState & { loadMore: () => void } {
  const key = `${kind}\n${query}`;
  const searchable = query.length >= SEARCH_MIN_CHARS;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [refused, setRefused] = useState<{ key: string; message: string } | null>(null);
  const [loadingFor, setLoadingFor] = useState<string | null>(null);
  // How many rows are shown, for the refresh below, which must not replace more than one page.
  const rowsShown = useRef(0);

  const ask = useCallback(
    async (offset: number): Promise<Asked | { status: 'refused'; message: string }> => {
      try {
        const client = await workerClient();
        const response = await client.searchPageInWorker(query, {
          ...(kind === 'all' ? {} : { collection: kind }),
          offset,
          limit: SEARCH_PAGE_SIZE,
        });
        return response.status === 'ok'
          ? response
          : { status: 'refused', message: response.message };
      } catch (error) {
        console.error('AlphaScout: search failed', error);
        return {
          status: 'ok',
          hits: [],
          total: 0,
          counts: {},
          capped: false,
          indexVersion: null,
          indexing: false,
        };
      }
    },
    [query, kind],
  );

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    let answeredVersion: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const firstPage = (): void => {
      void ask(0).then((response) => {
        if (!current) return;
        if (response.status === 'refused') {
          // A refused refresh keeps the rows shown.
          if (answeredVersion === null) setRefused({ key, message: response.message });
          return;
        }
        answeredVersion = response.indexVersion;
        setAnswer({
          key,
          rows: response.hits,
          total: response.total,
          counts: response.counts,
          capped: response.capped,
          indexing: response.indexing,
          indexVersion: response.indexVersion,
        });
      });
    };
    firstPage();
    let stopWatching = (): void => undefined;
    void workerClient().then((client) => {
      if (!current) return;
      stopWatching = client.onSearchIndexChange((version) => {
        if (answeredVersion === null || version <= answeredVersion) return;
        if (rowsShown.current > SEARCH_PAGE_SIZE || timer !== undefined) return;
        timer = setTimeout(() => {
          timer = undefined;
          firstPage();
        }, SEARCH_REFRESH_GAP_MS);
      });
    });
    return () => {
      current = false;
      clearTimeout(timer);
      stopWatching();
    };
  }, [key, searchable, ask]);

  const shown = answer?.key === key ? answer : null;
  useEffect(() => {
    rowsShown.current = shown?.rows.length ?? 0;
  });
  const loadingMore = loadingFor === key;
  const hasMore = shown !== null && shown.rows.length < shown.total;
  const loadMore = useCallback(() => {
    if (!shown || loadingMore || shown.rows.length >= shown.total) return;
    setLoadingFor(key);
    void ask(shown.rows.length).then((response) => {
      setLoadingFor((loading) => (loading === key ? null : loading));
      if (response.status !== 'ok') {
        setRefused({ key, message: response.message });
        return;
      }
      setRefused(null);
      const shownKeys = new Set(shown.rows.map(hitKey));
      setAnswer((before) =>
        before?.key !== key || before.rows.length !== shown.rows.length
          ? before
          : {
              ...before,
              // The index may have moved between the pages: a result already shown is not repeated.
              rows: [...before.rows, ...response.hits.filter((hit) => !shownKeys.has(hitKey(hit)))],
              total: response.total,
              counts: response.counts,
            },
      );
    });
  }, [shown, loadingMore, key, ask]);

  if (!searchable) return { status: 'idle', loadMore };
  if (refused?.key === key && !shown)
    return { status: 'refused', message: refused.message, loadMore };
  return {
    status: 'results',
    rows: shown?.rows,
    total: shown?.total ?? 0,
    counts: shown?.counts ?? {},
    capped: shown?.capped ?? false,
    indexing: shown?.indexing ?? false,
    hasMore,
    loadingMore: loadingMore && hasMore,
    problem: refused?.key === key ? refused.message : null,
    loadMore,
  };
}
