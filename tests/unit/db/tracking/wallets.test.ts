import { afterEach, describe, expect, it } from 'vitest';

import { GUEST_OWNER, ownerOf, setStep, trackingRow } from '../../../../src/db/tracking/rows';
import {
  listWallets,
  mergeWalletRows,
  removeWallet,
  saveWallet,
} from '../../../../src/db/tracking/wallets';
import { secretWarning } from '../../../../src/schemas/secrets';
import { MAX_WALLETS } from '../../../../src/schemas/wallet';
import { checkAddress } from '../../../../src/schemas/wallet-address';
import { deleteTestDbs, openTestDb } from '../test-db';
import { walletRow } from './wallet-rows';

afterEach(deleteTestDbs);

const ACCOUNT = ownerOf({ id: 'u1' });
const at = (minute: number): Date => new Date(Date.UTC(2026, 0, 1, 0, minute));
const PRIVATE_KEY = '4c0883a69102937d6231471b5dbb6204fe512961708279f1d8b1e2b8a5f0f3c1';
/** An EVM address as typed (all lower case, with spaces) and as stored (its normal form). */
const TYPED = ' 0x52908400098527886e0f7030069857d2e4169ee7 ';
const STORED = (() => {
  const checked = checkAddress('evm', TYPED);
  if (!checked.ok) throw new Error(checked.message);
  return checked.address;
})();
const OTHER = `0x${'12'.repeat(20)}`;
const airdrop = { collection: 'airdrops', itemId: 'a1', name: 'Alpha drop' } as const;

const wallet = walletRow({ address: STORED, updatedAt: at(0).toISOString() });

describe('saving a wallet', () => {
  it('stores the label trimmed and the address in its normal form, under a new id', async () => {
    const db = await openTestDb();
    const result = await saveWallet(
      db,
      GUEST_OWNER,
      { label: '  Main ', chain: 'evm', address: TYPED },
      at(1),
    );
    expect(result).toEqual({
      ok: true,
      wallet: {
        schema: 1,
        owner: GUEST_OWNER,
        id: expect.any(String) as string,
        label: 'Main',
        chain: 'evm',
        address: STORED,
        updatedAt: at(1).toISOString(),
      },
    });
    expect(await listWallets(db, GUEST_OWNER)).toEqual([result.ok && result.wallet]);
  });

  it('refuses a label or an address that looks like a secret before anything else, writing nothing', async () => {
    const db = await openTestDb();
    // The label is also far too long and the address is not one: the secret is what is said.
    expect(
      await saveWallet(db, GUEST_OWNER, { label: PRIVATE_KEY, chain: 'evm', address: 'nope' }),
    ).toEqual({ ok: false, field: 'label', message: secretWarning('private key') });
    expect(
      await saveWallet(db, GUEST_OWNER, { label: 'Main', chain: 'evm', address: PRIVATE_KEY }),
    ).toEqual({ ok: false, field: 'address', message: secretWarning('private key') });
    expect(await db.wallets.count()).toBe(0);
  });

  it('refuses a blank label, a long label and an address its chain does not accept', async () => {
    const db = await openTestDb();
    const save = (label: string, address: string) =>
      saveWallet(db, GUEST_OWNER, { label, chain: 'evm', address });
    expect(await save(' ', STORED)).toMatchObject({ ok: false, field: 'label' });
    expect(await save('x'.repeat(61), STORED)).toMatchObject({ ok: false, field: 'label' });
    expect(await save('Main', '0x12')).toMatchObject({ ok: false, field: 'address' });
    expect(await db.wallets.count()).toBe(0);
  });

  it('refuses an address another of the owner’s wallets has on that chain, naming it', async () => {
    const db = await openTestDb();
    await db.wallets.put(wallet({ label: 'Cold' }));
    expect(
      await saveWallet(db, GUEST_OWNER, { label: 'Again', chain: 'evm', address: TYPED }),
    ).toEqual({
      ok: false,
      field: 'address',
      message: 'This wallet is already in your list as Cold.',
    });
    // Another chain, another owner, a removed wallet, the wallet itself: no twin.
    expect(
      await saveWallet(db, GUEST_OWNER, { label: 'Elsewhere', chain: 'other', address: STORED }),
    ).toMatchObject({ ok: true });
    expect(
      await saveWallet(db, ACCOUNT, { label: 'Mine', chain: 'evm', address: STORED }),
    ).toMatchObject({ ok: true });
    expect(
      await saveWallet(db, GUEST_OWNER, {
        id: 'w1',
        label: 'Renamed',
        chain: 'evm',
        address: STORED,
      }),
    ).toMatchObject({ ok: true });
    expect((await listWallets(db, GUEST_OWNER)).map((row) => row.label)).toEqual([
      'Elsewhere',
      'Renamed',
    ]);
  });

  it(`refuses a wallet past ${MAX_WALLETS} for one owner, but not a change to one kept`, async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut(
      Array.from({ length: MAX_WALLETS }, (_, i) =>
        wallet({ id: `w${i}`, address: `0x${String(i).padStart(40, '0')}` }),
      ),
    );
    expect(
      await saveWallet(db, GUEST_OWNER, { label: 'One more', chain: 'evm', address: OTHER }),
    ).toMatchObject({ ok: false, field: 'label' });
    expect(
      await saveWallet(db, GUEST_OWNER, {
        id: 'w3',
        label: 'Changed',
        chain: 'evm',
        address: OTHER,
      }),
    ).toMatchObject({ ok: true });
  });
});

