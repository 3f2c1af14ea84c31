/**
 * Keeps one owner's tracker in step with its space (docs/sync.md, "How a device syncs"). One tab
 * per owner runs it (src/sync/runner.ts). While the room is synced with the server it works one
 * step at a time: local changes first (the outbox, read back as rows and written as entries),
 * then remote ones (checked, decrypted, and written with the shadow in one transaction), and
 * after each full sync with the server it reads every entry and sets again those the room lacks,
 * which is what re-seeds a server that lost its storage. Local changes stay in the outbox while
 * the server is out of reach, so the count of changes waiting is what IndexedDB holds.
 */
import * as Y from 'yjs';

import { subscribeTableChanges } from '../db/connection/changes';
import type { AlphaScoutDb } from '../db/connection/database';
import { OUTBOX_TABLE } from '../db/sync/outbox';
import type { SpaceRow } from '../db/sync/spaces';
import { parseCode } from './code';
import { connectSpace, type SpaceConnection } from './connection';
import { deriveSpaceKeys } from './keys';
import { createReplica } from './replica';
import {
  changeTimes,
  commitLocal,
  commitRemote,
  dropOutbox,
  fieldsOfChanged,
  loadShadow,
  LocalChangesWaiting,
  markRegistered,
  waitingOutbox,
} from './store';

/** Where the connection stands; the panel adds the count of changes waiting. */
export type ConnectionState =
  | 'syncing'
  | 'synced'
  | 'offline'
  | 'unreachable'
  /** The server does not know the space, and this device cannot register it (read-only). */
  | 'not-found';

export interface SyncStatus {
  readonly state: ConnectionState;
  readonly readOnly: boolean;
}

export interface EngineOptions {
  readonly db: AlphaScoutDb;
  readonly space: SpaceRow;
  readonly url: string;
  readonly onStatus: (status: SyncStatus) => void;
}

export interface Engine {
  stop(): void;
}

/** Outbox commits that come close together are sent as one change. */
const FLUSH_DELAY_MS = 50;
/** How long a failed step or a server that could not open the room waits before a new try. */
const RETRY_MS = 5_000;

