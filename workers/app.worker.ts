/**
 * The app worker: search, export and import off the main thread, behind the rate limiter.
 * It opens the same IndexedDB database itself (relaxed durability for reads, strict for
 * imports) and exposes exactly the AppWorkerApi contract through Comlink.
 */
import * as Comlink from 'comlink';

import { createDb } from '../src/db/connection/database';
import { RATE_LIMIT_MESSAGE, RATE_LIMIT_PURGE_MS, RateLimiter } from '../src/lib/rate-limit';
import type { AppWorkerApi } from './api';
import { exportBlob } from './backup/export';
import { importFile } from './backup/import';
import { SearchService } from './search/search-service';
import { exposeSearchProbe } from './search/test-probe';

const db = createDb();
const strictDb = createDb({ durability: 'strict' });

// Another tab opening a newer schema fires `versionchange` on both connections. Close them for
// good: an open connection would block that tab's upgrade, and Dexie's default (close, then
// reopen on the next call at our older version) would fail later writes. The page's own
// connection shows the visitor the reload banner; calls made here from now on fail with
// Dexie's DatabaseClosedError, which the import and search report as errors, never silently.
for (const connection of [db, strictDb]) {
  connection.on('versionchange', () => {
    connection.close({ disableAutoOpen: true });
    return false;
  });
}
const limiter = new RateLimiter();
setInterval(() => limiter.purge(), RATE_LIMIT_PURGE_MS);

const searchService = new SearchService(db);
exposeSearchProbe(searchService);
let importCancel = new AbortController();

async function freeBytes(): Promise<number | undefined> {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    return quota === undefined ? undefined : quota - (usage ?? 0);
  } catch {
    return undefined;
  }
}
void searchService
  .start()
  .catch((error: unknown) =>
    console.error('AlphaScout worker: the search index could not load', error),
  );

const api = {
  ping: () => Promise.resolve('pong' as const),

  async search(query) {
    if (!limiter.tryAcquire('search'))
      return { status: 'rate-limited', message: RATE_LIMIT_MESSAGE };
    try {
      const { hits, version, indexing } = await searchService.search(query);
      return { status: 'ok', hits, indexVersion: version, indexing };
    } catch (error) {
      console.error('AlphaScout worker: search failed', error);
      return { status: 'ok', hits: [], indexVersion: null, indexing: false };
    }
  },

  async searchPage(query, request) {
    // Another window or kind of the answer last ranked is no new search (workers/api.ts).
    if (!searchService.hasRanked(query) && !limiter.tryAcquire('search'))
      return { status: 'rate-limited', message: RATE_LIMIT_MESSAGE };
    try {
      const { version, ...answer } = await searchService.searchPage(query, request);
      return { status: 'ok', ...answer, indexVersion: version };
    } catch (error) {
      console.error('AlphaScout worker: search failed', error);
      return {
        status: 'ok',
        hits: [],
        total: 0,
        counts: {},
        capped: false,
        indexVersion: null,
        indexing: false,
      };
    }
  },

  searchStatus: () => Promise.resolve(searchService.status()),

  watchSearchIndex(onChange) {
    searchService.onChange(onChange);
    return Promise.resolve();
  },

  exportAll: (onProgress) => limiter.run('exportAll', () => exportBlob(db, onProgress)),

  importBackup: (file, onProgress) =>
    limiter.run('importBackup', () => {
      importCancel = new AbortController();
      return importFile(strictDb, file, { onProgress, cancel: importCancel.signal, freeBytes });
    }),

  cancelImport: () => {
    importCancel.abort();
    return Promise.resolve();
  },
} satisfies AppWorkerApi;

Comlink.expose(api);
