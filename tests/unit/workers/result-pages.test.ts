/**
 * The results page's view of one ranked answer (workers/search/result-pages.ts): counted by kind,
 * capped at RESULT_CAP, read a window at a time, all kinds or one.
 */
import { describe, expect, it } from 'vitest';

import type { SearchCollection, SearchDoc } from '../../../workers/search/documents';
import {
  pageOf,
  rankedAnswer,
  RESULT_CAP,
  RESULT_PAGE_MAX,
} from '../../../workers/search/result-pages';

const doc = (collection: SearchCollection, n: number): SearchDoc => ({
  ref: `${collection}:${String(n)}`,
  collection,
  id: String(n),
  name: `Name ${String(n)}`,
  text: '',
  image: '/images/logo.svg',
});

/** 0 signal, 1 airdrop, 2 signal, 3 airdrop, …: `count` documents in ranked order. */
const ranked = (count: number): SearchDoc[] =>
  Array.from({ length: count }, (_, n) => doc(n % 2 === 0 ? 'signals' : 'airdrops', n));

describe('result pages', () => {
  it('counts the results of each kind and says whether there were more than the cap', () => {
    const answer = rankedAnswer('name', 1, ranked(5));
    expect(answer.counts).toEqual({ signals: 3, airdrops: 2 });
    expect(answer.capped).toBe(false);

    const big = rankedAnswer('name', 1, ranked(RESULT_CAP + 1));
    expect(big.docs).toHaveLength(RESULT_CAP);
    expect(big.counts).toEqual({ signals: RESULT_CAP / 2, airdrops: RESULT_CAP / 2 });
    expect(big.capped).toBe(true);
    expect(rankedAnswer('name', 1, ranked(RESULT_CAP)).capped).toBe(false);
  });

  it('reads a window of every kind, or of one, in ranked order, with how many the kind has', () => {
    const answer = rankedAnswer('name', 1, ranked(10));
    expect(pageOf(answer, { offset: 2, limit: 3 })).toEqual({
      docs: [doc('signals', 2), doc('airdrops', 3), doc('signals', 4)],
      total: 10,
    });
    const airdrops = pageOf(answer, { collection: 'airdrops', offset: 1, limit: 2 });
    expect(airdrops.docs.map(({ id }) => id)).toEqual(['3', '5']);
    expect(airdrops.total).toBe(5);
    expect(pageOf(answer, { collection: 'news', offset: 0, limit: 10 })).toEqual({
      docs: [],
      total: 0,
    });
  });

  it('gives nothing past the end, and never more than a page, whatever window is asked for', () => {
    const answer = rankedAnswer('name', 1, ranked(300));
    expect(pageOf(answer, { offset: 400, limit: 10 }).docs).toEqual([]);
    expect(pageOf(answer, { offset: 0, limit: 1_000 }).docs).toHaveLength(RESULT_PAGE_MAX);
    expect(pageOf(answer, { offset: -5, limit: 2 }).docs.map(({ id }) => id)).toEqual(['0', '1']);
    expect(pageOf(answer, { offset: Number.NaN, limit: Number.NaN }).docs).toEqual([]);
    expect(pageOf(answer, { offset: 1.7, limit: 1 }).docs.map(({ id }) => id)).toEqual(['1']);
  });
});
