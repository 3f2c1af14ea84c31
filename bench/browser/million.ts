/**
 * The million-record benchmark (`npm run bench -- --only million`): a backup of 1,000,000
 * generated signals (~560 MB, past V8's longest string) imported through the Backup/Restore popup
 * of the built app in headless Chromium, then exported again; the floor, one Dexie `bulkPut` in
 * one transaction in a worker, measured in the same run on the same records. Printed and written
 * to bench/results/million.json: import time and records/s against the floor, the app worker's
 * peak JS heap during the import and during the export (DevTools protocol, on the worker's own
 * target), export time, the longest main-thread task during each.
 *
 * Then, with the million signals in IndexedDB, later visits: first rows of /signals in each sort
 * and with a filter (navigation start → first row in the viewport painted, median of 3) and the longest
 * main-thread task by then, and the time from opening the app to the first search results.
 * Search's own figures at a million (worker round trips, heap, typing) are search-startup.ts's.
 *
 * Environment: BENCH_MILLION_RECORDS (default 1000000), BENCH_PORT (default 4403),
 * BENCH_MILLION_FILE (a backup to reuse; its `.lines` twin must sit beside it).
 */
import { once } from 'node:events';
import { createWriteStream, existsSync, statSync } from 'node:fs';

import type { BrowserContext } from '@playwright/test';
import type { Page } from '@playwright/test';

import { generateRecords } from '../data/generate';
import {
  firstSignalRowAfter,
  importThroughUi,
  installFirstSignalRowProbe,
  launchOnDisk,
  prepareContext,
  printLongTasks,
  serveBuiltApp,
  takeLongTasks,
  waitForSearchSnapshots,
  writeResults,
} from './harness';
import { rawWriteMs } from './raw-write';
import { sampleWorkerHeap } from './worker-heap';

const RECORDS = Number(process.env.BENCH_MILLION_RECORDS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 4403);
const FILE = process.env.BENCH_MILLION_FILE ?? `/tmp/alphascout-bench-million-${RECORDS}.json`;
const LINES = FILE.replace(/\.json$/, '.lines');
const WORKER_SCRIPT = 'app.worker';
const REPEATS = 3;
/** The list visits measured: the default order, each sort, a filter through an index, two filters. */
const LIST_VISITS = [
  ['highest score', ''],
  ['newest', '?sort=newest'],
  ['NFT', '?type=NFT'],
  ['NFT, newest', '?type=NFT&sort=newest'],
] as const;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A visit to `url`: ms from navigation start until its first signal row is painted, and the longest main-thread task by then. */
async function visitSignals(
  page: Page,
  url: string,
): Promise<{ firstRowsMs: number; longestTaskMs: number }> {
  const firstRowsMs = Math.round(
    await firstSignalRowAfter(page, () => page.goto(url, { waitUntil: 'commit' })),
  );
  return { firstRowsMs, longestTaskMs: Math.round(Math.max(0, ...(await takeLongTasks(page)))) };
}

/** Opens the app and searches at once: ms from navigation start until the first result shows. */
async function visitAndSearch(
  page: Page,
  url: string,
  query: string,
): Promise<{ resultsMs: number; longestTaskMs: number }> {
  await page.goto(url);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search AlphaScout' }).fill(query);
  await page.getByRole('option').first().waitFor({ timeout: 600_000 });
  const resultsMs = Math.round(await page.evaluate(() => performance.now()));
  return { resultsMs, longestTaskMs: Math.round(Math.max(0, ...(await takeLongTasks(page)))) };
}

/**
 * The backup (as `npm run gen -- --signals N` writes it) and the same records as lines for the
 * floor's worker, which cannot `JSON.parse` a file this size in one piece either.
 */
async function writeBackup(): Promise<void> {
  const backup = createWriteStream(FILE);
  const lines = createWriteStream(LINES);
  const write = async (stream: typeof backup, text: string): Promise<void> => {
    if (!stream.write(text)) await once(stream, 'drain');
  };
  const records = generateRecords('signals', RECORDS, 1);
  await write(backup, '{\n"signals": [');
  for (let i = 0; i < records.length; i += 2_000) {
    const chunk = records.slice(i, i + 2_000).map((record) => JSON.stringify(record));
    await write(backup, `${i === 0 ? '' : ','}${chunk.join(',')}`);
    await write(lines, `${chunk.map((json) => `signals\t${json}`).join('\n')}\n`);
  }
  await write(backup, ']\n}\n');
  for (const stream of [backup, lines]) {
    stream.end();
    await once(stream, 'finish');
  }
}

if (!existsSync(FILE) || !existsSync(LINES)) {
  console.log(`Generating ${RECORDS.toLocaleString('en')} signals into ${FILE} …`);
  await writeBackup();
}
const fileMb = Math.round(statSync(FILE).size / 1_048_576);
console.log(`${FILE}: ${fileMb} MB`);

