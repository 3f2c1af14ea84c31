/** The page's app worker (search, backups), for the test-only hooks it carries. */
import { expect, type Page, type Worker } from '@playwright/test';

import type { SearchProbeScope } from '../../../workers/search/test-probe';

export async function appWorker(page: Page): Promise<Worker> {
  const isApp = (worker: Worker) => worker.url().includes('app.worker');
  return page.workers().find(isApp) ?? (await page.waitForEvent('worker', isApp));
}

/**
 * Resolves once the page's search index answers `query` with `title` among its hits
 * (workers/search/test-probe.ts): the index has heard the change, whatever the page shows.
 */
export async function indexHas(page: Page, query: string, title: string): Promise<void> {
  const worker = await appWorker(page);
  await expect
    .poll(() =>
      worker.evaluate(
        (query) => (self as SearchProbeScope).alphascoutIndexedTitles?.(query) ?? [],
        query,
      ),
    )
    .toContain(title);
}
