import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkedValue, type Field, parsePath, pathOf, rowPath } from '../../../src/sync/paths';
import { fields } from './arbitraries';

const RUNS = { numRuns: 500, seed: 20260554 } as const;

const airdrop = { kind: 'tracking', collection: 'airdrops', itemId: 'zk-drop' } as const;
const wallet = { kind: 'wallet', walletId: 'w1' } as const;

describe('sync paths', () => {
  it('spells the fields as the contract does', () => {
    expect(pathOf({ row: airdrop, field: 'watched' })).toBe('t|airdrops|zk-drop|w');
    expect(pathOf({ row: airdrop, field: 'note' })).toBe('t|airdrops|zk-drop|n');
    expect(pathOf({ row: airdrop, field: 'meta' })).toBe('t|airdrops|zk-drop|m');
    expect(pathOf({ row: airdrop, field: 'tick', walletId: null, tick: 'bridge@2026-W02' })).toBe(
      't|airdrops|zk-drop|k|-|bridge@2026-W02',
    );
    expect(pathOf({ row: airdrop, field: 'tick', walletId: 'w1', tick: 'swap' })).toBe(
      't|airdrops|zk-drop|k|w1|swap',
    );
    expect(pathOf({ row: airdrop, field: 'repeat', stepKey: 'swap' })).toBe(
      't|airdrops|zk-drop|r|swap',
    );
    expect(pathOf({ row: wallet, field: 'label' })).toBe('w|w1|l');
    expect(pathOf({ row: wallet, field: 'address' })).toBe('w|w1|a');
    expect(pathOf({ row: wallet, field: 'removed' })).toBe('w|w1|x');
  });

  it('escapes a | or % in a segment, and a wallet called "-"', () => {
    const field: Field = {
      row: { ...airdrop, itemId: 'a|b%c' },
      field: 'tick',
      walletId: '-',
      tick: '|',
    };
    expect(pathOf(field)).toBe('t|airdrops|a%7Cb%25c|k|%2D|%7C');
    expect(parsePath(pathOf(field))).toEqual(field);
  });

  it('reads back every field it spells, and spells no two fields alike', () => {
    fc.assert(
      fc.property(fields, fields, (one, other) => {
        const path = pathOf(one);
        expect(parsePath(path)).toEqual(one);
        expect(path.startsWith(`${rowPath(one.row)}|`)).toBe(true);
        // Valid UTF-16 throughout, so UTF-8 carries it whole and its HMAC is its own.
        expect(encodeURIComponent(path)).toBeTypeOf('string');
        if (JSON.stringify(one) !== JSON.stringify(other)) expect(pathOf(other)).not.toBe(path);
      }),
      RUNS,
    );
  });

  it('reads nothing from a path it would not write', () => {
    for (const path of [
      '',
      'x|airdrops|a|w',
      't|airdrops|a',
      't|airdrops|a|z',
      't|airdrops|a|w|extra',
      't|unknown|a|w',
      't|airdrops| a|w',
      't|airdrops||w',
      't|airdrops|a%2Db|w',
      't|airdrops|a%7c|w',
      't|airdrops|50%|w',
      't|airdrops|-|w',
      't|airdrops|a|k|-',
      't|airdrops|a|k|-|x|y',
      `t|airdrops|a|r|${'k'.repeat(201)}`,
      `t|airdrops|${'a'.repeat(201)}|w`,
      'w|w1|c',
      'w|w1',
    ])
      expect(parsePath(path), path).toBeNull();
  });
});

describe('sync field values', () => {
  const check = (field: Field, value: unknown) => checkedValue(field, value)?.value;
  const evm = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('keeps what a row may hold', () => {
    expect(check({ row: airdrop, field: 'watched' }, false)).toBe(false);
    expect(check({ row: airdrop, field: 'note' }, 'x'.repeat(2000))).toHaveLength(2000);
    expect(
      check({ row: airdrop, field: 'meta' }, { name: 'Drop', image: '/images/a.png' }),
    ).toEqual({
      name: 'Drop',
      image: '/images/a.png',
    });
    expect(checkedValue({ row: airdrop, field: 'repeat', stepKey: 's' }, null)).toEqual({
      value: null,
    });
    expect(check({ row: wallet, field: 'label' }, 'Main')).toBe('Main');
    expect(check({ row: wallet, field: 'label' }, '')).toBe('');
    expect(check({ row: wallet, field: 'address' }, { chain: 'evm', address: evm })).toEqual({
      chain: 'evm',
      address: evm,
    });
    expect(check({ row: wallet, field: 'address' }, { chain: 'bitcoin', address: '' })).toEqual({
      chain: 'bitcoin',
      address: '',
    });
  });

  it('refuses what a row may not hold', () => {
    const refused: [Field, unknown][] = [
      [{ row: airdrop, field: 'watched' }, 'yes'],
      [{ row: airdrop, field: 'note' }, 'x'.repeat(2001)],
      [{ row: airdrop, field: 'meta' }, { name: '  ' }],
      [
        { row: airdrop, field: 'meta' },
        { name: 'Drop', image: 'javascript:alert(1)' },
      ],
      [{ row: airdrop, field: 'tick', walletId: null, tick: 's' }, 1],
      [{ row: airdrop, field: 'repeat', stepKey: 's' }, 'monthly'],
      [{ row: wallet, field: 'label' }, '   '],
      [{ row: wallet, field: 'label' }, 'x'.repeat(61)],
      [
        { row: wallet, field: 'label' },
        'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      ],
      [
        { row: wallet, field: 'address' },
        { chain: 'solana', address: evm },
      ],
      [
        { row: wallet, field: 'address' },
        { chain: 'evm', address: evm.toLowerCase() },
      ],
      [
        { row: wallet, field: 'address' },
        { chain: 'tron', address: 'T' },
      ],
      [{ row: wallet, field: 'removed' }, null],
    ];
    for (const [field, value] of refused)
      expect(checkedValue(field, value), JSON.stringify(value)).toBeNull();
  });
});
