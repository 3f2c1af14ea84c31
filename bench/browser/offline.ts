/**
 * Repeat visits with and without the service worker (issue 16): navigation start → first /signals
 * row painted, the data already in IndexedDB and the app already fetched once. "With" is a browser
 * context whose pages the service worker controls (every script, style and index.html from its
 * precache, no request to the host at all); "without" blocks service workers, so the same visit
 * revalidates index.html with the host and takes scripts from the HTTP cache, as before.
 *
 * Both contexts run in the same browser against the same server, visits alternating between them,
 * BENCH_OFFLINE_REPEATS (default 3) each; medians are compared as a ratio (without ÷ with: above 1
 * means the service worker is faster). "Painted" as everywhere (harness.ts, installFirstSignalRowProbe):
 * the row is in the viewport, then the next animation frame and one task. Results: bench/results/offline.json.
 *
 *   npm run build && node --import tsx bench/browser/offline.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';

import type { BrowserContext } from '@playwright/test';

import {
  firstSignalRowAfter,
  installFirstSignalRowProbe,
  launchChromium,
  serveBuiltApp,
} from './harness';

const REPEATS = Number(process.env.BENCH_OFFLINE_REPEATS ?? 3);
interface Visit {
  firstRowMs: number;
  /** When index.html had arrived, and the last script (ms since navigation start). */
  documentMs: number;
  scriptsMs: number;
  hostRequests: number;
  controlled: boolean;
}

/** A fresh tab in `context` opens /signals; returns ms to first rows and how many responses did not come from the service worker. */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  let hostRequests = 0;
  page.on('response', (response) => {
    if (response.url().startsWith(url) && !response.fromServiceWorker()) hostRequests += 1;
  });
  const firstRowMs = await firstSignalRowAfter(
    page,
    () => page.goto(`${url}/signals`, { waitUntil: 'commit' }),
    60_000,
  );
  const { controlled, documentMs, scriptsMs } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' ||
          entry.name.endsWith('.js'),
      );
    return {
      controlled: navigator.serviceWorker.controller !== null,
      documentMs: Math.round(navigation?.responseEnd ?? Number.NaN),
      scriptsMs: Math.round(
        Math.max(0, ...scripts.map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
      ),
    };
  });
  await page.close();
  return { firstRowMs: Math.round(firstRowMs), documentMs, scriptsMs, hostRequests, controlled };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const server = await serveBuiltApp(Number(process.env.BENCH_OFFLINE_PORT ?? 4403));
const browser = await launchChromium();
try {
  const withWorker = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
  const withoutWorker = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  for (const context of [withWorker, withoutWorker]) await installFirstSignalRowProbe(context);

  // First visits: seed the database, fill the HTTP cache, install the service worker.
  for (const context of [withWorker, withoutWorker]) await visit(context, server.url);
  const installer = await withWorker.newPage();
  await installer.goto(`${server.url}/signals`);
  await installer.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await installer.close();

  const runs: Record<'withServiceWorker' | 'withoutServiceWorker', Visit[]> = {
    withServiceWorker: [],
    withoutServiceWorker: [],
  };
  for (let round = 0; round < REPEATS; round++) {
    runs.withServiceWorker.push(await visit(withWorker, server.url));
    runs.withoutServiceWorker.push(await visit(withoutWorker, server.url));
  }
  if (!runs.withServiceWorker.every((run) => run.controlled))
    throw new Error('a visit with the service worker was not controlled by it');
  if (runs.withoutServiceWorker.some((run) => run.controlled))
    throw new Error('a visit without the service worker was controlled by one');

  const withMs = median(runs.withServiceWorker.map((run) => run.firstRowMs));
  const withoutMs = median(runs.withoutServiceWorker.map((run) => run.firstRowMs));
  const result = {
    date: new Date().toISOString(),
    repeats: REPEATS,
    'first rows with service worker ms': withMs,
    'first rows without service worker ms': withoutMs,
    'without ÷ with': Number((withoutMs / withMs).toFixed(2)),
    runs,
  };
  console.table({
    'with service worker': {
      'median ms': withMs,
      runs: runs.withServiceWorker.map((run) => run.firstRowMs).join(' / '),
      'responses not from the service worker': median(
        runs.withServiceWorker.map((run) => run.hostRequests),
      ),
      'index.html ms': median(runs.withServiceWorker.map((run) => run.documentMs)),
      'last script ms': median(runs.withServiceWorker.map((run) => run.scriptsMs)),
    },
    'without (HTTP cache)': {
      'median ms': withoutMs,
      runs: runs.withoutServiceWorker.map((run) => run.firstRowMs).join(' / '),
      'responses not from the service worker': median(
        runs.withoutServiceWorker.map((run) => run.hostRequests),
      ),
      'index.html ms': median(runs.withoutServiceWorker.map((run) => run.documentMs)),
      'last script ms': median(runs.withoutServiceWorker.map((run) => run.scriptsMs)),
    },
  });
  console.log(
    `Repeat visit, first rows on /signals: without ÷ with the service worker = ${result['without ÷ with']}× (above 1: the service worker is faster)`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/offline.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  await server.stop();
}
