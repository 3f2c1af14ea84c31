/**
 * Start-up benchmark: repeat visits to /signals on one imported profile (100k signals and 20k of
 * each other content collection, the whole-app benchmark's data), with builds compared in the
 * same run on the same origin and data. For each visit:
 *
 * - first rows: navigation start → a signal row painted, measured like bench/browser/app.ts (row
 *   in view, then the next animation frame and a task), and the longest main-thread task by then;
 * - where the time went: the navigation's own timings (response end, DOM interactive) and the
 *   app's start-up marks (src/lib/startup-marks.ts: entry, database open, screen ready, first
 *   rows committed), where the build has them.
 *
 * Builds run in blocks, alternating (A, B, A, B…, BENCH_STARTUP_ROUNDS rounds): each block starts
 * with one visit that is not counted (a build's first visit compiles its scripts anew), then
 * BENCH_STARTUP_VISITS visits.
 *
 *   node --import tsx bench/browser/startup.ts                      this checkout's dist/
 *   BENCH_STARTUP_BUILDS=before=/tmp/dist-old,now=dist node --import tsx bench/browser/startup.ts
 *   BENCH_PROFILE=/tmp/startup-profile …                             keep the imported profile for later runs
 *
 * A kept profile's data belongs to the origin it was imported on (BENCH_STARTUP_PORT, default
 * 4404): the benchmark counts the signals there before its visits and imports when they are not
 * all there.
 *
 * Results: bench/results/startup.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { DB_NAME } from '../../src/db/storage/keys';
import { CONTENT_COLLECTIONS } from '../../src/schemas/registry';
import {
  firstSignalRowAfter,
  importThroughUi,
  installFirstSignalRowProbe,
  launchOnDisk,
  prepareContext,
  serveBuiltApp,
  waitForSearchSnapshots,
  writeResults,
} from './harness';

const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 4404);
const VISITS = Number(process.env.BENCH_STARTUP_VISITS ?? 6);
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 2);
const SIGNALS = 100_000;
const OTHERS = 20_000;
const FILE = `/tmp/alphascout-bench-app-${SIGNALS}-${OTHERS}.json`;
const BUILDS = (process.env.BENCH_STARTUP_BUILDS ?? `now=${process.env.DIST_DIR ?? 'dist'}`)
  .split(',')
  .map((entry) => {
    const [label = '', dir = ''] = entry.split('=');
    return { label, dir };
  });
const keptProfile = process.env.BENCH_PROFILE;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
const log = (message: string): void =>
  console.log(`[startup bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The navigation's and the app's marks, ms since navigation start (NaN where a build has none). */
const PHASES = [
  'responseEnd',
  'domInteractive',
  'alphascout:entry',
  'alphascout:database-open',
  'alphascout:screen-ready',
  'alphascout:first-rows',
] as const;
type Phase = (typeof PHASES)[number];

interface Visit {
  firstRows: number;
  longestTask: number;
  phases: Record<Phase, number>;
}

async function visit(page: Page, url: string): Promise<Visit> {
  await page.goto('about:blank');
  await page.waitForTimeout(1_000);
  const firstRows = await firstSignalRowAfter(
    page,
    () => page.goto(`${url}/signals`, { waitUntil: 'commit' }),
    60_000,
  );
  const result = await page.evaluate((phases) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const at = (phase: string): number =>
      phase === 'responseEnd' || phase === 'domInteractive'
        ? (navigation?.[phase] ?? NaN)
        : (performance.getEntriesByName(phase)[0]?.startTime ?? NaN);
    return {
      longestTask: Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
      phases: Object.fromEntries(phases.map((phase) => [phase, at(phase)])) as Record<
        Phase,
        number
      >,
    };
  }, PHASES);
  await page.waitForTimeout(1_500);
  return { firstRows, ...result };
}

