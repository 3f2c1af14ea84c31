/**
 * Devices for the sync core's tests: each with its own Y.Doc and replica, its own rows (what its
 * Dexie would hold) and its own clock, joined by a network that delivers Yjs updates when told.
 * A device applies remote rows as the engine will, and feeds each applied row back as a local
 * change, as the engine's Dexie observer will, so a loop would show as a write.
 */
import * as Y from 'yjs';

import type { TrackingRow } from '../../../src/schemas/tracking';
import type { WalletRow } from '../../../src/schemas/wallet';
import {
  applyTrackingFields,
  applyWalletFields,
  fieldsOfTrackingRow,
  fieldsOfWalletRow,
} from '../../../src/sync/fields';
import type { SpaceKeys } from '../../../src/sync/keys';
import { type FieldValue, parsePath, type Path, rowPath } from '../../../src/sync/paths';
import {
  createReplica,
  type ReadRows,
  type Replica,
  type RowChange,
} from '../../../src/sync/replica';

export const OWNER = 'guest';

/** The origin of updates the network applies: a device does not send them on again. */
const NETWORK = Symbol('network');

export interface Write {
  readonly path: Path;
  readonly hlc: string;
  readonly value: FieldValue;
}

export interface Device {
  readonly index: number;
  readonly doc: Y.Doc;
  readonly replica: Replica;
  readonly tracking: Map<string, TrackingRow>;
  readonly wallets: Map<string, WalletRow>;
  /** Added to the network's time: a device whose clock is wrong. */
  skew: number;
  /** Updates of the log this device has been given. */
  readonly delivered: Set<number>;
  /** Writes that feeding an applied row back made: a loop, but for a removed wallet's blanks. */
  readonly echoes: Write[];
}

export class Network {
  readonly devices: Device[] = [];
  /** Every update any device made of its own, in the order made. */
  readonly log: { from: number; update: Uint8Array }[] = [];
  /** Every write any device made (edits and echoes), to find each path's newest. */
  readonly writes: Write[] = [];
  time = 1_780_000_000_000;
  private pending = new Set<Promise<void>>();

  addDevice(keys: SpaceKeys, nodeId: string, clientId: number, skew = 0): Device {
    const doc = new Y.Doc();
    doc.clientID = clientId;
    const index = this.devices.length;
    const device: Device = {
      index,
      doc,
      replica: createReplica({
        doc,
        keys,
        nodeId,
        now: () => this.time + device.skew,
        commit: ({ rows }) => {
          for (const change of rows) this.apply(device, change);
        },
      }),
      tracking: new Map(),
      wallets: new Map(),
      skew,
      delivered: new Set(),
      echoes: [],
    };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== NETWORK) this.log.push({ from: index, update });
    });
    device.replica.onRemoteNames((names) => {
      const work = this.receive(device, names);
      this.pending.add(work);
      void work.finally(() => this.pending.delete(work));
    });
    this.devices.push(device);
    return device;
  }

  /** Records what a device wrote (its own edits). */
  async write(device: Device, read: ReadRows): Promise<Write[]> {
    const { shadow } = await device.replica.localChanges(read);
    const writes = [...shadow].map(([path, { hlc, value }]) => ({ path, hlc, value }));
    this.writes.push(...writes);
    return writes;
  }

  deliver(to: Device, index: number): void {
    const sent = this.log[index];
    if (sent === undefined || sent.from === to.index) return;
    to.delivered.add(index);
    Y.applyUpdate(to.doc, sent.update, NETWORK);
  }

  /** Waits until every device has read and applied what it was given (repairs included). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Delivers everything to everyone until no device has anything new to send. */
  async quiet(): Promise<void> {
    for (;;) {
      let sent = false;
      for (const device of this.devices)
        for (let index = 0; index < this.log.length; index++)
          if (!device.delivered.has(index) && this.log[index]!.from !== device.index) {
            this.deliver(device, index);
            sent = true;
          }
      await this.settle();
      if (!sent) return;
    }
  }

  /** What the engine does: take remote changes in, then feed the rows they made back, as read then. */
  private async receive(device: Device, names: string[]): Promise<void> {
    const { rows } = await device.replica.remoteChanges(names);
    const keys = rows.map(({ row }) => rowPath(row));
    device.echoes.push(...(await this.write(device, () => fieldsOfRows(device, keys))));
  }

  /** What the engine's commit does with a remote row change: build the row, store it. */
  private apply(device: Device, change: RowChange): void {
    const at = new Date(this.time + device.skew).toISOString();
    const key = rowPath(change.row);
    if (change.row.kind === 'tracking') {
      const existing = device.tracking.get(key);
      const fields = existing ? change.changes : change.fields;
      const row = applyTrackingFields(existing, OWNER, fields, at);
      if (row !== null) device.tracking.set(key, row);
    } else {
      const existing = device.wallets.get(key);
      const fields = existing ? change.changes : change.fields;
      const row = applyWalletFields(existing, OWNER, fields, at);
      if (row !== null) device.wallets.set(key, row);
    }
  }
}

/** The fields of the device's rows under `keys` (row paths), as they are now. */
export function fieldsOfRows(device: Device, keys: Iterable<string>): Map<Path, FieldValue> {
  const fields = new Map<Path, FieldValue>();
  for (const key of keys) {
    const tracking = device.tracking.get(key);
    const wallet = device.wallets.get(key);
    const own = tracking ? fieldsOfTrackingRow(tracking) : wallet ? fieldsOfWalletRow(wallet) : [];
    for (const [path, value] of own) fields.set(path, value);
  }
  return fields;
}

/** Whether an echo is the one a device may make: blanking what was written to a removed wallet. */
export function isRemovedWalletBlank(write: Write): boolean {
  const field = parsePath(write.path);
  if (field?.field === 'label') return write.value === '';
  return (
    field?.field === 'address' &&
    typeof write.value === 'object' &&
    write.value !== null &&
    'address' in write.value &&
    write.value.address === ''
  );
}
