/**
 * The relevance tier (workers/search/text-index.ts) against the MiniSearch index it replaced, set
 * up as search-index.ts used to set it up (fields name, symbol, text; our tokenizer; boosts 4, 4,
 * 1; AND; prefix on the last word from 3 letters): for any documents, after removals and slots
 * given to new documents, every query finds the same documents with the same scores.
 */
import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';

import { generateRecords } from '../../../bench/data/generate';
import { SEARCH_COLLECTIONS, toSearchDoc } from '../../../workers/search/documents';
import { tokenize } from '../../../workers/search/text';
import { fieldTokens, TextIndex } from '../../../workers/search/text-index';

interface Doc {
  ref: string;
  name: string;
  symbol: string;
  text: string;
}

const PREFIX_FROM = 3;

function miniSearchOf(): MiniSearch<Doc> {
  return new MiniSearch<Doc>({
    idField: 'ref',
    fields: ['name', 'symbol', 'text'],
    storeFields: [],
    tokenize,
    processTerm: (term) => term,
  });
}

function oldTier(mini: MiniSearch<Doc>, query: string): Map<string, number> {
  const hits = mini.search(query, {
    boost: { name: 4, symbol: 4, text: 1 },
    combineWith: 'AND',
    prefix: (term, index, all) => index === all.length - 1 && term.length >= PREFIX_FROM,
  });
  return new Map(hits.map((hit) => [String(hit.id), hit.score]));
}

function newTier(
  index: TextIndex,
  refBySlot: Map<number, string>,
  query: string,
): Map<string, number> {
  const terms = tokenize(query);
  const lastIsPrefix = (terms.at(-1) ?? '').length >= PREFIX_FROM;
  return new Map(
    index
      .search(terms, lastIsPrefix)
      .map(({ slot, score }) => [refBySlot.get(slot) ?? `missing slot ${slot}`, score]),
  );
}

function expectSameHits(actual: Map<string, number>, expected: Map<string, number>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [ref, score] of expected) expect(actual.get(ref)).toBeCloseTo(score, 9);
}

/** Both tiers over the same documents, with the same removals and additions. */
class Pair {
  readonly mini = miniSearchOf();
  readonly index = new TextIndex();
  readonly refBySlot = new Map<number, string>();
  private readonly held = new Map<string, { slot: number; doc: Doc }>();
  private readonly free: number[] = [];
  private next = 0;

  add(doc: Doc): void {
    if (this.held.has(doc.ref)) return;
    const slot = this.free.pop() ?? this.next++;
    this.mini.add(doc);
    this.index.add(slot, fieldTokens(doc.name, doc.symbol, tokenize(doc.text)));
    this.held.set(doc.ref, { slot, doc });
    this.refBySlot.set(slot, doc.ref);
  }

  remove(ref: string): void {
    const entry = this.held.get(ref);
    if (!entry) return;
    this.mini.remove(entry.doc);
    this.index.remove(
      entry.slot,
      fieldTokens(entry.doc.name, entry.doc.symbol, tokenize(entry.doc.text)),
    );
    this.held.delete(ref);
    this.refBySlot.delete(entry.slot);
    this.free.push(entry.slot);
  }

  removeAll(refs: readonly string[]): void {
    const slots = new Set<number>();
    for (const ref of refs) {
      const entry = this.held.get(ref);
      if (!entry) continue;
      this.mini.remove(entry.doc);
      slots.add(entry.slot);
      this.held.delete(ref);
      this.refBySlot.delete(entry.slot);
      this.free.push(entry.slot);
    }
    this.index.removeAll(slots);
  }

  expectSame(query: string): void {
    expectSameHits(newTier(this.index, this.refBySlot, query), oldTier(this.mini, query));
  }
}

const WORDS = [
  'nova',
  'novel',
  'novelty',
  'nov',
  'bridge',
  'bridges',
  'brid',
  'swap',
  'swapper',
  'dao',
  'zk',
  'the',
  'staking',
  'stake',
  'x1',
];
const words = (max: number) =>
  fc.array(fc.constantFrom(...WORDS), { maxLength: max }).map((list) => list.join(' '));
const docArb = fc.record({
  name: words(4),
  symbol: fc.constantFrom('', 'NOV', 'BRD', 'ZK1', 'SWAP'),
  text: words(8),
});
const queryArb = fc.oneof(
  words(3),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 7 }))
    .map(([word, cut]) => word.slice(0, cut)),
  fc
    .tuple(words(2), fc.constantFrom(...WORDS), fc.integer({ min: 2, max: 5 }))
    .map(([head, word, cut]) => `${head} ${word.slice(0, cut)}`),
);

describe('the relevance tier against MiniSearch', () => {
  it('finds the same documents with the same scores, after removals and reused slots (property)', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.array(docArb, { maxLength: 10 }),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        (docs, removals, later, queries) => {
          const pair = new Pair();
          docs.forEach((doc, i) => pair.add({ ref: `d${i}`, ...doc }));
          for (const n of removals.slice(0, 5)) pair.remove(`d${n % docs.length}`);
          pair.removeAll(removals.slice(5).map((n) => `d${n % docs.length}`));
          later.forEach((doc, i) => pair.add({ ref: `e${i}`, ...doc }));
          for (const query of queries) pair.expectSame(query);
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  }, 30_000);

  it('agrees on generated records of every collection (property)', () => {
    const pair = new Pair();
    const vocabulary = new Set<string>();
    for (const collection of SEARCH_COLLECTIONS) {
      for (const record of generateRecords(collection, 100, 5)) {
        const doc = toSearchDoc(collection, record);
        pair.add({ ref: doc.ref, name: doc.name, symbol: doc.symbol ?? '', text: doc.text });
        for (const word of tokenize(`${doc.name} ${doc.text}`)) vocabulary.add(word);
      }
    }
    const known = [...vocabulary];
    const query = fc.oneof(
      fc.nat().map((n) => known[n % known.length] ?? ''),
      fc
        .tuple(fc.nat(), fc.integer({ min: 2, max: 6 }))
        .map(([n, cut]) => (known[n % known.length] ?? '').slice(0, cut)),
      fc
        .tuple(fc.nat(), fc.nat(), fc.integer({ min: 2, max: 6 }))
        .map(
          ([a, b, cut]) =>
            `${known[a % known.length] ?? ''} ${(known[b % known.length] ?? '').slice(0, cut)}`,
        ),
    );
    let found = 0;
    fc.assert(
      fc.property(query, (q) => {
        const expected = oldTier(pair.mini, q);
        found += expected.size;
        expectSameHits(newTier(pair.index, pair.refBySlot, q), expected);
      }),
      { numRuns: 300, seed: 20261123 },
    );
    expect(found).toBeGreaterThan(0);
  }, 30_000);
});
