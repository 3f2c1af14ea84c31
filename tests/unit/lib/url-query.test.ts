import { describe, expect, it } from 'vitest';

import { formatQuery, param, parseQuery } from '../../../src/lib/url-query';

const spec = {
  type: param(['all', 'CRYPTO', 'NFT'], 'all'),
  sort: param(['score', 'newest'], 'score'),
};

describe('URL query state', () => {
  it('reads known values, with or without the leading ?', () => {
    expect(parseQuery('?type=NFT&sort=newest', spec)).toEqual({ type: 'NFT', sort: 'newest' });
    expect(parseQuery('type=CRYPTO', spec)).toEqual({ type: 'CRYPTO', sort: 'score' });
  });

  it('falls back to defaults for missing, unknown, empty or repeated values', () => {
    expect(parseQuery('', spec)).toEqual({ type: 'all', sort: 'score' });
    expect(parseQuery('?type=BOGUS&sort=', spec)).toEqual({ type: 'all', sort: 'score' });
    expect(parseQuery('?type=NFT&type=CRYPTO', spec)).toEqual({ type: 'all', sort: 'score' });
    expect(parseQuery('?type=%E0%A4%A', spec)).toEqual({ type: 'all', sort: 'score' });
  });

  it('reads a value typed in other letter case as the value it spells', () => {
    expect(parseQuery('?type=nft&sort=Newest', spec)).toEqual({ type: 'NFT', sort: 'newest' });
    expect(parseQuery('?type=Crypto', spec)).toEqual({ type: 'CRYPTO', sort: 'score' });
  });

  it('prefers the value spelled exactly when two differ only in letter case', () => {
    const cased = { unit: param(['m', 'M'], 'm') };
    expect(parseQuery('?unit=M', cased)).toEqual({ unit: 'M' });
    expect(parseQuery('?unit=m', cased)).toEqual({ unit: 'm' });
  });

  it('does not read inherited object keys as values', () => {
    expect(parseQuery('?type=constructor&sort=__proto__', spec)).toEqual({
      type: 'all',
      sort: 'score',
    });
  });

  it('writes changes, leaving defaults out of the URL', () => {
    expect(formatQuery('', spec, { type: 'NFT' })).toBe('type=NFT');
    expect(formatQuery('?type=NFT&sort=newest', spec, { type: 'all' })).toBe('sort=newest');
    expect(formatQuery('?type=NFT', spec, { type: 'all' })).toBe('');
  });

  it('keeps parameters it does not know, and drops invalid known ones', () => {
    expect(formatQuery('?utm=x&type=BOGUS', spec, { sort: 'newest' })).toBe('sort=newest&utm=x');
  });

  it('round-trips: parsing what it wrote gives the values back', () => {
    const values = { type: 'CRYPTO', sort: 'newest' } as const;
    expect(parseQuery(formatQuery('', spec, values), spec)).toEqual(values);
  });
});
