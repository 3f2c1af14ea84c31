/**
 * A room of many devices for bench/sync.ts, each as the app runs one: its own space keys derived
 * from the code, its own Y.Doc and HocuspocusProvider on a socket of its own, and its own replica,
 * which seals every field it writes. Each device tracks one item of its own and edits it (a note,
 * a tick), so the state every device must reach is known exactly: each entry as its one writer
 * last sealed it.
 *
 * While the edits run, a device follows the room at the level of its doc (which sealed entry it
 * holds under each name), not by opening every entry: a hundred devices opening each other's ten
 * thousand writes is a million AES-GCM decryptions on this one process's core, where each device
 * would use its own. Once the docs agree, every replica opens the whole room once and must read
 * the same fields at the same stamps as their writers hold.
 */
import * as Y from 'yjs';

import type { TrackingRow } from '../../src/schemas/tracking';
import type { SpaceCode } from '../../src/sync/code';
import { fieldsOfTrackingRow } from '../../src/sync/fields';
import { newNodeId } from '../../src/sync/hlc';
import { authToken, deriveSpaceKeys } from '../../src/sync/keys';
import type { Path } from '../../src/sync/paths';
import { createReplica, type Replica } from '../../src/sync/replica';
import { acknowledged, type Client, connect } from '../../tests/unit/sync-server/clients';
import { Stamps } from './stamps';

interface Device {
  index: number;
  client: Client;
  replica: Replica;
  row: TrackingRow;
  /** Names this device writes. */
  own: Set<string>;
  /** Per name another device writes, the write this device's doc holds (by order). */
  held: Map<string, number>;
  /** Names whose last write its doc does not hold yet, once the edits are over. */
  missing: Set<string> | undefined;
  /** Set while a stamped write is under way: when it began. */
  stamping: number | undefined;
  sample: Promise<number> | undefined;
}

export interface RoomOptions {
  /** The servers' ports: device `i` connects to `ports[i % ports.length]`. */
  ports: readonly number[];
  devices: number;
  editsPerDevice: number;
  /** Every this many-th edit of a device is stamped and followed to every other device. */
  stampEvery: number;
}

const at = () => performance.now();

/** The edits of one item: a note, then a tick turned on or off, one field at a time. */
function edited(row: TrackingRow, edit: number): TrackingRow {
  if (edit % 2 === 0) return { ...row, note: `note ${edit}` };
  const step = `step-${(edit >> 1) % 5}`;
  const steps = row.steps.includes(step)
    ? row.steps.filter((tick) => tick !== step)
    : [...row.steps, step];
  return { ...row, steps };
}

function itemRow(index: number): TrackingRow {
  return {
    schema: 2,
    owner: 'guest',
    collection: 'airdrops',
    itemId: `bench-item-${index}`,
    watched: true,
    steps: [],
    note: '',
    updatedAt: new Date(0).toISOString(),
    name: `Bench item ${index}`,
  };
}

export class Room {
  readonly stamps = new Stamps();
  /** Remote transactions the devices' docs took in: one per update message, or per batch. */
  private updatesTaken = 0;
  private unconverged = 0;
  private convergedAt = 0;
  private onConverged: (() => void) | undefined;

  private constructor(private readonly devices: Device[]) {}

  /** Opens the space on the first device (which creates the room), then joins every other. */
  static async join(code: SpaceCode, options: RoomOptions): Promise<Room> {
    const devices: Device[] = [];
    const room = new Room(devices);
    const open = async (index: number): Promise<Device> => {
      const keys = await deriveSpaceKeys(code);
      const doc = new Y.Doc();
      const port = options.ports[index % options.ports.length]!;
      const token = await authToken(keys, { create: index === 0 });
      const client = connect(port, keys.roomId, token, doc);
      const device: Device = {
        index,
        client,
        replica: createReplica({ doc, keys, nodeId: newNodeId() }),
        row: itemRow(index),
        own: new Set(),
        held: new Map(),
        missing: undefined,
        stamping: undefined,
        sample: undefined,
      };
      devices.push(device);
      room.follow(device);
      await client.synced;
      return device;
    };
    await open(0);
    await Promise.all(Array.from({ length: options.devices - 1 }, (_, index) => open(index + 1)));
    return room;
  }

