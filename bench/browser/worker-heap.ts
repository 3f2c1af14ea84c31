/**
 * The app worker's JS heap, read through the DevTools protocol on the worker's own target (the
 * backup issue asks for it measured there, not estimated from the page): a browser-level CDP
 * session attaches to the dedicated worker and asks `Runtime.getHeapUsage`, sampled on an interval
 * while something runs, so a benchmark can print the peak.
 */
import type { CDPSession } from '@playwright/test';

interface TargetInfo {
  type: string;
  url: string;
}

export interface HeapSampler {
  /** Largest used heap seen since the last call, in MB; sampling goes on. */
  takePeakMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts sampling the heap of the page's first dedicated worker whose script URL contains
 * `urlPart`, through the page's own DevTools session (`context.newCDPSession(page)`), which works
 * for a persistent, on-disk context too.
 */
export async function sampleWorkerHeap(
  cdp: CDPSession,
  urlPart: string,
  intervalMs = 200,
): Promise<HeapSampler> {
  const attached = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No worker target whose URL contains "${urlPart}" within 10 s`)),
      10_000,
    );
    cdp.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: TargetInfo }) => {
      if (event.targetInfo.type !== 'worker' || !event.targetInfo.url.includes(urlPart)) return;
      clearTimeout(timer);
      resolve(event.sessionId);
    });
  });
  // A non-flattened session: messages for the worker travel inside Target.sendMessageToTarget.
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const sessionId = await attached;
  let nextId = 1;
  const waiting = new Map<number, (result: { usedSize: number }) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const reply = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
    if (reply.id !== undefined && reply.result) waiting.get(reply.id)?.(reply.result);
    if (reply.id !== undefined) waiting.delete(reply.id);
  });
  // A worker that has gone (the page reloaded) never answers: count it as 0 after a while.
  const heapMb = (): Promise<number> =>
    new Promise((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(0);
      }, 2_000);
      waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result.usedSize / 1_048_576);
      });
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }),
        })
        .catch(() => undefined);
    });
  let peak = await heapMb();
  const sampling = { on: true };
  const loop = (async () => {
    while (sampling.on) {
      peak = Math.max(peak, await heapMb());
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    takePeakMb() {
      const value = peak;
      peak = 0;
      return Math.round(value);
    },
    async stop() {
      sampling.on = false;
      await loop.catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}
