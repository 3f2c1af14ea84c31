/**
 * "A new version of AlphaScout is ready." with a Reload button, once a newer build is installed
 * (src/worker/service-worker.ts). Nothing reloads until the visitor presses it, and the banner
 * stays hidden while a backup import or export runs (src/lib/busy-jobs.ts).
 */
import { useState, useSyncExternalStore } from 'react';

import { getWaitingUpdate, subscribeWaitingUpdate } from '../../lib/app-update';
import { isJobRunning, subscribeJobs } from '../../lib/busy-jobs';

export const UPDATE_READY = 'A new version of AlphaScout is ready.';

export function UpdateBanner() {
  const update = useSyncExternalStore(subscribeWaitingUpdate, getWaitingUpdate);
  const busy = useSyncExternalStore(subscribeJobs, isJobRunning);
  const [reloading, setReloading] = useState(false);
  if (!update || busy) return null;
  return (
    <div role="status" className="border-b border-brand/40 bg-brand/10 py-3 text-sm text-text">
      <div className="shell-row flex flex-wrap items-center gap-3">
        <p className="flex-1">{UPDATE_READY}</p>
        <button
          type="button"
          className="btn-primary"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            update.apply();
          }}
        >
          {reloading ? 'Reloading…' : 'Reload'}
        </button>
      </div>
    </div>
  );
}
