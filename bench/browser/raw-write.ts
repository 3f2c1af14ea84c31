/**
 * The floors for import: the same records written in one transaction, in a worker, into a
 * database with exactly the app's stores and indexes (copied from the live `alphascout`
 * database), either as the issue defines the floor, one Dexie `bulkPut` per collection
 * (`dexie-bulkput`), or as plain IndexedDB puts issued at once (`put-loop`, the stricter one).
 * The worker fetches the backup file and parses it before the clock starts. Returns the write
 * time in milliseconds. A file past V8's longest string (a million records) cannot be one
 * `JSON.parse`: give its records as lines instead (`collection<TAB>record JSON`, see
 * bench/browser/million.ts), which the `dexie-bulkput` worker reads line by line.
 *
 * The file comes from a small HTTP server of its own (CORS open), not from Playwright's
 * `route.fulfill`: that sends the body through the DevTools pipe, which Chromium closes past
 * 100 MB (a 300k-record backup is ~220 MB), taking the whole browser connection with it.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

import type { Page } from '@playwright/test';

export type RawWriter = 'put-loop' | 'dexie-bulkput';

/** Dexie's own ES module build, for the `dexie-bulkput` worker. */
const DEXIE_MODULE = createRequire(import.meta.url).resolve('dexie/dist/dexie.mjs');

export async function rawWriteMs(page: Page, filePath: string, writer: RawWriter): Promise<number> {
  const server = createServer((request, response) => {
    const [path, type] =
      request.url === '/dexie.mjs'
        ? [DEXIE_MODULE, 'text/javascript']
        : [filePath, 'application/json'];
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Length': statSync(path).size,
      'Access-Control-Allow-Origin': '*',
    });
    createReadStream(path).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await writeFrom(page, {
      url: `${base}/backup.${filePath.endsWith('.lines') ? 'lines' : 'json'}`,
      dexieUrl: `${base}/dexie.mjs`,
      writer,
    });
  } finally {
    server.close();
  }
}

function writeFrom(
  page: Page,
  job: { url: string; dexieUrl: string; writer: RawWriter },
): Promise<number> {
  return page.evaluate(async ({ url, dexieUrl, writer }) => {
    const schema = await new Promise<
      {
        name: string;
        keyPath: string;
        indexes: {
          name: string;
          keyPath: string | string[];
          unique: boolean;
          multiEntry: boolean;
        }[];
      }[]
    >((resolve, reject) => {
      const open = indexedDB.open('alphascout');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction(Array.from(db.objectStoreNames));
        resolve(
          Array.from(db.objectStoreNames).map((name) => {
            const store = tx.objectStore(name);
            return {
              name,
              keyPath: store.keyPath as string,
              indexes: Array.from(store.indexNames).map((indexName) => {
                const index = store.index(indexName);
                return {
                  name: indexName,
                  keyPath: index.keyPath,
                  unique: index.unique,
                  multiEntry: index.multiEntry,
                };
              }),
            };
          }),
        );
        db.close();
      };
    });
    const putLoop = `
      onmessage = async ({ data: { schema, url } }) => {
        const records = await (await fetch(url)).json();
        const name = 'bench-raw-' + Math.random();
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => {
          for (const store of schema) {
            const created = open.result.createObjectStore(store.name, { keyPath: store.keyPath });
            for (const index of store.indexes) created.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
          }
        };
        open.onsuccess = () => {
          const db = open.result;
          const names = Object.keys(records);
          const start = performance.now();
          const tx = db.transaction(names, 'readwrite', { durability: 'strict' });
          // Each put clones its record at once: drop each collection's objects once queued, so a
          // 300k-record backup does not hold every parsed object and every clone at the peak.
          for (const store of names) {
            const objectStore = tx.objectStore(store);
            for (const record of records[store]) objectStore.put(record);
            records[store] = null;
          }
          tx.oncomplete = () => { const ms = performance.now() - start; db.close(); indexedDB.deleteDatabase(name); postMessage(ms); };
          tx.onerror = () => postMessage(-1);
        };
      };`;
    // Dexie's schema syntax from the live stores: &unique, *multiEntry, [compound+index].
    const dexieBulkPut = `
      import Dexie from '${dexieUrl}';
      const spec = (index) => (index.unique ? '&' : '') + (index.multiEntry ? '*' : '') + (Array.isArray(index.keyPath) ? '[' + index.keyPath.join('+') + ']' : index.keyPath);
      const readLines = async (response) => {
        const records = {};
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let rest = '';
        const take = (line) => {
          const tab = line.indexOf('\\t');
          if (tab < 0) return;
          const name = line.slice(0, tab);
          (records[name] ??= []).push(JSON.parse(line.slice(tab + 1)));
        };
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const lines = (rest + value).split('\\n');
          rest = lines.pop();
          lines.forEach(take);
        }
        take(rest);
        return records;
      };
      onmessage = async ({ data: { schema, url } }) => {
        try {
          const response = await fetch(url);
          const records = url.endsWith('.lines') ? await readLines(response) : await response.json();
          const db = new Dexie('bench-raw-' + Math.random(), { chromeTransactionDurability: 'strict' });
          db.version(1).stores(Object.fromEntries(schema.map((store) => [store.name, [store.keyPath, ...store.indexes.map(spec)].join(', ')])));
          await db.open();
          const names = Object.keys(records);
          const start = performance.now();
          await db.transaction('rw', names, async () => {
            for (const name of names) await db.table(name).bulkPut(records[name]);
          });
          const ms = performance.now() - start;
          await db.delete();
          postMessage(ms);
        } catch (error) {
          postMessage(-1);
        }
      };`;
    const code = writer === 'put-loop' ? putLoop : dexieBulkPut;
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), {
      type: writer === 'put-loop' ? 'classic' : 'module',
    });
    const ms = await new Promise<number>((resolve) => {
      worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
      worker.postMessage({ schema, url });
    });
    worker.terminate();
    if (ms < 0) throw new Error(`the raw write (${writer}) failed`);
    return ms;
  }, job);
}
