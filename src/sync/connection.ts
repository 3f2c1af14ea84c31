/**
 * One connection to the sync server for one space's room. Awareness keeps its default empty
 * state: the server relays awareness unencrypted, so the app never sets a field in it (the
 * provider's keep-alive needs it present). The socket backs off to at most 5 s between attempts,
 * so a restarted server is back within seconds.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';

import { authToken, type SpaceKeys } from './keys';

export interface SpaceConnection {
  readonly provider: HocuspocusProvider;
  readonly doc: Y.Doc;
  destroy(): void;
}

const MAX_RETRY_DELAY_MS = 5_000;

/** Connects `doc` to the room of `keys`; `create` registers the room (a full code only). */
export function connectSpace(
  url: string,
  keys: SpaceKeys,
  { doc = new Y.Doc(), create = false }: { doc?: Y.Doc; create?: boolean } = {},
): SpaceConnection {
  const socket = new HocuspocusProviderWebsocket({ url, maxDelay: MAX_RETRY_DELAY_MS });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: keys.roomId,
    document: doc,
    token: () => authToken(keys, { create }),
  });
  provider.attach();
  return {
    provider,
    doc,
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

export type ProbeResult = 'found' | 'not-found' | 'unreachable';

/** How long a join waits for the server's answer before it says the server cannot be reached. */
const PROBE_TIMEOUT_MS = 10_000;

/** Asks the server whether it knows the space of `keys`, without creating it. */
export function probeSpace(url: string, keys: SpaceKeys): Promise<ProbeResult> {
  const connection = connectSpace(url, keys);
  return new Promise<ProbeResult>((resolve) => {
    const timer = setTimeout(() => {
      resolve('unreachable');
    }, PROBE_TIMEOUT_MS);
    connection.provider.on('authenticated', () => {
      clearTimeout(timer);
      resolve('found');
    });
    connection.provider.on('authenticationFailed', () => {
      clearTimeout(timer);
      resolve('not-found');
    });
    // A socket that closes before any answer found no server (the first answer wins).
    connection.provider.on('close', () => {
      clearTimeout(timer);
      resolve('unreachable');
    });
  }).finally(() => {
    connection.destroy();
  });
}
