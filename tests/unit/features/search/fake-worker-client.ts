/**
 * A stand-in for src/worker/client.ts in the search tests: `search` answers as each test sets it,
 * and `indexChanged` tells the subscribed listeners the index moved. Install it with
 * `vi.mock('…/src/worker/client', async () => (await import('./fake-worker-client')).fakeClient)`
 * and `runEachTestOnFakeTimers()`.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import type {
  SearchHit,
  SearchPageRequest,
  SearchPageResponse,
  SearchResponse,
} from '../../../../src/worker/client';

export const worker = {
  listeners: new Set<(version: number) => void>(),
  search: vi.fn<(query: string) => Promise<SearchResponse>>(),
  searchPage: vi.fn<(query: string, request: SearchPageRequest) => Promise<SearchPageResponse>>(),
};

export const fakeClient = {
  searchInWorker: (query: string) => worker.search(query),
  searchPageInWorker: (query: string, request: SearchPageRequest) =>
    worker.searchPage(query, request),
  onSearchIndexChange: (listener: (version: number) => void) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
};

/** Tells the listeners the index moved to `version`. */
export const indexChanged = (version: number): void =>
  worker.listeners.forEach((listener) => listener(version));

export const hit = (title: string): SearchHit => ({
  collection: 'signals',
  type: 'Signal',
  id: title,
  title,
  image: '/images/logo.svg',
});
export const found = (
  indexVersion: number,
  ...titles: string[]
): Extract<SearchResponse, { status: 'ok' }> => ({
  status: 'ok',
  hits: titles.map(hit),
  indexVersion,
  indexing: false,
});

/** Each test on fake timers, with fresh answers and listeners, and its render cleaned up after. */
export function runEachTestOnFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    worker.search.mockReset();
    worker.searchPage.mockReset();
    worker.listeners.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** Moves the fake clock on by `ms`, letting the worker's answers due by then arrive. */
export const advance = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
