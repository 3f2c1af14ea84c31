/**
 * The tracker's wallets as screens use them (docs/data.md, "Wallets"): the current owner's list,
 * live in every tab, and its writes. A write that the browser's storage refuses is reported on the
 * console and comes back as a result with plain words, never as an exception at the screen.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';

import { appDb } from '../db/connection/app-db';
import { storageErrorMessage } from '../db/storage/write-errors';
import {
  listWallets,
  removeWallet,
  saveWallet,
  type SaveWalletResult,
  type WalletInput,
} from '../db/tracking/wallets';
import type { WalletRow } from '../schemas/wallet';
import { useTrackerOwner } from './useTracking';

export const WALLET_NOT_SAVED = 'The wallet could not be saved. Please try again.';
export const WALLET_NOT_REMOVED = 'The wallet could not be removed. Please try again.';

/** What adding gives: saveWallet's result, or a failure of the storage that belongs to no field. */
export type AddWalletResult = SaveWalletResult | { ok: false; field: 'form'; message: string };

export type RemoveWalletResult = { ok: true } | { ok: false; message: string };

export interface WalletActions {
  add: (input: Omit<WalletInput, 'id'>) => Promise<AddWalletResult>;
  /** Removes the wallet and its ticks (a wallet already gone counts as removed). */
  remove: (id: string) => Promise<RemoveWalletResult>;
}

function report(error: unknown): string {
  console.error('AlphaScout: the tracker could not store a change', error);
  return storageErrorMessage(error) ?? '';
}

/** The current owner's wallets, removed ones left out, by label (undefined while loading). */
export function useWallets(): WalletRow[] | undefined {
  const owner = useTrackerOwner();
  return useLiveQuery(() => listWallets(appDb, owner), [owner]);
}

/** Adding and removing the current owner's wallets. */
export function useWalletActions(): WalletActions {
  const owner = useTrackerOwner();
  return useMemo(
    () => ({
      add: async (input) => {
        try {
          return await saveWallet(appDb, owner, input);
        } catch (error) {
          return { ok: false, field: 'form', message: report(error) || WALLET_NOT_SAVED };
        }
      },
      remove: async (id) => {
        try {
          await removeWallet(appDb, owner, id);
          return { ok: true };
        } catch (error) {
          return { ok: false, message: report(error) || WALLET_NOT_REMOVED };
        }
      },
    }),
    [owner],
  );
}
