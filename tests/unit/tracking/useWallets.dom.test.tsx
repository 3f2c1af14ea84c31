// @vitest-environment happy-dom
/**
 * useWallets and useWalletActions (src/tracking/useWallets.ts): the current owner's wallets, live,
 * and their writes, whose storage failures come back as words rather than exceptions.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signInSession, signOutSession } from '../../../src/db/accounts/app-session';
import { appDb } from '../../../src/db/connection/app-db';
import { NO_SPACE } from '../../../src/db/storage/write-errors';
import { GUEST_OWNER, ownerOf } from '../../../src/db/tracking/rows';
import { saveWallet } from '../../../src/db/tracking/wallets';
import {
  useWalletActions,
  useWallets,
  WALLET_NOT_REMOVED,
  WALLET_NOT_SAVED,
} from '../../../src/tracking/useWallets';

const EVM_LOWER = '0x52908400098527886e0f7030069857d2e4169ee7';
const EVM_CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

const renderWallets = () =>
  renderHook(() => ({ wallets: useWallets(), actions: useWalletActions() }));

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  signOutSession();
  await appDb.wallets.clear();
});

describe('the current owner’s wallets', () => {
  it('follow every write, by label, removed ones left out', async () => {
    const { result } = renderWallets();
    await waitFor(() => expect(result.current.wallets).toEqual([]));

    let added: Awaited<ReturnType<typeof result.current.actions.add>> | undefined;
    await act(async () => {
      added = await result.current.actions.add({ label: 'Main', chain: 'evm', address: EVM_LOWER });
    });
    expect(added).toMatchObject({ ok: true, wallet: { address: EVM_CHECKSUMMED } });
    // Written elsewhere (another tab, the worker's import): seen all the same.
    await saveWallet(appDb, GUEST_OWNER, { label: 'Farm', chain: 'solana', address: SOLANA });
    await waitFor(() =>
      expect(result.current.wallets?.map((wallet) => wallet.label)).toEqual(['Farm', 'Main']),
    );

    const farm = result.current.wallets?.[0]?.id ?? '';
    await act(async () => {
      expect(await result.current.actions.remove(farm)).toEqual({ ok: true });
    });
    await waitFor(() =>
      expect(result.current.wallets?.map((wallet) => wallet.label)).toEqual(['Main']),
    );
    // The tombstone is kept, out of the list.
    expect(await appDb.wallets.get([GUEST_OWNER, farm])).toMatchObject({ removed: true });
  });

  it('refuses a bad address with saveWallet’s result, storing nothing', async () => {
    const { result } = renderWallets();
    const refused = await result.current.actions.add({
      label: 'Main',
      chain: 'evm',
      address: EVM_CHECKSUMMED.replace('E0F', 'e0F'),
    });
    expect(refused).toEqual({
      ok: false,
      field: 'address',
      message: 'Not a valid EVM address: the checksum does not match',
    });
    expect(await appDb.wallets.count()).toBe(0);
  });

  it('are the signed-in account’s once someone signs in', async () => {
    await saveWallet(appDb, GUEST_OWNER, { label: 'Guest', chain: 'solana', address: SOLANA });
    await saveWallet(appDb, ownerOf({ id: 'u1' }), {
      label: 'Account',
      chain: 'evm',
      address: EVM_LOWER,
    });
    const { result } = renderWallets();
    await waitFor(() => expect(result.current.wallets?.map((w) => w.label)).toEqual(['Guest']));
    act(() => signInSession({ id: 'u1', email: 'u1@example.org', username: 'u1', alpha: false }));
    await waitFor(() => expect(result.current.wallets?.map((w) => w.label)).toEqual(['Account']));
  });
});

describe('a write the storage refuses', () => {
  it('is reported on the console and said in plain words, for adding and removing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderWallets();
    const transaction = vi.spyOn(appDb, 'transaction');
    transaction.mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    expect(
      await result.current.actions.add({ label: 'Main', chain: 'evm', address: EVM_LOWER }),
    ).toEqual({ ok: false, field: 'form', message: NO_SPACE });
    transaction.mockRejectedValueOnce(new Error('closed'));
    expect(
      await result.current.actions.add({ label: 'Main', chain: 'evm', address: EVM_LOWER }),
    ).toEqual({ ok: false, field: 'form', message: WALLET_NOT_SAVED });
    transaction.mockRejectedValueOnce(new Error('closed'));
    expect(await result.current.actions.remove('w1')).toEqual({
      ok: false,
      message: WALLET_NOT_REMOVED,
    });
    expect(logged).toHaveBeenCalledTimes(3);
  });
});
