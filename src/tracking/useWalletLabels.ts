import { appDb } from '../db/connection/app-db';
import { listWallets } from '../db/tracking/wallets';
import { useLiveRead } from '../hooks/useLiveRead';
import { useTrackerOwner } from './useTracking';

/**
 * The current owner's wallets, live, as id → label in the wallet list's order (by label), removed
 * ones left out: what the tracker's CSV names a tick column by. Undefined while loading.
 */
export function useWalletLabels(): ReadonlyMap<string, string> | undefined {
  const owner = useTrackerOwner();
  return useLiveRead(
    async () =>
      new Map((await listWallets(appDb, owner)).map((wallet) => [wallet.id, wallet.label])),
    [owner],
  );
}
