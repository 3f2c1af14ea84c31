/**
 * One read of an owner's watched items (joined to their records) and wallets, shared by every hook
 * that needs it: the header's due count, the due notice, /tracker's list and its due list. It
 * starts with the first subscriber, stops with the last, and reads again after any commit to the
 * tracker, the wallets or a watchable collection, here or in another tab.
 *
 * Not a Dexie live query: at ten thousand watched items one read as a live query was a single
 * 300-600 ms task on every page (bench/browser/tracker.ts), the records decoded in one go and each
 * of their keys added to the query's observed ranges. This one reads in chunks with a task
 * boundary between them, and listens for commits by table.
 */
import { useCallback, useSyncExternalStore } from 'react';

import { appDb } from '../db/connection/app-db';
import { subscribeTableCommits } from '../db/connection/changes';
import { listWallets } from '../db/tracking/wallets';
import { type WatchedItem, watchedItems } from '../db/tracking/watched-items';
import { nextTask } from '../lib/next-task';
import { TRACKABLE_COLLECTIONS } from '../schemas/tracking';
import type { WalletRow } from '../schemas/wallet';

export interface WatchedSnapshot {
  owner: string;
  items: WatchedItem[];
  wallets: WalletRow[];
}

interface Source {
  snapshot: WatchedSnapshot | undefined;
  listeners: Set<() => void>;
  /** A read runs; `commits` counts the commits heard, so one heard during a read makes another follow. */
  reading: boolean;
  commits: number;
  stop: () => void;
}

/** The tables whose commits change what the store holds. */
const READ_TABLES = new Set<string>(['tracking', 'wallets', ...TRACKABLE_COLLECTIONS]);

const sources = new Map<string, Source>();

async function read(owner: string, source: Source): Promise<void> {
  source.reading = true;
  try {
    for (;;) {
      const heard = source.commits;
      const items = await watchedItems(appDb, owner, nextTask);
      const wallets = await listWallets(appDb, owner);
      if (sources.get(owner) !== source) return;
      source.snapshot = { owner, items, wallets };
      for (const notify of [...source.listeners]) notify();
      if (source.commits === heard) return;
    }
  } catch (error) {
    // A failed read leaves the last snapshot: the screens keep what they showed.
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
    commits: 0,
    stop: () => undefined,
  };
  source.stop = subscribeTableCommits(appDb.name, READ_TABLES, () => {
    source.commits += 1;
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
