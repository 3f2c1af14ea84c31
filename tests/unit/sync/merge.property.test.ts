/**
 * The merge, as a property: three devices edit one tracker on skewed clocks, and Yjs updates
 * reach them in any order, any number of times, across partitions. Once everything is delivered
 * and every repair has run, all three hold the same shadow, their rows are the rows that shadow
 * makes, each path holds its newest write, and no tick whose newest write is on is lost.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { withColumn, withColumns, withoutWallets } from '../../../src/db/tracking/ticks';
import type { TrackingRow } from '../../../src/schemas/tracking';
import type { WalletRow } from '../../../src/schemas/wallet';
import { newSpace } from '../../../src/sync/code';
import { decryptEntry, entryName } from '../../../src/sync/entries';
import { applyTrackingFields, applyWalletFields } from '../../../src/sync/fields';
import { deriveSpaceKeys, type SpaceKeys } from '../../../src/sync/keys';
import { type FieldValue, parsePath, type Path, rowPath } from '../../../src/sync/paths';
import { ENTRIES_MAP } from '../../../src/sync/replica';
import { type Device, fieldsOfRows, isRemovedWalletBlank, Network, OWNER } from './devices';

const RUNS = { numRuns: 150, seed: 20260557, endOnFailure: true } as const;

const ITEMS = [
  { collection: 'airdrops', itemId: 'zk-drop' },
  { collection: 'airdrops', itemId: 'a|b' },
  { collection: 'testnets', itemId: 'devnet' },
] as const;
const WALLETS = ['w1', 'w2'] as const;
const TICKS = ['claim', 'bridge@2026-12-01', 'bridge@2026-12-02', 'swap@2026-W49'] as const;

type Edit =
  | { kind: 'watch'; item: number; watched: boolean; name: string }
  | { kind: 'note'; item: number; note: string; name: string }
  | { kind: 'tick'; item: number; wallet: number | null; tick: number; on: boolean; name: string }
  | { kind: 'repeat'; item: number; step: string; repeat: 'daily' | 'weekly' | null; name: string }
  | { kind: 'saveWallet'; wallet: number; label: string }
  | { kind: 'removeWallet'; wallet: number };

type Step =
  | { kind: 'edit'; device: number; edit: Edit }
  | { kind: 'deliver'; to: number; pick: number }
  | { kind: 'deliverBurst'; to: number; picks: number[] }
  | { kind: 'partition'; from: number; to: number }
  | { kind: 'time'; ms: number }
  | { kind: 'skew'; device: number; skew: number };

const device = fc.nat({ max: 2 });
const item = fc.nat({ max: ITEMS.length - 1 });
const name = fc.constantFrom('ZK Drop', 'ZK Drop (renamed)');

const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('watch' as const), item, watched: fc.boolean(), name }),
  fc.record({
    kind: fc.constant('note' as const),
    item,
    note: fc.constantFrom('', 'gm', 'wen', 'x'.repeat(2000)),
    name,
  }),
  fc.record({
    kind: fc.constant('tick' as const),
    item,
    wallet: fc.option(fc.nat({ max: WALLETS.length - 1 }), { nil: null }),
    tick: fc.nat({ max: TICKS.length - 1 }),
    on: fc.boolean(),
    name,
  }),
  fc.record({
    kind: fc.constant('repeat' as const),
    item,
    step: fc.constantFrom('bridge', 'swap'),
    repeat: fc.constantFrom('daily' as const, 'weekly' as const, null),
    name,
  }),
  fc.record({
    kind: fc.constant('saveWallet' as const),
    wallet: fc.nat({ max: WALLETS.length - 1 }),
    label: fc.constantFrom('Main', 'Cold', 'Degen'),
  }),
  fc.record({
    kind: fc.constant('removeWallet' as const),
    wallet: fc.nat({ max: WALLETS.length - 1 }),
  }),
);

const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('edit' as const), device, edit: edits }),
    },
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('deliver' as const), to: device, pick: fc.nat() }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('deliverBurst' as const),
        to: device,
        picks: fc.array(fc.nat(), { maxLength: 8 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('partition' as const), from: device, to: device }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('time' as const),
        ms: fc.integer({ min: 0, max: 120_000 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('skew' as const),
        device,
        skew: fc.integer({ min: -3_600_000, max: 3_600_000 }),
      }),
    },
  ),
  { minLength: 5, maxLength: 45 },
);

/** Who is who: the Yjs client ids and clock node ids, in any order (Yjs breaks ties by client id). */
const identities = fc.tuple(
  fc.shuffledSubarray([1, 2, 3], { minLength: 3, maxLength: 3 }),
  fc.shuffledSubarray(['0000000a', '7fffffff', 'ffffffff'], { minLength: 3, maxLength: 3 }),
  fc.array(fc.integer({ min: -3_600_000, max: 3_600_000 }), { minLength: 3, maxLength: 3 }),
);

