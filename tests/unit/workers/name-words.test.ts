/**
 * The name-word tier's order (workers/search/name-words.ts): names holding every query word,
 * shortest first, ties by ref, whatever collection they are in and however many words a prefix
 * expands to; against a plain sort of every match.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { NameWords } from '../../../workers/search/name-words';
import { tokenize } from '../../../workers/search/text';

const COLLECTIONS = ['signals', 'news', 'links', 'academy'];
const WORDS = ['alpha', 'alpine', 'alps', 'altair', 'beta', 'bet', 'nova', 'novel', 'nov'];

/** What match() must return: every name with all terms (the last as a prefix), by length then ref. */
function expected(
  names: Map<string, string>,
  terms: string[],
  lastIsPrefix: boolean,
  limit: number,
): string[] {
  return [...names]
    .filter(([, name]) => {
      const tokens = tokenize(name);
      return terms.every((term, i) =>
        i === terms.length - 1 && lastIsPrefix
          ? tokens.some((t) => t.startsWith(term))
          : tokens.includes(term),
      );
    })
    .sort(([refA, a], [refB, b]) => a.length - b.length || (refA < refB ? -1 : refA > refB ? 1 : 0))
    .slice(0, limit)
    .map(([ref]) => ref);
}

describe('NameWords.match', () => {
  it('merges every collection in name-length order (property)', () => {
    const name = fc
      .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
      .map((words) => words.join(' '));
    const entries = fc.array(fc.tuple(fc.constantFrom(...COLLECTIONS), name), {
      minLength: 1,
      maxLength: 60,
    });
    const query = fc.tuple(
      fc.array(fc.constantFrom(...WORDS), { maxLength: 1 }),
      fc.constantFrom('al', 'alp', 'nov', 'b', 'be', 'alpha', 'x'),
    );
    fc.assert(
      fc.property(entries, query, fc.integer({ min: 1, max: 30 }), (list, [first, last], limit) => {
        // Slot i is entry i.
        const refOf = (slot: number): string => `${list[slot]?.[0] ?? ''}:${slot}`;
        const words = new NameWords({
          ref: refOf,
          name: (slot) => list[slot]?.[1] ?? '',
          key: (slot, at) => (at === 0 ? list[slot]?.[1] : undefined),
        });
        const names = new Map<string, string>();
        const byCollection = new Map<string, number[]>();
        list.forEach(([collection, text], slot) => {
          names.set(refOf(slot), text);
          byCollection.set(collection, [...(byCollection.get(collection) ?? []), slot]);
        });
        for (const [collection, slots] of byCollection)
          words.replaceCollection(`${collection}:`, slots);
        const terms = [...first, last];
        const refs = (slots: number[] | null) => slots?.map(refOf) ?? null;
        expect(refs(words.match(terms, true, limit, new Set()))).toEqual(
          expected(names, terms, true, limit),
        );
        expect(refs(words.match(terms, false, limit, new Set()))).toEqual(
          expected(names, terms, false, limit),
        );
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
