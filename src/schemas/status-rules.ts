/**
 * Statuses that decide over an end date. Apart from the schemas, which a list that only reads
 * need not load, and typed by them.
 */
import type { Giveaway } from './giveaway';
import type { Whitelist } from './whitelist';

/**
 * A status is set by hand: "ended" ends a giveaway whatever its date (its host may close it
 * early), while "active" holds only until the end date, which the status lags.
 */
export const endedByHand = (giveaway: Pick<Giveaway, 'status'>): boolean =>
  giveaway.status === 'ended';

/**
 * Filled is final, whatever the end date: no spot is left to take. Stored as Filled, or with no
 * spots left whatever its status says (a status is set by hand and lags its spots and its date).
 */
export const isFilled = (whitelist: Pick<Whitelist, 'status' | 'remainingSpots'>): boolean =>
  whitelist.status === 'Filled' || whitelist.remainingSpots === 0;
