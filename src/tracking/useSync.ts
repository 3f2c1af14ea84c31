/**
 * The Sync panel's view of sync (docs/sync.md, "The Sync panel"): the current owner's space, the
 * changes waiting, the engine's status, and the actions. The actions' code (keys, the probe of
 * the server) loads when one is first used.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';

import { appDb } from '../db/connection/app-db';
import { SYNC_SERVER_URL } from '../db/sync/server-url';
import { spaceOf, type SpaceRow, waitingChanges } from '../db/sync/spaces';
import type { JoinResult } from '../sync/actions';
import type { ConnectionState } from '../sync/engine';
import { getSyncStatus, subscribeSyncStatus } from './sync-status';
import { useTrackerOwner } from './useTracking';

export interface SyncView {
  /** undefined while loading, null when this owner does not sync on this device. */
  space: SpaceRow | null | undefined;
  /** Local changes not sent yet. */
  waiting: number;
  /** The engine's state, or 'syncing' until it says. */
  state: ConnectionState;
  readOnly: boolean;
}

export interface SyncActions {
  start: () => Promise<void>;
  join: (code: string) => Promise<JoinResult>;
  readOnlyCode: () => Promise<string>;
  stop: () => Promise<void>;
}

const actions = () => import('../sync/actions');

/** Whether the current owner's tracker syncs on this device (false in a build without sync). */
export function useSyncsHere(): boolean {
  const owner = useTrackerOwner();
  return (
    useLiveQuery(
      async () => SYNC_SERVER_URL !== '' && (await spaceOf(appDb, owner)) !== undefined,
      [owner],
    ) ?? false
  );
}

export function useSyncView(): SyncView {
  const owner = useTrackerOwner();
  const space = useLiveQuery(async () => (await spaceOf(appDb, owner)) ?? null, [owner]);
  const waiting = useLiveQuery(() => waitingChanges(appDb, owner), [owner]) ?? 0;
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus);
  const mine = status?.owner === owner ? status : null;
  return { space, waiting, state: mine?.state ?? 'syncing', readOnly: space?.readOnly ?? false };
}

export function useSyncActions(): SyncActions {
  const owner = useTrackerOwner();
  return useMemo(
    () => ({
      start: async () => (await actions()).createSpace(appDb, owner),
      join: async (code) => (await actions()).joinSpace(appDb, owner, SYNC_SERVER_URL, code),
      readOnlyCode: async () => {
        const [module, space] = await Promise.all([actions(), spaceOf(appDb, owner)]);
        if (space === undefined) throw new Error('This tracker does not sync');
        return module.readOnlyCodeOf(space);
      },
      stop: async () => (await actions()).stopSyncing(appDb, owner),
    }),
    [owner],
  );
}
