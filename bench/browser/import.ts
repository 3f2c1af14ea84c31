/**
 * Backup benchmark (the backup issue's targets): in headless Chromium against the built app,
 * importing generated backups of 10k, 100k and 300k records through the UI, and exporting them
 * again; with the longest main-thread task during each, and, in the same run, the throughput of
 * writing the same records in a worker (the floor this machine allows) two ways: one Dexie
 * `bulkPut` per collection in one transaction, the floor as the backup issue defines it, and plain
 * IndexedDB puts issued at once, a stricter one (bench/browser/raw-write.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { generateRecords, type GeneratedCollection } from '../data/generate';
import { CONTENT_COLLECTIONS } from '../../src/schemas/registry';
import { importThroughUi, launchChromium, recordLongTasks, serveBuiltApp, signIn, takeLongTasks } from './harness';
import { rawWriteMs } from './raw-write';

const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '10000,100000,300000').split(',').map(Number);

function backupOf(total: number): Record<string, unknown[]> {
  return Object.fromEntries(
    (CONTENT_COLLECTIONS as readonly GeneratedCollection[]).map((collection) => [
      collection,
      generateRecords(collection, Math.round(total * (collection === 'signals' ? 0.4 : 0.06)), 21),
    ]),
  );
}

const server = await serveBuiltApp(4401);
const browser = await launchChromium();
const rows: Record<string, number>[] = [];
try {
  for (const size of SIZES) {
    const data = backupOf(size);
    const records = Object.values(data).reduce((sum, list) => sum + list.length, 0);
    const file = `/tmp/alphascout-bench-import-${size}.json`;
    writeFileSync(file, JSON.stringify(data));

    const context = await browser.newContext({ acceptDownloads: true });
    await signIn(context);
    await recordLongTasks(context);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
    await takeLongTasks(page);
    const importMs = await importThroughUi(page, file);
    const importTasks = await takeLongTasks(page);

    await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
    await takeLongTasks(page);
    const exportStart = Date.now();
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.getByRole('button', { name: 'Export All Data' }).click();
    await download;
    const exportMs = Date.now() - exportStart;
    const exportTasks = await takeLongTasks(page);

    // The raw writer runs a blob: worker, which the app's own CSP rightly refuses: measure it in
    // a context without the policy, on a fresh copy of the app's schema.
    const rawContext = await browser.newContext({ bypassCSP: true });
    const rawPage = await rawContext.newPage();
    await rawPage.goto(server.url);
    await rawPage.getByRole('heading', { name: 'Top signals by score' }).waitFor();
    const dexieMs = await rawWriteMs(rawPage, file, 'dexie-bulkput');
    const rawMs = await rawWriteMs(rawPage, file, 'put-loop');
    await rawContext.close();
    const importRate = records / (importMs / 1000);
    const dexieRate = records / (dexieMs / 1000);
    const rawRate = records / (rawMs / 1000);
    rows.push({
      records,
      'import s': +(importMs / 1000).toFixed(1),
      'import rec/s': Math.round(importRate),
      'Dexie bulkPut rec/s': Math.round(dexieRate),
      'import/bulkPut %': Math.round((importRate / dexieRate) * 100),
      'raw put rec/s': Math.round(rawRate),
      'import/raw %': Math.round((importRate / rawRate) * 100),
      'import longest task ms': Math.round(Math.max(0, ...importTasks)),
      'export s': +(exportMs / 1000).toFixed(1),
      'export longest task ms': Math.round(Math.max(0, ...exportTasks)),
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log('\nBackup import and export in Chromium');
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/import.json', JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
