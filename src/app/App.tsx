import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';

import { whenDataReady } from '../db/connection/app-db';
import { getDataStatus, subscribeDataStatus } from '../db/connection/data-status';
import { DueNotice } from '../features/tracker/DueNotice';
import { whenIdle } from '../lib/idle';
import { StorageBanner } from '../ui/StorageBanner';
import { AppRouter } from './AppRouter';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { SkipLink } from './layout/SkipLink';
import { UpdateBanner } from './layout/UpdateBanner';
import { RouteAnnouncer } from './RouteAnnouncer';
import { useFocusKeeper } from './useFocusKeeper';

/**
 * The sync server's URL as Vite writes it in (src/db/sync/server-url.ts), tested here and not
 * through SYNC_SERVER_URL: only a literal condition in this module folds, and takes the dead
 * import with it (an imported constant left the sync chunks in a build without sync).
 */
declare const __ALPHASCOUT_SYNC_URL__: string | undefined;

/** Only a build with a sync server has the runner (a literal condition: the import folds away). */
const SyncRunner =
  typeof __ALPHASCOUT_SYNC_URL__ === 'string' && __ALPHASCOUT_SYNC_URL__ !== ''
    ? lazy(() => import('../tracking/SyncRunner'))
    : null;

/** Once start-up has succeeded (the data layer is open and filled), `task` when the page is idle. */
function whenStartedAndIdle(task: () => void, timeoutMs: number): void {
  void whenDataReady().then(
    () => whenIdle(task, timeoutMs),
    () => undefined, // start-up failed: its own banner says so
  );
}

/**
 * Once per page, after the first screen's commit: the search worker and its client. The worker
 * opens the database itself and builds the search index on its own thread; its first reads (the
 * search snapshots: tens of MB at 100k+ records) would share IndexedDB with the first screen's
 * query, and its scripts the network with the first screen's. Not on the first keystroke either:
 * the index is then ready sooner.
 */
function startSearchWorker(): void {
  whenStartedAndIdle(
    () =>
      void import('../worker/client')
        .then(({ startAppWorker }) => startAppWorker())
        .catch((error: unknown) =>
          console.error('AlphaScout: the search worker could not start', error),
        ),
    250,
  );
}

/**
 * Once per page: ticks stored by position before step keys followed the text are rewritten to the
 * keys of the steps at those positions now (db/tracking).
 */
function upgradeStepKeys(): void {
  whenStartedAndIdle(() => {
    if (getDataStatus() !== 'ready') return; // read-only: nothing could be written
    import('../tracking/step-keys')
      .then((module) => module.upgradeStepKeys())
      .catch((error: unknown) =>
        console.error(
          'AlphaScout: ticks stored by position could not be rewritten; they still count where they were',
          error,
        ),
      );
  }, 5_000);
}

export function App() {
  const dataStatus = useSyncExternalStore(subscribeDataStatus, getDataStatus);
  const content = useRef<HTMLDivElement>(null);
  useFocusKeeper(content);
  useEffect(startSearchWorker, []);
  useEffect(upgradeStepKeys, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink content={content} />
      <StorageBanner status={dataStatus} onReload={() => window.location.reload()} />
      <UpdateBanner />
      <DueNotice />
      <Header />
      <div id="main" ref={content} className="flex-1 scroll-mt-16">
        <AppRouter />
      </div>
      <Footer />
      <RouteAnnouncer content={content} />
      {SyncRunner && (
        <Suspense fallback={null}>
          <SyncRunner />
        </Suspense>
      )}
    </div>
  );
}
