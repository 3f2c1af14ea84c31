/**
 * Search benchmark (issues: the app worker; a million records). Builds the real search index over
 * generated records at 10k, 100k, 300k and 1M, then runs the same query mix through it, through a
 * naive lowercase-`includes` filter and through Fuse.js (not at 1M: minutes a query mix). Heap per
 * record is the index's heap (documents included) over the record count. The relevance tier is
 * also measured alone, before and after in the same run: the MiniSearch index it used to be
 * (same options, same words) against TextIndex; so is the name-word tier's term dictionary, over
 * 10k and 100k made-up words (search-dictionary.ts). Prints tables; writes JSON to
 * bench/results/search.json. Run: `npm run bench -- --only search`
 * (or `node --expose-gc --max-old-space-size=8192 --import tsx bench/search.ts [sizes…]`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { deserialize, serialize } from 'node:v8';

import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';

import { SEARCH_COLLECTIONS, type SearchDoc, toSearchDoc } from '../workers/search/documents';
import {
  descriptionWords,
  findCommonTerms,
  MAX_RESULTS,
  SearchIndex,
} from '../workers/search/search-index';
import { asRelevanceSnapshot, asSnapshot } from '../workers/search/snapshot';
import { normalize, tokenize } from '../workers/search/text';
import { fieldTokens, TextIndex } from '../workers/search/text-index';
import { generateRecords } from './data/generate';
import { Random } from './data/random';
import { NAME_STEMS, NAME_SUFFIXES, TOPICS } from './data/words';
import { dictionaryBeforeAfter } from './search-dictionary';

const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
if (SIZES.length === 0) SIZES.push(10_000, 100_000, 300_000, 1_000_000);
/** Fuse.js scans every record per query: a sample keeps the run within minutes; none past this size. */
const FUSE_SAMPLE = 25;
const FUSE_MAX_RECORDS = 300_000;
/** The naive filter's sample past 300k records (a scan of 1M records per query). */
const NAIVE_SAMPLE_1M = 50;

function docsOf(total: number): SearchDoc[] {
  // 40% signals, the rest spread over the other ten searchable collections.
  const shares = SEARCH_COLLECTIONS.map(
    (collection) => [collection, collection === 'signals' ? 0.4 : 0.06] as const,
  );
  return shares.flatMap(([collection, share]) =>
    generateRecords(collection, Math.round(total * share), 11).map((record) =>
      toSearchDoc(collection, record as never),
    ),
  );
}

function queryMix(): string[] {
  const rng = new Random(42);
  const stems = NAME_STEMS.map((stem) => stem.toLowerCase());
  const queries: string[] = [];
  for (let i = 0; i < 40; i++) queries.push(rng.pick(stems));
  for (let i = 0; i < 80; i++) {
    const word = rng.pick([...stems, ...NAME_SUFFIXES.map((s) => s.toLowerCase())]);
    queries.push(word.slice(0, rng.int(2, Math.min(6, word.length))));
  }
  for (let i = 0; i < 30; i++)
    queries.push(
      `${rng.pick(NAME_STEMS).slice(0, 3).toUpperCase()}${rng.pick(['', 'K', 'L', 'N'])}${rng.int(1, 9)}`,
    );
  for (const common of [
    'token',
    'nft',
    'staking',
    'protocol',
    'network',
    'finance',
    'swap',
    'liquidity',
    'rewards',
    'layer',
    'wallet',
    'bridge',
    'yield',
    'dao',
    'chain',
    'the',
    'and',
    'governance',
    'games',
    'community',
  ])
    queries.push(common);
  for (let i = 0; i < 20; i++)
    queries.push(`${rng.pick(stems)} ${rng.pick(NAME_SUFFIXES).toLowerCase()}`);
  for (let i = 0; i < 10; i++) {
    const word = rng.pick(stems.filter((s) => s.length >= 6));
    const at = rng.int(1, word.length - 2);
    queries.push(word.slice(0, at) + word.slice(at + 1)); // a dropped letter
  }
  for (let i = 0; i < 10; i++) queries.push(rng.pick(TOPICS));
  return queries;
}

