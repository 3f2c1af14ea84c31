import { useMemo, useSyncExternalStore } from 'react';

import { useNow } from '../ui/ticker';
import { type DueItem, dueItems } from './due';
import { useTrackerOwner } from './useTracking';
import { useWatchedSnapshot, type WatchedSnapshot } from './watched-store';

/** When the tab last came back into view (a sleeping tab's timers may run late, its day changed), shared by every caller. */
let returnedAt = 0;
const returnListeners = new Set<() => void>();

function onReturn(): void {
  if (document.visibilityState !== 'visible') return;
  returnedAt = Date.now();
  for (const notify of [...returnListeners]) notify();
}

function subscribeReturns(listener: () => void): () => void {
  if (returnListeners.size === 0) {
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
  }
  returnListeners.add(listener);
  return () => {
    returnListeners.delete(listener);
    if (returnListeners.size > 0) return;
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('focus', onReturn);
  };
}

const returned = (): number => returnedAt;

/**
 * The last answer, for the next caller asking the same of the same read: the header, the due
 * notice and /tracker all ask at once, and over ten thousand watched items one answer takes tens
 * of ms.
 */
let lastDue: { read: WatchedSnapshot; at: number; due: DueItem[] } | null = null;

function dueOf(read: WatchedSnapshot, at: number): DueItem[] {
  if (lastDue?.read !== read || lastDue.at !== at)
    lastDue = { read, at, due: dueItems(read.items, read.wallets, new Date(at)) };
  return lastDue.due;
}

/**
 * What the current owner has due now (`dueItems`), live: worked out again when a row or a wallet
 * changes, each minute and when the tab comes back, so a new day's steps show up.
 * undefined while loading.
 */
export function useDue(): DueItem[] | undefined {
  const read = useWatchedSnapshot(useTrackerOwner());
  const minute = useNow(60_000);
  const back = useSyncExternalStore(subscribeReturns, returned, returned);
  return useMemo(() => read && dueOf(read, Math.max(minute, back)), [read, minute, back]);
}
