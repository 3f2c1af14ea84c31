import { describe, expect, it } from 'vitest';

import {
  boundedTicks,
  columnOf,
  joinedColumns,
  MAX_PERIOD_TICKS,
  tickKey,
  withColumn,
  withWalletIds,
} from '../../../../src/db/tracking/ticks';
import { MAX_COLUMN_TICKS } from '../../../../src/schemas/tracking';
import { inTimeZone } from '../../time-zone';

const DAY_MS = 86_400_000;

/** `count` daily ticks of `step`, the oldest first, from `first` (2024-01-01 by default). */
function dailyTicks(step: string, count: number, first = Date.UTC(2024, 0, 1)): string[] {
  return Array.from(
    { length: count },
    (_, day) => `${step}@${new Date(first + day * DAY_MS).toISOString().slice(0, 10)}`,
  );
}

describe('tick keys', () => {
  it('are the step key for a step that does not repeat, else the step key and the period', () => {
    const at = new Date('2026-12-02T12:00:00Z');
    inTimeZone('UTC', () => {
      expect(tickKey('task-3', undefined, at)).toBe('task-3');
      expect(tickKey('task-3', 'daily', at)).toBe('task-3@2026-12-02');
      expect(tickKey('task-3', 'weekly', at)).toBe('task-3@2026-W49');
    });
  });
});

describe('columns', () => {
  const row = { steps: ['a'], walletSteps: { w1: ['b'], w2: ['c'] } };

  it('reads the no-wallet column or one wallet’s', () => {
    expect(columnOf(row)).toEqual(['a']);
    expect(columnOf(row, 'w1')).toEqual(['b']);
    expect(columnOf(row, 'w9')).toEqual([]);
  });

  it('replaces one column, leaving out a wallet column emptied and walletSteps once none is left', () => {
    expect(withColumn(row, 'w1', [])).toEqual({ steps: ['a'], walletSteps: { w2: ['c'] } });
    expect(withColumn({ steps: [], walletSteps: { w1: ['b'] } }, 'w1', [])).toEqual({ steps: [] });
    expect(withColumn(row, undefined, ['a', 'a', 'd'])).toEqual({ ...row, steps: ['a', 'd'] });
  });

  it('joins a column whose wallet id is __proto__ as any other', () => {
    const proto = JSON.parse('{"__proto__": ["p"]}') as Record<string, string[]>;
    const joined = joinedColumns(
      { steps: [], walletSteps: proto },
      { steps: [], walletSteps: { w1: ['q'] } },
    );
    expect(Object.entries(joined.walletSteps ?? {})).toEqual([
      ['__proto__', ['p']],
      ['w1', ['q']],
    ]);
  });

  it('joins two rows column by column, and moves wallet columns to the ids they map to', () => {
    expect(joinedColumns(row, { steps: ['a', 'z'], walletSteps: { w1: ['y'] } })).toEqual({
      steps: ['a', 'z'],
      walletSteps: { w1: ['b', 'y'], w2: ['c'] },
    });
    expect(
      withWalletIds(
        row,
        new Map([
          ['w1', 'w2'],
          ['w2', 'w2'],
        ]),
      ),
    ).toEqual({ steps: ['a'], walletSteps: { w2: ['b', 'c'] } });
    expect(withWalletIds(row, new Map([['w1', null]]))).toEqual({
      steps: ['a'],
      walletSteps: { w2: ['c'] },
    });
  });
});

describe('pruning a column', () => {
  it('keeps a repeating step’s newest 400 period ticks: a daily step keeps over a year', () => {
    const ticks = dailyTicks('task-3', MAX_PERIOD_TICKS + 30);
    const kept = boundedTicks(['plain', ...ticks]);
    expect(kept).toEqual(['plain', ...ticks.slice(30)]);
    expect(kept).toHaveLength(MAX_PERIOD_TICKS + 1);
  });

  it('leaves a column within its bounds as it is, duplicates aside', () => {
    const ticks = ['a', ...dailyTicks('task-3', MAX_PERIOD_TICKS)];
    expect(boundedTicks([...ticks, 'a'])).toEqual(ticks);
  });

  it('drops the oldest period ticks of any step past 2,000 in all, never a plain tick', () => {
    const plain = Array.from({ length: 100 }, (_, i) => `p${i}`);
    const steps = ['s1', 's2', 's3', 's4', 's5'].map((step) => dailyTicks(step, MAX_PERIOD_TICKS));
    const kept = boundedTicks([...plain, ...steps.flat()]);
    expect(kept).toHaveLength(MAX_COLUMN_TICKS);
    expect(kept.slice(0, 100)).toEqual(plain);
    // The 100 dropped are the oldest 20 days of each of the five steps.
    for (const ticks of steps) {
      expect(kept).not.toContain(ticks[19]);
      expect(kept).toContain(ticks[20]);
    }
  });

  it('orders a step’s daily and weekly ticks by their day, not their text', () => {
    // From June 2024: as text, "2024-W01" sorts after every day of 2024, though its week is older.
    const daily = dailyTicks('task-3', MAX_PERIOD_TICKS, Date.UTC(2024, 5, 1));
    expect(boundedTicks([...daily, 'task-3@2024-W01'])).toEqual(daily);
  });
});
