/**
 * Search at scale in Chromium (issues: the app worker; a million records). Per size: on a repeat
 * visit, how long until a search shows results; the search worker's round trip (posted to the
 * app's own worker, as Comlink posts it); the worker's heap (DevTools protocol, after a GC); the
 * longest main-thread task while typing. Run by `npm run bench -- --only search-startup` after a
 * build; sizes as arguments (`node --import tsx bench/browser/search-startup.ts 140000 1000000`).
 * 140k: 100k signals, 20k airdrops and 20k news, imported through the Backup/Restore popup.
 * Past 300k the popup's import cannot read the file yet (issue 17, item 1), so the records are
 * generated in the page and written straight into IndexedDB, 40 % signals and 6 % of each other
 * searchable collection, before the app's first visit reads them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'esbuild';

import { SEARCH_COLLECTIONS } from '../../workers/search/documents';
import {
  importThroughUi,
  launchOnDisk,
  prepareContext,
  serveBuiltApp,
  takeLongTasks,
  waitForSearchSnapshots,
} from './harness';

const PORT = 4342;
const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
if (SIZES.length === 0) SIZES.push(140_000, 1_000_000);
const ROUND_TRIP_QUERIES = [
  'zephyr',
  'ne',
  'neb',
  'nebula',
  'nebula sw',
  'token',
  'zeph',
  'kair',
  'dao',
  'staking',
  'governance',
  'zepyhr',
  'bridge',
  'the',
  'layer two',
];
/** Repeat visits timed; the median is reported. */
const REPEAT_VISITS = 3;
/** The worker's rate limiter allows 60 searches a minute: each batch of round trips stays under it with the typing. */
const ROUND_TRIPS = 45;
/** Batches of round trips, a minute apart; 90 samples make the p95 the 5th slowest, not the 3rd. */
const ROUND_TRIP_BATCHES = 2;

/** Records every Worker the page creates in `window.__benchWorkers` (a string: tsx would wrap a function's names). */
const CAPTURE_WORKERS = `(() => {
  const Native = window.Worker;
  const workers = [];
  window.__benchWorkers = workers;
  window.Worker = class extends Native {
    constructor(...args) { super(...args); workers.push(this); }
  };
})();`;

/** Posts Comlink's own request for `search(query)` to the app's worker; resolves with the round trips in ms. */
const ROUND_TRIP = `async (queries) => {
  const worker = window.__benchWorkers[0];
  const times = [];
  for (const query of queries) {
    const id = 'bench-' + Math.random().toString(16).slice(2);
    const start = performance.now();
    await new Promise((resolve) => {
      const onMessage = (event) => {
        if (!event.data || event.data.id !== id) return;
        worker.removeEventListener('message', onMessage);
        resolve(event.data);
      };
      worker.addEventListener('message', onMessage);
      worker.postMessage({ id, type: 'APPLY', path: ['search'], argumentList: [{ type: 'RAW', value: query }] });
    });
    times.push(performance.now() - start);
  }
  return times;
}`;

/** The used heap of the page's first dedicated worker, after a full GC, through a DevTools session. */
async function workerHeapMb(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  const attached = new Promise<string>((resolve, reject) => {
    setTimeout(() => reject(new Error('no worker target attached within 10 s')), 10_000);
    cdp.on('Target.attachedToTarget', (event) => {
      if (event.targetInfo.type === 'worker') resolve(event.sessionId);
    });
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const sessionId = await attached;
  let nextId = 1;
  const call = (method: string): Promise<Record<string, unknown>> =>
    new Promise((resolve) => {
      const id = nextId++;
      const onMessage = (event: { sessionId?: string; message: string }): void => {
        const reply = JSON.parse(event.message) as {
          id?: number;
          result?: Record<string, unknown>;
        };
        if (event.sessionId !== sessionId || reply.id !== id) return;
        cdp.off('Target.receivedMessageFromTarget', onMessage);
        resolve(reply.result ?? {});
      };
      cdp.on('Target.receivedMessageFromTarget', onMessage);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method }),
      });
    });
  await call('HeapProfiler.collectGarbage');
  const usage = await call('Runtime.getHeapUsage');
  await cdp.detach();
  return Math.round(Number(usage.usedSize) / 1_048_576);
}

