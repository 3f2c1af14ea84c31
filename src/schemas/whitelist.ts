/** Whitelist raffle: a limited number of spots before a mint. */
import * as v from 'valibot';

import { count, imageRef, isoDate, longText, requiredText, routeId, textList } from './common';

export const WHITELIST_STATUSES = ['Open', 'Closing Soon', 'Filled'] as const;

export const whitelistSchema = v.pipe(
  v.object({
    id: routeId,
    projectName: requiredText,
    description: longText,
    totalSpots: count,
    remainingSpots: count,
    endDate: isoDate,
    requirements: textList,
    image: imageRef,
    status: v.picklist(WHITELIST_STATUSES, 'must be Open, Closing Soon or Filled'),
  }),
  v.forward(
    v.check((w) => w.remainingSpots <= w.totalSpots, 'must not exceed totalSpots'),
    ['remainingSpots'],
  ),
  v.forward(
    v.check(
      (w) => w.status !== 'Filled' || w.remainingSpots === 0,
      'must be 0 when the status is Filled',
    ),
    ['remainingSpots'],
  ),
);

export type Whitelist = v.InferOutput<typeof whitelistSchema>;
