// @vitest-environment happy-dom
/** useContentList (src/features/kit/useContentList.ts): keyset pages, keyed on the whole query state, live. */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { appDb } from '../../../../src/db/connection/app-db';
import { readListWindow } from '../../../../src/db/records/list-pages';
import { preloadList } from '../../../../src/features/kit/list-preload';
import {
  contentListKey,
  type ContentQuery,
  useContentList,
} from '../../../../src/features/kit/useContentList';
import { makeSignal } from '../../fixtures';

afterEach(async () => {
  cleanup();
  await appDb.table('signals').clear();
});

/** Signals s00…s(n-1), score = index, half of them NFT. */
async function fill(count: number): Promise<void> {
  await appDb.collection('signals').bulkPut(
    Array.from({ length: count }, (_, i) =>
      makeSignal({
        id: `s${String(i).padStart(2, '0')}`,
        score: i,
        type: i % 2 === 0 ? 'CRYPTO' : 'NFT',
      }),
    ),
  );
}

const byScore = (type?: 'CRYPTO' | 'NFT'): ContentQuery<'signals'> => ({
  collection: 'signals',
  sortBy: 'score',
  direction: 'desc',
  equals: { type },
});

describe('useContentList', () => {
  it('loads one page in query order, then one more page at a time', async () => {
    await fill(12);
    const { result } = renderHook(() => useContentList({ type: 'all' }, byScore(), 5));
    await waitFor(() =>
      expect(result.current.rows?.map((s) => s.score)).toEqual([11, 10, 9, 8, 7]),
    );
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(12));
    expect(result.current.hasMore).toBe(false);
  });

  it('keeps the rows shown while a larger window loads, instead of flashing empty', async () => {
    await fill(12);
    const seen: (number | undefined)[] = [];
    const { result } = renderHook(() => {
      const list = useContentList({ type: 'all' }, byScore(), 5);
      seen.push(list.rows?.length);
      return list;
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    const from = seen.length;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(seen.slice(from)).not.toContain(undefined);
  });

  it('starts again from the first page when any part of the state changes', async () => {
    await fill(12);
    const { result, rerender } = renderHook(
      ({ type }: { type?: 'NFT' }) => useContentList({ type }, byScore(type), 3),
      { initialProps: {} },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(6));
    rerender({ type: 'NFT' });
    await waitFor(() => expect(result.current.rows?.map((s) => s.score)).toEqual([11, 9, 7]));
  });

  it('shows a row written after the list opened', async () => {
    await fill(3);
    const { result } = renderHook(() => useContentList({}, byScore(), 5));
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    await appDb.collection('signals').put(makeSignal({ id: 'top', score: 100 }));
    await waitFor(() => expect(result.current.rows?.[0]?.id).toBe('top'));
  });

  it('renders rows read ahead for its key in its very first render, then follows the live query', async () => {
    await fill(12);
    await preloadList(
      contentListKey('signals', { type: 'all' }),
      readListWindow(appDb, { ...byScore(), pageSize: 5 }, 5),
    );
    const first: (number[] | undefined)[] = [];
    const { result } = renderHook(() => {
      const list = useContentList({ type: 'all' }, byScore(), 5);
      first.push(list.rows?.map((s) => s.score));
      return list;
    });
    expect(first[0]).toEqual([11, 10, 9, 8, 7]);
    await appDb.collection('signals').put(makeSignal({ id: 'top', score: 99 }));
    await waitFor(() => expect(result.current.rows?.[0]?.score).toBe(99));
  });

  it('ignores rows read ahead for another query, and uses them only once', async () => {
    await fill(12);
    await preloadList(
      contentListKey('signals', { type: 'NFT' }),
      readListWindow(appDb, { ...byScore('NFT'), pageSize: 5 }, 5),
    );
    const other = renderHook(() => useContentList({ type: 'all' }, byScore(), 5));
    expect(other.result.current.rows).toBeUndefined();
    other.unmount();
    await preloadList(
      contentListKey('signals', { type: 'all' }),
      readListWindow(appDb, { ...byScore(), pageSize: 5 }, 5),
    );
    renderHook(() => useContentList({ type: 'all' }, byScore(), 5)).unmount();
    const again = renderHook(() => useContentList({ type: 'all' }, byScore(), 5));
    expect(again.result.current.rows).toBeUndefined();
    await waitFor(() => expect(again.result.current.rows).toHaveLength(5));
  });

  it('drops rows still being read when the first list mounts, so a later visit does not start from them', async () => {
    await fill(12);
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const preloading = preloadList(
      contentListKey('signals', { type: 'all' }),
      released.then(() => readListWindow(appDb, { ...byScore(), pageSize: 5 }, 5)),
    );
    const first = renderHook(() => useContentList({ type: 'all' }, byScore(), 5));
    expect(first.result.current.rows).toBeUndefined();
    first.unmount();
    release();
    await preloading;
    const again = renderHook(() => useContentList({ type: 'all' }, byScore(), 5));
    expect(again.result.current.rows).toBeUndefined();
    await waitFor(() => expect(again.result.current.rows).toHaveLength(5));
  });
});
