import { expect, test } from '@playwright/test';
import { listAndDetailTests } from './support/areas';

test.describe('airdrops', () => {
  listAndDetailTests({ path: '/airdrops', card: 'airdrop-card', name: 'Zephyr Network', heading: 'Zephyr Network', id: 'airdrop-zephyr-network' });

  test('external links open in a new tab without opener or referrer', async ({ page }) => {
    await page.goto('/airdrops/airdrop-zephyr-network');
    await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Network' })).toBeVisible();
    const external = page.locator('main a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(5);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The only bar on an airdrop's page is the visitor's own checklist progress (My tracker).
    await expect(page.getByRole('progressbar')).toHaveCount(1);
    await expect(page.getByRole('progressbar')).toHaveAccessibleName('Steps done');
  });
});
