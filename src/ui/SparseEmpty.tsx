import { type ReactNode, useEffect, useState } from 'react';

import { Spinner } from './Spinner';

/** Pages read automatically before asking the visitor: each page scans a bounded number of rows. */
const AUTO_PAGES = 8;

/**
 * What a list shows while it has no rows yet. A filter with no index (a tag, a second equality
 * filter) is checked while walking the list a bounded stretch at a time, so the first stretches
 * can come back empty although matches exist further on (`hasMore`). Keep reading a few pages
 * automatically, then let the visitor decide, and say "nothing matches" only at the real end.
 * Give it a `key` per query so the count starts again when the filters change.
 */
/** The part of a paged list that SparseEmpty drives. */
export interface MoreLoader {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export function SparseEmpty({ list, children }: { list: MoreLoader; children: ReactNode }) {
  const { hasMore, loadingMore, loadMore } = list;
  const [asked, setAsked] = useState(0);
  // Pages read so far, counted as each read starts (state adjusted during render, not in an effect).
  const [tries, setTries] = useState(0);
  const [wasLoading, setWasLoading] = useState(loadingMore);
  if (wasLoading !== loadingMore) {
    setWasLoading(loadingMore);
    if (loadingMore) setTries(tries + 1);
  }
  const autoRead = hasMore && !loadingMore && tries < AUTO_PAGES * (asked + 1);

  useEffect(() => {
    if (autoRead) loadMore();
  }, [autoRead, loadMore]);

  if (!hasMore) return <>{children}</>;
  if (loadingMore || autoRead) return <Spinner className="py-16" />;
  return (
    <div role="status" className="card flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p className="font-semibold">No matches among the most recent entries yet</p>
      <p className="max-w-md text-sm text-text-muted">
        Older entries have not been searched. Searching further may take a moment on a very large
        list.
      </p>
      <button type="button" className="btn-outline" onClick={() => setAsked((count) => count + 1)}>
        Keep looking
      </button>
    </div>
  );
}
