/** Arbitrary ids, step keys and fields for the sync core's property tests. */
import fc from 'fast-check';
import * as v from 'valibot';

import {
  MAX_STEP_KEY,
  REPEATS,
  TRACKABLE_COLLECTIONS,
  TRACKING_SCHEMA,
  type TrackingRow,
  trackingRowSchema,
} from '../../../src/schemas/tracking';
import { type WalletRow, walletRowSchema } from '../../../src/schemas/wallet';
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

const uniqueTicks = fc.uniqueArray(ticks, { maxLength: 6 });

/** Tracker rows as the app stores them (checked against the row schema by the tests). */
export const trackingRows: fc.Arbitrary<TrackingRow> = fc
  .record(
    {
      schema: fc.constant(TRACKING_SCHEMA),
      owner: fc.constant('guest'),
      collection: collections,
      itemId: ids,
      watched: fc.boolean(),
      steps: uniqueTicks,
      walletSteps: fc.dictionary(
        ids,
        uniqueTicks.filter((column) => column.length > 0),
        { maxKeys: 3 },
      ),
      repeats: fc.dictionary(stepKeys, fc.constantFrom(...REPEATS), { maxKeys: 3 }),
      note: fc.oneof(fc.string({ maxLength: 40 }), fc.string({ minLength: 2000, maxLength: 2000 })),
      updatedAt: fc.constant('2026-12-01T10:00:00.000Z'),
      name: fc
        .string({ minLength: 1, maxLength: 30 })
        .map((name) => name.trim())
        .filter((name) => name !== ''),
      image: fc.constantFrom('/images/a.png', 'https://example.org/a.png'),
    },
    {
      requiredKeys: [
        'schema',
        'owner',
        'collection',
        'itemId',
        'watched',
        'steps',
        'note',
        'updatedAt',
        'name',
      ],
    },
  )
  .filter((row) => v.is(trackingRowSchema, row));

const addresses = fc.constantFrom(
  { chain: 'evm' as const, address: '0x52908400098527886E0F7030069857D2E4169EE7' },
  { chain: 'bitcoin' as const, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
  { chain: 'other' as const, address: 'cosmos1abc' },
);

export const walletRows: fc.Arbitrary<WalletRow> = fc
  .tuple(ids, fc.string({ minLength: 1, maxLength: 60 }), addresses, fc.boolean())
  .map(([id, label, { chain, address }, removed]): WalletRow => ({
    schema: 1,
    owner: 'guest',
    id,
    label: removed ? '' : label,
    chain,
    address: removed ? '' : address,
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...(removed ? { removed: true } : {}),
  }))
  .filter((row) => v.is(walletRowSchema, row));
