/**
 * Relevance benchmark (docs/search.md, "Relevance on real names"): does a search find the coin a
 * person means? Real coin and token names and symbols (the npm packages cryptocurrency-icons,
 * @uniswap/default-token-list and @metamask/contract-metadata, dev dependencies only) are made
 * into signals, padded with generated records (bench/data/generate.ts) to a few thousand and to
 * 50,000, and searched by queries of several kinds made from the real names: the symbol, the
 * name, a prefix, the name with one or two typos, a later word of the name, and well-known
 * intents ("sol" means Solana). Each kind is scored by hit@1, hit@5 and mean reciprocal rank
 * (over the first 20 results) for our index, for MiniSearch 7 (prefix, fuzzy 0.2, name and
 * symbol boosted) and for Fuse.js 7 with its defaults, over the same documents in the same run.
 * Writes bench/results/relevance.json. Run: `npm run bench -- --only relevance`
 * (or `node --import tsx bench/relevance.ts [sizes…]`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';

import { SEARCH_COLLECTIONS, type SearchDoc, toSearchDoc } from '../workers/search/documents';
import { MAX_RESULTS, SearchIndex } from '../workers/search/search-index';
import { normalize, tokenize } from '../workers/search/text';
import { generateRecords } from './data/generate';
import { Random } from './data/random';

const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
if (SIZES.length === 0) SIZES.push(3_000, 50_000);
/** Queries a kind at most (sampled, the same for the same seed). */
const PER_KIND = 150;
const SEED = 53;

const require = createRequire(import.meta.url);
const readJson = (path: string): unknown => JSON.parse(readFileSync(require.resolve(path), 'utf8'));

interface RealCoin {
  name: string;
  symbol: string;
  /** Which of the three lists name it. */
  lists: Set<string>;
}

/**
 * The three lists' coins, one per name and symbol (the same token on several chains, or in
 * several lists, is one coin), without names or symbols that are empty or not text.
 */
function realCoins(): RealCoin[] {
  const icons = readJson('cryptocurrency-icons/manifest.json') as {
    name: string;
    symbol: string;
  }[];
  const uniswap = readJson('@uniswap/default-token-list') as {
    tokens: { name: string; symbol: string }[];
  };
  const metamask = readJson('@metamask/contract-metadata/contract-map.json') as Record<
    string,
    { name?: string; symbol?: string }
  >;
  const lists: [string, { name?: string; symbol?: string }[]][] = [
    ['cryptocurrency-icons', icons],
    ['@uniswap/default-token-list', uniswap.tokens],
    ['@metamask/contract-metadata', Object.values(metamask)],
  ];
  const coins = new Map<string, RealCoin>();
  for (const [list, entries] of lists)
    for (const { name, symbol } of entries) {
      if (typeof name !== 'string' || typeof symbol !== 'string') continue;
      if (tokenize(name).length === 0 || tokenize(symbol).length === 0) continue;
      const key = `${normalize(name)}\u0000${normalize(symbol)}`;
      const coin = coins.get(key) ?? { name: name.trim(), symbol: symbol.trim(), lists: new Set() };
      coin.lists.add(list);
      coins.set(key, coin);
    }
  return [...coins.values()];
}

/**
 * The lists carry no market figures, so the popularity a real coin is given is a proxy: how
 * many of the three lists name it, cryptocurrency-icons (the coins big enough for an icon set)
 * counting twice, as a market cap on the scale of the generated signals' ($1B to $90B).
 */
const PROXY_CAP_BILLIONS = [0, 1, 3, 10, 30, 90];
function proxyMarketCap(coin: RealCoin): string {
  const weight = coin.lists.size + (coin.lists.has('cryptocurrency-icons') ? 1 : 0);
  return `$${PROXY_CAP_BILLIONS[weight] ?? 1}B`;
}

const realRef = (i: number): string => `signals:real-${i}`;

/** The real coins as signals, and generated records of every collection up to `total`. */
function documents(coins: readonly RealCoin[], total: number): SearchDoc[] {
  const template = generateRecords('signals', 1, SEED)[0];
  if (!template) throw new Error('no generated signal');
  const real = coins.map((coin, i) =>
    toSearchDoc('signals', {
      ...template,
      id: `real-${i}`,
      name: coin.name,
      symbol: coin.symbol,
      marketCap: proxyMarketCap(coin),
    }),
  );
  const noise = Math.max(0, total - real.length);
  const shares = SEARCH_COLLECTIONS.map(
    (collection) => [collection, collection === 'signals' ? 0.4 : 0.06] as const,
  );
  const generated = shares.flatMap(([collection, share]) =>
    generateRecords(collection, Math.round(noise * share), 11).map((record) =>
      toSearchDoc(collection, record as never),
    ),
  );
  return [...real, ...generated];
}

interface Query {
  kind: string;
  query: string;
  /** The ref of the record meant. */
  target: string;
}

