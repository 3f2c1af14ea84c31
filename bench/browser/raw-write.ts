/**
 * The floor for import: the same records written with plain IndexedDB puts in one transaction,
 * in a worker, into a database with exactly the app's stores and indexes (copied from the live
 * `alphascout` database). The worker fetches the backup file and parses it before the clock
 * starts. Returns the write time in milliseconds.
 *
 * The file comes from a small HTTP server of its own (CORS open), not from Playwright's
 * `route.fulfill`: that sends the body through the DevTools pipe, which Chromium closes past
 * 100 MB (a 300k-record backup is ~220 MB), taking the whole browser connection with it.
 */
import type { Page } from '@playwright/test';
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function rawWriteMs(page: Page, filePath: string): Promise<number> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': statSync(filePath).size, 'Access-Control-Allow-Origin': '*' });
    createReadStream(filePath).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fileUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backup.json`;
  try {
    return await writeFrom(page, fileUrl);
  } finally {
    server.close();
  }
}

function writeFrom(page: Page, fileUrl: string): Promise<number> {
  return page.evaluate(async (url) => {
    const schema = await new Promise<{ name: string; keyPath: string; indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[] }[]>(
      (resolve, reject) => {
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
                  return { name: indexName, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
                }),
              };
            }),
          );
          db.close();
        };
      },
    );
    const code = `
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
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    const ms = await new Promise<number>((resolve) => {
      worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
      worker.postMessage({ schema, url: new URL(url, location.href).href });
    });
    worker.terminate();
    if (ms < 0) throw new Error('the raw write failed');
    return ms;
  }, fileUrl);
}
