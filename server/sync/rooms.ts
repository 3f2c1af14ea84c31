import type { Extension } from '@hocuspocus/server';
import * as Y from 'yjs';

import { authorise } from './auth';
import { errorMessage, type Log, roomPrefix } from './log';
import { SocketGuard } from './socket-guard';
import type { SyncStorage } from './storage/storage';

/** Hocuspocus awaits every hook; those with nothing to wait for answer this. */
const DONE = Promise.resolve();

/** The connection context Hocuspocus hands every hook: the socket's guard. */
export interface SocketContext {
  guard: SocketGuard;
}

const guardOf = (context: unknown): SocketGuard | undefined =>
  typeof context === 'object' &&
  context !== null &&
  'guard' in context &&
  context.guard instanceof SocketGuard
    ? context.guard
    : undefined;

/**
 * Rejects a connection to a room. Hocuspocus sends `reason` to the provider, which hands it to
 * `onAuthenticationFailed`; the empty message keeps Hocuspocus from printing it.
 */
class RoomRefusal extends Error {
  constructor(readonly reason: 'not-found' | 'unavailable') {
    super('');
  }
}

export interface Rooms {
  extension: Extension;
  /** An upper bound of the room's encoded state, while it is loaded. */
  bytes: (room: string) => number | undefined;
}

/**
 * Who may join a room, and where its state comes from and goes to: the Hocuspocus hooks around
 * the storage. A room's size is the stored state's, plus every update applied since.
 */
export function createRooms(storage: SyncStorage, log: Log, now: () => number): Rooms {
  const sizes = new Map<string, number>();

  const extension: Extension = {
    async onAuthenticate({ documentName, token, connectionConfig, context }) {
      const room = roomPrefix(documentName);
      let access;
      try {
        access = await authorise(storage, documentName, token, now);
      } catch (error) {
        log.error('storage-failed', { room, message: errorMessage(error) });
        throw new RoomRefusal('unavailable');
      }
      if (!access.granted) {
        log.info('auth', { room, result: access.cause });
        throw new RoomRefusal('not-found');
      }
      connectionConfig.readOnly = access.mode === 'read';
      guardOf(context)?.granted(access.mode);
      log.info('auth', { room, result: access.created ? 'created' : access.mode });
    },

    connected({ context }) {
      guardOf(context)?.opened();
      return DONE;
    },

    async onLoadDocument({ documentName, document }) {
      const room = roomPrefix(documentName);
      let state;
      try {
        state = await storage.loadState(documentName);
      } catch (error) {
        log.error('storage-failed', { room, message: errorMessage(error) });
        throw new RoomRefusal('unavailable');
      }
      if (state) Y.applyUpdate(document, state);
      sizes.set(documentName, state?.byteLength ?? 0);
      log.info('loaded', { room, bytes: state?.byteLength ?? 0 });
    },

    onChange({ documentName, update }) {
      sizes.set(documentName, (sizes.get(documentName) ?? 0) + update.byteLength);
      return DONE;
    },

    async onStoreDocument({ documentName, document }) {
      const room = roomPrefix(documentName);
      const state = Y.encodeStateAsUpdate(document);
      sizes.set(documentName, state.byteLength);
      try {
        await storage.storeState(documentName, state);
        log.info('stored', { room, bytes: state.byteLength });
      } catch (error) {
        // Hocuspocus stores from a timer, where a rejection would end the process. The clients
        // keep every change and hand the server what it lacks when they next connect.
        log.error('store-failed', { room, message: errorMessage(error) });
      }
    },

    onDisconnect({ documentName, context }) {
      log.info('disconnect', { room: roomPrefix(documentName) });
      guardOf(context)?.roomClosed();
      return DONE;
    },

    afterUnloadDocument({ documentName, instance }) {
      // A client may have opened the room again while it was being unloaded.
      const reopened =
        instance.documents.has(documentName) || instance.loadingDocuments.has(documentName);
      if (!reopened) sizes.delete(documentName);
      return DONE;
    },
  };

  return { extension, bytes: (room) => sizes.get(room) };
}
