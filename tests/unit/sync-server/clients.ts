import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocket } from 'ws';
import * as Y from 'yjs';

export type AuthOutcome = { ok: true; scope: string } | { ok: false; reason: string };

export interface Client {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  entries: Y.Map<unknown>;
  /** How the server answered the token. */
  outcome: Promise<AuthOutcome>;
  /** The first full sync with the server. */
  synced: Promise<void>;
  /** The first close of the provider's socket, with its code. */
  closed: Promise<number>;
}

const opened: { destroy(): void }[] = [];

/** Ends every client a test opened (call in afterEach), so none reconnects to the next test. */
export function closeClients(): void {
  for (const client of opened.splice(0)) client.destroy();
}

/** A real app client: HocuspocusProvider v3 over ws, on the room's map "e" as the core uses. */
export function connect(port: number, room: string, token: string, doc = new Y.Doc()): Client {
  // Node 20 has no global WebSocket: the provider's socket takes ws's.
  const socket = new HocuspocusProviderWebsocket({
    url: `ws://127.0.0.1:${port}`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: room,
    token,
    document: doc,
  });
  provider.attach();
  opened.push({
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  });
  const outcome = new Promise<AuthOutcome>((resolve) => {
    provider.on('authenticated', ({ scope }: { scope: string }) => {
      resolve({ ok: true, scope });
    });
    provider.on('authenticationFailed', ({ reason }: { reason: string }) => {
      resolve({ ok: false, reason });
    });
  });
  const synced = new Promise<void>((resolve) => {
    provider.on('synced', () => {
      resolve();
    });
  });
  const closed = new Promise<number>((resolve) => {
    provider.on('close', ({ event }: { event: { code: number } }) => {
      resolve(event.code);
    });
  });
  return { provider, doc, entries: doc.getMap('e'), outcome, synced, closed };
}

/** Resolves with the first frame from the server to the provider that `match` accepts. */
export function nextMessage(
  client: Client,
  match: (message: ServerMessage) => boolean,
): Promise<ServerMessage> {
  return new Promise((resolve) => {
    const listen = ({ event }: { event: { data: ArrayBuffer | Buffer } }) => {
      const message = readServerMessage(new Uint8Array(event.data));
      if (!match(message)) return;
      client.provider.off('message', listen);
      resolve(message);
    };
    client.provider.on('message', listen);
  });
}

/** The server's answer to a change it did not apply: SyncStatus with 0. */
export const refusedChange = (message: ServerMessage) =>
  message.type === 8 && message.subtype === 0;

/** Resolves once the server has applied every change the provider sent. */
export function acknowledged(client: Client): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.provider.hasUnsyncedChanges) return;
      client.provider.off('unsyncedChanges', check);
      resolve();
    };
    client.provider.on('unsyncedChanges', check);
    check();
  });
}

/** Resolves once the map satisfies `holds`, checked after every change that reaches it. */
export function until(map: Y.Map<unknown>, holds: (map: Y.Map<unknown>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!holds(map)) return;
      map.doc?.off('update', check);
      resolve();
    };
    map.doc?.on('update', check);
    check();
  });
}

/** Hocuspocus frames, written by hand for the raw-socket tests. */
export const wire = {
  auth(room: string, token: string): Uint8Array {
    return frame(room, (encoder) => {
      encoding.writeVarUint(encoder, 2);
      encoding.writeVarUint(encoder, 0);
      encoding.writeVarString(encoder, token);
    });
  },
  sync(room: string, step: number, payload: Uint8Array): Uint8Array {
    return frame(room, (encoder) => {
      encoding.writeVarUint(encoder, 0);
      encoding.writeVarUint(encoder, step);
      encoding.writeVarUint8Array(encoder, payload);
    });
  },
  queryAwareness(room: string): Uint8Array {
    return frame(room, (encoder) => {
      encoding.writeVarUint(encoder, 3);
    });
  },
  stateless(room: string, payload: string): Uint8Array {
    return frame(room, (encoder) => {
      encoding.writeVarUint(encoder, 6);
      encoding.writeVarString(encoder, payload);
    });
  },
};

function frame(room: string, body: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, room);
  body(encoder);
  return encoding.toUint8Array(encoder);
}

export interface RawSocket {
  socket: WebSocket;
  /** The close code, once the server closes the socket. */
  closed: Promise<number>;
  /** Resolves with the first server frame for which `match` says true. */
  next(match: (message: ServerMessage) => boolean): Promise<ServerMessage>;
  send(frame: Uint8Array): void;
}

export interface ServerMessage {
  room: string;
  type: number;
  /**
   * For auth messages 2 = authenticated, 1 = permission denied; for sync the step; for
   * SyncStatus 1 = applied, 0 = refused.
   */
  subtype: number | undefined;
  /** The scope or the refusal's reason, for auth messages. */
  text: string | undefined;
}

/** A bare WebSocket to the server, for frames the provider would never send. */
export async function openRaw(port: number): Promise<RawSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`);
  const waiting = new Set<{
    match: (m: ServerMessage) => boolean;
    resolve: (m: ServerMessage) => void;
  }>();
  socket.on('message', (data: Buffer) => {
    const message = readServerMessage(new Uint8Array(data));
    for (const entry of waiting) {
      if (!entry.match(message)) continue;
      waiting.delete(entry);
      entry.resolve(message);
    }
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code) => {
      resolve(code);
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      resolve();
    });
    socket.once('error', reject);
  });
  opened.push({ destroy: () => socket.terminate() });
  return {
    socket,
    closed,
    next: (match) =>
      new Promise((resolve) => {
        waiting.add({ match, resolve });
      }),
    send: (frame) => {
      socket.send(frame);
    },
  };
}

/**
 * Opens a raw socket and sends the token; resolves with the server's answer: the scope
 * (`read-write`, `readonly`) or the refusal's reason.
 */
export async function openRawWithToken(port: number, room: string, token: string) {
  const raw = await openRaw(port);
  const reply = raw.next((message) => message.type === 2);
  raw.send(wire.auth(room, token));
  return { raw, answer: (await reply).text };
}

function readServerMessage(data: Uint8Array): ServerMessage {
  const decoder = decoding.createDecoder(data);
  const room = decoding.readVarString(decoder);
  const type = decoding.readVarUint(decoder);
  if (type === 2) {
    const subtype = decoding.readVarUint(decoder);
    return { room, type, subtype, text: decoding.readVarString(decoder) };
  }
  if (type === 0 || type === 4 || type === 8) {
    // SyncStatus carries a signed varint; 0 and 1 read the same either way.
    return { room, type, subtype: decoding.readVarUint(decoder), text: undefined };
  }
  return { room, type, subtype: undefined, text: undefined };
}
