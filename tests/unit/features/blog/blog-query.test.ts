import { describe, expect, it } from 'vitest';

import type { BlogFacets } from '../../../../src/db/records/blog-facets';
import {
  blogControls,
  categoryHref,
  tagHref,
  withCategoryTags,
} from '../../../../src/features/blog/blog-query';
import { querySpecOf } from '../../../../src/features/kit/controls';
import { parseQuery } from '../../../../src/lib/url-query';

const facets: BlogFacets = {
  categories: ['NFT', 'Security'],
  tags: ['minting', 'phishing', 'wallets'],
  tagsByCategory: new Map([
    ['NFT', ['minting', 'wallets']],
    ['Security', ['phishing', 'wallets']],
  ]),
};

const tagValues = (search: string) =>
  blogControls(facets, search).tag.options.map((option) => option.value);
const parsed = (search: string) => parseQuery(search, querySpecOf(blogControls(facets, search)));

describe('blog URL state', () => {
  it('allows the categories and tags found in the data, else all', () => {
    expect(parsed('category=Security&tag=wallets')).toEqual({
      category: 'Security',
      tag: 'wallets',
    });
    expect(parsed('category=Nope&tag=x')).toEqual({ category: 'all', tag: 'all' });
  });

  it("offers the chosen category's tags only, and every tag under All", () => {
    expect(tagValues('')).toEqual(['all', 'minting', 'phishing', 'wallets']);
    expect(tagValues('category=NFT')).toEqual(['all', 'minting', 'wallets']);
    expect(tagValues('category=security')).toEqual(['all', 'phishing', 'wallets']);
    // A category the data no longer has reads as All, with all its tags.
    expect(tagValues('category=Gone')).toEqual(['all', 'minting', 'phishing', 'wallets']);
  });

  it("reads a tag of the address that is not among the category's tags as all", () => {
    expect(parsed('category=NFT&tag=phishing')).toEqual({ category: 'NFT', tag: 'all' });
    expect(parsed('tag=phishing')).toEqual({ category: 'all', tag: 'phishing' });
  });

  it('a change of category keeps the tag only if the new category has it', () => {
    const query = { category: 'NFT', tag: 'minting' };
    expect(withCategoryTags(facets, query, { category: 'Security' })).toEqual({
      category: 'Security',
      tag: 'all',
    });
    expect(
      withCategoryTags(facets, { ...query, tag: 'wallets' }, { category: 'Security' }),
    ).toEqual({ category: 'Security' });
    expect(withCategoryTags(facets, query, { category: 'all' })).toEqual({ category: 'all' });
    expect(withCategoryTags(facets, query, { tag: 'wallets' })).toEqual({ tag: 'wallets' });
  });

  it('links a tag or category to the filtered list', () => {
    expect(tagHref('due diligence')).toBe('/blog?tag=due+diligence');
    expect(categoryHref('NFT')).toBe('/blog?category=NFT');
  });
});
