/**
 * A test whose browser context keeps its storage on disk, in a profile of its own, as a visitor's
 * browser does. Playwright's default context is off the record, and its IndexedDB lives in
 * memory: in Debian's Chromium 150 that backend spends ~4 ms of browser-process CPU per put in a
 * big transaction (a 50,000-record import: ~290 s, against ~25 s on disk, same machine, same
 * build), which is not what a visitor's import costs. Specs that write tens of thousands of
 * records use this `test`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type BrowserContext, test as base } from '@playwright/test';
import { chromium } from '@playwright/test';

export const test = base.extend<{ context: BrowserContext }>({
  context: async ({ launchOptions, baseURL, serviceWorkers, acceptDownloads }, use) => {
    const profile = await mkdtemp(join(tmpdir(), 'alphascout-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      serviceWorkers,
      acceptDownloads,
    });
    try {
      await use(context);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
});
