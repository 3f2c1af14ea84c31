import { expect, test } from '@playwright/test';
import { listAndDetailTests } from './support/areas';

test.describe('whitelists', () => {
  listAndDetailTests({ path: '/whitelists', card: 'whitelist-card', name: 'Mecha Ronin', heading: 'Mecha Ronin', id: 'wl-mecha-ronin' });

  test('a whitelist detail shows the spots left as a progress bar', async ({ page }) => {
    await page.goto('/whitelists/wl-kitsune-clan');
    await expect(page.getByRole('progressbar', { name: 'Spots left' })).toHaveAttribute('aria-valuetext', /64 of 900 spots left/);
  });
});
