import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { lowestOfBest } from '../../../workers/search/top-scores';

describe('lowestOfBest', () => {
  it('is the count-th highest score, as a full sort finds it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 30 }),
        (scores, count) => {
          const hits = scores.map((score, slot) => ({ slot, score }));
          const sorted = [...scores].sort((a, b) => b - a);
          expect(lowestOfBest(hits, count)).toBe(
            scores.length <= count ? -Infinity : sorted[count - 1],
          );
        },
      ),
      { numRuns: 500, seed: 20261124 },
    );
  });

  it('keeps every tie at the cut, so the caller can break ties by ref', () => {
    const hits = [5, 3, 3, 3, 1].map((score, slot) => ({ slot, score }));
    const floor = lowestOfBest(hits, 2);
    expect(floor).toBe(3);
    expect(hits.filter(({ score }) => score >= floor)).toHaveLength(4);
  });
});