/** The edit as the app makes it (src/db/tracking/rows.ts, wallets.ts): the rows it changes. */
function edited(device: Device, edit: Edit, at: string): string[] {
  if (edit.kind === 'saveWallet' || edit.kind === 'removeWallet') {
    const id = WALLETS[edit.wallet]!;
    const key = rowPath({ kind: 'wallet', walletId: id });
    const stored = device.wallets.get(key);
    if (stored?.removed) return [];
    // A wallet's id is made where the wallet is (a random UUID): another device only edits it.
    if (stored === undefined && device.index !== edit.wallet) return [];
    if (edit.kind === 'saveWallet') {
      const wallet: WalletRow = {
        schema: 1,
        owner: OWNER,
        id,
        label: edit.label,
        chain: 'other',
        address: `addr-${id}`,
        updatedAt: at,
      };
      device.wallets.set(key, wallet);
      return [key];
    }
    if (stored === undefined) return [];
    const removed: WalletRow = { ...stored, label: '', address: '', removed: true, updatedAt: at };
    device.wallets.set(key, removed);
    const changed = [key];
    for (const [rowKey, row] of device.tracking)
      if (row.walletSteps?.[id] !== undefined) {
        const next = { ...withColumns(row, withoutWallets(row, new Set([id]))), updatedAt: at };
        device.tracking.set(rowKey, next);
        changed.push(rowKey);
      }
    return changed;
  }
  const { collection, itemId } = ITEMS[edit.item]!;
  const key = rowPath({ kind: 'tracking', collection, itemId });
  type Content = Pick<TrackingRow, 'watched' | 'steps' | 'note' | 'walletSteps' | 'repeats'>;
  const stored: Content = device.tracking.get(key) ?? { watched: false, steps: [], note: '' };
  let content: Content;
  if (edit.kind === 'watch')
    content = edit.watched ? { ...stored, watched: true } : { watched: false, steps: [], note: '' };
  else if (edit.kind === 'note') content = { ...stored, note: edit.note };
  else if (edit.kind === 'repeat') {
    const { [edit.step]: _old, ...others } = stored.repeats ?? {};
    const repeats = edit.repeat === null ? others : { ...others, [edit.step]: edit.repeat };
    const { repeats: _all, ...rest } = stored;
    content = { ...rest, ...(Object.keys(repeats).length > 0 ? { repeats } : {}), watched: true };
  } else {
    const walletId = edit.wallet === null ? undefined : WALLETS[edit.wallet]!;
    if (walletId !== undefined) {
      const wallet = device.wallets.get(rowPath({ kind: 'wallet', walletId }));
      if (wallet === undefined || wallet.removed) return [];
    }
    const tick = TICKS[edit.tick]!;
    const others = (
      walletId === undefined ? stored.steps : (stored.walletSteps?.[walletId] ?? [])
    ).filter((t) => t !== tick);
    content = {
      ...withColumns(stored, withColumn(stored, walletId, edit.on ? [...others, tick] : others)),
      watched: true,
    };
  }
  const row: TrackingRow = {
    schema: 2,
    owner: OWNER,
    collection,
    itemId,
    ...content,
    updatedAt: at,
    name: edit.name,
  };
  device.tracking.set(key, row);
  return [key];
}

/** A row as the comparison sees it: ticks in order, no updatedAt. */
function comparable(row: TrackingRow | WalletRow | null | undefined) {
  if (row === null || row === undefined) return row;
  const { updatedAt: _at, ...rest } = row;
  if (!('steps' in rest)) return rest;
  const columns = Object.entries(rest.walletSteps ?? {}).map(([id, ticks]) => [
    id,
    [...ticks].sort(),
  ]);
  return {
    ...rest,
    steps: [...rest.steps].sort(),
    walletSteps: Object.fromEntries(columns),
    repeats: rest.repeats ?? {},
  };
}