/** The generator (bench/data/generate.ts) as a script for the page: `globalThis.__benchGenerate`. */
async function generatorScript(): Promise<string> {
  const bundle = await build({
    stdin: {
      contents:
        "import { generateRecords } from './bench/data/generate';\nglobalThis.__benchGenerate = generateRecords;",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  return bundle.outputFiles[0]?.text ?? '';
}

/** Writes `total` generated records into the app's database from the page, collection by collection, 10k a transaction. */
async function seedDirectly(page: Page, total: number): Promise<void> {
  await page.evaluate(await generatorScript());
  for (const collection of SEARCH_COLLECTIONS) {
    const count = Math.round(total * (collection === 'signals' ? 0.4 : 0.06));
    await page.evaluate(
      `(async () => {
        const records = globalThis.__benchGenerate(${JSON.stringify(collection)}, ${count}, 11);
        const db = await new Promise((resolve, reject) => { const open = indexedDB.open('alphascout'); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
        await new Promise((resolve, reject) => { const tx = db.transaction(${JSON.stringify(collection)}, 'readwrite'); tx.objectStore(${JSON.stringify(collection)}).clear(); tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
        for (let at = 0; at < records.length; at += 10000) {
          await new Promise((resolve, reject) => {
            const tx = db.transaction(${JSON.stringify(collection)}, 'readwrite');
            const store = tx.objectStore(${JSON.stringify(collection)});
            for (const record of records.slice(at, at + 10000)) store.put(record);
            tx.oncomplete = resolve;
            tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
          });
        }
        db.close();
      })()`,
    );
    console.log(`  ${collection}: ${count} records written`);
  }
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function measure(size: number, url: string): Promise<Record<string, number | string>> {
  // On disk: a fresh context is off the record, and its in-memory IndexedDB runs out of quota
  // (silently, as a transaction abort) long before a million records.
  // BENCH_PROFILE=<dir> keeps each size's profile, seeded once, for runs after a code change (a
  // million records take ~12 minutes to write); the snapshots are rebuilt when their shape changed.
  const kept = process.env.BENCH_PROFILE ? join(process.env.BENCH_PROFILE, String(size)) : null;
  if (kept) mkdirSync(kept, { recursive: true });
  const profile = kept ?? mkdtempSync(join(tmpdir(), 'alphascout-search-bench-'));
  const seededMark = join(profile, 'alphascout-seeded');
  const context = await launchOnDisk({ serviceWorkers: 'block' }, profile);
  try {
    await prepareContext(context);
    await context.addInitScript({ content: CAPTURE_WORKERS });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
    const loadStart = Date.now();
    let loading: string;
    if (existsSync(seededMark)) loading = readFileSync(seededMark, 'utf8');
    else if (size <= 300_000) {
      const file = '/tmp/alphascout-bench-search.json';
      execFileSync(
        'npx',
        [
          'tsx',
          'scripts/gen.ts',
          '--signals',
          '100000',
          '--airdrops',
          '20000',
          '--news',
          '20000',
          '--seed',
          '5',
          '--out',
          file,
        ],
        { stdio: 'ignore' },
      );
      loading = `imported through the popup in ${((await importThroughUi(page, file)).ms / 1000).toFixed(1)} s`;
    } else {
      await seedDirectly(page, size);
      loading = `written into IndexedDB from the page in ${((Date.now() - loadStart) / 1000).toFixed(0)} s (not through the popup)`;
    }
    if (kept && !existsSync(seededMark)) writeFileSync(seededMark, loading);
    console.log(`${size}: ${loading}`);

    const box = page.getByRole('combobox', { name: 'Search AlphaScout' });
    /** Loads the app and searches at once; the time until the first results show. */
    const timeToFirstResults = async (): Promise<number> => {
      const navigationStart = Date.now();
      await page.goto(url);
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await box.fill('zephyr');
      await page.getByRole('option').first().waitFor({ timeout: 600_000 });
      return Date.now() - navigationStart;
    };
    const firstVisitMs = await timeToFirstResults();
    console.log(`${size}: first visit → results ${firstVisitMs} ms`);
    // A repeat visit is a later visit: once the worker has snapshotted the index, and the browser has
    // finished with the big write (visits in the first seconds after an import are slower for
    // every IndexedDB read; bench/browser/app.ts measured that).
    await waitForSearchSnapshots(page, 1_200_000);
    await page.waitForTimeout(20_000);
    const repeatVisits: number[] = [];
    for (let visit = 0; visit < REPEAT_VISITS; visit++)
      repeatVisits.push(await timeToFirstResults());
    const repeatVisitMs = percentile(repeatVisits, 50);
    console.log(`${size}: repeat visit → results ${repeatVisits.join(', ')} ms`);
    await takeLongTasks(page);

    const typed: number[] = [];
    for (const query of [
      'ne',
      'neb',
      'nebu',
      'nebula',
      'nebula sw',
      'token',
      'zeph',
      'kair',
      'dao',
      'staking',
    ]) {
      await box.fill('');
      const start = Date.now();
      await box.pressSequentially(query, { delay: 60 });
      await page.getByRole('option').first().or(page.getByText('No results found')).waitFor();
      typed.push(Date.now() - start - query.length * 60);
    }
    const longTasks = await takeLongTasks(page);
    const queries = Array.from(
      { length: ROUND_TRIPS },
      (_, i) => ROUND_TRIP_QUERIES[i % ROUND_TRIP_QUERIES.length] ?? 'zephyr',
    );
    const roundTrips: number[] = [];
    for (let batch = 0; batch < ROUND_TRIP_BATCHES; batch++) {
      if (batch > 0) await page.waitForTimeout(61_000);
      roundTrips.push(
        ...(await page.evaluate<number[]>(`(${ROUND_TRIP})(${JSON.stringify(queries)})`)),
      );
    }
    console.log(`${size}: worker round trip p95 ${percentile(roundTrips, 95).toFixed(2)} ms`);
    const heapMb = await workerHeapMb(context, page).catch((error: unknown) => {
      console.error(`${size}: the worker's heap could not be read:`, error);
      return Number.NaN;
    });
    return {
      records: size,
      data: loading,
      'first visit → search results ms': firstVisitMs,
      'repeat visit → search results ms (median of 3)': repeatVisitMs,
      'results after last keystroke, max ms (includes 300 ms debounce)': Math.max(...typed),
      'longest main-thread task while typing ms': Math.round(Math.max(0, ...longTasks)),
      'long tasks while typing': longTasks.length,
      'worker round trip p50 ms': +percentile(roundTrips, 50).toFixed(2),
      'worker round trip p95 ms': +percentile(roundTrips, 95).toFixed(2),
      'worker heap MB': heapMb,
      'worker heap B/record': Math.round((heapMb * 1_048_576) / size),
    };
  } finally {
    await context.close();
    if (!kept) rmSync(profile, { recursive: true, force: true });
  }
}

const server = await serveBuiltApp(PORT);
const rows: Record<string, number | string>[] = [];
try {
  for (const size of SIZES) rows.push(await measure(size, server.url));
} finally {
  await server.stop();
}
console.log('\nSearch in Chromium');
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/search-browser.json',
  JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
);