const server = await serveBuiltApp(PORT);
const figures: Record<string, number> = {};
const opened: BrowserContext[] = [];
const onDisk = async (options: Parameters<typeof launchOnDisk>[0]): Promise<BrowserContext> => {
  const context = await launchOnDisk(options);
  opened.push(context);
  return context;
};
try {
  const context = await onDisk({ acceptDownloads: true, serviceWorkers: 'block' });
  await prepareContext(context);
  await installFirstSignalRowProbe(context);
  const page = await context.newPage();
  printLongTasks(page, 'million');
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
  const importHeap = await sampleWorkerHeap(await context.newCDPSession(page), WORKER_SCRIPT);
  figures['worker heap before import MB'] = importHeap.takePeakMb();
  const { ms: importMs, longTasks: importTasks } = await importThroughUi(page, FILE, 3_600_000);
  figures['import s'] = +(importMs / 1000).toFixed(1);
  figures['import rec/s'] = Math.round(RECORDS / (importMs / 1000));
  figures['worker heap peak during import MB'] = importHeap.takePeakMb();
  figures['import longest task ms'] = Math.round(Math.max(0, ...importTasks));
  await importHeap.stop();

  // After the import's reload the worker indexes the million records from the table and
  // snapshots the index: its own figure, apart from the export's.
  await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
  const indexStart = Date.now();
  const indexHeap = await sampleWorkerHeap(await context.newCDPSession(page), WORKER_SCRIPT);
  await waitForSearchSnapshots(page, 3_600_000);
  figures['search index rebuilt and snapshotted after import s'] = Math.round(
    (Date.now() - indexStart) / 1000,
  );
  figures['worker heap peak while indexing after import MB'] = indexHeap.takePeakMb();
  // The reloaded page's own start-up counts here, with the indexing that follows it.
  figures['indexing longest task ms'] = Math.round(Math.max(0, ...(await takeLongTasks(page))));
  await indexHeap.stop();

  // The export on a settled app: the worker holds the search index it loaded (the baseline
  // figure, read just before), and anything above it is the export's.
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
  const exportHeap = await sampleWorkerHeap(await context.newCDPSession(page), WORKER_SCRIPT);
  await page.waitForTimeout(15_000);
  figures['worker heap before export (index loaded) MB'] = exportHeap.takePeakMb();
  await takeLongTasks(page);
  const exportStart = Date.now();
  const download = page.waitForEvent('download', { timeout: 3_600_000 });
  await page.getByRole('button', { name: 'Export All Data' }).click();
  const exported = await download;
  figures['export s'] = +((Date.now() - exportStart) / 1000).toFixed(1);
  figures['worker heap peak during export MB'] = exportHeap.takePeakMb();
  figures['export longest task ms'] = Math.round(Math.max(0, ...(await takeLongTasks(page))));
  await exportHeap.stop();
  const exportedPath = await exported.path();
  figures['export file MB'] = Math.round(statSync(exportedPath).size / 1_048_576);

  // Lists and search at a million, on later visits, the browser done with the big write.
  await page.goto(server.url);
  await waitForSearchSnapshots(page, 3_600_000);
  await page.waitForTimeout(20_000);
  for (const [name, search] of LIST_VISITS) {
    const runs = [];
    for (let i = 0; i < REPEATS; i++)
      runs.push(await visitSignals(page, `${server.url}/signals${search}`));
    figures[`/signals${search} first rows ms`] = median(runs.map((run) => run.firstRowsMs));
    figures[`/signals${search} longest task ms`] = Math.max(
      ...runs.map((run) => run.longestTaskMs),
    );
    console.log(`${name}: first rows ${runs.map((run) => run.firstRowsMs).join(', ')} ms`);
  }
  const searches = [];
  for (let i = 0; i < REPEATS; i++) searches.push(await visitAndSearch(page, server.url, 'zephyr'));
  figures['repeat visit → search results ms'] = median(searches.map((run) => run.resultsMs));
  figures['search longest task ms'] = Math.max(...searches.map((run) => run.longestTaskMs));

  await context.close();

  // The floor: the same records, one Dexie bulkPut in one transaction, in a worker of a fresh
  // context without the app's CSP (the writer is a blob: worker), on a copy of the app's schema.
  const floorContext = await onDisk({ bypassCSP: true, serviceWorkers: 'block' });
  const floorPage = await floorContext.newPage();
  await floorPage.goto(server.url);
  await floorPage.getByRole('heading', { name: 'Top signals by score' }).waitFor();
  const floorMs = await rawWriteMs(floorPage, LINES, 'dexie-bulkput');
  await floorContext.close();
  figures['Dexie bulkPut s'] = +(floorMs / 1000).toFixed(1);
  figures['Dexie bulkPut rec/s'] = Math.round(RECORDS / (floorMs / 1000));
  figures['import/bulkPut %'] = Math.round((floorMs / importMs) * 100);
} finally {
  await server.stop();
  for (const context of opened) await context.close();
}

console.log(`\nA million records: ${RECORDS.toLocaleString('en')} signals, ${fileMb} MB`);
console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
writeResults('million', {
  date: new Date().toISOString(),
  dist: process.env.DIST_DIR ?? 'dist',
  records: RECORDS,
  fileMb,
  figures,
});
