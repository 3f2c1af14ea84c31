import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_PERIOD_TICKS } from '../../../src/db/tracking/ticks';
import type { TrackingRow } from '../../../src/schemas/tracking';
import type { WalletRow } from '../../../src/schemas/wallet';
import {
  absentValue,
  applyTrackingFields,
  applyWalletFields,
  fieldsOfTrackingRow,
  fieldsOfWalletRow,
} from '../../../src/sync/fields';
import { type FieldValue, parsePath, type Path, pathOf } from '../../../src/sync/paths';
import { trackingRows, walletRows } from './arbitraries';

const RUNS = { numRuns: 300, seed: 20260556 } as const;
const LATER = '2026-12-02T08:00:00.000Z';

/** A row as a comparison sees it: ticks in order, no empty columns, no updatedAt. */
function normalised(row: TrackingRow | null) {
  if (row === null) return null;
  const { updatedAt: _at, walletSteps, repeats, ...rest } = row;
  const columns = Object.entries(walletSteps ?? {})
    .filter(([, ticks]) => ticks.length > 0)
    .map(([id, ticks]) => [id, [...ticks].sort()] as const);
  return {
    ...rest,
    steps: [...rest.steps].sort(),
    walletSteps: Object.fromEntries(columns),
    repeats: repeats ?? {},
  };
}

const row: TrackingRow = {
  schema: 2,
  owner: 'guest',
  collection: 'airdrops',
  itemId: 'zk-drop',
  watched: true,
  steps: ['bridge'],
  walletSteps: { w1: ['swap@2026-12-01'] },
  repeats: { swap: 'daily' },
  note: 'gm',
  updatedAt: '2026-12-01T10:00:00.000Z',
  name: 'ZK Drop',
};
const ref = { kind: 'tracking', collection: 'airdrops', itemId: 'zk-drop' } as const;

const wallet: WalletRow = {
  schema: 1,
  owner: 'guest',
  id: 'w1',
  label: 'Main',
  chain: 'other',
  address: 'cosmos1abc',
  updatedAt: '2026-12-01T10:00:00.000Z',
};
const walletRef = { kind: 'wallet', walletId: 'w1' } as const;

describe('a tracker row as sync fields', () => {
  it('is one field per column, per tick that is on and per repeat that is set', () => {
    expect(Object.fromEntries(fieldsOfTrackingRow(row))).toEqual({
      't|airdrops|zk-drop|w': true,
      't|airdrops|zk-drop|n': 'gm',
      't|airdrops|zk-drop|m': { name: 'ZK Drop' },
      't|airdrops|zk-drop|k|-|bridge': true,
      't|airdrops|zk-drop|k|w1|swap@2026-12-01': true,
      't|airdrops|zk-drop|r|swap': 'daily',
    });
  });

  it('makes the same row again, for any row, owned by the owner it is given', () => {
    fc.assert(
      fc.property(trackingRows, (any) => {
        const back = applyTrackingFields(undefined, 'account:7', fieldsOfTrackingRow(any), LATER);
        expect(back?.updatedAt).toBe(LATER);
        expect(normalised(back)).toEqual(normalised({ ...any, owner: 'account:7' }));
        expect(normalised(applyTrackingFields(any, 'guest', new Map(), LATER))).toEqual(
          normalised(any),
        );
      }),
      RUNS,
    );
  });

  it('unticks a tick that is turned off and drops a repeat set to none', () => {
    const changes = new Map<Path, FieldValue>([
      [pathOf({ row: ref, field: 'tick', walletId: 'w1', tick: 'swap@2026-12-01' }), false],
      [pathOf({ row: ref, field: 'tick', walletId: null, tick: 'claim' }), true],
      [pathOf({ row: ref, field: 'repeat', stepKey: 'swap' }), null],
      [pathOf({ row: ref, field: 'note' }), 'wen'],
    ]);
    const { walletSteps, repeats, ...rest } = row;
    expect(applyTrackingFields(row, 'guest', changes, LATER)).toEqual({
      ...rest,
      steps: ['bridge', 'claim'],
      note: 'wen',
      updatedAt: LATER,
    });
    expect(walletSteps).toBeDefined();
    expect(repeats).toBeDefined();
  });

  it('makes no row before the item name has arrived', () => {
    const watched = new Map<Path, FieldValue>([[pathOf({ row: ref, field: 'watched' }), true]]);
    expect(applyTrackingFields(undefined, 'guest', watched, LATER)).toBeNull();
    const named = new Map([...watched, [pathOf({ row: ref, field: 'meta' }), { name: 'ZK Drop' }]]);
    expect(applyTrackingFields(undefined, 'guest', named, LATER)).toMatchObject({
      watched: true,
      steps: [],
      note: '',
      name: 'ZK Drop',
    });
  });

  it('keeps a column within the bounds every local write keeps', () => {
    const days = Array.from({ length: MAX_PERIOD_TICKS + 5 }, (_, day) =>
      new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10),
    );
    const changes = new Map(
      days.map((day) => [
        pathOf({ row: ref, field: 'tick', walletId: null, tick: `gm@${day}` }),
        true,
      ]),
    );
    const bounded = applyTrackingFields(row, 'guest', changes, LATER);
    expect(bounded?.steps).toHaveLength(MAX_PERIOD_TICKS + 1);
    expect(bounded?.steps).not.toContain(`gm@${days[0]}`);
  });

  it('refuses fields of two rows in one call', () => {
    const other = pathOf({ row: { ...ref, itemId: 'other' }, field: 'watched' });
    expect(() => applyTrackingFields(row, 'guest', new Map([[other, true]]), LATER)).toThrow(
      'two rows',
    );
  });

  it('lists no field with an absent value, and knows the absent value of each kind', () => {
    fc.assert(
      fc.property(trackingRows, (any) => {
        for (const [path, value] of fieldsOfTrackingRow(any))
          expect(value).not.toEqual(absentValue(parsePath(path)!));
      }),
      RUNS,
    );
  });
});

describe('a wallet as sync fields', () => {
  it('is its label, its chain with its address, and whether it was removed', () => {
    expect(Object.fromEntries(fieldsOfWalletRow(wallet))).toEqual({
      'w|w1|l': 'Main',
      'w|w1|a': { chain: 'other', address: 'cosmos1abc' },
      'w|w1|x': false,
    });
  });

  it('makes the same wallet again, for any wallet', () => {
    fc.assert(
      fc.property(walletRows, (any) => {
        const back = applyWalletFields(undefined, 'account:7', fieldsOfWalletRow(any), LATER);
        expect(back).toEqual({ ...any, owner: 'account:7', updatedAt: LATER });
        expect(applyWalletFields(any, 'guest', new Map(), LATER)).toEqual({
          ...any,
          updatedAt: LATER,
        });
      }),
      RUNS,
    );
  });

  it('empties a removed wallet whatever label was written to it meanwhile', () => {
    const changes = new Map<Path, FieldValue>([
      [pathOf({ row: walletRef, field: 'removed' }), true],
      [pathOf({ row: walletRef, field: 'label' }), 'Renamed'],
    ]);
    expect(applyWalletFields(wallet, 'guest', changes, LATER)).toEqual({
      ...wallet,
      label: '',
      address: '',
      removed: true,
      updatedAt: LATER,
    });
  });

  it('makes no wallet before its address has arrived', () => {
    const label = new Map([[pathOf({ row: walletRef, field: 'label' }), 'Main']]);
    expect(applyWalletFields(undefined, 'guest', label, LATER)).toBeNull();
  });
});
