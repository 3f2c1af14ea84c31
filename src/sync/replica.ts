/**
 * One device's side of a sync room: the merge (the sync contract, "The room's content"). The
 * replica keeps a shadow of the room, path by path, with the stamp and value it holds for each;
 * the engine persists the shadow changes each call returns, with the rows they make, in one
 * transaction. Newer wins per path by stamp. Yjs settles two concurrent sets of one key by client
 * id, not by time, so a device that finds an older entry where it holds a newer one sets its own
 * again (the repair rule); an entry deleted under a name it holds is set again too.
 * Equal stamps are the same write, which is why applying a remote change never writes it back:
 * the row it makes has the shadow's values, and a local row that equals the shadow writes nothing.
 * Calls are queued, one at a time, since each awaits WebCrypto between reading and writing.
 */
import type * as Y from 'yjs';

import { decryptEntry, encryptEntry, type SealedEntry } from './entries';
import { absentValue, initialValue } from './fields';
import { createClock } from './hlc';
import type { SpaceKeys } from './keys';
import { type Field, type FieldValue, parsePath, type Path, rowPath, type RowRef } from './paths';

/** The name of the room's one map: entry name → IV ‖ AES-GCM ciphertext. */
export const ENTRIES_MAP = 'e';

export interface ShadowEntry {
  readonly hlc: string;
  readonly value: FieldValue;
}

/** What the shadow holds now for some paths: to persist, replacing what was stored for them. */
export type ShadowChanges = Map<Path, ShadowEntry>;

/** A row that remote fields changed. */
export interface RowChange {
  readonly row: RowRef;
  /** The fields whose value changed: what to apply to the row the device holds. */
  readonly changes: Map<Path, FieldValue>;
  /** Every field the shadow holds for the row: what to build it from when the device has none. */
  readonly fields: Map<Path, FieldValue>;
}

/** What one call changed, for the engine to write in one transaction. */
export interface Commit {
  readonly shadow: ShadowChanges;
  /** The rows remote fields changed (none for local changes). */
  readonly rows: RowChange[];
}

export interface RemoteResult extends Commit {
  /** Entries that could not be read (another app's, tampered, malformed): ignored, never written. */
  readonly ignored: number;
  /** Own entries set again over older or deleted ones. */
  readonly repaired: number;
}

export interface ReplicaOptions {
  readonly doc: Y.Doc;
  readonly keys: SpaceKeys;
  /** This device's clock node id (`newNodeId`), kept with the shadow. */
  readonly nodeId: string;
  /** The shadow as persisted; paths this app cannot read are dropped. */
  readonly shadow?: Iterable<readonly [Path, ShadowEntry]>;
  /**
   * Persists a call's shadow changes and applies its rows (`applyTrackingFields`,
   * `applyWalletFields` over the stored row) in one transaction. It runs inside the call, before
   * the next one starts, so that a later call reads rows that hold every change already taken
   * in; when it throws, the call changes nothing and rejects.
   */
  readonly commit?: (changes: Commit) => Promise<void> | void;
  /** Physical time in ms (injected for tests: skewed clocks). */
  readonly now?: () => number;
}

/** The fields of whole rows, as a device holds them now. */
/**
 * When the change of a row was made (ms), if known: an edit made offline and sent later is stamped
 * by when it was made, so a newer edit another device made meanwhile still wins over it.
 */
export type MadeAt = (row: RowRef) => number | undefined;

export type ReadRows = () => Promise<ReadonlyMap<Path, FieldValue>> | ReadonlyMap<Path, FieldValue>;

export interface Replica {
  readonly doc: Y.Doc;
  /**
   * Writes what `read` gives: the fields of whole rows, read when the call's turn comes (a row
   * read earlier could miss a remote change taken in since, and would write it back as a revert).
   * Every row with a path there is taken as all of it, so its ticks and repeats the shadow holds
   * but the fields leave out are turned off. Paths whose value differs from the shadow get a new
   * entry, all with one new stamp. A read-only space writes nothing (the server would refuse
   * it): the next remote change of such a path replaces the local value.
   */
  localChanges(read: ReadRows, madeAt?: MadeAt): Promise<Commit>;
  /**
   * Sets every path the shadow holds whose entry the room lacks (a room new on the server, one
   * the server lost, rows held before joining), and says how many. Call it after `remoteChanges`
   * of every name, so that the paths of the room's entries are known.
   */
  publishMissing(): Promise<number>;
  /** Reads the entries under `names` (from `onRemoteNames`, or `names()` once synced). */
  remoteChanges(names: Iterable<string>): Promise<RemoteResult>;
  /** Calls `listener` with the names another device changed; returns the unsubscribe. */
  onRemoteNames(listener: (names: string[]) => void): () => void;
  /** Every entry name in the room now. */
  names(): string[];
  /** The shadow as it is now (read-only). */
  shadow(): ReadonlyMap<Path, ShadowEntry>;
}

