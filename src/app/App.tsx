import { useRef, useSyncExternalStore } from 'react';
import { getDataStatus, subscribeDataStatus } from '../db/data-status';
import { StorageBanner } from '../ui/StorageBanner';
import { AppRouter } from './AppRouter';
import { FocusKeeper } from './FocusKeeper';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { UpdateBanner } from './layout/UpdateBanner';

export function App() {
  const dataStatus = useSyncExternalStore(subscribeDataStatus, getDataStatus);
  const content = useRef<HTMLDivElement>(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 btn-primary">
        Skip to content
      </a>
      <StorageBanner status={dataStatus} onReload={() => window.location.reload()} />
      <UpdateBanner />
      <Header />
      <div id="main" ref={content} tabIndex={-1} className="flex-1 outline-none">
        <AppRouter />
      </div>
      <FocusKeeper content={content} />
      <Footer />
    </div>
  );
}
