/**
 * What the name tiers rank first (workers/search/name-rank.ts, docs/search.md "Order of the name
 * matches"): typos in any query word, a swap as one edit, prefix matches by how well the name
 * matches at any table size, and ties by what people mean (name and symbol, then popularity).
 */
import { describe, expect, it } from 'vitest';

import { generateRecords } from '../../../bench/data/generate';
import {
  refOf,
  type SearchCollection,
  type SearchDoc,
  toSearchDoc,
} from '../../../workers/search/documents';
import { popularityRank } from '../../../workers/search/popularity';
import { SearchIndex } from '../../../workers/search/search-index';
import { TermDictionary } from '../../../workers/search/term-dictionary';

function doc(
  collection: SearchCollection,
  id: string,
  name: string,
  symbol?: string,
  popularity = 0,
): SearchDoc {
  return {
    ref: refOf(collection, id),
    collection,
    id,
    name,
    text: '',
    image: '/images/logo.svg',
    ...(symbol ? { symbol } : {}),
    ...(popularity ? { popularity } : {}),
  };
}

function indexOf(docs: SearchDoc[]): SearchIndex {
  const index = new SearchIndex();
  for (const collection of new Set(docs.map((d) => d.collection)))
    index.replaceCollection(
      collection,
      docs.filter((d) => d.collection === collection),
    );
  index.indexPending(Number.POSITIVE_INFINITY);
  return index;
}

const first = (index: SearchIndex, query: string): string | undefined =>
  index.search(query)[0]?.name;

const REAL = [
  doc('signals', 'r01', 'Palo Alto Networks Inc.', 'PANW'),
  doc('signals', 'r02', 'Aave DAI', 'aDAI'),
  doc('signals', 'r03', 'DeFi Factory Token', 'DEFT'),
  doc('signals', 'r04', 'Wrapped SOL', 'SOL'),
  doc('signals', 'r05', 'Aave MKR', 'aMKR'),
  doc('signals', 'r06', 'Dai', 'DAI'),
  doc('signals', 'r07', 'Maker', 'MKR'),
  doc('signals', 'r08', 'Wrapped Bitcoin', 'WBTC'),
  doc('signals', 'r09', 'Blox', 'CDT'),
  doc('signals', 'r10', 'Roblox', 'RBX'),
  doc('signals', 'r11', 'Staking Pool', 'STK'),
  doc('signals', 'r12', 'Orbs', 'ORBS'),
  doc('signals', 'r13', 'Ethereum', 'ETH'),
  doc('signals', 'r14', 'Ether.fi Staked ETH', 'EETH'),
];

/** Generated records of every collection, `total` in all, with the real names among them. */
function padded(total: number): SearchIndex {
  const share = Math.round((total - REAL.length) / 4);
  const noise = (['signals', 'airdrops', 'news', 'links'] as const).flatMap((collection) =>
    generateRecords(collection, share, 5).map((record) => toSearchDoc(collection, record as never)),
  );
  return indexOf([...REAL, ...noise]);
}

describe('typos', () => {
  const index = indexOf(REAL);

  it('forgives a typo in any word of the query, not only the last', () => {
    expect(first(index, 'palo alto netwrks inc.')).toBe('Palo Alto Networks Inc.');
    expect(first(index, 'aavg dai')).toBe('Aave DAI');
    expect(first(index, 'defi fatory token')).toBe('DeFi Factory Token');
    expect(first(index, 'wrapped swl')).toBe('Wrapped SOL');
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    const dictionary = new TermDictionary();
    for (const word of ['staking', 'taking', 'stacking']) dictionary.add(word);
    expect(dictionary.near('stkaing', 1)).toEqual([{ word: 'staking', edits: 1 }]);
    expect(first(index, 'stkaing')).toBe('Staking Pool');
    expect(first(index, 'etehreum')).toBe('Ethereum');
  });

  it('puts the word that keeps the first letter before an equally near one', () => {
    expect(index.search('rblox').map((result) => result.name)).toEqual(['Roblox', 'Blox']);
  });

  it('takes a word with a digit as a ticker, never as a typo', () => {
    const tickers = indexOf([...REAL, doc('signals', 'r21', 'TOK5 Labs', 'TOK5')]);
    expect(tickers.search('tok4')).toEqual([]);
    expect(first(tickers, 'tok5')).toBe('TOK5 Labs');
  });

  it('ranks an exact or starts-with match above a typo', () => {
    const withDai = indexOf([...REAL, doc('signals', 'r20', 'Daily Bread', 'DLY')]);
    // "dail" starts "Daily" and is one edit from "dai": the start first, the typos after it.
    expect(withDai.search('dail').map((result) => result.name)).toEqual([
      'Daily Bread',
      'Dai',
      'Aave DAI',
    ]);
  });

  it('finds a name one typo away at 50,000 records, with no scan inside words', () => {
    const big = padded(50_000);
    expect(first(big, 'ave mkr')).toBe('Aave MKR');
    expect(first(big, 'aavg dai')).toBe('Aave DAI');
    expect(first(big, 'wrapped swl')).toBe('Wrapped SOL');
  });
});

describe('prefix matches', () => {
  it('rank a name that starts with the query first, shortest first, at 50,000 records as at a few', () => {
    for (const index of [indexOf(REAL), padded(50_000)]) {
      expect(first(index, 'orb')).toBe('Orbs');
      expect(first(index, 'ether')).toBe('Ethereum');
      // A name whose first word starts with "staked" is not there: the later word comes next.
      expect(first(index, 'stak')).toBe('Staking Pool');
      expect(index.search('stake').map((result) => result.name)).toContain('Ether.fi Staked ETH');
    }
  });
});

describe('ties', () => {
  it('put a match on name and symbol before one on the symbol alone', () => {
    const index = indexOf([
      doc('signals', 'a1', 'SOL Wormhole', 'SOL'),
      doc('signals', 'a2', 'Solana', 'SOL'),
      doc('signals', 'a3', 'ChainLink Token', 'LINK'),
      doc('signals', 'a4', 'Chainlink', 'LINK'),
      doc('signals', 'a5', 'Soul Token', 'SOL'),
    ]);
    expect(index.search('sol').map((result) => result.name)).toEqual([
      'Solana',
      'SOL Wormhole',
      'Soul Token',
    ]);
    expect(first(index, 'link')).toBe('Chainlink');
  });

  it('go to the more popular record among matches of the same quality', () => {
    const signal = (id: string, marketCap: string, volume24h: string): SearchDoc => {
      const [record] = generateRecords('signals', 1, 9);
      if (!record) throw new Error('no record');
      return toSearchDoc('signals', {
        ...record,
        id,
        name: 'Nova',
        symbol: 'NOVA',
        marketCap,
        volume24h,
      });
    };
    const index = indexOf([
      signal('a', '$2B', '$900M'),
      signal('b', '$80B', '$1M'),
      signal('c', '$80B', '$40M'),
      doc('airdrops', 'd', 'Nova', undefined, popularityRank(90_000)),
    ]);
    expect(index.search('nova').map((result) => result.ref)).toEqual([
      'signals:c',
      'signals:b',
      'signals:a',
      'airdrops:d',
    ]);
  });
});
