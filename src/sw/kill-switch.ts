/**
 * The kill switch (`VITE_SERVICE_WORKER=off npm run build`): a /sw.js that replaces whatever
 * version a browser has, deletes every cache, and unregisters itself. Open tabs are not reloaded
 * (nothing reloads by itself, and an import may be running); their next navigation goes to the
 * network, and the page of that build registers no service worker.
 */
export function removeServiceWorker(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('install', () => void worker.skipWaiting());
  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const names = await worker.caches.keys();
        await Promise.all(names.map((name) => worker.caches.delete(name)));
        await worker.registration.unregister();
      })(),
    );
  });
}
