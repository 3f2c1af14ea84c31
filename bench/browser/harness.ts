/**
 * Shared pieces of the browser benchmarks: Debian's Chromium (or CHROMIUM_PATH) with the
 * project's flags, the built app served as `npm start` serves it, a signed-in session, and a
 * long-task recorder installed before the app's own scripts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import {
  type Browser,
  type BrowserContext,
  chromium,
  type ConsoleMessage,
  type Frame,
  type Page,
} from '@playwright/test';

import { CONTENT_COLLECTIONS } from '../../src/schemas/registry';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const executablePath = (): { executablePath?: string } => {
  const path =
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return path ? { executablePath: path } : {};
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...executablePath(), args: CHROMIUM_FLAGS });
}

type OnDiskOptions = Parameters<typeof chromium.launchPersistentContext>[1];

/**
 * A browser context that keeps its storage on disk, in a fresh profile of its own, as a visitor's
 * browser does; closing it removes the profile (with `keptProfile`, that folder is used and kept,
 * for a benchmark that reuses an imported profile across runs). Playwright's default context is
 * off the record: its IndexedDB lives in memory, which in Debian's Chromium writes a big
 * transaction at a few hundred records a second (tests/e2e/support/on-disk.ts measured it), so an
 * import benchmarked there measures that backend, not the app.
 */
export async function launchOnDisk(
  options: OnDiskOptions = {},
  keptProfile?: string,
): Promise<BrowserContext> {
  const profile = keptProfile ?? mkdtempSync(join(tmpdir(), 'alphascout-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...executablePath(),
    args: CHROMIUM_FLAGS,
    ...options,
  });
  if (keptProfile) return context;
  // Chromium may still be writing to the profile as the close event fires: retried, and a
  // profile left behind in the temp folder is worth a warning, not a failed benchmark.
  context.on('close', () => {
    rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
      (error: unknown) => console.warn(`Left ${profile} behind:`, error),
    );
  });
  return context;
}

/**
 * Writes a benchmark's results to bench/results/<name>.json, or where BENCH_RESULTS_DIR says
 * (bench/run.mjs's --against runs the same benchmark on an older build and keeps both).
 */
