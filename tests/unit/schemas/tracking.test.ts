import { describe, expect, it } from 'vitest';

import { MAX_COLUMN_TICKS, MAX_STEP_KEY, trackingRowSchema } from '../../../src/schemas/tracking';
import { validateWith } from '../../../src/schemas/validate';

function row(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    owner: 'guest',
    collection: 'airdrops',
    itemId: 'a1',
    watched: true,
    steps: ['task-1'],
    note: '',
    updatedAt: '2026-11-01T00:00:00.000Z',
    name: 'Airdrop',
    ...over,
  };
}

const problems = (input: unknown) => {
  const result = validateWith(trackingRowSchema, input);
  return result.ok ? [] : result.problems;
};

describe('a tracker row', () => {
  it('of schema 1 (no schema field, as every backup before wallets) is still valid', () => {
    expect(problems(row())).toEqual([]);
    expect(problems(row({ schema: 1 }))).toEqual([]);
  });

  it('of schema 2 holds wallet columns, repeats and period ticks', () => {
    expect(
      problems(
        row({
          schema: 2,
          steps: ['task-1', 'task-3@2026-12-02'],
          walletSteps: { w1: ['task-3@2026-W49'], w2: [] },
          repeats: { 'task-3': 'daily', 'task-4': 'weekly' },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses a row of a newer schema, saying so on its schema field', () => {
    for (const schema of [3, 'x'])
      expect(problems(row({ schema }))).toEqual([
        {
          path: 'schema',
          message:
            'must be 1 or 2: this row was made by a newer version of AlphaScout, which this one cannot read',
        },
      ]);
  });

  it('refuses a repeat other than daily or weekly', () => {
    expect(problems(row({ repeats: { 'task-3': 'monthly' } }))).toEqual([
      { path: 'repeats.task-3', message: 'must be daily or weekly' },
    ]);
  });

  it('takes a daily tick of the longest step key, and bounds each column', () => {
    const longest = `${'k'.repeat(MAX_STEP_KEY)}@2026-12-02`;
    expect(problems(row({ steps: [longest], walletSteps: { w1: [longest] } }))).toEqual([]);
    const tooMany = Array.from({ length: MAX_COLUMN_TICKS + 1 }, (_, i) => `s${i}`);
    expect(problems(row({ walletSteps: { w1: tooMany } })).map((p) => p.path)).toEqual([
      'walletSteps.w1',
    ]);
  });
});
