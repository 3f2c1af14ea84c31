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
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});
