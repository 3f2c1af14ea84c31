import { describe, expect, it } from 'vitest';

import { generateRecords } from '../../../bench/data/generate';
import {
  refOf,
  type SearchCollection,
  type SearchDoc,
  toSearchDoc,
} from '../../../workers/search/documents';
import {
  CONTAINS_SCAN_LIMIT,
  MAX_RESULTS,
  SearchIndex,
} from '../../../workers/search/search-index';

function doc(
  collection: SearchCollection,
  id: string,
  name: string,
  text = '',
  symbol?: string,
): SearchDoc {
  return {
    ref: refOf(collection, id),
    collection,
    id,
    name,
    text,
    image: '/images/logo.svg',
    ...(symbol ? { symbol } : {}),
  };
}

function indexOf(docs: SearchDoc[]): SearchIndex {
  const index = new SearchIndex();
  const collections = [...new Set(docs.map((d) => d.collection))];
  for (const collection of collections)
    index.replaceCollection(
      collection,
      docs.filter((d) => d.collection === collection),
    );
  index.indexPending(Number.POSITIVE_INFINITY);
  return index;
}

const names = (results: SearchDoc[]) => results.map((r) => r.name);

describe('search ranking', () => {
  const index = indexOf([
    doc('airdrops', 'a1', 'Wrapped Bitcoin Bridge', 'Move bitcoin to Ethereum.'),
    doc('signals', 's1', 'Bitcoin Cash', '', 'BCH'),
    doc('signals', 's2', 'Bitcoin', '', 'BTC'),
    doc('nftProjects', 'n1', 'Bit Punks', 'Pixel art.'),
    doc('news', 'w1', 'Markets today', 'Bitcoin rallies after the halving.'),
    doc('links', 'l1', 'Coinbase', 'Buy bitcoin and ether.'),
  ]);

  it('puts an exact name match first, then names that start with the query, then the rest', () => {
    const results = names(index.search('bitcoin'));
    expect(results[0]).toBe('Bitcoin');
    expect(results[1]).toBe('Bitcoin Cash');
    expect(results.slice(2)).toEqual(
      expect.arrayContaining(['Wrapped Bitcoin Bridge', 'Markets today', 'Coinbase']),
    );
    expect(results.indexOf('Wrapped Bitcoin Bridge')).toBeLessThan(
      results.indexOf('Markets today'),
    );
  });

  it('is case-insensitive and ignores accents and surrounding space', () => {
    expect(names(index.search('  BITCOIN '))).toEqual(names(index.search('bitcoin')));
    expect(names(index.search('Bïtcoin'))[0]).toBe('Bitcoin');
  });

  it('reads "$BTC" as the ticker BTC: the coin with that symbol first', () => {
    const withGiveaway = indexOf([
      doc('giveaways', 'g1', 'Hardware Wallet + $200 in BTC'),
      doc('signals', 's2', 'Bitcoin', '', 'BTC'),
    ]);
    expect(names(withGiveaway.search('$BTC'))).toEqual([
      'Bitcoin',
      'Hardware Wallet + $200 in BTC',
    ]);
    expect(names(withGiveaway.search('$200'))).toEqual(['Hardware Wallet + $200 in BTC']);
  });

  it('treats an exact symbol like an exact name', () => {
    expect(names(index.search('btc'))[0]).toBe('Bitcoin');
  });

  it('does not search for 0 or 1 characters', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('b')).toEqual([]);
    expect(index.search(' b ')).toEqual([]);
  });

  it('matches the start of a word in a name from 3 characters, and forgives one typo from 4', () => {
    expect(names(index.search('pun'))).toContain('Bit Punks');
    expect(names(index.search('bitcoun'))).toEqual(
      expect.arrayContaining(['Bitcoin', 'Bitcoin Cash', 'Wrapped Bitcoin Bridge']),
    );
  });

  it('finds description words as whole words', () => {
    expect(names(index.search('halving'))).toEqual(['Markets today']);
    expect(names(index.search('pixel'))).toEqual(['Bit Punks']);
  });

  it("leaves a description's stop words out of the query too, so a longer query never finds less", () => {
    const gpu = indexOf([
      doc('icoProjects', 'i1', 'Kairo', 'Decentralised GPU network for AI inference.'),
      doc('signals', 's2', 'Bitcoin', '', 'BTC'),
      doc('news', 'w1', 'Markets today', 'Bitcoin rallies after the halving.'),
      doc('links', 'l1', 'The Graph', 'Indexing for dapps.'),
      doc('news', 'w2', 'Chain split', 'A bitcoin fork is coming.'),
    ]);
    expect(names(gpu.search('network for AI'))).toEqual(['Kairo']);
    expect(names(gpu.search('decentralised GPU network for AI inference'))).toEqual(['Kairo']);
    expect(names(gpu.search('network for infer'))).toEqual(['Kairo']);
    expect(names(gpu.search('bitcoin in'))).toEqual(names(gpu.search('bitcoin')));
    // A last stop word may be the start of the word being typed: what it starts comes first.
    expect(names(gpu.search('bitcoin for'))[0]).toBe('Chain split');
    expect(new Set(names(gpu.search('bitcoin for')))).toEqual(
      new Set(names(gpu.search('bitcoin'))),
    );
    expect(names(gpu.search('rallies after the halving'))).toEqual(['Markets today']);
    // A name keeps every word, and a query of stop words alone still looks for them.
    expect(names(gpu.search('the graph'))[0]).toBe('The Graph');
    expect(names(gpu.search('the'))).toEqual(['The Graph']);
  });

  it('finds a name that holds the query inside a word, after every word match, shortest name first', () => {
    expect(names(index.search('coin'))).toEqual([
      'Coinbase',
      'Bitcoin',
      'Bitcoin Cash',
      'Wrapped Bitcoin Bridge',
    ]);
    expect(names(index.search('unks'))).toEqual(['Bit Punks']);
    expect(names(index.search('zzz'))).toEqual([]);
  });

  it('scans names for the query inside a word only up to CONTAINS_SCAN_LIMIT documents', () => {
    const many = Array.from({ length: CONTAINS_SCAN_LIMIT }, (_, i) =>
      doc('links', `x${i}`, `Filler ${i}`),
    );
    const small = indexOf([...many.slice(1), doc('signals', 's2', 'Bitcoin', '', 'BTC')]);
    // "itcoi" is also one edit from the start of "bitcoin"; "tcoi" is inside a word only.
    expect(names(small.search('tcoi'))).toEqual(['Bitcoin']);
    const big = indexOf([...many, doc('signals', 's2', 'Bitcoin', '', 'BTC')]);
    expect(names(big.search('tcoi'))).toEqual([]);
    expect(names(big.search('itcoi'))).toEqual(['Bitcoin']);
  });

  it('returns at most a screenful', () => {
    const many = indexOf(
      generateRecords('signals', 2_000, 2).map((r) => toSearchDoc('signals', r)),
    );
    expect(many.search('ze').length).toBe(MAX_RESULTS);
  });

  it('ranks description matches by score, then by ref, and shows the best screenful of many', () => {
    // 60 equal descriptions (one score), five shorter ones (a higher score), one name match.
    const docs = [
      ...Array.from({ length: 60 }, (_, i) =>
        doc(
          'news',
          `n${String(59 - i).padStart(2, '0')}`,
          `Story ${i}`,
          'quasar sighted over the harbour tonight',
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) => doc('links', `l${i}`, `Link ${i}`, 'quasar')),
      doc('signals', 's1', 'Quasar'),
    ];
    const results = indexOf(docs).search('quasar');
    expect(results.map((r) => r.ref)).toEqual([
      'signals:s1',
      ...['l0', 'l1', 'l2', 'l3', 'l4'].map((id) => `links:${id}`),
      ...Array.from({ length: 14 }, (_, i) => `news:n${String(i).padStart(2, '0')}`),
    ]);
  });

  it('still finds words that are too common to index in big collections', () => {
    const records = generateRecords('airdrops', 1_000, 3);
    const big = indexOf(records.map((r) => toSearchDoc('airdrops', r)));
    const results = big.search('staking');
    expect(results.length).toBeGreaterThan(0);
    for (const result of results)
      expect(`${result.name} ${result.text}`.toLowerCase()).toContain('staking');
  });
});

