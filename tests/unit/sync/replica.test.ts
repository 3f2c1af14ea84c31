import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import type { TrackingRow } from '../../../src/schemas/tracking';
import { newSpace, readOnlyCode, type SpaceCode } from '../../../src/sync/code';
import { entryName } from '../../../src/sync/entries';
import { fieldsOfTrackingRow } from '../../../src/sync/fields';
import { deriveSpaceKeys, type SpaceKeys } from '../../../src/sync/keys';
import { type FieldValue, type Path, pathOf } from '../../../src/sync/paths';
import { createReplica, ENTRIES_MAP, type ShadowEntry } from '../../../src/sync/replica';
import { fieldsOfRows, Network } from './devices';

const NOW = 1_780_000_000_000;
const ref = { kind: 'tracking', collection: 'airdrops', itemId: 'zk-drop' } as const;
const row: TrackingRow = {
  schema: 2,
  owner: 'guest',
  collection: 'airdrops',
  itemId: 'zk-drop',
  watched: true,
  steps: ['claim'],
  note: 'gm',
  updatedAt: '2026-12-01T10:00:00.000Z',
  name: 'ZK Drop',
};
const NOTE = pathOf({ row: ref, field: 'note' });
const CLAIM = pathOf({ row: ref, field: 'tick', walletId: null, tick: 'claim' });

let space: SpaceCode;
let keys: SpaceKeys;
beforeAll(async () => {
  space = newSpace();
  keys = await deriveSpaceKeys(space);
});

function replicaOf(doc = new Y.Doc(), options: { shadow?: [Path, ShadowEntry][] } = {}) {
  return createReplica({ doc, keys, nodeId: '0badc0de', now: () => NOW, ...options });
}

/** Sends everything `from` has that `to` lacks, as the provider would. */
function sync(from: Y.Doc, to: Y.Doc) {
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), 'provider');
}

