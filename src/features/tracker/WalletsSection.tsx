/**
 * "My wallets" on /tracker (docs/product.md, "My wallets"): the current owner's public addresses,
 * each removable, and the form that adds one. Removing asks first: the wallet's ticks go with it
 * and cannot come back (a removed wallet is final, docs/data.md, "Wallets").
 */
import { useId, useRef, useState } from 'react';

import type { WalletRow } from '../../schemas/wallet';
import { useSyncsHere } from '../../tracking/useSync';
import { useWalletActions, useWallets } from '../../tracking/useWallets';
import { Spinner } from '../../ui/Spinner';
import { useFocusIfLost } from '../../ui/useFocusIfLost';
import {
  removeConfirmation,
  WALLET_REMOVED,
  WALLETS_EMPTY,
  WALLETS_STAY,
  WALLETS_SYNCED,
} from './wallet-form';
import { WalletForm } from './WalletForm';
import { WalletList, type WalletListHandle } from './WalletList';

export function WalletsSection() {
  const wallets = useWallets();
  const { add, remove } = useWalletActions();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<WalletListHandle>(null);
  const focusIfLost = useFocusIfLost();
  // Hidden at once when removed: the list's live read comes a moment later, and focus would
  // fall to <body> with the button then.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const stay = useSyncsHere() ? WALLETS_SYNCED : WALLETS_STAY;
  const shown = wallets?.filter((wallet) => !gone.has(wallet.id));

  const removeWallet = async (wallet: WalletRow, index: number) => {
    if (!window.confirm(removeConfirmation(wallet.label))) return;
    setFailure(null);
    setStatus('');
    setGone((ids) => new Set([...ids, wallet.id]));
    // The next wallet's Remove button, else the one before, else the section's heading.
    focusIfLost(
      () =>
        listRef.current?.removeButtonAt(index) ??
        listRef.current?.removeButtonAt(index - 1) ??
        headingRef.current,
    );
    const result = await remove(wallet.id);
    if (result.ok) {
      setStatus(WALLET_REMOVED);
      return;
    }
    setGone((ids) => new Set([...ids].filter((id) => id !== wallet.id)));
    setFailure(result.message);
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} ref={headingRef} className="section-title">
        My wallets
      </h2>
      {shown !== undefined && shown.length > 0 && (
        <p className="mt-1 max-w-3xl text-sm text-text-muted">Public addresses only. {stay}</p>
      )}
      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="card min-w-0">
          {shown === undefined ? (
            <Spinner className="min-h-24" />
          ) : shown.length === 0 ? (
            <div className="text-sm text-text-muted">
              <p className="font-semibold text-text">No wallets yet</p>
              <p className="mt-1">{WALLETS_EMPTY}</p>
              <p className="mt-1">{stay}</p>
            </div>
          ) : (
            <WalletList
              wallets={shown}
              onRemove={(wallet, index) => void removeWallet(wallet, index)}
              handle={listRef}
            />
          )}
          {failure && (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-bearish/40 bg-bearish/10 p-3 text-sm text-bearish"
            >
              {failure}
            </p>
          )}
          <p role="status" className="sr-only">
            {status}
          </p>
        </div>
        <WalletForm
          add={async (input) => {
            setStatus('');
            return add(input);
          }}
        />
      </div>
    </section>
  );
}
