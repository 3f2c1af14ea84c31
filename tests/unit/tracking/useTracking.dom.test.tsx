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

describe('ticks per wallet and per period', () => {
  const airdrop: TrackedItem = { collection: 'airdrops', itemId: 'air-w', name: 'Wallets' };
  const swap = { key: 'swap', label: 'Swap every week', repeat: 'weekly' as const };
  const follow = { key: 'follow', label: 'Follow' };
  const stored = () => appDb.tracking.get(['guest', 'airdrops', airdrop.itemId]);

  afterEach(() => appDb.wallets.clear());

  it("shows a wallet's tick at once and stores it in that wallet's column", async () => {
    await appDb.wallets.put({
      schema: 1,
      owner: 'guest',
      id: 'w1',
      label: 'Main',
      chain: 'other',
      address: 'main',
      updatedAt: '2026-12-01T00:00:00.000Z',
    });
    const { result } = renderHook(() => useTrackingOf(airdrop, null));
    act(() => result.current.toggleStep(follow, 'w1'));
    expect([...result.current.ticks('w1')]).toEqual(['follow']);
    expect(result.current.checked.size).toBe(0);
    await expect.poll(async () => (await stored())?.walletSteps).toEqual({ w1: ['follow'] });
    expect((await stored())?.steps).toEqual([]);
  });

  it("ticks a repeating step for this period, and the visitor's own repeat wins", async () => {
    const { result } = renderHook(() => useTrackingOf(airdrop, null));
    expect(result.current.repeatOf(swap)).toBe('weekly');
    act(() => result.current.toggleStep(swap));
    const [tick] = result.current.checked;
    expect(tick).toMatch(/^swap@\d{4}-W\d{2}$/);
    await expect.poll(async () => (await stored())?.steps).toEqual([tick]);

    act(() => result.current.setStepRepeat(follow, 'daily'));
    expect(result.current.repeatOf(follow)).toBe('daily');
    await expect.poll(async () => (await stored())?.repeats).toEqual({ follow: 'daily' });
    // Choosing the project's own repeat again keeps no repeat of the visitor's.
    act(() => result.current.setStepRepeat(swap, 'weekly'));
    act(() => result.current.setStepRepeat(follow, null));
    await expect.poll(async () => (await stored())?.repeats).toBeUndefined();
  });
});
