import { useEffect, useState } from 'react';

import type { WatchedItem } from '../../db/tracking/watched-items';
import { forEachInSlices } from '../../lib/next-task';
import { sortInSlices } from '../../lib/sort-in-slices';
import { useTrackerOwner } from '../../tracking/useTracking';
import { useWatchedSnapshot, type WatchedSnapshot } from '../../tracking/watched-store';
import { compareSortKeys, entryOf, sortKeysOf, type TrackerEntry } from './tracker-model';

/**
 * Each item's entry and the local day it was made on (progress counts a repeating step by its
 * period): the shared read keeps an item unchanged by a commit as the same object, so after a
 * tick only the ticked item's entry is made again.
 */
const entryByItem = new WeakMap<WatchedItem, { day: string; entry: TrackerEntry }>();

function entryOfItem(item: WatchedItem, day: string): TrackerEntry {
  const known = entryByItem.get(item);
  if (known?.day === day) return known.entry;
  const entry = entryOf(item.row, item.record);
  entryByItem.set(item, { day, entry });
  return entry;
}

/**
 * The current owner's watched items joined to their records, live (the shared
 * `useWatchedSnapshot`), as the tracker's entries: worked out in slices of a few ms, and shown
 * once all are.
 */
export function useTrackerEntries(): TrackerEntry[] | undefined {
  const read = useWatchedSnapshot(useTrackerOwner());
  const [done, setDone] = useState<{ read: WatchedSnapshot; entries: TrackerEntry[] } | null>(null);
  useEffect(() => {
    if (!read) return;
    const stop = new AbortController();
    const day = new Date().toDateString();
    const entries: TrackerEntry[] = [];
    void forEachInSlices(read.items, (item) => entries.push(entryOfItem(item, day)), {
      signal: stop.signal,
    }).then((finished) => {
      if (finished) setDone({ read, entries });
    });
    return () => stop.abort();
  }, [read]);
  // The last entries stay shown while a new read's are worked out; a new owner's start empty.
  return read && done?.read.owner === read.owner ? done.entries : undefined;
}

/**
 * `sortEntries` in slices of a few ms (`sortInSlices`): ten thousand names compared by the
 * collator in one go were a 60 ms task. The owner's last order stays shown while a new one is
 * worked out; another owner's never shows.
 */
export function useSortedEntries(
  entries: readonly TrackerEntry[] | undefined,
  now: number,
): TrackerEntry[] | undefined {
  const owner = useTrackerOwner();
  const [sorted, setSorted] = useState<{ owner: string; entries: TrackerEntry[] } | null>(null);
  useEffect(() => {
    if (!entries) return;
    const stop = new AbortController();
    void sortInSlices(sortKeysOf(entries, now), compareSortKeys, { signal: stop.signal }).then(
      (keys) => {
        if (keys) setSorted({ owner, entries: keys.map(({ entry }) => entry) });
      },
    );
    return () => stop.abort();
  }, [entries, now, owner]);
  return entries && sorted?.owner === owner ? sorted.entries : undefined;
}
