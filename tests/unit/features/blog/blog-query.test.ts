import { describe, expect, it } from 'vitest';

import { blogControls, categoryHref, tagHref } from '../../../../src/features/blog/blog-query';
import { querySpecOf } from '../../../../src/features/kit/controls';
import { parseQuery } from '../../../../src/lib/url-query';

describe('blog URL state', () => {
  it('allows the categories and tags found in the data, else all', () => {
    const spec = querySpecOf(blogControls(['NFT', 'Security'], ['wallets']));
    expect(parseQuery('category=Security&tag=wallets', spec)).toEqual({
      category: 'Security',
      tag: 'wallets',
    });
    expect(parseQuery('category=Nope&tag=x', spec)).toEqual({ category: 'all', tag: 'all' });
  });

  it('links a tag or category to the filtered list', () => {
    expect(tagHref('due diligence')).toBe('/blog?tag=due+diligence');
    expect(categoryHref('NFT')).toBe('/blog?category=NFT');
  });
});