let keys: SpaceKeys;
beforeAll(async () => {
  keys = await deriveSpaceKeys(newSpace());
});

async function run(
  [clients, nodes, skews]: [number[], string[], number[]],
  script: Step[],
): Promise<Network> {
  const network = new Network();
  for (let index = 0; index < 3; index++)
    network.addDevice(keys, nodes[index]!, clients[index]!, skews[index]);
  const blocked = new Set<string>();
  const open = (from: number, to: number) => !blocked.has(`${from}>${to}`);
  for (const step of script) {
    if (step.kind === 'edit') {
      const at = network.devices[step.device]!;
      const stamp = new Date(network.time + at.skew).toISOString();
      const changed = edited(at, step.edit, stamp);
      if (changed.length > 0) await network.write(at, () => fieldsOfRows(at, changed));
    } else if (step.kind === 'deliver' || step.kind === 'deliverBurst') {
      const to = network.devices[step.to]!;
      for (const pick of step.kind === 'deliver' ? [step.pick] : step.picks) {
        const index = network.log.length === 0 ? -1 : pick % network.log.length;
        const sent = network.log[index];
        if (sent !== undefined && open(sent.from, step.to)) network.deliver(to, index);
      }
    } else if (step.kind === 'partition') {
      const link = `${step.from}>${step.to}`;
      if (!blocked.delete(link)) blocked.add(link);
    } else if (step.kind === 'time') network.time += step.ms;
    else network.devices[step.device]!.skew = step.skew;
    await network.settle();
  }
  await network.quiet();
  return network;
}

const entriesOf = (network: Network, index: number) =>
  [...network.devices[index]!.replica.shadow()].sort(([a], [b]) => (a < b ? -1 : 1));

describe('the merge of three devices (property)', () => {
  it('converges on the newest write of every path, rows and room included, losing no tick', async () => {
    await fc.assert(
      fc.asyncProperty(identities, steps, async (identity, script) => {
        const network = await run(identity, script);
        const [first, ...others] = [0, 1, 2].map((index) => entriesOf(network, index));
        for (const other of others) expect(other).toEqual(first);
        const shadow = new Map(first);

        // Each path holds its newest write, whoever made it.
        const newest = new Map<Path, { hlc: string; value: FieldValue }>();
        for (const write of network.writes) {
          const seen = newest.get(write.path);
          if (seen === undefined || write.hlc > seen.hlc) newest.set(write.path, write);
        }
        expect(
          new Map([...newest].map(([path, { hlc, value }]) => [path, { hlc, value }])),
        ).toEqual(shadow);

        // The room holds the same: every entry reads back as the shadow's.
        const room = network.devices[0]!.doc.getMap<Uint8Array>(ENTRIES_MAP);
        for (const [path, held] of shadow) {
          const name = await entryName(keys, path);
          expect(await decryptEntry(keys, name, room.get(name))).toMatchObject({ path, ...held });
        }

        // Every device's rows are the rows the shadow makes, and hold every tick whose newest write is on.
        const byRow = new Map<string, Map<Path, FieldValue>>();
        for (const [path, { value }] of shadow) {
          const row = rowPath(parsePath(path)!.row);
          byRow.set(row, (byRow.get(row) ?? new Map()).set(path, value));
        }
        for (const device of network.devices) {
          for (const [row, fields] of byRow) {
            const at = '2026-12-03T00:00:00.000Z';
            const built = row.startsWith('t|')
              ? applyTrackingFields(undefined, OWNER, fields, at)
              : applyWalletFields(undefined, OWNER, fields, at);
            const held = row.startsWith('t|') ? device.tracking.get(row) : device.wallets.get(row);
            expect(comparable(held)).toEqual(comparable(built));
          }
          expect(device.tracking.size + device.wallets.size).toBe(byRow.size);
          for (const [path, { value }] of newest) {
            const field = parsePath(path)!;
            if (field.field !== 'tick' || value !== true) continue;
            const row = device.tracking.get(rowPath(field.row))!;
            const column =
              field.walletId === null ? row.steps : (row.walletSteps?.[field.walletId] ?? []);
            expect(column).toContain(field.tick);
          }
          // Applying a remote change wrote nothing back, but the blanks of a removed wallet.
          for (const echo of device.echoes)
            expect(
              isRemovedWalletBlank(echo),
              `device ${device.index} wrote back ${JSON.stringify(echo)}`,
            ).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