export async function startEngine({ db, space, url, onStatus }: EngineOptions): Promise<Engine> {
  const code = parseCode(space.code);
  if (!code.ok) throw new Error(`The stored sync code does not read: ${code.message}`);
  const keys = await deriveSpaceKeys(code);
  const owner = space.owner;
  const doc = new Y.Doc();
  const replica = createReplica({
    doc,
    keys,
    nodeId: space.nodeId,
    shadow: await loadShadow(db, owner),
    commit: (commit) =>
      commit.rows.length === 0 ? commitLocal(db, owner, commit) : commitRemote(db, owner, commit),
  });

  let live = true;
  let registered = space.registered;
  let connection: SpaceConnection | null = null;
  let connected = false;
  let synced = false;
  /** Set when a connection closed or failed, until one opens again. */
  let lost = false;
  let notFound = false;
  let working = false;
  let flushWanted = true;
  let reconcileWanted = false;
  const remoteNames = new Set<string>();

  function report() {
    if (!live) return;
    const state: ConnectionState = notFound
      ? 'not-found'
      : !navigator.onLine
        ? 'offline'
        : lost && !connected
          ? 'unreachable'
          : synced && !working && !flushWanted && remoteNames.size === 0 && !reconcileWanted
            ? connection?.provider.hasUnsyncedChanges === true
              ? 'syncing'
              : 'synced'
            : 'syncing';
    onStatus({ state, readOnly: keys.readOnly });
  }

  async function flush() {
    const waiting = await waitingOutbox(db, owner);
    const last = waiting.at(-1)?.seq;
    if (last === undefined) return;
    await replica.localChanges(() => fieldsOfChanged(db, owner, waiting), changeTimes(waiting));
    await dropOutbox(db, owner, last);
  }

  async function takeRemote() {
    const names = [...remoteNames];
    remoteNames.clear();
    try {
      await replica.remoteChanges(names);
    } catch (error) {
      for (const name of names) remoteNames.add(name);
      if (!(error instanceof LocalChangesWaiting)) throw error;
      flushWanted = true;
    }
  }

  async function reconcile() {
    try {
      await replica.remoteChanges(replica.names());
      await replica.publishMissing();
    } catch (error) {
      reconcileWanted = true;
      if (!(error instanceof LocalChangesWaiting)) throw error;
      flushWanted = true;
    }
  }

  async function flushOrKeep() {
    try {
      await flush();
    } catch (error) {
      flushWanted = true;
      throw error;
    }
  }

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  async function work() {
    if (working) return;
    working = true;
    report();
    try {
      while (live && synced && (flushWanted || remoteNames.size > 0 || reconcileWanted)) {
        if (flushWanted) {
          flushWanted = false;
          await flushOrKeep();
        } else if (remoteNames.size > 0) await takeRemote();
        else {
          reconcileWanted = false;
          await reconcile();
        }
      }
    } catch (error) {
      // A failed write (storage full, say) leaves the outbox, the shadow and what is wanted as
      // they were: the work is tried again a little later.
      console.error('Sync could not apply a change', error);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void work(), RETRY_MS);
    } finally {
      working = false;
      report();
    }
  }

  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const stopWatchingOutbox = subscribeTableChanges(db.name, new Set([OUTBOX_TABLE]), () => {
    clearTimeout(flushTimer);
    flushTimer = setTimeout(() => {
      flushWanted = true;
      void work();
    }, FLUSH_DELAY_MS);
  });
  const stopWatchingRoom = replica.onRemoteNames((names) => {
    for (const name of names) remoteNames.add(name);
    void work();
  });

  function connect(create: boolean) {
    connection?.destroy();
    const current = connectSpace(url, keys, { doc, create });
    connection = current;
    const { provider } = current;
    // Events of a connection already replaced say nothing about the current one.
    const isCurrent = () => connection === current;
    provider.on('status', ({ status }: { status: string }) => {
      if (!isCurrent()) return;
      connected = status === 'connected';
      if (connected) lost = false;
      else synced = false;
      if (status === 'disconnected') lost = true;
      report();
    });
    provider.on('authenticated', () => {
      notFound = false;
      if (!registered) {
        registered = true;
        void markRegistered(db, owner);
      }
    });
    provider.on('authenticationFailed', ({ reason }: { reason: string }) => {
      if (!isCurrent()) return;
      // The provider would try the refused token forever: this one is done.
      current.destroy();
      connected = false;
      synced = false;
      if (reason !== 'not-found') {
        // The server could not read its storage: the space may well be there, so try again.
        lost = true;
        report();
        clearTimeout(reconnectTimer);
        reconnectTimer = setTimeout(() => {
          if (live && connection === current) connect(create);
        }, RETRY_MS);
        return;
      }
      // The server lost the space (its storage went): a full code registers it again, and the
      // reconciliation after the sync hands every entry back.
      if (live && !create && !keys.readOnly && registered) connect(true);
      else {
        notFound = true;
        report();
      }
    });
    provider.on('synced', () => {
      if (!isCurrent()) return;
      synced = true;
      flushWanted = true;
      reconcileWanted = true;
      void work();
    });
    provider.on('unsyncedChanges', report);
  }

  const onNetworkChange = () => {
    report();
  };
  window.addEventListener('online', onNetworkChange);
  window.addEventListener('offline', onNetworkChange);
  connect(!registered && !keys.readOnly);
  report();

  return {
    stop() {
      live = false;
      clearTimeout(flushTimer);
      clearTimeout(retryTimer);
      clearTimeout(reconnectTimer);
      stopWatchingOutbox();
      stopWatchingRoom();
      window.removeEventListener('online', onNetworkChange);
      window.removeEventListener('offline', onNetworkChange);
      connection?.destroy();
      doc.destroy();
    },
  };
}
