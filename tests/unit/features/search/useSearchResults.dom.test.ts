// @vitest-environment happy-dom
/**
 * useSearchResults (src/features/search/useSearchResults.ts): an answer on screen is asked for
 * again when the worker's index changes after it, and only then.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { SearchResponse } from '../../../../src/worker/client';
import {
  advance,
  found,
  hit,
  indexChanged,
  runEachTestOnFakeTimers,
  worker,
} from './fake-worker-client';

vi.mock(
  '../../../../src/worker/client',
  async () => (await import('./fake-worker-client')).fakeClient,
);

const { SEARCH_DEBOUNCE_MS, SEARCH_REFRESH_GAP_MS, SEARCH_REFRESH_RETRY_MS, useSearchResults } =
  await import('../../../../src/features/search/useSearchResults');

/** Lets the debounce pass and the worker's answer arrive. */
const settle = (ms = SEARCH_DEBOUNCE_MS): Promise<void> => advance(ms);

runEachTestOnFakeTimers();

describe('useSearchResults', () => {
  it('asks again when the index changes after the answer shown, once the changes pause, and says while it is still indexing', async () => {
    worker.search
      .mockResolvedValueOnce({ ...found(3), indexing: true })
      .mockResolvedValueOnce(found(5, 'Nebula Bridge'));
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    expect(result.current).toEqual({ status: 'done', hits: [], indexing: true });

    act(() => {
      indexChanged(4);
      indexChanged(5);
    });
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge')],
      indexing: false,
    });
  });

  it('asks again when a change was heard before the answer it makes stale', async () => {
    let answer: (response: SearchResponse) => void = () => undefined;
    worker.search
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(found(4, 'Nebula Bridge'));
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(4));
    await act(async () => answer(found(3)));
    expect(result.current).toEqual({ status: 'done', hits: [], indexing: false });

    await settle();
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge')],
      indexing: false,
    });
  });

  it('does not ask again for a change the answer already holds', async () => {
    worker.search.mockResolvedValue(found(7, 'Nebula Bridge'));
    renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(7));
    await settle(5 * SEARCH_DEBOUNCE_MS);
    expect(worker.search).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer shown when the rate limiter refuses the refresh, and tries again later', async () => {
    worker.search
      .mockResolvedValueOnce(found(1, 'Nebula Bridge'))
      .mockResolvedValueOnce({
        status: 'rate-limited',
        message: 'Rate limit exceeded. Please try again later.',
      })
      .mockResolvedValueOnce(found(2, 'Nebula Bridge', 'Nebula Swap'));
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(2));
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge')],
      indexing: false,
    });

    await settle(SEARCH_REFRESH_RETRY_MS - 1);
    expect(worker.search).toHaveBeenCalledTimes(2);
    await settle(1);
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge'), hit('Nebula Swap')],
      indexing: false,
    });
  });

  it('keeps the answer shown when a refresh fails, and asks nothing more until the index moves again', async () => {
    worker.search
      .mockResolvedValueOnce(found(1, 'Nebula Bridge'))
      .mockResolvedValueOnce({ status: 'ok', hits: [], indexVersion: null, indexing: false })
      .mockRejectedValueOnce(new Error('the worker went away'))
      .mockResolvedValueOnce(found(4, 'Nebula Swap'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(2));
    await settle();
    await settle(10 * SEARCH_REFRESH_GAP_MS);
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge')],
      indexing: false,
    });

    act(() => indexChanged(3));
    await settle(SEARCH_REFRESH_GAP_MS);
    await settle(10 * SEARCH_REFRESH_GAP_MS);
    expect(worker.search).toHaveBeenCalledTimes(3);
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge')],
      indexing: false,
    });

    act(() => indexChanged(4));
    await settle(SEARCH_REFRESH_GAP_MS);
    expect(result.current).toEqual({ status: 'done', hits: [hit('Nebula Swap')], indexing: false });
  });

  it('does not ask again after a first search that failed, however the index moves', async () => {
    worker.search.mockResolvedValue({
      status: 'ok',
      hits: [],
      indexVersion: null,
      indexing: false,
    });
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    expect(result.current).toEqual({ status: 'done', hits: [], indexing: false });
    act(() => indexChanged(1));
    await settle(10 * SEARCH_REFRESH_GAP_MS);
    expect(worker.search).toHaveBeenCalledTimes(1);
  });

  it('asks one refresh at a time, at most one per gap, and none for changes its answer already holds', async () => {
    let answer: (response: SearchResponse) => void = () => undefined;
    worker.search
      .mockResolvedValueOnce(found(1))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(found(9, 'Nebula Swap'));
    const { result } = renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(2));
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);

    // Heard while the refresh is out: no second one beside it.
    act(() => indexChanged(3));
    await settle(SEARCH_REFRESH_GAP_MS);
    expect(worker.search).toHaveBeenCalledTimes(2);
    // It answers from version 3 already: nothing more to ask.
    await act(async () => answer(found(3, 'Nebula Bridge')));
    await settle(10 * SEARCH_REFRESH_GAP_MS);
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge')],
      indexing: false,
    });

    // A burst of changes: one refresh, not before the gap since the last one has passed.
    const lastRefresh = Date.now();
    act(() => {
      for (let version = 4; version <= 9; version++) indexChanged(version);
    });
    await settle(SEARCH_DEBOUNCE_MS);
    expect(worker.search).toHaveBeenCalledTimes(3);
    expect(Date.now() - lastRefresh).toBeLessThanOrEqual(SEARCH_DEBOUNCE_MS);
    expect(result.current).toEqual({ status: 'done', hits: [hit('Nebula Swap')], indexing: false });
  });

  it('waits the gap between two refreshes', async () => {
    worker.search
      .mockResolvedValueOnce(found(1))
      .mockResolvedValueOnce(found(2))
      .mockResolvedValueOnce(found(3, 'Nebula Swap'));
    renderHook(() => useSearchResults('nebula'));
    await settle();
    act(() => indexChanged(2));
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);
    // The refresh went out and was answered at the end of the last wait, this change right after.
    act(() => indexChanged(3));
    await settle(SEARCH_REFRESH_GAP_MS - 1);
    expect(worker.search).toHaveBeenCalledTimes(2);
    await settle(1);
    expect(worker.search).toHaveBeenCalledTimes(3);
  });

  it('does not refresh an answer that is not on screen, and refreshes it once it is shown again', async () => {
    worker.search.mockResolvedValueOnce(found(1)).mockResolvedValueOnce(found(3, 'Nebula Bridge'));
    const { result, rerender } = renderHook(
      ({ onScreen }) => useSearchResults('nebula', onScreen),
      { initialProps: { onScreen: false } },
    );
    await settle();
    act(() => {
      indexChanged(2);
      indexChanged(3);
    });
    await settle(10 * SEARCH_REFRESH_GAP_MS);
    expect(worker.search).toHaveBeenCalledTimes(1);

    rerender({ onScreen: true });
    await settle();
    expect(worker.search).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Nebula Bridge')],
      indexing: false,
    });
  });

  it('does not ask again when shown, hidden and shown with no change heard', async () => {
    worker.search.mockResolvedValue(found(1));
    const { rerender } = renderHook(({ onScreen }) => useSearchResults('nebula', onScreen), {
      initialProps: { onScreen: true },
    });
    await settle();
    rerender({ onScreen: false });
    rerender({ onScreen: true });
    await settle(10 * SEARCH_REFRESH_GAP_MS);
    expect(worker.search).toHaveBeenCalledTimes(1);
  });

  it('drops a refresh that answers after the query has changed', async () => {
    let answer: (response: SearchResponse) => void = () => undefined;
    worker.search
      .mockResolvedValueOnce(found(1))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(found(2, 'Cobalt Token'));
    const { result, rerender } = renderHook(({ query }) => useSearchResults(query), {
      initialProps: { query: 'nebula' },
    });
    await settle();
    act(() => indexChanged(2));
    await settle();
    rerender({ query: 'cobalt' });
    await settle();
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Cobalt Token')],
      indexing: false,
    });
    await act(async () => answer(found(2, 'Nebula Bridge')));
    expect(result.current).toEqual({
      status: 'done',
      hits: [hit('Cobalt Token')],
      indexing: false,
    });
  });

  it('stops listening when the query changes or the search closes', async () => {
    worker.search.mockResolvedValue(found(1));
    const { rerender, unmount } = renderHook(({ query }) => useSearchResults(query), {
      initialProps: { query: 'nebula' },
    });
    await settle();
    rerender({ query: 'n' });
    expect(worker.listeners.size).toBe(0);
    rerender({ query: 'cobalt' });
    // The worker's client is imported on first use: listening starts once it is in.
    await settle(0);
    expect(worker.listeners.size).toBe(1);
    unmount();
    expect(worker.listeners.size).toBe(0);
  });

  it('leaves no listener behind when the search closes before the worker client is in', async () => {
    const { unmount } = renderHook(() => useSearchResults('nebula'));
    unmount();
    await settle();
    expect(worker.listeners.size).toBe(0);
  });
});
