import { useEffect, useMemo, useState } from 'react';

import { appDb } from '../db/connection/app-db';
import { listWallets } from '../db/tracking/wallets';
import { watchedItems } from '../db/tracking/watched-items';
import { useLiveRead } from '../hooks/useLiveRead';
import { useNow } from '../ui/ticker';
import { type DueItem, dueItems } from './due';
import { useTrackerOwner } from './useTracking';

/** When the tab last came back into view: a sleeping tab's timers may run late, its day changed. */
function useReturns(): number {
  const [returned, setReturned] = useState(0);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') setReturned(Date.now());
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
  return returned;
}

/**
 * What the current owner has due now (`dueItems`), live: read again when a row or a wallet
 * changes, and worked out again each minute and when the tab comes back, so a new day's steps
 * show up.
 * undefined while loading.
 */
export function useDue(): DueItem[] | undefined {
  const owner = useTrackerOwner();
  const read = useLiveRead(async () => {
    const [items, wallets] = await Promise.all([
      watchedItems(appDb, owner),
      listWallets(appDb, owner),
    ]);
    return { items, wallets };
  }, [owner]);
  const minute = useNow(60_000);
  const returned = useReturns();
  return useMemo(
    // (`minute` and `returned` only say when to work it out again.)
    () => read && dueItems(read.items, read.wallets, new Date(Math.max(minute, returned))),
    [read, minute, returned],
  );
}
