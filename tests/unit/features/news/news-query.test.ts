import { describe, expect, it } from 'vitest';

import { NEWS_QUERY, newsItemHref, newsListHref } from '../../../../src/features/news/news-query';
import { parseQuery } from '../../../../src/lib/url-query';

describe('news URL state', () => {
  it('falls back to all ecosystems for an unknown one', () => {
    expect(parseQuery('?ecosystem=dogecoin', NEWS_QUERY).ecosystem).toBe('all');
    expect(parseQuery('ecosystem=solana', NEWS_QUERY).ecosystem).toBe('solana');
  });

  it('keeps the filter when an item opens and closes', () => {
    expect(newsItemHref('news-1', '?ecosystem=solana')).toBe('/news/news-1?ecosystem=solana');
    expect(newsItemHref('a b', '')).toBe('/news/a%20b');
    expect(newsListHref('ecosystem=solana')).toBe('/news?ecosystem=solana');
    expect(newsListHref('')).toBe('/news');
  });
});
