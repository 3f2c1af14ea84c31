/**
 * The owner's wallets, each removable. A list of up to a thousand: past a screenful it scrolls in
 * its own box and only the wallets in view are rendered (@tanstack/react-virtual), so /tracker
 * opens as fast with a thousand wallets as with three.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { type Ref, useImperativeHandle, useRef } from 'react';

import type { WalletRow } from '../../schemas/wallet';
import { CHAIN_NAMES } from '../../schemas/wallet-address';

/** Wallets shown without a scroll box of their own. */
const UNBOXED = 8;
/** One wallet's row, in px: label line, address line, padding. */
const ROW_HEIGHT = 76;

function WalletItem({ wallet, onRemove }: { wallet: WalletRow; onRemove: () => void }) {
  return (
    <div className="flex items-start gap-3 border-b border-ink-600 py-3 last:border-b-0">
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
    </div>
  );
}

export interface WalletListHandle {
  /** The Remove button of the wallet at `index` (scrolled into the rendered rows first), if any. */
  removeButtonAt: (index: number) => HTMLButtonElement | null;
}

interface WalletListProps {
  wallets: readonly WalletRow[];
  onRemove: (wallet: WalletRow, index: number) => void;
  handle: Ref<WalletListHandle>;
}

export function WalletList(props: WalletListProps) {
  return props.wallets.length > UNBOXED ? (
    <BoxedWalletList {...props} />
  ) : (
    <ShortWalletList {...props} />
  );
}

/** A screenful or less: every wallet rendered, in the page's own flow. */
function ShortWalletList({ wallets, onRemove, handle }: WalletListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    handle,
    () => ({
      removeButtonAt: (index) =>
        listRef.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"] button`) ?? null,
    }),
    [],
  );
  return (
    <div ref={listRef} role="list" aria-label="Wallets">
      {wallets.map((wallet, index) => (
        <div key={wallet.id} role="listitem" data-index={index}>
          <WalletItem wallet={wallet} onRemove={() => onRemove(wallet, index)} />
        </div>
      ))}
    </div>
  );
}

/** More: a scroll box of its own, only the wallets in view rendered. */
function BoxedWalletList({ wallets, onRemove, handle }: WalletListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The compiler leaves this component unmemoized, as it should: the virtualizer's functions
  // change under the same object.
  // eslint-disable-next-line react-hooks/incompatible-library -- measured rows need fresh renders
  const virtualizer = useVirtualizer({
    count: wallets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // The first render, before the box is measured, holds a screenful (a test page, a phone).
    initialRect: { width: 0, height: UNBOXED * ROW_HEIGHT },
    overscan: 6,
    useFlushSync: false,
  });
  useImperativeHandle(
    handle,
    () => ({
      removeButtonAt: (index) => {
        if (index < 0 || index >= wallets.length) return null;
        virtualizer.scrollToIndex(index);
        return (
          listRef.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"] button`) ??
          null
        );
      },
    }),
    [virtualizer, wallets.length],
  );
  return (
    <div
      ref={scrollRef}
      className="-mr-2 max-h-[38rem] overflow-y-auto overscroll-contain pr-2"
      // A scroll box is reached by Tab so that a keyboard can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-label={`Wallets, ${wallets.length.toLocaleString('en')}`}
      role="region"
    >
      <div
        ref={listRef}
        role="list"
        aria-label="Wallets"
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const wallet = wallets[row.index];
          if (!wallet) return null;
          return (
            <div
              key={wallet.id}
              role="listitem"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
              aria-setsize={wallets.length}
              aria-posinset={row.index + 1}
            >
              <WalletItem wallet={wallet} onRemove={() => onRemove(wallet, row.index)} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