/** An object value's keys and values, undefined ones left out (JSON has none). */
const definedEntries = (value: object) =>
  Object.entries(value).filter(([, inner]) => inner !== undefined);

function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const other = new Map(definedEntries(b));
  const own = definedEntries(a);
  return own.length === other.size && own.every(([key, inner]) => other.get(key) === inner);
}

export function createReplica(options: ReplicaOptions): Replica {
  const { doc, keys } = options;
  const now = options.now ?? Date.now;
  const entries = doc.getMap<Uint8Array>(ENTRIES_MAP);
  /** Marks this replica's own transactions, so that its writes are not read back as remote. */
  const origin = Symbol('replica');

  const shadow = new Map<Path, ShadowEntry>();
  const fieldOf = new Map<Path, Field>();
  const pathsOfRow = new Map<string, Set<Path>>();
  const pathOfName = new Map<string, Path>();

  function hold(path: Path, field: Field, entry: ShadowEntry) {
    if (!fieldOf.has(path)) {
      fieldOf.set(path, field);
      const row = rowPath(field.row);
      let paths = pathsOfRow.get(row);
      if (paths === undefined) pathsOfRow.set(row, (paths = new Set()));
      paths.add(path);
    }
    shadow.set(path, entry);
  }

  let latest: string | undefined;
  for (const [path, entry] of options.shadow ?? []) {
    const field = parsePath(path);
    if (field === null) continue;
    hold(path, field, entry);
    if (latest === undefined || entry.hlc > latest) latest = entry.hlc;
  }
  const clock = createClock(options.nodeId, latest);

  let tail: Promise<unknown> = Promise.resolve();
  function queued<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  }

  async function sealed(path: Path, entry: ShadowEntry): Promise<SealedEntry> {
    const seal = await encryptEntry(keys, path, entry.hlc, entry.value);
    pathOfName.set(seal.name, path);
    return seal;
  }

  function setAll(seals: readonly SealedEntry[]) {
    if (seals.length === 0) return;
    doc.transact(() => {
      for (const { name, bytes } of seals) entries.set(name, bytes);
    }, origin);
  }

  /** `fields` with the absent value of each tick and repeat of their rows that they leave out. */
  function wholeRows(fields: ReadonlyMap<Path, FieldValue>) {
    const whole = new Map<Path, { field: Field; value: FieldValue }>();
    const rows = new Set<string>();
    for (const [path, value] of fields) {
      const field = fieldOf.get(path) ?? parsePath(path);
      if (field === null) throw new Error(`Not a sync path: ${path}`);
      whole.set(path, { field, value });
      rows.add(rowPath(field.row));
    }
    for (const row of rows)
      for (const path of pathsOfRow.get(row) ?? []) {
        const field = fieldOf.get(path);
        const absent = field && absentValue(field);
        if (field && absent !== undefined && !whole.has(path))
          whole.set(path, { field, value: absent });
      }
    return whole;
  }

  /** Takes `changes` into the shadow, commits them, and puts the shadow back if that fails. */
  async function committed(changes: Commit, fields: ReadonlyMap<Path, Field>): Promise<void> {
    const before = new Map([...changes.shadow.keys()].map((path) => [path, shadow.get(path)]));
    for (const [path, entry] of changes.shadow) {
      const field = fields.get(path);
      if (field !== undefined) hold(path, field, entry);
    }
    try {
      await options.commit?.(changes);
    } catch (error) {
      for (const [path, entry] of before)
        if (entry === undefined) shadow.delete(path);
        else shadow.set(path, entry);
      throw error;
    }
  }

  function localChanges(read: ReadRows, madeAt?: MadeAt): Promise<Commit> {
    return queued(async () => {
      if (keys.readOnly) return { shadow: new Map(), rows: [] };
      const whole = wholeRows(await read());
      const changed = [...whole].filter(([path, { field, value }]) => {
        const held = shadow.get(path);
        return held === undefined ? value !== initialValue(field) : !sameValue(held.value, value);
      });
      if (changed.length === 0) return { shadow: new Map(), rows: [] };
      const physicalNow = now();
      const at = ({ field }: { field: Field }) =>
        Math.min(madeAt?.(field.row) ?? physicalNow, physicalNow);
      // Oldest first: the clock gives each a stamp past the one before.
      changed.sort(([, a], [, b]) => at(a) - at(b));
      // One stamp per moment: the fields of one edit share it.
      const stamps = new Map<number, string>();
      const stampOf = (ms: number) => stamps.get(ms) ?? stamps.set(ms, clock.now(ms)).get(ms) ?? '';
      const stamped = changed.map(
        ([path, change]) => [path, { hlc: stampOf(at(change)), value: change.value }] as const,
      );
      const seals = await Promise.all(stamped.map(([path, entry]) => sealed(path, entry)));
      const written: Commit = { shadow: new Map(stamped), rows: [] };
      setAll(seals);
      await committed(written, new Map(changed.map(([path, { field }]) => [path, field])));
      return written;
    });
  }

  function remoteChanges(names: Iterable<string>): Promise<RemoteResult> {
    return queued(async () => {
      const read = await Promise.all(
        [...new Set(names)].map(async (name) => {
          const bytes = entries.get(name);
          const entry = bytes === undefined ? null : await decryptEntry(keys, name, bytes);
          return { name, present: bytes !== undefined, entry };
        }),
      );
      const applied: ShadowChanges = new Map();
      const fields = new Map<Path, Field>();
      const changedRows = new Map<string, { row: RowRef; changes: Map<Path, FieldValue> }>();
      const repairs: Path[] = [];
      let ignored = 0;
      for (const { name, present, entry } of read) {
        if (entry === null) {
          // Unreadable is left alone (a newer app's entry must not be fought over); deleted is
          // set again, since entries are never deleted.
          const own = pathOfName.get(name);
          if (present) ignored++;
          else if (own !== undefined && shadow.has(own)) repairs.push(own);
          continue;
        }
        pathOfName.set(name, entry.path);
        clock.receive(entry.hlc, now());
        const held = shadow.get(entry.path);
        if (held !== undefined && entry.hlc < held.hlc) repairs.push(entry.path);
        if (held !== undefined && entry.hlc <= held.hlc) continue;
        applied.set(entry.path, { hlc: entry.hlc, value: entry.value });
        fields.set(entry.path, entry.field);
        if (held !== undefined && sameValue(held.value, entry.value)) continue;
        const row = rowPath(entry.field.row);
        let change = changedRows.get(row);
        if (change === undefined)
          changedRows.set(row, (change = { row: entry.field.row, changes: new Map() }));
        change.changes.set(entry.path, entry.value);
      }
      const repaired = keys.readOnly ? [] : repairs;
      setAll(
        await Promise.all(
          repaired.flatMap((path) => {
            const held = shadow.get(path);
            return held === undefined ? [] : [sealed(path, held)];
          }),
        ),
      );
      const valueOf = (path: Path) => (applied.get(path) ?? shadow.get(path))?.value;
      const rows = [...changedRows].map(([row, change]) => {
        const paths = new Set([...(pathsOfRow.get(row) ?? []), ...change.changes.keys()]);
        const all = [...paths].flatMap((path) => {
          const value = valueOf(path);
          return value === undefined ? [] : [[path, value] as const];
        });
        return { ...change, fields: new Map(all) };
      });
      const result = { shadow: applied, rows, ignored, repaired: repaired.length };
      await committed(result, fields);
      return result;
    });
  }

  function publishMissing(): Promise<number> {
    return queued(async () => {
      if (keys.readOnly) return 0;
      const present = new Set<Path>();
      for (const [name, path] of pathOfName) if (entries.has(name)) present.add(path);
      const missing = [...shadow].filter(([path]) => !present.has(path));
      setAll(await Promise.all(missing.map(([path, entry]) => sealed(path, entry))));
      return missing.length;
    });
  }

  return {
    doc,
    localChanges,
    remoteChanges,
    publishMissing,
    onRemoteNames(listener) {
      const observer = (event: Y.YMapEvent<Uint8Array>, transaction: Y.Transaction) => {
        if (transaction.origin === origin) return;
        const names: string[] = [];
        for (const name of event.keysChanged) if (typeof name === 'string') names.push(name);
        listener(names);
      };
      entries.observe(observer);
      return () => {
        entries.unobserve(observer);
      };
    },
    names: () => [...entries.keys()],
    shadow: () => shadow,
  };
}
