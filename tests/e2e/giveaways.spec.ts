import { expect, test } from '@playwright/test';
import { listAndDetailTests } from './support/areas';

test.describe('giveaways', () => {
  listAndDetailTests({ path: '/giveaways', card: 'giveaway-card', name: 'Win 3 Neon Drifters NFTs', heading: 'Win 3 Neon Drifters NFTs', id: 'giveaway-neon-drifters-trio' });

  test('an unknown filter value falls back to the default', async ({ page }) => {
    await page.goto('/giveaways?category=bogus&status=nope');
    await expect(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('giveaway-card').first()).toBeVisible();
  });
});