  /**
   * Every device makes its edits, all at once, each awaiting its own previous one; resolves when
   * every device's doc holds every other device's last write. Times are from the first edit, in ms.
   */
  async editAll(options: RoomOptions) {
    const start = at();
    const updatesBefore = this.updatesTaken;
    await Promise.all(
      this.devices.map(async (device) => {
        for (let edit = 0; edit < options.editsPerDevice; edit++)
          await this.write(device, edit, edit % options.stampEvery === 0);
      }),
    );
    const writtenMs = at() - start;
    await Promise.all(this.devices.map((device) => acknowledged(device.client)));
    const acknowledgedMs = at() - start;
    await this.converged();
    return {
      writtenMs,
      acknowledgedMs,
      convergedMs: this.convergedAt - start,
      updatesTaken: this.updatesTaken - updatesBefore,
    };
  }

  /** One stamped edit at a time, each awaited on every other device: latency with no load. */
  async editOneByOne(count: number): Promise<void> {
    for (let index = 0; index < count; index++) {
      const device = this.devices[index % this.devices.length]!;
      await this.write(device, 1_000_000 + 2 * index, true);
      await device.sample;
    }
  }

  /**
   * Every replica opens every entry of the room, as a device does once synced; then whether the
   * docs hold the same updates and every replica reads each field at its writer's stamp.
   */
  async readAll(readers: number) {
    const reading = this.devices.slice(0, readers);
    const start = at();
    const results = await Promise.all(
      reading.map((device) => device.replica.remoteChanges(device.replica.names())),
    );
    const readMs = at() - start;
    const written = new Map<Path, string>();
    for (const device of this.devices)
      for (const [path, { hlc }] of device.replica.shadow())
        if (path.startsWith(`t|airdrops|${device.row.itemId}|`)) written.set(path, hlc);
    const agreeing = reading.filter((device) => {
      const shadow = device.replica.shadow();
      return (
        shadow.size === written.size &&
        [...written].every(([path, hlc]) => shadow.get(path)?.hlc === hlc)
      );
    });
    const vectors = new Set(
      this.devices.map((device) =>
        Buffer.from(Y.encodeStateVector(device.client.doc)).toString('base64'),
      ),
    );
    return {
      readMs,
      entries: written.size,
      sameDocs: vectors.size === 1,
      replicasAgreeing: agreeing.length,
      repaired: results.reduce((sum, result) => sum + result.repaired, 0),
      ignored: results.reduce((sum, result) => sum + result.ignored, 0),
    };
  }

  private async write(device: Device, edit: number, stamped: boolean): Promise<void> {
    const row = edited(device.row, edit);
    device.row = row;
    device.stamping = stamped ? at() : undefined;
    device.sample = undefined;
    await device.replica.localChanges(() => fieldsOfTrackingRow(row));
  }

  /** Keeps up with what the device's doc holds: its own writes, and each other's as it arrives. */
  private follow(device: Device) {
    const entries = device.client.entries as Y.Map<Uint8Array>;
    entries.observe((event, transaction) => {
      const now = at();
      if (!transaction.local) this.updatesTaken += 1;
      for (const name of event.keysChanged) {
        const bytes = typeof name === 'string' ? entries.get(name) : undefined;
        if (typeof name !== 'string' || bytes === undefined) continue;
        if (transaction.local) {
          device.own.add(name);
          const stamp =
            device.stamping === undefined
              ? undefined
              : { startedAt: device.stamping, waitingFor: this.devices.length - 1 };
          device.stamping = undefined;
          const sample = this.stamps.wrote(name, bytes, stamp);
          if (sample) device.sample = sample;
          continue;
        }
        const order = this.stamps.orderIn(bytes);
        const before = device.held.get(name) ?? 0;
        if (order <= before) continue;
        this.stamps.seen(name, before, order, now);
        device.held.set(name, order);
        if (device.missing?.delete(name) && device.missing.size === 0) this.deviceConverged(now);
      }
    });
  }

  private deviceConverged(now: number) {
    this.unconverged -= 1;
    if (this.unconverged > 0) return;
    this.convergedAt = now;
    this.onConverged?.();
  }

  /** Resolves once every device's doc holds the last write of every other device's names. */
  private converged(): Promise<void> {
    const last = new Map<string, { order: number; writer: number }>();
    for (const device of this.devices) {
      const entries = device.client.entries as Y.Map<Uint8Array>;
      for (const name of device.own)
        last.set(name, { order: this.stamps.orderIn(entries.get(name)!), writer: device.index });
    }
    return new Promise((resolve) => {
      this.onConverged = resolve;
      this.unconverged = this.devices.length;
      for (const device of this.devices) {
        const missing = [...last].filter(
          ([name, { order, writer }]) => writer !== device.index && device.held.get(name) !== order,
        );
        device.missing = new Set(missing.map(([name]) => name));
        if (device.missing.size === 0) this.deviceConverged(at());
      }
    });
  }
}