/** How many signals this origin's database holds (read directly, not through the app; 0 if it has none). */
async function storedSignals(page: Page): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        // No database yet: abort the creation rather than leave an empty one for the app to find.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError'
            ? resolve(0)
            : reject(open.error ?? new Error('the database could not be opened'));
        open.onsuccess = () => {
          const database = open.result;
          const settle = (settleWith: () => void): void => {
            database.close();
            settleWith();
          };
          if (!database.objectStoreNames.contains('signals')) {
            settle(() => resolve(0));
            return;
          }
          const count = database.transaction('signals').objectStore('signals').count();
          count.onsuccess = () => settle(() => resolve(count.result));
          count.onerror = () =>
            settle(() => reject(count.error ?? new Error('the signals could not be counted')));
        };
      }),
    DB_NAME,
  );
}

if (!existsSync(FILE)) {
  const others = CONTENT_COLLECTIONS.filter((c) => c !== 'signals').flatMap((c) => [
    `--${c}`,
    String(OTHERS),
  ]);
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/gen.ts',
      '--signals',
      String(SIGNALS),
      ...others,
      '--seed',
      '7',
      '--out',
      FILE,
    ],
    { stdio: 'ignore' },
  );
}
const context = await launchOnDisk(
  { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' },
  keptProfile,
);
const visits = new Map<string, Visit[]>(BUILDS.map(({ label }) => [label, []]));
try {
  await prepareContext(context);
  await installFirstSignalRowProbe(context);
  const page = await context.newPage();
  // The data is looked for where the visits will be made, this origin's database: a kept profile
  // imported on another port holds its records under that origin, and this one only the seeds.
  const first = BUILDS[0];
  if (!first) throw new Error('BENCH_STARTUP_BUILDS names no build');
  const server = await serveBuiltApp(PORT, first.dir);
  try {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
    if ((await storedSignals(page)) !== SIGNALS) {
      log(`importing ${FILE}`);
      const { ms } = await importThroughUi(page, FILE, 900_000);
      log(`imported in ${(ms / 1000).toFixed(1)} s; waiting for the search index`);
      await waitForSearchSnapshots(page);
      await page.waitForTimeout(10_000);
    }
    const stored = await storedSignals(page);
    if (stored !== SIGNALS)
      throw new Error(
        `${server.url} holds ${stored} signals, not ${SIGNALS}: the visits would not measure the data they name`,
      );
  } finally {
    await server.stop();
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, dir } of BUILDS) {
      const server = await serveBuiltApp(PORT, dir);
      try {
        await visit(page, server.url); // not counted: a build's first visit compiles its scripts anew
        for (let i = 0; i < VISITS; i++) {
          const result = await visit(page, server.url);
          visits.get(label)?.push(result);
          log(
            `${label} round ${round + 1} visit ${i + 1}: first rows ${result.firstRows.toFixed(0)} ms, longest task ${result.longestTask.toFixed(0)} ms`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await context.close();
}

const summary = Object.fromEntries(
  [...visits].map(([label, runs]) => [
    label,
    {
      visits: runs.length,
      firstRowsMs: Math.round(median(runs.map((run) => run.firstRows))),
      longestTaskMs: Math.round(Math.max(0, ...runs.map((run) => run.longestTask))),
      phasesMs: Object.fromEntries(
        PHASES.map((phase) => [phase, Math.round(median(runs.map((run) => run.phases[phase])))]),
      ),
      firstRowsRuns: runs.map((run) => Math.round(run.firstRows)),
    },
  ]),
);
console.log(
  `\nRepeat visits to /signals at ${SIGNALS + OTHERS * (CONTENT_COLLECTIONS.length - 1)} records (medians)`,
);
console.table(
  Object.fromEntries(
    Object.entries(summary).map(([label, s]) => [
      label,
      { 'first rows ms': s.firstRowsMs, 'longest task ms': s.longestTaskMs, ...s.phasesMs },
    ]),
  ),
);
writeResults('startup', {
  date: new Date().toISOString(),
  load: execFileSync('uptime', { encoding: 'utf8' }).trim(),
  builds: BUILDS,
  visitsPerBlock: VISITS,
  rounds: ROUNDS,
  summary,
});