/** One edit to `word` at `at` or later (never its first letter): drop, swap or wrong letter. */
function typo(word: string, rng: Random): string {
  const at = rng.int(1, word.length - 1);
  const edit = rng.int(0, 2);
  if (edit === 0) return word.slice(0, at) + word.slice(at + 1);
  if (edit === 1 && at < word.length - 1 && word[at] !== word[at + 1])
    return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  const letters = 'abcdefghijklmnopqrstuvwxyz'.replace(word[at] ?? '', '');
  return word.slice(0, at) + rng.pick(letters.split('')) + word.slice(at + 1);
}

/** Queries of real names for which the name, symbol or word meant is unambiguous among them. */
function queriesOf(coins: readonly RealCoin[]): Query[] {
  const rng = new Random(SEED);
  const names = coins.map((coin) => normalize(coin.name));
  const count = (values: readonly string[]): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const nameCounts = count(names);
  const symbols = coins.map((coin) => normalize(coin.symbol));
  const symbolCounts = count(symbols);
  const wordCounts = count(names.flatMap((name) => [...new Set(tokenize(name))]));
  const sample = (kind: string, make: (coin: RealCoin, i: number) => string | null): Query[] => {
    const found: Query[] = [];
    const order = coins.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const i of order) {
      const coin = coins[i];
      if (found.length >= PER_KIND || !coin) break;
      const query = make(coin, i);
      if (query !== null) found.push({ kind, query, target: realRef(i) });
    }
    return found;
  };
  const uniqueName = (i: number): boolean => nameCounts.get(names[i] ?? '') === 1;
  const withTypos = (coin: RealCoin, i: number, typos: number): string | null => {
    if (!uniqueName(i)) return null;
    const words = coin.name.toLowerCase().split(/\s+/);
    const long = words
      .map((word, at) => ({ word, at }))
      .filter(({ word }) => /^[a-z]{4,}$/.test(word));
    const eight = long.filter(({ word }) => word.length >= 8);
    if (typos === 1 ? long.length === 0 : eight.length === 0 && long.length < 2) return null;
    const edited = [...words];
    if (typos === 1) {
      const { word, at } = rng.pick(long);
      edited[at] = typo(word, rng);
    } else if (eight.length > 0 && (long.length < 2 || rng.chance(0.5))) {
      const { word, at } = rng.pick(eight);
      edited[at] = typo(typo(word, rng), rng);
    } else {
      const [first, second] = rng.some(long, 2, 2);
      if (!first || !second) return null;
      edited[first.at] = typo(first.word, rng);
      edited[second.at] = typo(second.word, rng);
    }
    const query = edited.join(' ');
    return nameCounts.has(normalize(query)) ? null : query;
  };
  return [
    ...sample('symbol', (coin) =>
      symbolCounts.get(normalize(coin.symbol)) === 1 ? coin.symbol.toLowerCase() : null,
    ),
    ...sample('name', (coin, i) => (uniqueName(i) ? coin.name : null)),
    ...sample('prefix', (_, i) => {
      const name = names[i] ?? '';
      const length = rng.int(3, 5);
      const start = name.slice(0, length);
      if (!/^[a-z0-9]{3,5}$/.test(start) || start.length === name.length) return null;
      return names.filter((other) => other.startsWith(start)).length === 1 ? start : null;
    }),
    ...sample('one typo', (coin, i) => withTypos(coin, i, 1)),
    ...sample('two typos', (coin, i) => withTypos(coin, i, 2)),
    // A word only this coin's name has: no other name or symbol starts with it.
    ...sample('second word', (_, i) => {
      const word = tokenize(names[i] ?? '')[1];
      if (!word || word.length < 4 || !/[a-z]/.test(word) || wordCounts.get(word) !== 1)
        return null;
      const others = names.filter(
        (name, j) => j !== i && tokenize(name).some((each) => each.startsWith(word)),
      );
      return others.length === 0 && !symbols.some((symbol, j) => j !== i && symbol.startsWith(word))
        ? word
        : null;
    }),
    ...intents(coins),
  ];
}

/**
 * What a person means by a few well-known tickers and names: the coin, found in the lists by its
 * name and symbol. An intent whose coin is not in the lists is left out (and printed).
 */
