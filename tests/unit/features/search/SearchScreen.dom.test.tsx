// @vitest-environment happy-dom
/**
 * The results page (src/features/search/SearchScreen.tsx, useSearchPage.ts): the URL's query and
 * kind choose what is asked of the worker, the kind filter writes the URL back, and pages follow
 * one another from where the last ended.
 */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SearchHit, SearchPageResponse } from '../../../../src/worker/client';
import { advance, runEachTestOnFakeTimers, worker } from './fake-worker-client';

vi.mock(
  '../../../../src/worker/client',
  async () => (await import('./fake-worker-client')).fakeClient,
);

const { SearchScreen } = await import('../../../../src/features/search/SearchScreen');
const { SEARCH_PAGE_SIZE, useSearchPage } =
  await import('../../../../src/features/search/useSearchPage');

const testnet = (n: number): SearchHit => ({
  collection: 'testnets',
  type: 'Testnet',
  id: `t${String(n)}`,
  title: `Zephyr ${String(n)}`,
  image: '/images/logo.svg',
});

const page = (hits: SearchHit[], total: number): SearchPageResponse => ({
  status: 'ok',
  hits,
  total,
  counts: { airdrops: 2, testnets: total },
  capped: false,
  indexVersion: 1,
  indexing: false,
});

const pressed = (name: string): string | null =>
  screen.getByRole('button', { name }).getAttribute('aria-pressed');

runEachTestOnFakeTimers();

beforeEach(() => window.history.replaceState(null, '', '/search?q=zephyr&kind=testnets'));

describe('results page', () => {
  it("asks for the URL's query and kind, and the kind filter writes the URL back", async () => {
    worker.searchPage.mockResolvedValue(page([testnet(1)], 1));
    render(<SearchScreen />);
    await advance(0);
    expect(worker.searchPage).toHaveBeenLastCalledWith('zephyr', {
      collection: 'testnets',
      offset: 0,
      limit: SEARCH_PAGE_SIZE,
    });
    expect(screen.getByText('1 result for “zephyr” in Testnets.')).toBeTruthy();
    expect(pressed('Testnets · 1')).toBe('true');
    expect(pressed('Airdrops · 2')).toBe('false');
    expect(pressed('All · 3')).toBe('false');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search for' }).value).toBe(
      'zephyr',
    );

    fireEvent.click(screen.getByRole('button', { name: 'All · 3' }));
    await advance(0);
    expect(window.location.search).toBe('?q=zephyr');
    expect(worker.searchPage).toHaveBeenLastCalledWith('zephyr', {
      offset: 0,
      limit: SEARCH_PAGE_SIZE,
    });
    expect(pressed('All · 3')).toBe('true');
  });

  it('asks nothing for a query under 2 characters, and says why', async () => {
    window.history.replaceState(null, '', '/search?q=z');
    render(<SearchScreen />);
    await advance(0);
    expect(worker.searchPage).not.toHaveBeenCalled();
    expect(screen.getByText(/^Type at least 2 characters/)).toBeTruthy();
  });

  it('reads the next page from where the last ended, and says when the rate limiter refused it', async () => {
    const first = Array.from({ length: SEARCH_PAGE_SIZE }, (_, n) => testnet(n));
    worker.searchPage
      .mockResolvedValueOnce(page(first, SEARCH_PAGE_SIZE + 2))
      .mockResolvedValueOnce({ status: 'rate-limited', message: 'Rate limit exceeded.' })
      .mockResolvedValueOnce(page([testnet(50), testnet(51)], SEARCH_PAGE_SIZE + 2));
    const { result } = renderHook(() => useSearchPage('zephyr', 'testnets'));
    await advance(0);
    expect(result.current.status === 'results' && result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await advance(0);
    expect(worker.searchPage).toHaveBeenLastCalledWith('zephyr', {
      collection: 'testnets',
      offset: SEARCH_PAGE_SIZE,
      limit: SEARCH_PAGE_SIZE,
    });
    expect(result.current.status === 'results' && result.current.problem).toBe(
      'Rate limit exceeded.',
    );

    act(() => result.current.loadMore());
    await advance(0);
    const state = result.current;
    if (state.status !== 'results') throw new Error(`not results: ${state.status}`);
    expect(state.rows?.map((hit) => hit.title).slice(-3)).toEqual([
      'Zephyr 49',
      'Zephyr 50',
      'Zephyr 51',
    ]);
    expect([state.hasMore, state.problem]).toEqual([false, null]);
  });
});
