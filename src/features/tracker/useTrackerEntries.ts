import { useMemo } from 'react';

import { useTrackerOwner } from '../../tracking/useTracking';
import { useWatchedSnapshot } from '../../tracking/watched-store';
import { entryOf, type TrackerEntry } from './tracker-model';

/** The current owner's watched items joined to their records, live (the shared `useWatchedSnapshot`). */
export function useTrackerEntries(): TrackerEntry[] | undefined {
  const read = useWatchedSnapshot(useTrackerOwner());
  return useMemo(() => read?.items.map(({ row, record }) => entryOf(row, record)), [read]);
}