describe('listing and removing wallets', () => {
  it('lists an owner’s wallets by label, removed ones left out', async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut([
      wallet({ id: 'b', label: 'beta' }),
      wallet({ id: 'a', label: 'Alpha' }),
      wallet({ id: 'gone', label: '', address: '', removed: true }),
      wallet({ id: 'theirs', owner: ACCOUNT, label: 'Theirs' }),
    ]);
    expect((await listWallets(db, GUEST_OWNER)).map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('empties the row into a tombstone and takes the wallet’s ticks from every row of the owner', async () => {
    const db = await openTestDb();
    await db.wallets.bulkPut([wallet(), wallet({ id: 'w2', address: OTHER })]);
    await setStep(db, GUEST_OWNER, airdrop, 'task-1', true, at(1), undefined, { walletId: 'w1' });
    await setStep(db, GUEST_OWNER, airdrop, 'task-2', true, at(2), undefined, { walletId: 'w2' });

    expect(await removeWallet(db, GUEST_OWNER, 'w1', at(5))).toBe(true);
    expect(await db.wallets.get([GUEST_OWNER, 'w1'])).toEqual(
      wallet({ label: '', address: '', removed: true, updatedAt: at(5).toISOString() }),
    );
    expect(await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1')).toMatchObject({
      walletSteps: { w2: ['task-2'] },
      updatedAt: at(5).toISOString(),
    });
    expect(await removeWallet(db, GUEST_OWNER, 'w1', at(6))).toBe(false);
    await removeWallet(db, GUEST_OWNER, 'w2', at(7));
    expect((await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1'))?.walletSteps).toBeUndefined();
  });
});

describe('merging wallet rows', () => {
  it('takes new and strictly newer rows per owner and id; a newer tombstone wins, an older one does not', () => {
    const stored = [
      wallet({ id: 'kept', label: 'Mine', updatedAt: at(5).toISOString() }),
      wallet({ id: 'removed', label: 'Old', updatedAt: at(1).toISOString() }),
      wallet({ id: 'stays', updatedAt: at(9).toISOString() }),
    ];
    const incoming = [
      wallet({ id: 'kept', label: 'Older', updatedAt: at(4).toISOString() }),
      wallet({
        id: 'removed',
        label: '',
        address: '',
        removed: true,
        updatedAt: at(2).toISOString(),
      }),
      wallet({
        id: 'stays',
        label: '',
        address: '',
        removed: true,
        updatedAt: at(3).toISOString(),
      }),
      wallet({ id: 'kept', owner: ACCOUNT, updatedAt: at(0).toISOString() }),
    ];
    expect(
      mergeWalletRows(stored, incoming).map((row) => [row.owner, row.id, row.removed]),
    ).toEqual([
      [GUEST_OWNER, 'removed', true],
      [ACCOUNT, 'kept', undefined],
    ]);
  });
});
