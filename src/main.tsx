import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenAt } from './app/routes';
import seedDataUrl from 'virtual:seed-data-url';
import { startDataLayer } from './db/app-db';
import { fetchSeedData } from './db/seeding';
import { whenIdle } from './lib/idle';
import { markStartup } from './lib/startup-marks';

markStartup('entry');
const container = document.getElementById('root');
if (!container) throw new Error('AlphaScout: the #root element is missing from index.html');

void startDataLayer(() => fetchSeedData(seedDataUrl)).then(
  // The worker opens the database itself and builds the search index on its own thread. Its first
  // reads (the search snapshots: tens of MB at 100k+ records) share IndexedDB with the first
  // screen's query, so it starts once the page is idle, not on the first keystroke either; its
  // client (Comlink) is loaded then too, off the first page's scripts.
  () =>
    whenIdle(
      () =>
        void import('./worker/client')
          .then(({ startAppWorker }) => startAppWorker())
          .catch((error: unknown) => console.error('AlphaScout: the search worker could not start', error)),
      250,
    ),
  (error: unknown) => console.error('AlphaScout: the local database could not be opened', error),
);

// Offline and updates (src/worker/service-worker.ts): production only, so `npm run dev` stays
// honest; after `load`, so the first screen never waits on it; not at all in the kill-switch build.
if (import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'off') {
  window.addEventListener('load', () => {
    import('./worker/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.error('AlphaScout: the service worker could not be registered; the app works, but not offline', error));
  }, { once: true });
}

// The first render already holds the list's first rows (the route data preload): as a transition
// React renders it in slices, and the browser stays free between them, with first rows as soon.
void preloadScreenAt(location.pathname, location.search).then(() => {
  markStartup('screen-ready');
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
