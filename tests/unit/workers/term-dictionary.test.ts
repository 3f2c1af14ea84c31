/**
 * The term dictionary (workers/search/term-dictionary.ts): prefix and typo look-ups against a
 * plain scan of the same words with a textbook Levenshtein, and holders counted so a word stays
 * while any collection still has it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { TermDictionary } from '../../../workers/search/term-dictionary';

/** Levenshtein distance, the full table. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current.push(
        Math.min(
          (previous[j] ?? 0) + 1,
          (current[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
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
            .map((each) => ({ word: each, edits: levenshtein(query, each) }))
            .filter((found) => found.edits <= edits)
            .sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
          expect(dictionary.near(query, edits)).toEqual(near);
        },
      ),
      { numRuns: 300, seed: 11 },
    );
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
