/**
 * "My wallets" on /tracker (docs/product.md, "My wallets"): the current owner's public addresses,
 * each removable, and the form that adds one. Removing asks first: the wallet's ticks go with it
 * and cannot come back (a removed wallet is final, docs/data.md, "Wallets").
 */
import { useId, useRef, useState } from 'react';

import type { WalletRow } from '../../schemas/wallet';
import { CHAIN_NAMES } from '../../schemas/wallet-address';
import { useWalletActions, useWallets } from '../../tracking/useWallets';
import { Spinner } from '../../ui/Spinner';
import { useFocusIfLost } from '../../ui/useFocusIfLost';
import { removeConfirmation, WALLET_REMOVED, WALLETS_EMPTY, WALLETS_STAY } from './wallet-form';
import { WalletForm } from './WalletForm';

function WalletItem({ wallet, onRemove }: { wallet: WalletRow; onRemove: () => void }) {
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span dir="auto" className="font-semibold text-text">
            {wallet.label}
          </span>
          <span className="badge-brand">{CHAIN_NAMES[wallet.chain]}</span>
        </div>
        {/* As stored: an EVM address in its checksum case, which is part of what it says. */}
        <p translate="no" dir="ltr" className="mt-1 break-all font-mono text-sm text-text-muted">
          {wallet.address}
        </p>
      </div>
      <button
        type="button"
        className="btn-outline touch-target shrink-0 px-2.5 py-1 text-xs"
        aria-label={`Remove ${wallet.label}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}

export function WalletsSection() {
  const wallets = useWallets();
  const { add, remove } = useWalletActions();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIfLost = useFocusIfLost();
  // Hidden at once when removed: the list's live read comes a moment later, and focus would
  // fall to <body> with the button then.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const shown = wallets?.filter((wallet) => !gone.has(wallet.id));

  const removeWallet = async (wallet: WalletRow, index: number) => {
    if (!window.confirm(removeConfirmation(wallet.label))) return;
    setFailure(null);
    setStatus('');
    setGone((ids) => new Set([...ids, wallet.id]));
    // The next wallet's Remove button, else the one before, else the section's heading.
    focusIfLost(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      return buttons?.[Math.min(index, buttons.length - 1)] ?? headingRef.current;
    });
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
        <p className="mt-1 max-w-3xl text-sm text-text-muted">
          Public addresses only. {WALLETS_STAY}
        </p>
      )}
      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="card min-w-0">
          {shown === undefined ? (
            <Spinner className="min-h-24" />
          ) : shown.length === 0 ? (
            <div className="text-sm text-text-muted">
              <p className="font-semibold text-text">No wallets yet</p>
              <p className="mt-1">{WALLETS_EMPTY}</p>
              <p className="mt-1">{WALLETS_STAY}</p>
            </div>
          ) : (
            <ul ref={listRef} aria-label="Wallets" className="divide-y divide-ink-600">
              {shown.map((wallet, index) => (
                <WalletItem
                  key={wallet.id}
                  wallet={wallet}
                  onRemove={() => void removeWallet(wallet, index)}
                />
              ))}
            </ul>
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
