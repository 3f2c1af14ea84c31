import { describe, expect, it } from 'vitest';

import { tickKey } from '../../../src/db/tracking/ticks';
import {
  countDone,
  isDone,
  repeatOf,
  streakOf,
  streakText,
  ticksOf,
} from '../../../src/tracking/progress';
import type { Step } from '../../../src/tracking/trackable';

const swap: Step = { key: 'swap', label: 'Swap weekly', repeat: 'weekly' };
const follow: Step = { key: 'follow', label: 'Follow', positionKey: 'r0' };
// Wednesday 2 December 2026, noon local time.
const now = new Date(2026, 11, 2, 12);

describe('progress of one column', () => {
  it('a plain step is done under its key or its old position key', () => {
    expect(isDone(follow, new Set(['follow']))).toBe(true);
    expect(isDone(follow, new Set(['r0']))).toBe(true);
    expect(isDone(follow, new Set(['other']))).toBe(false);
  });

  it('a repeating step is done in the current period only', () => {
    const thisWeek = new Set([tickKey('swap', 'weekly', now)]);
    expect(isDone(swap, thisWeek, 'weekly', now)).toBe(true);
    expect(isDone(swap, thisWeek, 'weekly', new Date(2026, 11, 7, 0, 1))).toBe(false);
    // A plain tick of a step that now repeats is the step done once, not this period.
    expect(isDone(swap, new Set(['swap']), 'weekly', now)).toBe(false);
  });

  it("the row's own repeat wins over the record's", () => {
    expect(repeatOf(swap, null)).toBe('weekly');
    expect(repeatOf(swap, { repeats: { swap: 'daily' } })).toBe('daily');
    expect(repeatOf(follow, { repeats: { swap: 'daily' } })).toBeUndefined();
    const today = new Set([tickKey('swap', 'daily', now), 'follow']);
    expect(countDone([swap, follow], today, { repeats: { swap: 'daily' } }, now)).toBe(2);
    expect(countDone([swap, follow], today, null, now)).toBe(1);
  });

  it('reads the no-wallet column or a wallet column', () => {
    const row = { steps: ['a'], walletSteps: { w1: ['b'] } };
    expect([...ticksOf(row)]).toEqual(['a']);
    expect([...ticksOf(row, 'w1')]).toEqual(['b']);
    expect([...ticksOf(row, 'w2')]).toEqual([]);
    expect(ticksOf(undefined).size).toBe(0);
  });

  it('counts a streak from the ticks of one step, and says it', () => {
    const days = [0, 1, 2, 4].map((back) => tickKey('swap', 'daily', new Date(2026, 11, 2 - back)));
    expect(streakOf(swap, new Set([...days, 'other@2026-12-03']), 'daily', now)).toBe(3);
    expect(streakText('daily', 5)).toBe('5 days in a row');
    expect(streakText('weekly', 1)).toBe('1 week in a row');
  });
});
