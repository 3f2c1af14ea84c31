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
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 btn-primary">
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
