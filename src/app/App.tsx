import { useRef, useSyncExternalStore } from 'react';
import { getDataStatus, subscribeDataStatus } from '../db/data-status';
import { StorageBanner } from '../ui/StorageBanner';
import { AppRouter } from './AppRouter';
import { useFocusKeeper } from './useFocusKeeper';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { UpdateBanner } from './layout/UpdateBanner';

export function App() {
  const dataStatus = useSyncExternalStore(subscribeDataStatus, getDataStatus);
  const content = useRef<HTMLDivElement>(null);
  useFocusKeeper(content);
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
    </div>
  );
}
