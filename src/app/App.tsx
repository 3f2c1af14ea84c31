import { useEffect, useRef, useSyncExternalStore } from 'react';
import { whenDataReady } from '../db/app-db';
import { getDataStatus, subscribeDataStatus } from '../db/data-status';
import { whenIdle } from '../lib/idle';
import { StorageBanner } from '../ui/StorageBanner';
import { AppRouter } from './AppRouter';
import { RouteAnnouncer } from './RouteAnnouncer';
import { useFocusKeeper } from './useFocusKeeper';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { SkipLink } from './layout/SkipLink';
import { UpdateBanner } from './layout/UpdateBanner';

/**
 * Once per page, when the browser is idle: ticks stored by position before step keys followed the
 * text are rewritten to the keys of the steps at those positions now (db/tracking).
 */
function upgradeStepKeysWhenIdle(): void {
  void whenDataReady().then(
    () =>
      whenIdle(() => {
        if (getDataStatus() !== 'ready') return; // read-only: nothing could be written
        import('../features/kit/step-keys')
          .then(({ upgradeStepKeys }) => upgradeStepKeys())
          .catch((error: unknown) => console.error('AlphaScout: ticks stored by position could not be rewritten; they still count where they were', error));
      }, 5_000),
    () => undefined, // start-up failed: its own banner says so
  );
}

export function App() {
  const dataStatus = useSyncExternalStore(subscribeDataStatus, getDataStatus);
  const content = useRef<HTMLDivElement>(null);
  useFocusKeeper(content);
  useEffect(upgradeStepKeysWhenIdle, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink content={content} />
      <StorageBanner status={dataStatus} onReload={() => window.location.reload()} />
      <UpdateBanner />
      <Header />
      <div id="main" ref={content} className="flex-1 scroll-mt-16">
        <AppRouter />
      </div>
      <Footer />
      <RouteAnnouncer content={content} />
    </div>
  );
}