export function writeResults(name: string, data: unknown): void {
  const path = join(process.env.BENCH_RESULTS_DIR ?? 'bench/results', `${name}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Serves a build (`distDir`, default DIST_DIR or dist/) as `npm start` does. `stop` resolves once
 * the server has exited, so the port is free for the next build's server.
 */
export async function serveBuiltApp(
  port: number,
  distDir = process.env.DIST_DIR ?? 'dist',
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`Build the app first: no ${distDir}/index.html (npm run build)`);
  const server: ChildProcess = spawn('node', ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = (): Promise<void> => {
    server.kill();
    return exited;
  };
  // Ready when this server says it listens, not when the port answers: a server left on the port
  // would answer, and its build would be measured in place of this one.
  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 5_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is being served')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    server.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (listening) return { url, stop };
  await stop();
  throw new Error(`The app server for ${distDir} did not start on ${url} (is the port taken?)`);
}

/**
 * Every browser benchmark's context: signed in, long tasks recorded, and a no-op `__name` for page
 * code (tsx, through esbuild's keepNames, wraps named inner functions in `__name(…)`).
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await signIn(context);
  await recordLongTasks(context);
}

const LONG_TASK = 'alphascout-bench: long task ';

/** A long task as recordLongTasks reports it on the console, or null for any other message. */
function reportedLongTask(
  text: string,
): { duration: number; sinceNavigation: number; path: string } | null {
  if (!text.startsWith(LONG_TASK)) return null;
  const [, duration = NaN, sinceNavigation = NaN, path = ''] = text
    .slice(LONG_TASK.length)
    .split(' ');
  return { duration: Number(duration), sinceNavigation: Number(sinceNavigation), path };
}

/**
 * Records every main-thread long task (> 50 ms) in `window.__longTasks`, and reports each on the
 * console with its wall-clock start, so a caller can still count the tasks of a document that has
 * since been replaced (an import ends in a reload, see importThroughUi).
 */
async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    const tasks: number[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push(entry.duration);
        console.debug(
          `${prefix}${performance.timeOrigin + entry.startTime} ${entry.duration} ${entry.startTime} ${location.pathname}`,
        );
      }
    }).observe({ type: 'longtask', buffered: true });
  }, LONG_TASK);
}

/**
 * Prints every long task the pages of `page`'s context report from now on, with the document's
 * path and the task's start in ms since that document's navigation: which start-up or step a
 * task belongs to, in a long benchmark. Returns a function that stops it.
 */
export function printLongTasks(page: Page, label: string): () => void {
  const onConsole = (message: ConsoleMessage): void => {
    const task = reportedLongTask(message.text());
    if (task)
      console.log(
        `[${label} ${new Date().toISOString().slice(11, 19)}] long task ${Math.round(task.duration)} ms on ${task.path}, ${Math.round(task.sinceNavigation)} ms after its navigation`,
      );
  };
  page.on('console', onConsole);
  return () => page.off('console', onConsole);
}

/**
 * Collects the long tasks every document of `page` reports on the console from now on, across
 * navigations (each new document's own list starts empty); `stop` returns their durations.
 */
export function collectLongTasks(page: Page): { stop: () => number[] } {
  const durations: number[] = [];
  const onConsole = (message: ConsoleMessage): void => {
    const task = reportedLongTask(message.text());
    if (task) durations.push(task.duration);
  };
  page.on('console', onConsole);
  return {
    stop: () => {
      page.off('console', onConsole);
      return durations;
    },
  };
}

export async function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
    return tasks.splice(0, tasks.length);
  });
}

/** A signed-in session, stored the way the app stores it (obfuscated). */
export async function signIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('alphascout:session')) return;
    const key = new TextEncoder().encode('AlphaScout/local-obfuscation/not-a-secret');
    const session = { id: 'bench-user', email: 'bench@example.org', username: 'bench' };
    const bytes = new TextEncoder()
      .encode(JSON.stringify(session))
      .map((byte, i) => byte ^ (key[i % key.length] ?? 0));
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    localStorage.setItem('alphascout:session', btoa(binary));
  });
}

const FILE_CHOSEN = 'alphascout-bench: file chosen at ';
const DIALOG_OPEN = 'alphascout-bench: dialog open ';

/**
 * Imports a backup file through the Backup/Restore popup. Returns the import's wall time, from
 * the file input's `change` event (the moment the visitor's choice reaches the page) to the
 * success alert; resolves once the page has reloaded after it. Not from the call to
 * `setInputFiles`: Playwright takes 0.3-0.8 s to hand a file to Chromium, whatever its size,
 * before the page sees anything. Both ends are wall-clock times on this machine.
 *
 * `longTasks` are the main-thread tasks over 50 ms of the importing page from the file's choice
 * to the alert (recordLongTasks must be installed): read from its console reports, because the
 * page's own list goes with it at the reload, and reading that list afterwards gives the reloaded
 * page's start-up instead, as this helper's callers did until 2026-11-25. They are placed on the
 * page's own clock: Node's wall clock drifts from it by tens of ms over a long import. The time
 * the alert stays open is not the page's work: the task that shows it counts as long for as long
 * as the dialog is up (until Playwright has accepted it, a round trip through Node), so that time
 * is taken out of it.
 */
export async function importThroughUi(
  page: Page,
  file: string,
  timeoutMs = 600_000,
): Promise<{ ms: number; longTasks: number[] }> {
  await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
  // No named functions inside: tsx wraps them in a `__name` helper the page does not have.
  await page.evaluate(
    ({ chosenPrefix, dialogPrefix }) => {
      const done = new AbortController();
      document.addEventListener(
        'change',
        (event) => {
          if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'file') return;
          console.log(`${chosenPrefix}${Date.now()} ${performance.now()}`);
          done.abort();
        },
        { capture: true, signal: done.signal },
      );
      const alert = window.alert.bind(window);
      window.alert = (message?: unknown) => {
        const opened = performance.now();
        alert(message);
        console.log(`${dialogPrefix}${opened} ${performance.now()}`);
      };
    },
    { chosenPrefix: FILE_CHOSEN, dialogPrefix: DIALOG_OPEN },
  );
  let chosen = { wall: 0, page: 0 };
  let dialog = { from: Infinity, to: Infinity };
  let finished = 0;
  let left = false;
  const alerts: string[] = [];
  const reported: { start: number; duration: number }[] = [];
  const onConsole = (message: ConsoleMessage): void => {
    const text = message.text();
    if (left) return; // the reloaded page: another clock
    if (text.startsWith(FILE_CHOSEN)) {
      const [wall = 0, since = 0] = text.slice(FILE_CHOSEN.length).split(' ').map(Number);
      chosen = { wall, page: since };
    }
    if (text.startsWith(DIALOG_OPEN)) {
      const [from = Infinity, to = Infinity] = text
        .slice(DIALOG_OPEN.length)
        .split(' ')
        .map(Number);
      dialog = { from, to };
    }
    const task = reportedLongTask(text);
    if (task) reported.push({ start: task.sinceNavigation, duration: task.duration });
  };
  const onNavigated = (frame: Frame): void => {
    if (frame === page.mainFrame()) left = true;
  };
  page.on('console', onConsole);
  page.on('framenavigated', onNavigated);
  page.on('dialog', (shown) => {
    finished = Date.now();
    alerts.push(shown.message());
    void shown.accept();
  });
  try {
    const reloaded = page.waitForEvent('load', { timeout: timeoutMs });
    await page.locator('input[type=file]').setInputFiles(file);
    await reloaded;
  } finally {
    page.off('console', onConsole);
    page.off('framenavigated', onNavigated);
  }
  if (!alerts.some((text) => text.startsWith('Data imported successfully')))
    throw new Error(`Import failed: ${alerts.join(' | ')}`);
  if (!chosen.wall) throw new Error('The page never reported the file input change');
  const longTasks = reported
    .filter((task) => task.start >= chosen.page && task.start <= dialog.from)
    .map(
      (task) =>
        task.duration -
        Math.max(
          0,
          Math.min(task.start + task.duration, dialog.to) - Math.max(task.start, dialog.from),
        ),
    );
  return { ms: finished - chosen.wall, longTasks };
}

/** The console line the first-row probe writes, followed by the time: what `firstSignalRowAfter` waits for. */
const FIRST_ROW_LINE = 'alphascout-bench: first signal row ';

/**
 * Installs in every page of `context`, before the app's scripts, a probe that reports
 * (`firstSignalRowAfter`) when the first /signals row in view has been painted: the row in the
 * DOM and in view, then the next animation frame and a task after it.
 */
export async function installFirstSignalRowProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordFirstSignalRow, FIRST_ROW_LINE);
}

// Sent to the page as source (addInitScript): it may use nothing from this module but its argument.
function recordFirstSignalRow(line: string): void {
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending || location.pathname !== '/signals') return;
    const rect = document
      .querySelector('[role="list"][aria-label="Signals"] [role="listitem"]')
      ?.getBoundingClientRect();
    if (!rect || !(rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)) return;
    pending = true;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => console.debug(`${line}${performance.now()}`)));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Runs `action` and resolves with what `page` then writes on its console after `line` (in a line
 * `accept` takes). The benchmarks' in-page probes report this way rather than being polled for:
 * polling (`waitForFunction`) has Playwright evaluate its ~330 KB injected script on the page's
 * main thread, the first time in each page, in the middle of what is being timed (an 8-26 ms task
 * in start-up traces, while the app waits for IndexedDB).
 */
export async function textReported(
  page: Page,
  line: string,
  action: () => Promise<unknown>,
  timeoutMs: number,
  accept: () => boolean = () => true,
): Promise<string> {
  const [message] = await Promise.all([
    page.waitForEvent('console', {
      predicate: (candidate) => accept() && candidate.text().startsWith(line),
      timeout: timeoutMs,
    }),
    action(),
  ]);
  return message.text().slice(line.length);
}

/** {@link textReported}, for a probe that reports a number (a time in ms). */
export async function numberReported(
  page: Page,
  line: string,
  action: () => Promise<unknown>,
  timeoutMs: number,
  accept?: () => boolean,
): Promise<number> {
  const text = await textReported(page, line, action, timeoutMs, accept);
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`The page wrote "${line}${text}", not a number`);
  return value;
}

/**
 * Runs `navigate` and resolves with when the page it opens painted its first /signals row (ms
 * since its navigation). Lines written before the page's main frame navigated are not its own.
 */
export async function firstSignalRowAfter(
  page: Page,
  navigate: () => Promise<unknown>,
  timeoutMs = 120_000,
): Promise<number> {
  let navigated = false;
  const onNavigated = (frame: Frame): void => {
    if (frame === page.mainFrame()) navigated = true;
  };
  page.on('framenavigated', onNavigated);
  try {
    return await numberReported(page, FIRST_ROW_LINE, navigate, timeoutMs, () => navigated);
  } finally {
    page.off('framenavigated', onNavigated);
  }
}

/** How many searchable collections have a snapshot at their current generation (src/db/search-cache/snapshot.ts). */
function freshSnapshots(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('alphascout-search');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) {
            db.close();
            resolve(0);
            return;
          }
          const tx = db.transaction(['marks', 'snapshots']);
          const marks = tx.objectStore('marks').getAll();
          // One value at a time (tens of MB each at a million records), not all at once.
          const snapshots = tx.objectStore('snapshots').openCursor();
          const generations = new Map<string, string>();
          snapshots.onsuccess = () => {
            const cursor = snapshots.result;
            if (!cursor) return;
            const { collection, generation } = cursor.value as {
              collection: string;
              generation: string;
            };
            generations.set(collection, generation);
            cursor.continue();
          };
          tx.oncomplete = () => {
            db.close();
            resolve(
              (marks.result as { collection: string; generation: string }[]).filter(
                (mark) => generations.get(mark.collection) === mark.generation,
              ).length,
            );
          };
          tx.onabort = () => resolve(0);
        };
      }),
  );
}

/**
 * Resolves once every searchable collection has a snapshot at its current generation. Polled from
 * here, not with `page.waitForFunction`: that takes a returned Promise for a truthy value and
 * resolves at once, which is what an earlier version of this helper did. The reads run in a tab
 * of their own on a static file of the app's origin (same IndexedDB, no app booted), so the
 * snapshot values they deserialise never count as a long task of the page being measured.
 */
export async function waitForSearchSnapshots(page: Page, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const probe = await page.context().newPage();
  try {
    await probe.goto(new URL('/manifest.webmanifest', page.url()).href);
    for (;;) {
      const fresh = await freshSnapshots(probe);
      if (fresh >= CONTENT_COLLECTIONS.length) return;
      if (Date.now() > deadline)
        throw new Error(
          `Search snapshots still stale after ${timeoutMs / 1000} s (${fresh} of ${CONTENT_COLLECTIONS.length} current)`,
        );
      // Every poll reads the snapshots (tens of MB at 1M records): not often.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  } finally {
    await probe.close();
  }
}
