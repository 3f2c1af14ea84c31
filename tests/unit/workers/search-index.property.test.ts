/**
 * Bad input everywhere, for the search index (workers/search/search-index.ts): any string a
 * visitor can type — control characters, lone surrogates, regex and query syntax, huge input,
 * real words mixed with junk — gives at most 20 results of indexed documents, without throwing.
 * Over generated records (bench/data/generate.ts), both fully indexed and with the relevance tier
 * still filling in. How long such input takes, against typical queries, is measured in
 * bench/search-arbitrary.bench.ts: speed is not asserted here.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { type GeneratedCollection, generateRecords } from '../../../bench/data/generate';
import { SEARCH_COLLECTIONS, type SearchDoc, toSearchDoc } from '../../../workers/search/documents';
import { MAX_RESULTS, SearchIndex } from '../../../workers/search/search-index';
import { STOP_WORDS } from '../../../workers/search/text';

const PER_COLLECTION = 400;
const RUNS = { numRuns: 200, seed: 20261121 } as const;

let full: SearchIndex;
let filling: SearchIndex;
let vocabulary: string[];

beforeAll(() => {
  const docs = new Map<GeneratedCollection, SearchDoc[]>();
  for (const collection of SEARCH_COLLECTIONS) {
    docs.set(
      collection,
      generateRecords(collection, PER_COLLECTION, 7).map((record) =>
        toSearchDoc(collection, record as never),
      ),
    );
  }
  full = new SearchIndex();
  filling = new SearchIndex();
  for (const [collection, list] of docs) {
    full.replaceCollection(collection, list);
    filling.replaceCollection(collection, list);
  }
  full.indexPending(Number.POSITIVE_INFINITY);
  filling.indexPending(0); // the relevance tier has barely started
  const words = new Set<string>();
  for (const list of docs.values())
    for (const doc of list.slice(0, 40))
      for (const word of `${doc.name} ${doc.text}`.split(/\s+/)) if (word) words.add(word);
  vocabulary = [...words];
});

/** Real words and prefixes from the index, joined with junk and odd separators. */
const nearQuery = () =>
  fc
    .array(
      fc.oneof(
        fc.nat().map((n) => vocabulary[n % vocabulary.length] ?? ''),
        fc.nat().chain((n) => {
          const word = vocabulary[n % vocabulary.length] ?? '';
          return fc.integer({ min: 0, max: word.length }).map((cut) => word.slice(0, cut));
        }),
        fc.string({ maxLength: 6 }),
        fc.constantFrom(
          '*',
          '"',
          'AND',
          'OR',
          '-',
          '(',
          ')',
          '\\',
          '.*',
          '[',
          '$',
          '^',
          '~2',
          '%',
          '\u0000',
          '\u200b',
          '\ud800',
          'İ',
          'ß',
          '😀',
        ),
      ),
      { maxLength: 8 },
    )
    .chain((parts) =>
      fc
        .constantFrom(' ', '', '\t', '\n', '  ', '-', '/')
        .map((separator) => parts.join(separator)),
    );

const anyQuery = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 2_000 }),
  fc.constant(null).chain(() => nearQuery()),
);

function checkSearch(index: SearchIndex, query: string): void {
  const results = index.search(query);
  expect(results.length).toBeLessThanOrEqual(MAX_RESULTS);
  for (const result of results) expect(index.doc(result.ref)).toStrictEqual(result);
  expect(new Set(results.map((result) => result.ref)).size).toBe(results.length);
}

describe('searching with arbitrary strings (property)', () => {
  it('never throws, and returns at most 20 distinct indexed documents', () => {
    fc.assert(
      fc.property(anyQuery, (query) => checkSearch(full, query)),
      RUNS,
    );
  });

  it('holds while the relevance tier is still being built', () => {
    fc.assert(
      fc.property(anyQuery, (query) => checkSearch(filling, query)),
      { ...RUNS, numRuns: 100 },
    );
  });

  it('finds something for real words from the index (the generator reaches real hits)', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const word = vocabulary[n % vocabulary.length] ?? '';
        // Descriptions are indexed without stop words; every other word of a record finds something.
        fc.pre(/^[a-z]{4,}$/i.test(word) && !STOP_WORDS.has(word.toLowerCase()));
        expect(full.search(word).length).toBeGreaterThan(0);
      }),
      { ...RUNS, numRuns: 100 },
    );
  });
});