describe('a sync replica', () => {
  it('writes the fields of a row once, and nothing when they are unchanged', async () => {
    const replica = replicaOf();
    const first = await replica.localChanges(() => fieldsOfTrackingRow(row));
    expect([...first.shadow.keys()]).toEqual([...fieldsOfTrackingRow(row).keys()]);
    expect(new Set([...first.shadow.values()].map(({ hlc }) => hlc)).size).toBe(1);
    expect(replica.names()).toHaveLength(first.shadow.size);
    expect((await replica.localChanges(() => fieldsOfTrackingRow(row))).shadow.size).toBe(0);
  });

  it('turns off a tick the row no longer lists', async () => {
    const replica = replicaOf();
    await replica.localChanges(() => fieldsOfTrackingRow(row));
    const { shadow } = await replica.localChanges(() => fieldsOfTrackingRow({ ...row, steps: [] }));
    expect([...shadow].map(([path, { value }]) => [path, value])).toEqual([[CLAIM, false]]);
  });

  it('hands the fields of a remote row to the commit, and writes nothing back', async () => {
    const network = new Network();
    const [a, b] = [network.addDevice(keys, 'aaaaaaaa', 1), network.addDevice(keys, 'bbbbbbbb', 2)];
    a.tracking.set('t|airdrops|zk-drop', row);
    await network.write(a, () => fieldsOfRows(a, ['t|airdrops|zk-drop']));
    await network.quiet();
    expect(b.tracking.get('t|airdrops|zk-drop')).toEqual({ ...row, updatedAt: expect.any(String) });
    expect(b.echoes).toEqual([]);
    expect(network.log).toHaveLength(1);
  });

  it('sets its newer entry again over an older one that won in Yjs', async () => {
    const repairs: number[] = [];
    // Yjs keeps one of two concurrent sets by client id: both orders are tried.
    for (const [clientA, clientB] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const [docA, docB] = [new Y.Doc(), new Y.Doc()];
      docA.clientID = clientA;
      docB.clientID = clientB;
      const a = createReplica({ doc: docA, keys, nodeId: 'aaaaaaaa', now: () => NOW + 60_000 });
      const b = createReplica({ doc: docB, keys, nodeId: 'bbbbbbbb', now: () => NOW });
      await a.localChanges(() => new Map([[NOTE, 'newer']]));
      await b.localChanges(() => new Map([[NOTE, 'older']]));
      sync(docA, docB);
      sync(docB, docA);
      const name = await entryName(keys, NOTE);
      repairs.push(
        (await a.remoteChanges([name])).repaired + (await b.remoteChanges([name])).repaired,
      );
      sync(docA, docB);
      sync(docB, docA);
      await a.remoteChanges([name]);
      await b.remoteChanges([name]);
      for (const replica of [a, b]) expect(replica.shadow().get(NOTE)?.value).toBe('newer');
    }
    expect(repairs.sort()).toEqual([0, 1]);
  });

  it('sets an entry again when someone deleted it', async () => {
    const doc = new Y.Doc();
    const replica = replicaOf(doc);
    await replica.localChanges(() => new Map([[NOTE, 'gm']]));
    const name = await entryName(keys, NOTE);
    doc.getMap(ENTRIES_MAP).delete(name);
    expect((await replica.remoteChanges([name])).repaired).toBe(1);
    expect(doc.getMap(ENTRIES_MAP).has(name)).toBe(true);
  });

  it('counts and ignores what it cannot read, without writing over it', async () => {
    const doc = new Y.Doc();
    const replica = replicaOf(doc);
    await replica.localChanges(() => new Map([[NOTE, 'gm']]));
    const name = await entryName(keys, NOTE);
    const garbage = new Uint8Array(40);
    doc.getMap(ENTRIES_MAP).set(name, garbage);
    doc.getMap(ENTRIES_MAP).set('someone-else-entry-xx', garbage);
    const result = await replica.remoteChanges([name, 'someone-else-entry-xx']);
    expect(result).toMatchObject({ ignored: 2, repaired: 0, rows: [] });
    expect(doc.getMap(ENTRIES_MAP).get(name)).toBe(garbage);
    expect(replica.shadow().get(NOTE)?.value).toBe('gm');
  });

  it('reads on a read-only code and writes nothing', async () => {
    const [docA, docB] = [new Y.Doc(), new Y.Doc()];
    const writer = replicaOf(docA);
    await writer.localChanges(() => new Map([[NOTE, 'gm']]));
    sync(docA, docB);
    const reader = createReplica({
      doc: docB,
      keys: await deriveSpaceKeys(await readOnlyCode(space)),
      nodeId: 'bbbbbbbb',
    });
    expect((await reader.remoteChanges(reader.names())).rows).toHaveLength(1);
    expect((await reader.localChanges(() => new Map([[NOTE, 'edited']]))).shadow.size).toBe(0);
    expect(Y.encodeStateVector(docB)).toEqual(Y.encodeStateVector(docA));
  });

  it('changes nothing when the commit fails', async () => {
    let fail = true;
    const replica = createReplica({
      doc: new Y.Doc(),
      keys,
      nodeId: '0badc0de',
      commit: () => {
        if (fail) throw new Error('disk full');
      },
    });
    await expect(replica.localChanges(() => new Map([[NOTE, 'gm']]))).rejects.toThrow('disk full');
    expect(replica.shadow().size).toBe(0);
    fail = false;
    expect((await replica.localChanges(() => new Map([[NOTE, 'gm']]))).shadow.size).toBe(1);
  });

  it('reads the rows of a local change when its turn comes, after the remote change before it', async () => {
    const [docA, docB] = [new Y.Doc(), new Y.Doc()];
    const a = createReplica({ doc: docA, keys, nodeId: 'aaaaaaaa', now: () => NOW });
    let stored = new Map<Path, FieldValue>([[NOTE, 'old']]);
    const b = createReplica({
      doc: docB,
      keys,
      nodeId: 'bbbbbbbb',
      now: () => NOW,
      commit: ({ rows }) => {
        for (const { changes } of rows) stored = new Map([...stored, ...changes]);
      },
    });
    await b.localChanges(() => stored);
    sync(docB, docA);
    await a.remoteChanges(a.names());
    await a.localChanges(() => new Map([[NOTE, 'new']]));
    sync(docA, docB);
    // Both queued at once: the local change runs second and reads the row the remote one made.
    const [, local] = await Promise.all([b.remoteChanges(b.names()), b.localChanges(() => stored)]);
    expect(local.shadow.size).toBe(0);
    expect(b.shadow().get(NOTE)?.value).toBe('new');
  });

  it('resumes its clock after the newest stamp of the shadow it is given', async () => {
    const later = `${NOW + 1000}.0005.ffffffff`;
    const replica = replicaOf(new Y.Doc(), { shadow: [[NOTE, { hlc: later, value: 'gm' }]] });
    const { shadow } = await replica.localChanges(() => new Map([[NOTE, 'wen']]));
    expect(shadow.get(NOTE)?.hlc).toBe(`${NOW + 1000}.0006.0badc0de`);
  });
});
