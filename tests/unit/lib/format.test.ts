import { describe, expect, it } from 'vitest';

import {
  countdownStep,
  formatCompact,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTimeLeft,
  instantOf,
  siteOf,
} from '../../../src/lib/format';
import { inTimeZone } from '../time-zone';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('format helpers', () => {
  it('shows dates in the given locale', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'en-US')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'en-GB')).toBe('21 Nov 2026');
    expect(formatDateTime('2026-11-21T10:05:00Z', 'en-GB', 'UTC')).toBe('21 Nov 2026, 10:05');
  });

  it('reads a date-only string as that calendar day, whatever the time zone', () => {
    expect(formatDate('2027-02-28', 'en-US')).toBe('Feb 28, 2027');
  });

  it('shows an em dash for what cannot be read, never "Invalid Date" or "NaN"', () => {
    expect(formatDate('not a date', 'en-US')).toBe('—');
    expect(formatNumber(Number.NaN, 'en-US')).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatTimeLeft('nope', 0)).toBe('—');
  });

  it('formats numbers, compact numbers and money', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatCompact(1234, 'en-US')).toBe('1.2K');
    expect(formatCompact(15_000_000, 'en-US')).toBe('15M');
    expect(formatMoney(1250, { locale: 'en-US' })).toBe('$1,250.00');
    expect(formatMoney(12_000_000, { locale: 'en-US', compact: true })).toBe('$12M');
  });

  it('keeps a price under a cent from rounding to zero', () => {
    expect(formatMoney(0.00000001, { locale: 'en-US' })).toBe('$0.00000001');
    expect(formatMoney(0.004567, { locale: 'en-US' })).toBe('$0.00457');
    expect(formatNumber(0.0000123, 'en-US')).toBe('0.0000123');
    expect(formatMoney(0, { locale: 'en-US' })).toBe('$0.00');
  });

  it('reads the years 0-99 of a date-only string as written', () => {
    expect(formatDate('0050-06-15', 'en-US')).toBe('Jun 15, 50');
  });

  it('formats percentages given in percent units, signed for changes', () => {
    expect(formatPercent(2.84, { locale: 'en-US', signed: true })).toBe('+2.84%');
    expect(formatPercent(-1.2, { locale: 'en-US', signed: true })).toBe('-1.20%');
    expect(formatPercent(0, { locale: 'en-US', signed: true })).toBe('0.00%');
    expect(formatPercent(45, { locale: 'en-US', digits: 0 })).toBe('45%');
  });

  it('says how long is left in its two largest units, then "Ended"', () => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    expect(formatTimeLeft(new Date(now + 3 * DAY + 4 * HOUR + 59_000), now)).toBe('3d 4h left');
    expect(formatTimeLeft(new Date(now + 2 * HOUR + 5 * 60_000), now)).toBe('2h 5m left');
    expect(formatTimeLeft(new Date(now + 90_000), now)).toBe('1m 30s left');
    expect(formatTimeLeft(new Date(now + 5_000), now)).toBe('5s left');
    expect(formatTimeLeft(new Date(now), now)).toBe('Ended');
    expect(formatTimeLeft('2020-01-01', now)).toBe('Ended');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('an end date alone runs to the end of its day where the visitor is; a start begins it; an offset is honoured', () => {
    inTimeZone('Asia/Tokyo', () => {
      expect(new Date(instantOf('2026-12-10', 'end')).toISOString()).toBe(
        '2026-12-10T15:00:00.000Z',
      );
      expect(new Date(instantOf('2026-12-10', 'start')).toISOString()).toBe(
        '2026-12-09T15:00:00.000Z',
      );
      expect(formatTimeLeft('2026-12-10', Date.parse('2026-12-10T14:00:00Z'))).toBe('1h 0m left');
      expect(formatTimeLeft('2026-12-10', Date.parse('2026-12-10T14:00:00Z'), 'start')).toBe(
        'Started',
      );
      // A start is counted down to, not left: "Mint: in 1h 0m".
      expect(formatTimeLeft('2026-12-10', Date.parse('2026-12-09T14:00:00Z'), 'start')).toBe(
        'in 1h 0m',
      );
    });
    expect(instantOf('2026-12-10T10:00:00-05:00', 'end')).toBe(Date.parse('2026-12-10T15:00:00Z'));
    expect(Number.isNaN(instantOf('nope', 'end'))).toBe(true);
  });

  it('ticks countdowns by the second only in their last hour', () => {
    const now = 1_000_000;
    expect(countdownStep(new Date(now + 2 * HOUR), now)).toBe(60_000);
    expect(countdownStep(new Date(now + HOUR / 2), now)).toBe(1_000);
  });
});

describe('siteOf', () => {
  it('names the host a link leads to, without www., and gives back what is not a URL', () => {
    expect(siteOf('https://blog.ethereum.org/2026/11/glamsterdam')).toBe('blog.ethereum.org');
    expect(siteOf('https://www.coindesk.com/markets?x=1')).toBe('coindesk.com');
    expect(siteOf('http://localhost:8080/a')).toBe('localhost');
    expect(siteOf('not a url')).toBe('not a url');
  });
});
