import { describe, expect, it } from 'vitest';

import { arcs, distributionSlices, tokensFor } from '../../../../src/features/ico/distribution';
import {
  formatTokenPrice,
  raisedShare,
  tokenSymbol,
} from '../../../../src/features/ico/ico-format';
import { icoList } from '../../../../src/features/ico/ico-list';

describe('ICO numbers', () => {
  it('reads the ticker from the project name', () => {
    expect(tokenSymbol('Zephyr Network (ZEPH)')).toBe('ZEPH');
    expect(tokenSymbol('No Ticker Here')).toBe('tokens');
  });

  it('keeps small token prices readable', () => {
    expect(formatTokenPrice(0.045, 'en-US')).toBe('$0.045');
    expect(formatTokenPrice(1.5, 'en-US')).toBe('$1.50');
    expect(formatTokenPrice(0.00000012, 'en-US')).toBe('$0.00000012');
    expect(formatTokenPrice(0.0000012345, 'en-US')).toBe('$0.00000123');
    expect(formatTokenPrice(0.0045, 'en-US')).toBe('$0.0045');
    expect(formatTokenPrice(0, 'en-US')).toBe('$0.00');
    expect(formatTokenPrice(1e-30, 'en-US')).toBe(`$0.${'0'.repeat(29)}1`);
    expect(formatTokenPrice(Number.NaN)).toBe('—');
  });

  it('gives the share raised of the hard cap in whole percent rounded down, past 100 when the cap is passed', () => {
    expect(raisedShare(7_450_000, 12_000_000)).toBe(62);
    expect(raisedShare(10, 10)).toBe(100);
    expect(raisedShare(9_960, 10_000)).toBe(99);
    expect(raisedShare(13, 10)).toBe(130);
    expect(raisedShare(0.29, 1)).toBe(29);
    expect(raisedShare(5, 0)).toBe(0);
  });

  it('turns the distribution into arcs that cover the whole circle in order', () => {
    const slices = distributionSlices({
      publicSale: 30,
      team: 15,
      marketing: 10,
      ecosystem: 30,
      reserve: 15,
    });
    expect(slices.map((slice) => slice.label)).toEqual([
      'Public sale',
      'Team',
      'Marketing',
      'Ecosystem',
      'Reserve',
    ]);
    const drawn = arcs(slices, 100);
    expect(drawn.reduce((sum, arc) => sum + arc.dash, 0)).toBeCloseTo(100);
    expect(drawn.map((arc) => Math.round(-arc.offset))).toEqual([0, 30, 45, 55, 85]);
    expect(tokensFor(30, 1_000_000_000)).toBe(300_000_000);
  });

  it('builds the list query from the URL: status filter with the hard-cap sort', () => {
    expect(
      icoList.query({ status: 'live', sort: 'cap' }, '2026-11-21T10:00:00.000Z'),
    ).toMatchObject({ sortBy: 'hardCap', direction: 'desc', equals: { status: 'live' } });
    expect(
      icoList.query({ status: 'all', sort: 'soonest' }, '2026-11-21T10:00:00.000Z'),
    ).toMatchObject({ sortBy: 'saleDate', direction: 'asc', equals: { status: undefined } });
  });
});