describe('search index updates', () => {
  it('finds an added record, follows a rename and forgets a removed one', () => {
    const index = indexOf([doc('testnets', 't1', 'Kairo Nodes')]);
    index.upsert(doc('testnets', 't2', 'Zephyr Public'));
    expect(names(index.search('zephyr'))).toEqual(['Zephyr Public']);
    index.upsert(doc('testnets', 't2', 'Nimbus Public'));
    expect(index.search('zephyr')).toEqual([]);
    expect(names(index.search('nimbus'))).toEqual(['Nimbus Public']);
    index.remove(refOf('testnets', 't2'));
    expect(index.search('nimbus')).toEqual([]);
    expect(index.size).toBe(1);
  });

  it('finds a name by a part inside a word after the record is added, renamed and removed', () => {
    const index = indexOf([doc('testnets', 't1', 'Kairo Nodes')]);
    expect(names(index.search('airo'))).toEqual(['Kairo Nodes']);
    index.upsert(doc('testnets', 't2', 'Zephyrnet'));
    expect(names(index.search('rnet'))).toEqual(['Zephyrnet']);
    index.upsert(doc('testnets', 't2', 'Nimbusnet'));
    expect(index.search('rnet')).toEqual([]);
    expect(names(index.search('busn'))).toEqual(['Nimbusnet']);
    index.remove(refOf('testnets', 't2'));
    expect(index.search('busn')).toEqual([]);
  });

  it('replaces one collection without touching the others', () => {
    const index = indexOf([
      doc('news', 'n1', 'Solana news'),
      doc('links', 'l1', 'Solana explorer'),
    ]);
    index.replaceCollection('news', [doc('news', 'n2', 'Arbitrum news')]);
    index.indexPending(Number.POSITIVE_INFINITY);
    expect(names(index.search('solana'))).toEqual(['Solana explorer']);
    expect(names(index.search('arbitrum'))).toEqual(['Arbitrum news']);
  });

  it('answers from names before the relevance tier is built, and fully after', () => {
    const index = new SearchIndex();
    index.replaceCollection('news', [doc('news', 'n1', 'Layer two', 'Rollups scale Ethereum.')]);
    expect(index.pendingCount).toBe(1);
    expect(names(index.search('layer'))).toEqual(['Layer two']);
    expect(index.search('rollups')).toEqual([]);
    expect(index.indexPending(Number.POSITIVE_INFINITY)).toBe(0);
    expect(names(index.search('rollups'))).toEqual(['Layer two']);
  });
});
