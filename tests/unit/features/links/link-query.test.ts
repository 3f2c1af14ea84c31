import { describe, expect, it } from 'vitest';

import { displayHost } from '../../../../src/features/links/link-query';

describe('link directory', () => {
  it('shows a link’s host, or the text as given when it is not a URL', () => {
    expect(displayHost('https://www.binance.com/en')).toBe('www.binance.com');
    expect(displayHost('not a url')).toBe('not a url');
  });
});
