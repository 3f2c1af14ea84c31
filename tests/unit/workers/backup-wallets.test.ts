/** Wallets in backups (docs/data.md, "Wallets"): exported under `wallets`, merged row by row on import. */
import { afterEach, describe, expect, it } from 'vitest';

import { setStep } from '../../../src/db/tracking/rows';
import type { TrackingRow } from '../../../src/schemas/tracking';
import type { WalletRow } from '../../../src/schemas/wallet';
import { exportBlob } from '../../../workers/backup/export';
import { importFile } from '../../../workers/backup/import';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeSignal } from '../fixtures';

afterEach(deleteTestDbs);

const PRIVATE_KEY = '0x4c0883a69102937d6231471b5dbb6204fe512961708279f1d8b1e2b8a5f0f3c1';
const at = (minute: number): string => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
const airdrop = { collection: 'airdrops', itemId: 'a1', name: 'Alpha drop' } as const;

function wallet(id: string, updatedAt: string, over: Partial<WalletRow> = {}): WalletRow {
  return {
    schema: 1,
    owner: 'guest',
    id,
    label: `Wallet ${id}`,
    chain: 'evm',
    // Digits only (the id read in base 36): its normal form is itself on every EVM check.
    address: `0x${String(parseInt(id, 36)).padStart(40, '0')}`,
    updatedAt,
    ...over,
  };
}

const tombstone = (id: string, updatedAt: string): WalletRow =>
  wallet(id, updatedAt, { label: '', address: '', removed: true });

function row(updatedAt: string, over: Partial<TrackingRow> = {}): TrackingRow {
  return {
    schema: 2,
    owner: 'guest',
    collection: 'airdrops',
    itemId: 'a1',
    watched: true,
    steps: [],
    note: '',
    updatedAt,
    name: 'Alpha drop',
    ...over,
  };
}

const fileOf = (value: unknown): Blob => new Blob([JSON.stringify(value)]);
const problemsOf = (result: Awaited<ReturnType<typeof importFile>>): string =>
  result.ok ? '' : result.problems.join('\n');

describe('wallets in a backup', () => {
  it('come back with their ticks, per wallet and per period, after export, clear and import', async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut([wallet('a1', at(1)), tombstone('b2', at(2))]);
    const daily = { walletId: 'a1', repeat: 'daily' } as const;
    await setStep(db, 'guest', airdrop, 'task-1', true, new Date(at(3)), undefined, daily);
    await setStep(db, 'guest', airdrop, 'task-2', true, new Date(at(4)));
    await db.tracking.update(['guest', 'airdrops', 'a1'], { repeats: { 'task-1': 'daily' } });
    const before = { wallets: await db.wallets.toArray(), tracking: await db.tracking.toArray() };

    const file = await exportBlob(db);
    await db.wallets.clear();
    await db.tracking.clear();
    expect(await importFile(db, file)).toMatchObject({ ok: true });
    expect(await db.wallets.toArray()).toEqual(before.wallets);
    expect(await db.tracking.toArray()).toEqual(before.tracking);
    expect(before.tracking[0]?.walletSteps?.a1?.[0]).toMatch(/^task-1@\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a file with a wallet whose label looks like a private key, writing nothing', async () => {
    const db = await openTestDb();
    await db.table('signals').put(makeSignal({ id: 'before' }));
    const result = await importFile(
      db,
      fileOf({
        signals: [makeSignal({ id: 'new' })],
        tracking: [row(at(1))],
        wallets: [wallet('a1', at(1)), wallet('c3', at(1), { label: PRIVATE_KEY })],
      }),
    );
    expect(result.ok).toBe(false);
    expect(problemsOf(result)).toMatch(
      /^wallets\[1\] \(id "c3"\) label: looks like a private key; a backup never holds secrets$/m,
    );
    expect(await db.wallets.count()).toBe(0);
    expect(await db.tracking.count()).toBe(0);
    expect((await db.table('signals').toArray()).map((s: { id: string }) => s.id)).toEqual([
      'before',
    ]);
  });

  it('refuses a wallet with a bad address, and a wallet or tracker row of a newer schema, naming each', async () => {
    const db = await openTestDb();
    const result = await importFile(
      db,
      fileOf({
        tracking: [{ ...row(at(1)), schema: 3 }],
        wallets: [wallet('a1', at(1), { address: '0x12' }), { ...wallet('b2', at(1)), schema: 2 }],
      }),
    );
    const lines = problemsOf(result);
    expect(lines).toMatch(/^tracking\[0\] schema: .*newer version of AlphaScout/m);
    expect(lines).toMatch(/^wallets\[0\] \(id "a1"\) address: /m);
    expect(lines).toMatch(/^wallets\[1\] \(id "b2"\) schema: .*newer version of AlphaScout/m);
  });

  it('merges row by row: an older wallet row leaves the newer stored one, a new one is added', async () => {
    const db = await openTestDb();
    await db.wallets.put(wallet('a1', at(5), { label: 'Renamed here' }));
    const result = await importFile(
      db,
      fileOf({ wallets: [wallet('a1', at(2), { label: 'Old name' }), wallet('b2', at(1))] }),
    );
    expect(result.ok).toBe(true);
    expect((await db.wallets.toArray()).map((w) => [w.id, w.label])).toEqual([
      ['a1', 'Renamed here'],
      ['b2', 'Wallet b2'],
    ]);
  });

  it('a newer tombstone removes the wallet and its ticks, even from rows the file does not hold', async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut([wallet('a1', at(1)), wallet('b2', at(1))]);
    await db.tracking.bulkPut([
      row(at(8), { walletSteps: { a1: ['task-1'], b2: ['task-2'] } }),
      row(at(8), { itemId: 'a2', walletSteps: { a1: ['task-9'] } }),
    ]);
    const result = await importFile(
      db,
      fileOf({
        tracking: [row(at(9), { walletSteps: { a1: ['task-1', 'task-3'] } })],
        wallets: [tombstone('a1', at(3)), tombstone('b2', at(0))],
      }),
    );
    expect(result.ok).toBe(true);
    expect((await db.wallets.get(['guest', 'a1']))?.removed).toBe(true);
    expect((await db.wallets.get(['guest', 'b2']))?.removed).toBeUndefined();
    const rows = await db.tracking.toArray();
    expect(rows.map((r) => [r.itemId, r.walletSteps])).toEqual([
      ['a1', undefined],
      ['a2', undefined],
    ]);
  });

  it('a file without wallets leaves them as they are, and a file of wallets alone imports', async () => {
    const db = await openTestDb();
    await db.wallets.put(wallet('a1', at(1)));
    expect(await importFile(db, fileOf({ tracking: [row(at(1))] }))).toMatchObject({ ok: true });
    expect(await db.wallets.count()).toBe(1);
    expect(await importFile(db, fileOf({ wallets: [wallet('b2', at(1))] }))).toMatchObject({
      ok: true,
    });
    expect(await db.wallets.count()).toBe(2);
  });

  it('stores a schema-1 tracker row from an older backup as schema 2', async () => {
    const db = await openTestDb();
    const { schema: _schema, ...older } = row(at(1), { steps: ['task-1'] });
    expect(await importFile(db, fileOf({ tracking: [older] }))).toMatchObject({ ok: true });
    expect(await db.tracking.toArray()).toEqual([{ ...older, schema: 2 }]);
  });
});
