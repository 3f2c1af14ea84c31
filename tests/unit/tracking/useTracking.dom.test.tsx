// @vitest-environment happy-dom
/**
 * useTrackingOf (src/tracking/useTracking.ts): a typed note counts as typed until the row the
 * screen reads shows it stored, so that unwatching in between still asks first.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { appDb } from '../../../src/db/connection/app-db';
import type { TrackedItem } from '../../../src/db/tracking/rows';
import type { TrackingRow } from '../../../src/schemas/tracking';
import { useTrackingOf } from '../../../src/tracking/useTracking';

const item: TrackedItem = { collection: 'signals', itemId: 'sig-typed', name: 'Typed' };

function rowWith(note: string): TrackingRow {
  return {
    owner: 'guest',
    collection: 'signals',
    itemId: item.itemId,
    watched: true,
    steps: [],
    note,
    updatedAt: '2026-11-29T00:00:00.000Z',
    name: item.name,
  };
}

/** The hook over a row the test hands it, as a screen's live query would. */
const renderTracking = (row: TrackingRow | null) =>
  renderHook((props: { row: TrackingRow | null }) => useTrackingOf(item, props.row), {
    initialProps: { row },
  });

afterEach(async () => {
  cleanup();
  await appDb.tracking.clear();
});

describe('a typed note', () => {
  it('stays typed after its save resolves, until the row shows it stored', async () => {
    const { result, rerender } = renderTracking(null);
    expect(result.current.hasTypedNote()).toBe(false);
    act(() => result.current.keepNoteDraft('my wallet'));
    expect(result.current.hasTypedNote()).toBe(true);

    await act(() => result.current.saveNote('my wallet'));
    // Stored, but the row read before the save has no note: unwatching now must still ask.
    expect(await appDb.tracking.get(['guest', 'signals', item.itemId])).toMatchObject({
      note: 'my wallet',
    });
    expect(result.current.hasTypedNote()).toBe(true);

    rerender({ row: rowWith('my wallet') });
    expect(result.current.hasTypedNote()).toBe(false);
  });

  it('stays typed when the row shows another note (an older save, another tab)', () => {
    const { result, rerender } = renderTracking(rowWith('older'));
    act(() => result.current.keepNoteDraft('newer'));
    rerender({ row: rowWith('from another tab') });
    expect(result.current.hasTypedNote()).toBe(true);
  });

  it('is not typed once unwatching drops it', () => {
    const { result } = renderTracking(rowWith(''));
    act(() => result.current.keepNoteDraft('dropped'));
    act(() => result.current.toggleWatch());
    expect(result.current.hasTypedNote()).toBe(false);
  });
});
