/**
 * What arbitrary input costs the search index (workers/search/search-index.ts), against the
 * queries visitors usually type, measured in the same run: the same number of searches each way,
 * over the generated records the property test uses (tests/unit/workers/search-index.property.test.ts
 * checks what comes back; this measures how long it takes). `npm run bench` prints the ratio
 * "arbitrary ÷ baseline"; a figure far above 1 means some input hits a slow path.
 */
import fc from 'fast-check';
import { bench, describe } from 'vitest';

import { SEARCH_COLLECTIONS, toSearchDoc } from '../workers/search/documents';
import { SearchIndex } from '../workers/search/search-index';
import { generateRecords } from './data/generate';

const PER_COLLECTION = 400;
const QUERIES = 300;

const index = new SearchIndex();
const words = new Set<string>();
for (const collection of SEARCH_COLLECTIONS) {
  const docs = generateRecords(collection, PER_COLLECTION, 7).map((record) =>
    toSearchDoc(collection, record as never),
  );
  index.replaceCollection(collection, docs);
  for (const doc of docs.slice(0, 40))
    for (const word of doc.name.split(/\s+/)) if (/^[a-z]{4,}$/i.test(word)) words.add(word);
}
index.indexPending(Number.POSITIVE_INFINITY);

const vocabulary = [...words];
/** The baseline: whole words and prefixes of names, as typed into the header box. */
const typical = Array.from({ length: QUERIES }, (_, i) => {
  const word = vocabulary[i % vocabulary.length] ?? 'token';
  return i % 2 ? word : word.slice(0, 3);
});
/** Control characters, lone surrogates, query syntax, 2,000-character strings (as in the property test). */
const arbitrary = fc.sample(
  fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ maxLength: 2_000 }),
    fc
      .array(
        fc.oneof(
          fc.constantFrom(...vocabulary),
          fc.constantFrom('*', '"', 'AND', '-', '\\', '.*', '\u0000', '\ud800', 'İ', '😀'),
        ),
        { maxLength: 8 },
      )
      .map((parts) => parts.join(' ')),
  ),
  { numRuns: QUERIES, seed: 20261121 },
);

describe(`search index, ${QUERIES} queries over ${PER_COLLECTION} records per collection`, () => {
  bench('baseline: typical words and prefixes', () => {
    for (const query of typical) index.search(query);
  });
  bench('arbitrary strings', () => {
    for (const query of arbitrary) index.search(query);
  });
});
