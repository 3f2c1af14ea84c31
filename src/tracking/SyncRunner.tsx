/**
 * Keeps the signed-in owner's tracker syncing while the page is open, on every route. Mounted
 * only by a build with a sync server (src/app/App.tsx); the engine's code (Yjs, the provider)
 * loads once the owner has a space, so a visitor who never syncs never downloads it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';

import { appDb } from '../db/connection/app-db';
import { SYNC_SERVER_URL } from '../db/sync/server-url';
import { spaceOf } from '../db/sync/spaces';
import { setSyncStatus } from './sync-status';
import { useTrackerOwner } from './useTracking';

export default function SyncRunner() {
  const owner = useTrackerOwner();
  // The code, not the row: a row rewritten (registered) must not restart the connection.
  const code = useLiveQuery(async () => (await spaceOf(appDb, owner))?.code ?? null, [owner]);

  useEffect(() => {
    if (code === undefined || code === null) {
      setSyncStatus(null);
      return;
    }
    let stop: (() => void) | null = null;
    let cancelled = false;
    setSyncStatus({ owner, state: 'syncing', readOnly: false });
    import('../sync/runner')
      .then(({ runSync }) => {
        if (cancelled) return;
        stop = runSync({
          db: appDb,
          owner,
          url: SYNC_SERVER_URL,
          onStatus: (status) => {
            setSyncStatus({ owner, ...status });
          },
        });
      })
      .catch((error: unknown) => {
        console.error('AlphaScout: sync could not start', error);
        setSyncStatus({ owner, state: 'unreachable', readOnly: false });
      });
    return () => {
      cancelled = true;
      stop?.();
      setSyncStatus(null);
    };
  }, [owner, code]);

  return null;
}
