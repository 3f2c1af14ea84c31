import fc from 'fast-check';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';

import {
  acknowledged,
  type Client,
  closeClients,
  connect,
  openRaw,
  type RawSocket,
  until,
  wire,
} from './clients';
import { startTestServer, type TestServer } from './harness';
import { newSpace } from './space';
import { type TempDirectory, tempDirectory } from './temp-directory';

const space = newSpace();

/** Real updates to mutate: what a client sends is the likeliest shape of a hostile frame. */
const realUpdates = (() => {
  const doc = new Y.Doc();
  const entries = doc.getMap('e');
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  entries.set('p', new Uint8Array([1, 2, 3, 4]));
  entries.set('q', 'text');
  entries.delete('p');
  entries.set('q', { nested: [1, 'two'] });
  updates.push(Y.encodeStateAsUpdate(doc), Y.encodeStateVector(doc));
  return updates;
})();

/** Bytes with some overwritten and maybe cut short. */
const mutated = (bytes: fc.Arbitrary<Uint8Array>) =>
  fc
    .tuple(
      bytes,
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
      fc.option(fc.nat()),
    )
    .map(([source, edits, cut]) => {
      const copy = new Uint8Array(source);
      for (const [at, byte] of edits) if (copy.length > 0) copy[at % copy.length] = byte;
      return cut === null ? copy : copy.slice(0, cut % (copy.length + 1));
    });

/** A frame for the room: any message type and sync step, the payload real, mutated or random. */
const lookingValid = fc
  .tuple(
    fc.integer({ min: 0, max: 9 }),
    fc.integer({ min: 0, max: 3 }),
    fc.oneof(
      fc.constantFrom(...realUpdates),
      mutated(fc.constantFrom(...realUpdates)),
      fc.uint8Array({ maxLength: 64 }),
    ),
  )
  .map(([type, step, payload]) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, space.room);
    encoding.writeVarUint(encoder, type);
    encoding.writeVarUint(encoder, step);
    encoding.writeVarUint8Array(encoder, payload);
    return encoding.toUint8Array(encoder);
  });

const anyFrame = fc.oneof(
  fc.uint8Array({ maxLength: 128 }),
  lookingValid,
  mutated(
    fc.constantFrom(wire.auth(space.room, space.write), wire.sync(space.room, 2, realUpdates[0]!)),
  ),
);

/** Sends the frame, then asks for something; resolves once answered or closed. */
async function sendAndProbe(raw: RawSocket, frame: Uint8Array, authenticated: boolean) {
  raw.send(frame);
  const answered = authenticated
    ? raw.next((message) => message.type === 0 && message.subtype === 1)
    : raw.next((message) => message.type === 2);
  raw.send(
    authenticated
      ? wire.sync(space.room, 0, Y.encodeStateVector(new Y.Doc()))
      : wire.auth(space.room, space.write),
  );
  return Promise.race([raw.closed.then(() => 'closed'), answered.then(() => 'answered')]);
}

describe('sync server: hostile frames', () => {
  let directory: TempDirectory;
  let server: TestServer;
  let writer: Client;
  let observer: Client;

  beforeAll(async () => {
    directory = await tempDirectory();
    server = await startTestServer({
      storage: { kind: 'leveldb', directory: directory.path },
      maxConnectionsPerMinute: 10_000,
    });
    writer = connect(server.port, space.room, space.create);
    await writer.synced;
    writer.entries.set('a', 'kept');
    await acknowledged(writer);
    observer = connect(server.port, space.room, space.read);
    await observer.synced;
  });
  afterAll(async () => {
    closeClients();
    await server.stop();
    await directory.remove();
  });

  it('close at most their own socket, never reach Hocuspocus, and the room syncs on', async () => {
    // Hocuspocus and y-protocols print every exception they catch while applying a frame: a
    // frame that got past the server's own decoding and still failed would show here.
    const printed = vi.spyOn(console, 'error');
    const outcomes = new Set<string>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(anyFrame, fc.boolean(), async (frame, authenticated) => {
        run += 1;
        const raw = await openRaw(server.port);
        if (authenticated) {
          const answer = raw.next((message) => message.type === 2);
          raw.send(wire.auth(space.room, space.write));
          await answer;
        }
        outcomes.add(await sendAndProbe(raw, frame, authenticated));
        raw.socket.terminate();
        expect(printed).not.toHaveBeenCalled();

        writer.entries.set('n', run);
        await until(observer.entries, (entries) => entries.get('n') === run);
        expect(observer.entries.get('a')).toBe('kept');
      }),
      { seed: 52, numRuns: 120 },
    );
    // Both kinds of frame were tried: those that close the socket and those it answers after.
    expect(outcomes).toEqual(new Set(['closed', 'answered']));
    printed.mockRestore();
  });

  it('leave a room that still loads whole after a restart', async () => {
    closeClients();
    await server.stop();
    server = await startTestServer({ storage: { kind: 'leveldb', directory: directory.path } });
    const reader = connect(server.port, space.room, space.read);
    await reader.synced;
    expect(reader.entries.get('a')).toBe('kept');
    expect(reader.entries.get('n')).toBe(120);
  });
});
