/**
 * Search benchmark (issue: the app worker). Builds the real search index over generated
 * records at 10k, 100k and 300k, then runs the same query mix through it, through a naive
 * lowercase-`includes` filter and through Fuse.js. Prints a table; writes JSON to
 * bench/results/search.json. Run: `npm run bench` (or `node --expose-gc --import tsx bench/search.ts`).
 */
import Fuse from 'fuse.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { SEARCH_COLLECTIONS, toSearchDoc, type SearchDoc } from '../workers/search/documents';
import { MAX_RESULTS, SearchIndex } from '../workers/search/search-index';
import { normalize } from '../workers/search/text';
import { generateRecords } from './data/generate';
import { Random } from './data/random';
import { NAME_STEMS, NAME_SUFFIXES, TOPICS } from './data/words';

const SIZES = [10_000, 100_000, 300_000];
/** Fuse.js scans every record per query: a sample keeps the run within minutes. */
const FUSE_SAMPLE = 25;

function docsOf(total: number): SearchDoc[] {
  // 40% signals, the rest spread over the other ten searchable collections.
  const shares = SEARCH_COLLECTIONS.map((collection) => [collection, collection === 'signals' ? 0.4 : 0.06] as const);
  return shares.flatMap(([collection, share]) =>
    generateRecords(collection, Math.round(total * share), 11).map((record) => toSearchDoc(collection, record as never)),
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
  for (let i = 0; i < 30; i++) queries.push(`${rng.pick(NAME_STEMS).slice(0, 3).toUpperCase()}${rng.pick(['', 'K', 'L', 'N'])}${rng.int(1, 9)}`);
  for (const common of ['token', 'nft', 'staking', 'protocol', 'network', 'finance', 'swap', 'liquidity', 'rewards', 'layer', 'wallet', 'bridge', 'yield', 'dao', 'chain', 'the', 'and', 'governance', 'games', 'community'])
    queries.push(common);
  for (let i = 0; i < 20; i++) queries.push(`${rng.pick(stems)} ${rng.pick(NAME_SUFFIXES).toLowerCase()}`);
  for (let i = 0; i < 10; i++) {
    const word = rng.pick(stems.filter((s) => s.length >= 6));
    const at = rng.int(1, word.length - 2);
    queries.push(word.slice(0, at) + word.slice(at + 1)); // a dropped letter
  }
  for (let i = 0; i < 10; i++) queries.push(rng.pick(TOPICS));
  return queries;
}

/** The spec's original approach, made fair: lowercased once up front, ranked the same way. */
function naiveSearch(prepared: { doc: SearchDoc; name: string; symbol: string; text: string }[], query: string): SearchDoc[] {
  const q = normalize(query);
  if (q.length < 2) return [];
  const exact: SearchDoc[] = [];
  const prefix: SearchDoc[] = [];
  const rest: SearchDoc[] = [];
  for (const item of prepared) {
    if (item.name === q || item.symbol === q) exact.push(item.doc);
    else if (item.name.startsWith(q) || item.symbol.startsWith(q)) prefix.push(item.doc);
    else if (item.name.includes(q) || item.symbol.includes(q) || item.text.includes(q)) rest.push(item.doc);
  }
  return [...exact, ...prefix, ...rest].slice(0, MAX_RESULTS);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function time(queries: string[], run: (query: string) => unknown): { p50: number; p95: number; max: number } {
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

const queries = queryMix();
const rows: Record<string, number | string>[] = [];
for (const size of SIZES) {
  const docs = docsOf(size);
  const before = heap();
  const buildStart = performance.now();
  const index = new SearchIndex();
  for (const collection of SEARCH_COLLECTIONS) index.replaceCollection(collection, docs.filter((doc) => doc.collection === collection));
  const namesMs = performance.now() - buildStart;
  index.indexPending(Number.POSITIVE_INFINITY);
  const buildMs = performance.now() - buildStart;
  const heapMb = (heap() - before) / 1_048_576;

  // A repeat visit: the same collections loaded back from what saveCollection kept (as JSON, like
  // the worker's snapshot), names and name words ready without sorting or tokenising.
  const saved = SEARCH_COLLECTIONS.map((collection) => [collection, JSON.stringify(index.saveCollection(collection))] as const);
  const reloadStart = performance.now();
  const reloaded = new SearchIndex();
  for (const [collection, json] of saved) {
    const { docs: savedDocs, prepared } = JSON.parse(json) as ReturnType<SearchIndex['saveCollection']>;
    reloaded.replaceCollection(collection, savedDocs, prepared);
  }
  const reloadMs = performance.now() - reloadStart;

  const ours = time(queries, (query) => index.search(query));
  const prepared = docs.map((doc) => ({ doc, name: normalize(doc.name), symbol: normalize(doc.symbol ?? ''), text: normalize(doc.text) }));
  const naive = time(queries, (query) => naiveSearch(prepared, query));
  const fuse = new Fuse(docs, { keys: ['name', 'symbol', 'text'], threshold: 0.3, ignoreLocation: true });
  const fuseTimes = time(queries.filter((_, i) => i % Math.ceil(queries.length / FUSE_SAMPLE) === 0), (query) => fuse.search(query, { limit: MAX_RESULTS }));

  rows.push({
    records: size,
    'names ready ms': Math.round(namesMs),
    'names ready from snapshot ms': Math.round(reloadMs),
    'build ms': Math.round(buildMs),
    'heap MB': Math.round(heapMb),
    'p50 ms': +ours.p50.toFixed(2),
    'p95 ms': +ours.p95.toFixed(2),
    'max ms': +ours.max.toFixed(2),
    'naive p95 ms': +naive.p95.toFixed(2),
    'naive/ours p95': +(naive.p95 / ours.p95).toFixed(1),
    'fuse p95 ms': +fuseTimes.p95.toFixed(1),
    'fuse/ours p95': +(fuseTimes.p95 / ours.p95).toFixed(0),
  });
}

console.log(`\nSearch: ${queries.length} queries (Fuse.js: ${FUSE_SAMPLE} of them)`);
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/search.json', JSON.stringify({ date: new Date().toISOString(), queries: queries.length, fuseSample: FUSE_SAMPLE, rows }, null, 2));
