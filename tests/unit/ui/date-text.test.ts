import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../src/ui/DateText';

describe('dates shown to visitors', () => {
  it('reads a date-only value as that calendar day in the visitor’s zone, not UTC midnight', () => {
    const date = parseIsoDate('2025-03-10');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2025, 2, 10]);
    expect(parseIsoDate('2025-03-10T12:00:00Z').toISOString()).toBe('2025-03-10T12:00:00.000Z');
  });
});
