import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import seedDataUrl from 'virtual:seed-data-url';

import { App } from './app/App';
import { preloadScreenAt } from './app/routes';
import { startDataLayer } from './db/connection/app-db';
import { fetchSeedData } from './db/seeding/fill-empty';
import { markStartup } from './lib/startup-marks';

markStartup('entry');
const container = document.getElementById('root');
if (!container) throw new Error('AlphaScout: the #root element is missing from index.html');

// The search worker starts once the first screen is up (App), so its scripts and its first reads
// wait for the first screen's.
void startDataLayer(() => fetchSeedData(seedDataUrl)).catch((error: unknown) =>
  console.error('AlphaScout: the local database could not be opened', error),
);

// Offline and updates (src/worker/service-worker.ts): production only, so `npm run dev` stays
// honest; after `load`, so the first screen never waits on it; not at all in the kill-switch build.
if (import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'off') {
  window.addEventListener(
    'load',
    () => {
      import('./worker/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) =>
          console.error(
            'AlphaScout: the service worker could not be registered; the app works, but not offline',
            error,
          ),
        );
    },
    { once: true },
  );
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
