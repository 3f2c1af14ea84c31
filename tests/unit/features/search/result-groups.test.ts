/**
 * The box's groups (src/features/search/result-groups.ts): hits grouped by kind in the order of
 * each kind's best hit, headings with each group's count, and the arrow keys' one list of
 * options across the groups, "See all results" last, wrapping at both ends.
 */
import { describe, expect, it } from 'vitest';

import {
  groupedOrder,
  groupHeading,
  hitGroups,
  nextOption,
} from '../../../../src/features/search/result-groups';
import type { SearchHit } from '../../../../src/worker/client';

const hit = (collection: SearchHit['collection'], title: string): SearchHit => ({
  collection,
  type: collection,
  id: title,
  title,
  image: '/images/logo.svg',
});

const ranked = [
  hit('signals', 'Solana'),
  hit('airdrops', 'Solana Drop'),
  hit('signals', 'Solar'),
  hit('news', 'Solana news'),
  hit('airdrops', 'Sol Quest'),
];

describe('result groups', () => {
  it('groups the hits by kind, the kinds in the order of their best hit, each keeping the ranking', () => {
    expect(groupedOrder(ranked).map((found) => found.title)).toEqual([
      'Solana',
      'Solar',
      'Solana Drop',
      'Sol Quest',
      'Solana news',
    ]);
  });

  it("heads each group with the kind's name and how many hits it holds, and where its first is", () => {
    const groups = hitGroups(groupedOrder(ranked));
    expect(groups.map(({ heading, start }) => [heading, start])).toEqual([
      ['Signals · 2', 0],
      ['Airdrops · 2', 2],
      ['News · 1', 4],
    ]);
    expect(groups[1]?.hits.map((found) => found.title)).toEqual(['Solana Drop', 'Sol Quest']);
    expect(groupHeading('nftProjects', 1_200)).toBe('NFT projects · 1,200');
  });

  it('moves down and up through every option across the groups, and wraps at both ends', () => {
    // Five hits and "See all results": six options.
    expect(nextOption(-1, 6, true)).toBe(0);
    expect(nextOption(-1, 6, false)).toBe(5);
    expect(nextOption(1, 6, true)).toBe(2);
    expect(nextOption(5, 6, true)).toBe(0);
    expect(nextOption(0, 6, false)).toBe(5);
    expect(nextOption(9, 6, true)).toBe(0);
    expect(nextOption(-1, 0, true)).toBe(-1);
  });
});
