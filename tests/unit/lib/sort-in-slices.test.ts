import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { forEachInSlices } from '../../../src/lib/next-task';
import { sortInSlices } from '../../../src/lib/sort-in-slices';

const byKey = (a: { key: number }, b: { key: number }): number => a.key - b.key;

describe('work in slices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sorts as Array.prototype.sort does, ties kept in their order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 400 }),
        async (keys) => {
          const items = keys.map((key, position) => ({ key, position }));
          const sorted = await sortInSlices(items, byKey, { pause: async () => undefined });
          expect(sorted).toEqual([...items].sort(byKey));
        },
      ),
      { seed: 52, numRuns: 200 },
    );
  });

  it('pauses once a slice of a few ms is spent, and stops when told to', async () => {
    // A clock that moves 1 ms each time it is read.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    const items = Array.from({ length: 5000 }, (_, n) => ({ key: (n * 7919) % 5000 }));
    let pauses = 0;
    const sorted = await sortInSlices(items, byKey, {
      pause: async () => {
        pauses += 1;
      },
    });
    expect(sorted?.map(({ key }) => key)).toEqual(Array.from({ length: 5000 }, (_, n) => n));
    expect(pauses).toBeGreaterThan(10);

    const stop = new AbortController();
    const stopped = await sortInSlices(items, byKey, {
      signal: stop.signal,
      pause: async () => stop.abort(),
    });
    expect(stopped).toBeUndefined();

    let visited = 0;
    const finished = await forEachInSlices(items, () => (visited += 1), {
      signal: stop.signal,
      pause: async () => undefined,
    });
    expect(finished).toBe(false);
    expect(visited).toBeLessThan(items.length);
  });
});