const INTENTS: [query: string, name: string, symbol: string][] = [
  ['btc', 'Bitcoin', 'BTC'],
  ['bitcoin', 'Bitcoin', 'BTC'],
  ['eth', 'Ethereum', 'ETH'],
  ['ether', 'Ethereum', 'ETH'],
  ['ethereum', 'Ethereum', 'ETH'],
  ['sol', 'Solana', 'SOL'],
  ['solana', 'Solana', 'SOL'],
  ['link', 'Chainlink', 'LINK'],
  ['chainlink', 'Chainlink', 'LINK'],
  ['usdc', 'USD Coin', 'USDC'],
  ['usdt', 'Tether', 'USDT'],
  ['tether', 'Tether', 'USDT'],
  ['dai', 'Dai', 'DAI'],
  ['uni', 'Uniswap', 'UNI'],
  ['uniswap', 'Uniswap', 'UNI'],
  ['aave', 'Aave', 'AAVE'],
  ['mkr', 'Maker', 'MKR'],
  ['maker', 'Maker', 'MKR'],
  ['ada', 'Cardano', 'ADA'],
  ['doge', 'Dogecoin', 'DOGE'],
  ['dot', 'Polkadot', 'DOT'],
  ['xrp', 'XRP', 'XRP'],
  ['ltc', 'Litecoin', 'LTC'],
  ['atom', 'Cosmos', 'ATOM'],
  ['avax', 'Avalanche', 'AVAX'],
  ['matic', 'Polygon', 'MATIC'],
  ['comp', 'Compound', 'COMP'],
  ['wbtc', 'Wrapped Bitcoin', 'WBTC'],
  ['shib', 'Shiba Inu', 'SHIB'],
  ['xlm', 'Stellar', 'XLM'],
];

function intents(coins: readonly RealCoin[]): Query[] {
  const found: Query[] = [];
  for (const [query, name, symbol] of INTENTS) {
    const at = coins.findIndex(
      (coin) =>
        normalize(coin.name) === normalize(name) && normalize(coin.symbol) === normalize(symbol),
    );
    if (at === -1) console.log(`intent "${query}": ${name} (${symbol}) is not in the lists`);
    else found.push({ kind: 'intent', query, target: realRef(at) });
  }
  return found;
}

type Engine = (query: string) => string[];

function ours(docs: readonly SearchDoc[]): Engine {
  const index = new SearchIndex();
  for (const collection of SEARCH_COLLECTIONS)
    index.replaceCollection(
      collection,
      docs.filter((doc) => doc.collection === collection),
    );
  index.indexPending(Number.POSITIVE_INFINITY);
  return (query) => index.search(query).map((doc) => doc.ref);
}

function miniSearch(docs: readonly SearchDoc[]): Engine {
  const index = new MiniSearch<SearchDoc>({
    idField: 'ref',
    fields: ['name', 'symbol', 'text'],
    storeFields: [],
  });
  index.addAll(docs.map((doc) => ({ ...doc, symbol: doc.symbol ?? '' })));
  return (query) =>
    index
      .search(query, { prefix: true, fuzzy: 0.2, boost: { name: 2, symbol: 2 } })
      .slice(0, MAX_RESULTS)
      .map((hit) => String(hit.id));
}

function fuse(docs: readonly SearchDoc[]): Engine {
  const index = new Fuse(docs, { keys: ['name', 'symbol', 'text'] });
  return (query) => index.search(query, { limit: MAX_RESULTS }).map((hit) => hit.item.ref);
}

/** Ours with every record's popularity left out: what the prior adds. */
const withoutPrior = (docs: readonly SearchDoc[]): Engine =>
  ours(docs.map(({ popularity: _, ...doc }) => doc));

const ENGINES: [string, (docs: readonly SearchDoc[]) => Engine][] = [
  ['AlphaScout', ours],
  ['AlphaScout without the prior', withoutPrior],
  ['MiniSearch', miniSearch],
  ['Fuse.js', fuse],
];
interface Score {
  'hit@1': number;
  'hit@5': number;
  MRR: number;
}

function score(engine: Engine, queries: readonly Query[]): Score {
  let first = 0;
  let five = 0;
  let reciprocal = 0;
  for (const { query, target } of queries) {
    const rank = engine(query).indexOf(target);
    if (rank === 0) first += 1;
    if (rank !== -1 && rank < 5) five += 1;
    if (rank !== -1) reciprocal += 1 / (rank + 1);
  }
  const share = (value: number): number => +(value / Math.max(1, queries.length)).toFixed(3);
  return { 'hit@1': share(first), 'hit@5': share(five), MRR: share(reciprocal) };
}

const coins = realCoins();
const queries = queriesOf(coins);
const kinds = [...new Set(queries.map((query) => query.kind))];
console.log(
  `${coins.length} real coins and tokens; queries: ${kinds
    .map((kind) => `${kind} ${queries.filter((query) => query.kind === kind).length}`)
    .join(', ')}`,
);
const rows: Record<string, number | string>[] = [];
for (const size of SIZES) {
  const docs = documents(coins, size);
  for (const [name, build] of ENGINES) {
    const engine = build(docs);
    for (const kind of kinds)
      rows.push({
        records: docs.length,
        kind,
        engine: name,
        queries: queries.filter((query) => query.kind === kind).length,
        ...score(
          engine,
          queries.filter((query) => query.kind === kind),
        ),
      });
  }
  console.log(`${docs.length} records done`);
}
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/relevance.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      coins: coins.length,
      perKind: PER_KIND,
      examples: Object.fromEntries(
        kinds.map((kind) => [
          kind,
          queries
            .filter((query) => query.kind === kind)
            .slice(0, 5)
            .map((query) => query.query),
        ]),
      ),
      rows,
    },
    null,
    2,
  )}\n`,
);
