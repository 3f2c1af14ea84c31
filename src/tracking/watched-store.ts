/**
 * One read of an owner's watched items (joined to their records) and wallets, shared by every hook
 * that needs it: the header's due count, the due notice, /tracker's list and its due list. It
 * starts with the first subscriber, stops with the last, and follows every commit to the tracker,
 * the wallets or a watchable collection, here or in another tab: a commit that names its keys (a
 * tick, an edit) is read again for those keys only, and the items it did not touch stay the same
 * objects, so what is worked out per item (entries, what is due) is not worked out again; a
 * commit stated as a range (an import, a clear) reads everything again.
 *
 * Not a Dexie live query: at ten thousand watched items one read as a live query was a single
 * 300-600 ms task on every page (bench/browser/tracker.ts), the records decoded in one go and each
 * of their keys added to the query's observed ranges. This one reads in chunks with a task
 * boundary between them, and listens for commits by table.
 */
import { useCallback, useSyncExternalStore } from 'react';

import { appDb } from '../db/connection/app-db';
import { type CollectionChange, subscribeTableChanges } from '../db/connection/changes';
import { listWallets } from '../db/tracking/wallets';
import {
  joinRecords,
  recordsByKey,
  type WatchedItem,
  watchedItems,
} from '../db/tracking/watched-items';
import { nextTask } from '../lib/next-task';
import { isTrackable, TRACKABLE_COLLECTIONS, type TrackableCollection } from '../schemas/tracking';
import type { WalletRow } from '../schemas/wallet';

export interface WatchedSnapshot {
  owner: string;
  items: WatchedItem[];
  wallets: WalletRow[];
}

type ReadTable = 'tracking' | 'wallets' | TrackableCollection;

/** The tables whose commits change what the store holds. */
const READ_TABLES = new Set<ReadTable>(['tracking', 'wallets', ...TRACKABLE_COLLECTIONS]);

type Changes = Map<ReadTable, CollectionChange>;

interface Source {
  snapshot: WatchedSnapshot | undefined;
  listeners: Set<() => void>;
  /** A read runs; commits heard meanwhile wait in `pending` for the next. */
  reading: boolean;
  /** What commits changed since the last read began; null: read everything. */
  pending: Changes | null;
  stop: () => void;
}

const sources = new Map<string, Source>();

function merged(into: Changes | null, changes: Changes): Changes | null {
  if (into === null) return null;
  for (const [table, change] of changes) {
    const known = into.get(table);
    into.set(
      table,
      known?.kind === 'all' || change.kind === 'all'
        ? { kind: 'all' }
        : { kind: 'keys', keys: [...(known?.keys ?? []), ...change.keys] },
    );
  }
  return into;
}

const itemKey = (collection: string, itemId: string): string => `${collection}/${itemId}`;

async function fullRead(owner: string): Promise<WatchedSnapshot> {
  const items = await watchedItems(appDb, owner, nextTask);
  return { owner, items, wallets: await listWallets(appDb, owner) };
}

/**
 * The snapshot after commits that named their keys: the owner's changed rows and the changed
 * records of watched items read again, everything else kept as it was. `last` when nothing it
 * holds changed.
 */
async function partialRead(last: WatchedSnapshot, changes: Changes): Promise<WatchedSnapshot> {
  const { owner } = last;
  const rowChange = changes.get('tracking');
  const rowKeys = (rowChange?.kind === 'keys' ? rowChange.keys : []).filter(
    (key): key is [string, string, string] =>
      Array.isArray(key) && key.length === 3 && (key as unknown[])[0] === owner,
  );
  const found = await appDb.tracking.bulkGet(rowKeys);
  const rows = rowKeys.map((key, index) => ({ key, row: found[index] }));
  const replaced = new Map<string, WatchedItem | null>();
  const joined = await joinRecords(
    appDb,
    rows.flatMap(({ row }) => (row?.watched ? [row] : [])),
    nextTask,
  );
  for (const { key } of rows) replaced.set(itemKey(key[1], key[2]), null);
  for (const item of joined) replaced.set(itemKey(item.row.collection, item.row.itemId), item);

  const held = new Map(
    last.items.map((item) => [itemKey(item.row.collection, item.row.itemId), item]),
  );
  const recordIds = new Map<TrackableCollection, string[]>();
  for (const [table, change] of changes)
    if (isTrackable(table) && change.kind === 'keys')
      for (const id of change.keys)
        if (
          typeof id === 'string' &&
          held.has(itemKey(table, id)) &&
          !replaced.has(itemKey(table, id))
        )
          recordIds.set(table, [...(recordIds.get(table) ?? []), id]);
  const records = await recordsByKey(appDb, recordIds, nextTask);
  for (const [table, ids] of recordIds)
    for (const id of ids) {
      const item = held.get(itemKey(table, id));
      if (item)
        replaced.set(itemKey(table, id), {
          row: item.row,
          record: records.get(itemKey(table, id)) ?? null,
        });
    }

  const wallets = changes.has('wallets') ? await listWallets(appDb, owner) : last.wallets;
  if (replaced.size === 0 && wallets === last.wallets) return last;
  const items: WatchedItem[] = [];
  for (const item of last.items) {
    const key = itemKey(item.row.collection, item.row.itemId);
    const next = replaced.has(key) ? replaced.get(key) : item;
    if (next) items.push(next);
    replaced.delete(key);
  }
  for (const item of replaced.values()) if (item) items.push(item);
  return { owner, items, wallets };
}

const needsFullRead = (changes: Changes): boolean =>
  [...changes.values()].some((change) => change.kind === 'all');

async function read(owner: string, source: Source): Promise<void> {
  source.reading = true;
  try {
    while (source.pending === null || source.pending.size > 0) {
      const changes = source.pending;
      source.pending = new Map();
      const last = source.snapshot;
      const next =
        last && changes && !needsFullRead(changes)
          ? await partialRead(last, changes)
          : await fullRead(owner);
      if (sources.get(owner) !== source) return;
      if (next === last) continue;
      source.snapshot = next;
      for (const notify of [...source.listeners]) notify();
    }
  } catch (error) {
    // A failed read leaves the last snapshot, and the next commit reads everything again.
    source.pending = null;
    console.error('Reading the tracker failed', error);
  } finally {
    source.reading = false;
  }
}

function start(owner: string): Source {
  const source: Source = {
    snapshot: undefined,
    listeners: new Set(),
    reading: false,
    pending: null,
    stop: () => undefined,
  };
  source.stop = subscribeTableChanges(appDb.name, READ_TABLES, (changes) => {
    source.pending = merged(source.pending, changes);
    if (!source.reading) void read(owner, source);
  });
  sources.set(owner, source);
  void read(owner, source);
  return source;
}

function subscribe(owner: string, listener: () => void): () => void {
  const source = sources.get(owner) ?? start(owner);
  source.listeners.add(listener);
  return () => {
    source.listeners.delete(listener);
    if (source.listeners.size > 0) return;
    source.stop();
    if (sources.get(owner) === source) sources.delete(owner);
  };
}

/** The owner's watched items and wallets, live; undefined while the first read runs. */
export function useWatchedSnapshot(owner: string): WatchedSnapshot | undefined {
  const subscribeOwner = useCallback((listener: () => void) => subscribe(owner, listener), [owner]);
  const snapshot = (): WatchedSnapshot | undefined => sources.get(owner)?.snapshot;
  return useSyncExternalStore(subscribeOwner, snapshot, snapshot);
}
