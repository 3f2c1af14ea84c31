// @vitest-environment happy-dom
/** useRecord (src/features/kit/useRecord.ts): one record by its route key, live. */
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { appDb } from '../../../../src/db/connection/app-db';
import { useRecord } from '../../../../src/features/kit/useRecord';
import { makeCourse, makeSignal } from '../../fixtures';

afterEach(async () => {
  cleanup();
  await Promise.all([appDb.table('signals').clear(), appDb.table('academy').clear()]);
});

describe('useRecord', () => {
  it('is undefined while loading, then the record with that id', async () => {
    await appDb.collection('signals').put(makeSignal({ id: 'sig-1', name: 'Bitcoin' }));
    const { result } = renderHook(() => useRecord('signals', 'sig-1'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.name).toBe('Bitcoin'));
  });

  it('is null when there is no such record, and for no key at all', async () => {
    const missing = renderHook(() => useRecord('signals', 'nope'));
    await waitFor(() => expect(missing.result.current).toBeNull());
    const none = renderHook(() => useRecord('signals', null));
    await waitFor(() => expect(none.result.current).toBeNull());
  });

  it('follows a change to the record, and a record that appears later', async () => {
    const { result } = renderHook(() => useRecord('signals', 'sig-2'));
    await waitFor(() => expect(result.current).toBeNull());
    await appDb.collection('signals').put(makeSignal({ id: 'sig-2', name: 'Solana' }));
    await waitFor(() => expect(result.current?.name).toBe('Solana'));
    await appDb.collection('signals').update('sig-2', { name: 'Solana v2' });
    await waitFor(() => expect(result.current?.name).toBe('Solana v2'));
  });

  it('finds a course by its slug, not its id', async () => {
    await appDb
      .collection('academy')
      .put(makeCourse({ id: 'course-1', slug: 'defi-basics', title: 'DeFi basics' }));
    const bySlug = renderHook(() => useRecord('academy', 'defi-basics'));
    await waitFor(() => expect(bySlug.result.current?.title).toBe('DeFi basics'));
    const byId = renderHook(() => useRecord('academy', 'course-1'));
    await waitFor(() => expect(byId.result.current).toBeNull());
  });

  it('switches to another record when the key changes', async () => {
    await appDb
      .collection('signals')
      .bulkPut([makeSignal({ id: 'a', name: 'Alpha' }), makeSignal({ id: 'b', name: 'Beta' })]);
    const { result, rerender } = renderHook(({ key }) => useRecord('signals', key), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current?.name).toBe('Alpha'));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current?.name).toBe('Beta'));
  });
});
