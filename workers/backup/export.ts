/**
 * Export in the worker: every collection read in primary-key pages inside one read
 * transaction (a consistent snapshot even while other tabs write), serialised page by page,
 * each page's text handed over at once as a Blob of its own (the browser keeps Blob bytes outside
 * the JS heap, on disk past its memory budget), so a million-record database never becomes one
 * giant string and the worker's heap holds one page at a time. A page's Blob is made of one
 * string per record, not the page joined into one: a joined page is megabytes, which V8 puts in
 * its large-object space, freed only by a full collection, and a million records' worth piled up
 * there to a gigabyte of heap before one came; records' strings die young and cheaply.
 */
import type { IndexableType } from 'dexie';

import type { AlphaScoutDb } from '../../src/db/connection/database';
import { COLLECTION_NAMES } from '../../src/schemas/registry';
import { TRACKING_BACKUP_KEY } from '../../src/schemas/tracking';
import { WALLETS_BACKUP_KEY } from '../../src/schemas/wallet';
import type { ExportProgress } from '../api';

const PAGE = 5_000;

export async function exportBlob(
  db: AlphaScoutDb,
  onProgress?: (progress: ExportProgress) => void,
): Promise<Blob> {
  const tables = COLLECTION_NAMES.map((name) => db.table(name));
  // The tracker and its wallets (every owner's rows, tombstones included, so a merge elsewhere keeps
  // them gone) go last, each under its own key: an import merges them instead of replacing.
  const parts: BlobPart[] = ['{'];
  await db.transaction('r', [...tables, db.tracking, db.wallets], async () => {
    const counts = await Promise.all(tables.map((table) => table.count()));
    const total = counts.reduce((sum, count) => sum + count, 0);
    let done = 0;
    for (const [i, name] of COLLECTION_NAMES.entries()) {
      const table = db.table<{ id: IndexableType }>(name);
      parts.push(`${i === 0 ? '' : ','}\n${JSON.stringify(name)}:[`);
      let last: IndexableType | undefined;
      for (let first = true; ; first = false) {
        const page: { id: IndexableType }[] =
          last === undefined
            ? await table.orderBy(':id').limit(PAGE).toArray()
            : await table.where(':id').above(last).limit(PAGE).toArray();
        if (page.length > 0)
          parts.push(
            new Blob(
              page.map((record, at) => `${first && at === 0 ? '' : ','}${JSON.stringify(record)}`),
            ),
          );
        done += page.length;
        onProgress?.({ done, total }); // fire and forget: never awaited inside the transaction
        if (page.length < PAGE) break;
        last = page[page.length - 1]?.id;
      }
      parts.push(']');
    }
    for (const [key, table] of [
      [TRACKING_BACKUP_KEY, db.tracking],
      [WALLETS_BACKUP_KEY, db.wallets],
    ] as const) {
      const rows: unknown[] = await table.toArray();
      parts.push(
        `,\n${JSON.stringify(key)}:[`,
        new Blob([rows.map((row) => JSON.stringify(row)).join(',')]),
        ']',
      );
    }
  });
  parts.push('\n}\n');
  return new Blob(parts, { type: 'application/json' });
}
