import { describe, expect, it } from 'vitest';

import { endedByHand, isFilled } from '../../../src/schemas/status-rules';
import { makeGiveaway, makeWhitelist } from '../fixtures';

describe('statuses that decide over an end date', () => {
  it('a whitelist is filled when stored as Filled, or when no spot is left whatever its status', () => {
    expect(isFilled(makeWhitelist({ status: 'Filled', remainingSpots: 0 }))).toBe(true);
    expect(isFilled(makeWhitelist({ status: 'Open', remainingSpots: 0 }))).toBe(true);
    expect(isFilled(makeWhitelist({ status: 'Closing Soon', remainingSpots: 0 }))).toBe(true);
    expect(isFilled(makeWhitelist({ status: 'Open', remainingSpots: 1 }))).toBe(false);
    expect(isFilled(makeWhitelist({ status: 'Closing Soon', remainingSpots: 3 }))).toBe(false);
  });

  it('a giveaway stored as ended is ended by hand, whatever its date', () => {
    expect(endedByHand(makeGiveaway({ status: 'ended', endDate: '2030-01-01' }))).toBe(true);
    expect(endedByHand(makeGiveaway({ status: 'active' }))).toBe(false);
  });
});
