/** Arbitrary ids, step keys and fields for the sync core's property tests. */
import fc from 'fast-check';

import { MAX_STEP_KEY, TRACKABLE_COLLECTIONS } from '../../../src/schemas/tracking';
import type { Field, RowRef } from '../../../src/sync/paths';

/** Text with the characters paths must escape, look-alikes of escapes, and lone surrogates. */
const tricky = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc
    .array(
      fc.constantFrom(
        '|',
        '%',
        '-',
        '%7C',
        '%2D',
        '%25',
        '%u0041',
        '@',
        'a',
        '\ud800',
        '\udc00',
        ' ',
      ),
      {
        maxLength: 6,
      },
    )
    .map((parts) => parts.join('')),
);

/** Ids as the row schemas keep them: trimmed, 1 to 200 characters. */
export const ids = fc
  .oneof(tricky, fc.constantFrom('-', '|', '%', 'a-b'))
  .map((text) => text.trim().slice(0, 200))
  .filter((text) => text !== '' && text.trim() === text);

export const stepKeys = fc.oneof(
  tricky,
  fc.string({ minLength: MAX_STEP_KEY, maxLength: MAX_STEP_KEY }),
);

export const ticks = fc.oneof(
  stepKeys,
  fc
    .tuple(stepKeys, fc.constantFrom('@2026-01-05', '@2026-W02'))
    .map(([key, period]) => key + period),
);

export const collections = fc.constantFrom(...TRACKABLE_COLLECTIONS);

export const trackingRefs = fc.record({
  kind: fc.constant('tracking' as const),
  collection: collections,
  itemId: ids,
});

export const walletRefs = fc.record({ kind: fc.constant('wallet' as const), walletId: ids });

export const rowRefs: fc.Arbitrary<RowRef> = fc.oneof(trackingRefs, walletRefs);

export const fields: fc.Arbitrary<Field> = fc.oneof(
  fc.record({
    row: trackingRefs,
    field: fc.constantFrom('watched' as const, 'note' as const, 'meta' as const),
  }),
  fc.record({
    row: trackingRefs,
    field: fc.constant('tick' as const),
    walletId: fc.option(ids, { nil: null }),
    tick: ticks,
  }),
  fc.record({ row: trackingRefs, field: fc.constant('repeat' as const), stepKey: stepKeys }),
  fc.record({
    row: walletRefs,
    field: fc.constantFrom('label' as const, 'address' as const, 'removed' as const),
  }),
);