/** The spec's original approach, made fair: lowercased once up front, ranked the same way. */
function naiveSearch(
  prepared: { doc: SearchDoc; name: string; symbol: string; text: string }[],
  query: string,
): SearchDoc[] {
  const q = normalize(query);
  if (q.length < 2) return [];
  const exact: SearchDoc[] = [];
  const prefix: SearchDoc[] = [];
  const rest: SearchDoc[] = [];
  for (const item of prepared) {
    if (item.name === q || item.symbol === q) exact.push(item.doc);
    else if (item.name.startsWith(q) || item.symbol.startsWith(q)) prefix.push(item.doc);
    else if (item.name.includes(q) || item.symbol.includes(q) || item.text.includes(q))
      rest.push(item.doc);
  }
  return [...exact, ...prefix, ...rest].slice(0, MAX_RESULTS);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function time(
  queries: string[],
  run: (query: string) => unknown,
): { p50: number; p95: number; max: number } {
  for (const query of queries.slice(0, 10)) run(query); // warm up
  const times = queries.map((query) => {
    const start = performance.now();
    run(query);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

const heap = (): number => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

interface TierDoc {
  ref: string;
  name: string;
  symbol: string;
  text: string;
}

/**
 * The relevance tier alone, before (MiniSearch, as search-index.ts set it up) and after
 * (TextIndex), over the same words: heap, build time and p95 of the tier's query.
 */
function relevanceBeforeAfter(
  docs: readonly SearchDoc[],
  queries: readonly string[],
): Record<string, number> {
  const words = new Map<string, string[]>();
  for (const collection of SEARCH_COLLECTIONS) {
    const inCollection = docs.filter((doc) => doc.collection === collection);
    const common = findCommonTerms(
      inCollection.map((doc) => doc.text),
      inCollection.length,
    );
    for (const doc of inCollection) words.set(doc.ref, descriptionWords(doc.text, common));
  }
  const asQuery = (query: string): { terms: string[]; lastIsPrefix: boolean } => {
    const terms = tokenize(normalize(query));
    return { terms, lastIsPrefix: (terms.at(-1) ?? '').length >= 3 };
  };
  const measure = (
    build: () => (query: string) => unknown,
  ): { heapMb: number; buildMs: number; p95: number } => {
    const before = heap();
    const start = performance.now();
    const search = build();
    const buildMs = performance.now() - start;
    const heapMb = (heap() - before) / 1_048_576;
    return { heapMb, buildMs, p95: time([...queries], search).p95 };
  };
  const mini = measure(() => {
    const index = new MiniSearch<TierDoc>({
      idField: 'ref',
      fields: ['name', 'symbol', 'text'],
      storeFields: [],
      tokenize,
      processTerm: (term) => term,
    });
    for (const doc of docs)
      index.add({
        ref: doc.ref,
        name: doc.name,
        symbol: doc.symbol ?? '',
        text: (words.get(doc.ref) ?? []).join(' '),
      });
    return (query) =>
      index.search(normalize(query), {
        boost: { name: 4, symbol: 4, text: 1 },
        combineWith: 'AND',
        prefix: (term, i, all) => i === all.length - 1 && term.length >= 3,
      });
  });
  const packed = measure(() => {
    const index = new TextIndex();
    docs.forEach((doc, slot) =>
      index.add(slot, fieldTokens(doc.name, doc.symbol, words.get(doc.ref) ?? [])),
    );
    return (query) => {
      const { terms, lastIsPrefix } = asQuery(query);
      return index.search(terms, lastIsPrefix).sort((a, b) => b.score - a.score);
    };
  });
  return {
    'MiniSearch MB': Math.round(mini.heapMb),
    'TextIndex MB': Math.round(packed.heapMb),
    'MiniSearch build ms': Math.round(mini.buildMs),
    'TextIndex build ms': Math.round(packed.buildMs),
    'MiniSearch p95 ms': +mini.p95.toFixed(2),
    'TextIndex p95 ms': +packed.p95.toFixed(2),
  };
}

const queries = queryMix();
const rows: Record<string, number | string>[] = [];
const relevanceRows: Record<string, number | string>[] = [];
for (const size of SIZES) {
  const start = heap();
  const docs = docsOf(size);
  const before = heap();
  const docsMb = (before - start) / 1_048_576;
  const buildStart = performance.now();
  const index = new SearchIndex();
  for (const collection of SEARCH_COLLECTIONS)
    index.replaceCollection(
      collection,
      docs.filter((doc) => doc.collection === collection),
    );
  const namesMs = performance.now() - buildStart;
  index.indexPending(Number.POSITIVE_INFINITY);
  const buildMs = performance.now() - buildStart;
  const heapMb = (heap() - before) / 1_048_576;

  // A repeat visit: the same collections loaded back from what saveCollection kept, through the
  // structured clone IndexedDB stores it with (v8.serialize), every tier ready without sorting,
  // tokenising or indexing.
  const saved = SEARCH_COLLECTIONS.map((collection) => {
    const parts = index.saveCollection(collection);
    if (!parts) throw new Error(`${collection}: not saved`);
    return [collection, serialize(parts.names), serialize(parts.relevance)] as const;
  });
  const reloadStart = performance.now();
  const reloaded = new SearchIndex();
  for (const [collection, names, relevance] of saved) {
    const snapshot = asSnapshot(deserialize(names));
    const part = snapshot && asRelevanceSnapshot(deserialize(relevance), snapshot.count);
    if (!snapshot || !part) throw new Error(`${collection}: the saved snapshot does not load back`);
    reloaded.loadRelevance(reloaded.loadCollection(collection, snapshot), part);
  }
  const reloadMs = performance.now() - reloadStart;

  const ours = time(queries, (query) => index.search(query));
  saved.length = 0;
  reloaded.replaceCollection('signals', []); // lets the second index's documents go before the next heap reading
  const prepared = docs.map((doc) => ({
    doc,
    name: normalize(doc.name),
    symbol: normalize(doc.symbol ?? ''),
    text: normalize(doc.text),
  }));
  const sample = (count: number) =>
    queries.filter((_, i) => i % Math.ceil(queries.length / count) === 0);
  const naive = time(size > 300_000 ? sample(NAIVE_SAMPLE_1M) : queries, (query) =>
    naiveSearch(prepared, query),
  );
  prepared.length = 0;
  let fuseP95: number | string = '—';
  if (size <= FUSE_MAX_RECORDS) {
    const fuse = new Fuse(docs, {
      keys: ['name', 'symbol', 'text'],
      threshold: 0.3,
      ignoreLocation: true,
    });
    fuseP95 = +time(sample(FUSE_SAMPLE), (query) =>
      fuse.search(query, { limit: MAX_RESULTS }),
    ).p95.toFixed(1);
  }
  relevanceRows.push({ records: size, ...relevanceBeforeAfter(docs, queries) });

  rows.push({
    records: size,
    'names ready ms': Math.round(namesMs),
    'names ready from snapshot ms': Math.round(reloadMs),
    'build ms': Math.round(buildMs),
    'heap MB': Math.round(heapMb),
    'documents MB': Math.round(docsMb),
    // The index keeps its own documents, as columns: the input array is not part of it.
    'heap B/record (documents incl.)': Math.round((heapMb * 1_048_576) / size),
    'p50 ms': +ours.p50.toFixed(2),
    'p95 ms': +ours.p95.toFixed(2),
    'max ms': +ours.max.toFixed(2),
    'naive p95 ms': +naive.p95.toFixed(2),
    'naive/ours p95': +(naive.p95 / ours.p95).toFixed(1),
    'fuse p95 ms': fuseP95,
    'fuse/ours p95': typeof fuseP95 === 'number' ? +(fuseP95 / ours.p95).toFixed(0) : '—',
  });
  console.log(`${size} records done`);
}

console.log(
  `\nSearch: ${queries.length} queries (Fuse.js: ${FUSE_SAMPLE} of them, up to ${FUSE_MAX_RECORDS} records; the naive filter: ${NAIVE_SAMPLE_1M} past 300k)`,
);
console.table(rows);
console.log(
  '\nThe relevance tier alone, same words, same run: MiniSearch (before) against TextIndex (after)',
);
console.table(relevanceRows);
const dictionaryRows = dictionaryBeforeAfter([10_000, 100_000]);
console.log(
  '\nThe term dictionary alone, same words, same run: sorted list (before) against radix tree (after)',
);
console.table(dictionaryRows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/search.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      queries: queries.length,
      fuseSample: FUSE_SAMPLE,
      rows,
      relevance: relevanceRows,
      dictionary: dictionaryRows,
    },
    null,
    2,
  ),
);
