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
      {/* Kept above the window until focused, not sr-only: `not-sr-only` takes the button's padding away. */}
      <a href="#main" className="btn-primary fixed left-4 top-4 z-50 -translate-y-[calc(100%+1.5rem)] shadow-lg focus:translate-y-0">
        Skip to content
      </a>
      <StorageBanner status={dataStatus} onReload={() => window.location.reload()} />
      <UpdateBanner />
      <Header />
      <div id="main" ref={content} className="flex-1">
        <AppRouter />
      </div>
      <Footer />
      <RouteAnnouncer content={content} />
    </div>
  );
}
