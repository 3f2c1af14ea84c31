import { useEffect, useState } from 'react';

import { nextTask } from '../../lib/next-task';
import { useTrackerOwner } from '../../tracking/useTracking';
import { useWatchedSnapshot, type WatchedSnapshot } from '../../tracking/watched-store';
import { entryOf, type TrackerEntry } from './tracker-model';

/** Entries worked out per task: a tracker of ten thousand items in one go was a task of 100+ ms. */
const ENTRIES_PER_TASK = 1000;

/**
 * The current owner's watched items joined to their records, live (the shared
 * `useWatchedSnapshot`), as the tracker's entries: worked out a thousand per task, and shown once
 * all are.
 */
export function useTrackerEntries(): TrackerEntry[] | undefined {
  const read = useWatchedSnapshot(useTrackerOwner());
  const [done, setDone] = useState<{ read: WatchedSnapshot; entries: TrackerEntry[] } | null>(null);
  useEffect(() => {
    if (!read) return;
    const stop = new AbortController();
    void (async () => {
      const entries: TrackerEntry[] = [];
      for (let start = 0; start < read.items.length; start += ENTRIES_PER_TASK) {
        if (start > 0) await nextTask();
        if (stop.signal.aborted) return;
        for (const { row, record } of read.items.slice(start, start + ENTRIES_PER_TASK))
          entries.push(entryOf(row, record));
      }
      if (!stop.signal.aborted) setDone({ read, entries });
    })();
    return () => stop.abort();
  }, [read]);
  // The last entries stay shown while a new read's are worked out; a new owner's start empty.
  return read && done?.read.owner === read.owner ? done.entries : undefined;
}
