/**
 * The results page's address (src/features/search/search-page-query.ts): the query and the kind
 * read from the URL and written back, a bad or missing kind meaning all kinds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  readSearchPageQuery,
  searchPageHref,
} from '../../../../src/features/search/search-page-query';
import { SEARCH_COLLECTIONS } from '../../../../src/schemas/registry';

describe('results page address', () => {
  it('reads the query, trimmed, and the kind', () => {
    expect(readSearchPageQuery('?q=%20bitcoin%20&kind=signals')).toEqual({
      query: 'bitcoin',
      kind: 'signals',
    });
    expect(readSearchPageQuery('q=neon+drifters&kind=nftprojects')).toEqual({
      query: 'neon drifters',
      kind: 'nftProjects',
    });
  });

  it('takes a missing, unknown or repeated kind as all kinds, and a missing query as none', () => {
    expect(readSearchPageQuery('')).toEqual({ query: '', kind: 'all' });
    expect(readSearchPageQuery('?q=eth&kind=users')).toEqual({ query: 'eth', kind: 'all' });
    expect(readSearchPageQuery('?q=eth&kind=signals&kind=news').kind).toBe('all');
  });

  it('writes the address, leaving all kinds out of it', () => {
    expect(searchPageHref(' solana ')).toBe('/search?q=solana');
    expect(searchPageHref('$BTC & co', 'signals')).toBe('/search?q=%24BTC+%26+co&kind=signals');
  });

  it('reads back any query and kind it wrote', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('all' as const, ...SEARCH_COLLECTIONS),
        (query, kind) => {
          const href = searchPageHref(query, kind);
          expect(readSearchPageQuery(href.slice(href.indexOf('?')))).toEqual({
            query: query.trim(),
            kind,
          });
        },
      ),
      { seed: 53 },
    );
  });
});
