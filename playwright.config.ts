import { existsSync } from 'node:fs';

import { chromium, defineConfig } from '@playwright/test';

/** Chromium from CHROMIUM_PATH, else Playwright's own build when installed, else Debian's. */
function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's browsers are not installed; fall through to the system browser.
  }
  return '/usr/bin/chromium';
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Set, not left to Playwright's default (half the cores): the suite is sized for two workers on a
  // two-core machine, here and in CI alike. WORKERS overrides it on a bigger machine.
  workers: Number(process.env.WORKERS ?? 2),
  // One retry, only so that a failure is run again with a trace (see `trace` below); a test that
  // passes on its retry still fails the run, so a flaky test cannot hide behind it.
  retries: 1,
  failOnFlakyTests: true,
  // CI's machine is shared: the same run has taken 12 minutes and 35. These are waits for the
  // screen, not speed checks (those are in `npm run bench`), so they allow a machine 3x slower.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds `npm run test:times`. It is written when the run ends, after Playwright
  // has emptied test-results/ for the run's own output, so it survives.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    // A trace costs every test its recording (`retain-on-failure` records them all and throws
    // away the passes); recorded on the retry of a failure only, a green run pays nothing.
    trace: 'on-first-retry',
    // The built app installs a service worker, which answers requests before `page.route` sees
    // them and keeps pages alive offline. Specs that test it opt in with
    // `test.use({ serviceWorkers: 'allow' })` (offline.spec.ts, update.spec.ts, csp.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: {
      PORT: String(PORT),
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
