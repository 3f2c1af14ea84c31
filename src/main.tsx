import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import seedDataUrl from 'virtual:seed-data-url';
import { startDataLayer } from './db/app-db';
import { fetchSeedData } from './db/seeding';
import { startAppWorker } from './worker/client';

const container = document.getElementById('root');
if (!container) throw new Error('AlphaScout: the #root element is missing from index.html');

void startDataLayer(() => fetchSeedData(seedDataUrl)).then(
  // The worker builds the search index on its own thread: start it now, not on the first keystroke.
  () => startAppWorker().catch((error: unknown) => console.error('AlphaScout: the search worker could not start', error)),
  (error: unknown) => console.error('AlphaScout: the local database could not be opened', error),
);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
