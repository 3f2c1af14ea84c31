// @vitest-environment happy-dom
/**
 * useSearchResults (src/features/search/useSearchResults.ts): an answer on screen is asked for
 * again when the worker's index changes after it, and only then.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit, SearchResponse } from '../../../../src/worker/client';

const worker = vi.hoisted(() => ({
  listeners: new Set<(version: number) => void>(),
  search: vi.fn<(query: string) => Promise<SearchResponse>>(),
}));

vi.mock('../../../../src/worker/client', () => ({
  searchInWorker: (query: string) => worker.search(query),
  onSearchIndexChange: (listener: (version: number) => void) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
}));

const { SEARCH_DEBOUNCE_MS, useSearchResults } = await import('../../../../src/features/search/useSearchResults');

const hit = (title: string): SearchHit => ({ collection: 'signals', type: 'Signal', id: title, title, image: '' });
const found = (indexVersion: number, ...titles: string[]): SearchResponse => ({ status: 'ok', hits: titles.map(hit), indexVersion });

/** Tells the hook's listeners the index moved to `version`. */
const indexChanged = (version: number): void => worker.listeners.forEach((listener) => listener(version));

/** Lets the debounce pass and the worker's answer arrive. */
const settle = (ms = SEARCH_DEBOUNCE_MS): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  worker.search.mockReset();
  worker.listeners.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearchResults', () => {
  it('asks again when the index changes after the answer shown, once the changes pause', async () => {
    worker.search.mockResolvedValueOnce(found(3)).mockResolvedValueOnce(found(5, 'Nebula Bridge'));
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    expect(result.current).toEqual({ status: 'done', hits: [] });

    act(() => {
      indexChanged(4);
      indexChanged(5);
    });
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ status: 'done', hits: [hit('Nebula Bridge')] });
  });

  it('asks again when a change was heard before the answer it makes stale', async () => {
    let answer: (response: SearchResponse) => void = () => undefined;
    worker.search.mockReturnValueOnce(new Promise((resolve) => (answer = resolve))).mockResolvedValueOnce(found(4, 'Nebula Bridge'));
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(4));
    await act(async () => answer(found(3)));
    expect(result.current).toEqual({ status: 'done', hits: [] });

    await settle();
    expect(result.current).toEqual({ status: 'done', hits: [hit('Nebula Bridge')] });
  });

  it('does not ask again for a change the answer already holds', async () => {
    worker.search.mockResolvedValue(found(7, 'Nebula Bridge'));
    renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(7));
    await settle(5 * SEARCH_DEBOUNCE_MS);
    expect(worker.search).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer as it was when the refresh finds the same hits', async () => {
    worker.search.mockResolvedValueOnce(found(1, 'Nebula Bridge')).mockResolvedValueOnce(found(2, 'Nebula Bridge'));
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    const shown = result.current;
    act(() => indexChanged(2));
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(shown);
  });

  it('keeps the answer shown when the rate limiter refuses the refresh', async () => {
    worker.search.mockResolvedValueOnce(found(1, 'Nebula Bridge')).mockResolvedValueOnce({ status: 'rate-limited', message: 'Rate limit exceeded. Please try again later.' });
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(2));
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ status: 'done', hits: [hit('Nebula Bridge')] });
  });

  it('stops listening when the query changes or the search closes', async () => {
    worker.search.mockResolvedValue(found(1));
    const { rerender, unmount } = renderHook(({ query }) => useSearchResults(query), { initialProps: { query: 'nebula' } });
    await settle();
    rerender({ query: 'n' });
    expect(worker.listeners.size).toBe(0);
    rerender({ query: 'cobalt' });
    expect(worker.listeners.size).toBe(1);
    unmount();
    expect(worker.listeners.size).toBe(0);
  });
});
