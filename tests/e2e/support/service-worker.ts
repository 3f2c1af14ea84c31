import type { Page } from '@playwright/test';

/**
 * Waits until the app's service worker controls `page` and has precached the app: the first
 * install claims the page that registered it (src/sw/serve-app.ts), after precaching everything.
 * Specs using it need `test.use({ serviceWorkers: 'allow' })` (playwright.config.ts blocks them).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
    undefined,
    { timeout: 20_000 },
  );
}

/** The build this page runs: `<meta name="alphascout-build">` (scripts/pwa-plugin.ts). */
export async function buildOf(page: Page): Promise<string | null> {
  return page.locator('meta[name="alphascout-build"]').getAttribute('content');
}
