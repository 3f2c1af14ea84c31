/**
 * The term dictionary (workers/search/term-dictionary.ts): prefix and typo look-ups against a
 * plain scan of the same words with a textbook edit distance (a swap counts one), and holders counted so a word stays
 * while any collection still has it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { TermDictionary } from '../../../workers/search/term-dictionary';

/** Optimal string alignment: Levenshtein plus a swap of two neighbouring letters, the full table. */
function editDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => table[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let cell = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cell = Math.min(cell, at(i - 2, j - 2) + 1);
      const row = table[i];
      if (row) row[j] = cell;
    }
  return at(a.length, b.length);
}

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'n', 'o'), maxLength: 7 });

describe('TermDictionary', () => {
  it('finds what a scan finds: prefixes, and words within a few edits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (words, query, edits) => {
          const dictionary = new TermDictionary();
          for (const each of words) dictionary.add(each);
          const distinct = [...new Set(words)];
          expect(dictionary.size).toBe(distinct.length);
          expect(dictionary.prefix(query, 1_000)?.sort()).toEqual(
            distinct.filter((each) => each.startsWith(query)).sort(),
          );
          const near = distinct
            .filter((each) => each !== query)
            .map((each) => ({ word: each, edits: editDistance(query, each) }))
            .filter((found) => found.edits <= edits)
            .sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
          expect(dictionary.near(query, edits)).toEqual(near);
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });

  it('finds the word starts a few edits away that a scan finds, each at its nearest (property)', () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        (words, query, edits, shortest) => {
          const dictionary = new TermDictionary();
          for (const each of words) dictionary.add(each);
          const starts = new Map<string, number>();
          for (const each of new Set(words))
            for (let end = shortest; end <= each.length; end++) {
              const start = each.slice(0, end);
              const distance = editDistance(query, start);
              if (distance <= edits && !start.startsWith(query)) starts.set(start, distance);
            }
          const nearest = [...starts]
            .filter(
              ([start, distance]) =>
                ![...starts].some(
                  ([shorter, before]) =>
                    shorter.length < start.length &&
                    start.startsWith(shorter) &&
                    before <= distance,
                ),
            )
            .map(([start, distance]) => ({ word: start, edits: distance }))
            .sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
          expect(dictionary.nearStarts(query, edits, shortest)).toEqual(nearest);
        },
      ),
      { numRuns: 300, seed: 12 },
    );
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    const dictionary = new TermDictionary();
    for (const each of ['staking', 'stacking', 'taking']) dictionary.add(each);
    expect(dictionary.near('stkaing', 1)).toEqual([{ word: 'staking', edits: 1 }]);
    // "stak" is one edit away too, and so is the shorter "sta" it extends: "sta" stands for both.
    expect(dictionary.nearStarts('stka', 1, 3)).toEqual([{ word: 'sta', edits: 1 }]);
  });

  it('gives up on a prefix with more words than the limit', () => {
    const dictionary = new TermDictionary();
    for (const each of ['nova', 'novel', 'novice', 'nod']) dictionary.add(each);
    expect(dictionary.prefix('nov', 3)?.sort()).toEqual(['nova', 'novel', 'novice']);
    expect(dictionary.prefix('no', 3)).toBeNull();
    expect(dictionary.prefix('x', 3)).toEqual([]);
  });

  it('keeps a word until its last holder lets go', () => {
    const dictionary = new TermDictionary();
    dictionary.add('zephyr');
    dictionary.add('zephyr');
    dictionary.remove('zephyr');
    expect(dictionary.near('zephr', 1)).toEqual([{ word: 'zephyr', edits: 1 }]);
    dictionary.remove('zephyr');
    expect(dictionary.has('zephyr')).toBe(false);
    expect(dictionary.near('zephr', 1)).toEqual([]);
    dictionary.remove('zephyr');
    expect(dictionary.size).toBe(0);
  });
});
