/**
 * Backup benchmark (the backup issue's targets): in headless Chromium against the built app,
 * importing generated backups of 10k, 100k and 300k records through the UI, and exporting them
 * again; with the longest main-thread task during each, and, in the same run, the throughput of
 * writing the same records in a worker (the floor this machine allows) two ways: one Dexie
 * `bulkPut` per collection in one transaction, the floor as the backup issue defines it, and plain
 * IndexedDB puts issued at once, a stricter one (bench/browser/raw-write.ts).
 *
 * The floors move by 10-20 % from one minute to the next on a shared machine, so each size runs
 * in rounds (BENCH_IMPORT_ROUNDS, default 3), each round an import and an export in a fresh
 * on-disk profile followed by both floors in another; the table gives medians, the JSON every round.
 */
import { writeFileSync } from 'node:fs';

import { CONTENT_COLLECTIONS } from '../../src/schemas/registry';
import { type GeneratedCollection, generateRecords } from '../data/generate';
import {
  importThroughUi,
  launchOnDisk,
  prepareContext,
  serveBuiltApp,
  takeLongTasks,
  writeResults,
} from './harness';
import { rawWriteMs } from './raw-write';

const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '10000,100000,300000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 3);

function backupOf(total: number): Record<string, unknown[]> {
  return Object.fromEntries(
    (CONTENT_COLLECTIONS as readonly GeneratedCollection[]).map((collection) => [
      collection,
      generateRecords(collection, Math.round(total * (collection === 'signals' ? 0.4 : 0.06)), 21),
    ]),
  );
}

interface Round {
  importMs: number;
  importLongestTaskMs: number;
  exportMs: number;
  exportLongestTaskMs: number;
  dexieBulkPutMs: number;
  rawPutMs: number;
}

async function runRound(url: string, file: string): Promise<Round> {
  const context = await launchOnDisk({ acceptDownloads: true, serviceWorkers: 'block' });
  await prepareContext(context);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
  const { ms: importMs, longTasks: importTasks } = await importThroughUi(page, file);

  await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
  await takeLongTasks(page);
  const exportStart = Date.now();
  const download = page.waitForEvent('download', { timeout: 600_000 });
  await page.getByRole('button', { name: 'Export All Data' }).click();
  await download;
  const exportMs = Date.now() - exportStart;
  const exportTasks = await takeLongTasks(page);
  await context.close();

  // The raw writer runs a blob: worker, which the app's own CSP rightly refuses: measure it in
  // a context without the policy, on a fresh copy of the app's schema.
  const rawContext = await launchOnDisk({ bypassCSP: true, serviceWorkers: 'block' });
  const rawPage = await rawContext.newPage();
  await rawPage.goto(url);
  await rawPage.getByRole('heading', { name: 'Top signals by score' }).waitFor();
  const dexieBulkPutMs = await rawWriteMs(rawPage, file, 'dexie-bulkput');
  const rawPutMs = await rawWriteMs(rawPage, file, 'put-loop');
  await rawContext.close();
  return {
    importMs,
    importLongestTaskMs: Math.round(Math.max(0, ...importTasks)),
    exportMs,
    exportLongestTaskMs: Math.round(Math.max(0, ...exportTasks)),
    dexieBulkPutMs: Math.round(dexieBulkPutMs),
    rawPutMs: Math.round(rawPutMs),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const server = await serveBuiltApp(Number(process.env.BENCH_PORT ?? 4401));
const rows: Record<string, number>[] = [];
const rounds: { records: number; rounds: Round[] }[] = [];
try {
  for (const size of SIZES) {
    const data = backupOf(size);
    const records = Object.values(data).reduce((sum, list) => sum + list.length, 0);
    const file = `/tmp/alphascout-bench-import-${size}.json`;
    writeFileSync(file, JSON.stringify(data));

    const done: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      done.push(await runRound(server.url, file));
      console.log(`${records} records, round ${i + 1} of ${ROUNDS}:`, JSON.stringify(done.at(-1)));
    }
    rounds.push({ records, rounds: done });
    const rate = (pick: (round: Round) => number) =>
      Math.round(records / (median(done.map(pick)) / 1000));
    const importRate = rate((round) => round.importMs);
    const dexieRate = rate((round) => round.dexieBulkPutMs);
    const rawRate = rate((round) => round.rawPutMs);
    rows.push({
      records,
      rounds: done.length,
      'import s': +(median(done.map((round) => round.importMs)) / 1000).toFixed(1),
      'import rec/s': importRate,
      'Dexie bulkPut rec/s': dexieRate,
      'import/bulkPut %': Math.round((importRate / dexieRate) * 100),
      'raw put rec/s': rawRate,
      'import/raw %': Math.round((importRate / rawRate) * 100),
      'import longest task ms': Math.max(...done.map((round) => round.importLongestTaskMs)),
      'export s': +(median(done.map((round) => round.exportMs)) / 1000).toFixed(1),
      'export longest task ms': Math.max(...done.map((round) => round.exportLongestTaskMs)),
    });
  }
} finally {
  await server.stop();
}
console.log(
  `\nBackup import and export in Chromium (medians of ${ROUNDS} rounds; longest tasks: the longest in any round)`,
);
console.table(rows);
writeResults('import', {
  date: new Date().toISOString(),
  dist: process.env.DIST_DIR ?? 'dist',
  rows,
  rounds,
});
