import { expect, test } from '@playwright/test';
import { list, missingRecordTest } from './support/areas';

test.describe('ICO projects', () => {
  test('lists sales and opens one with progress, tokenomics chart, vesting and partners', async ({ page }) => {
    await page.goto('/ico');
    await list(page, 'ICO projects').getByRole('link', { name: /Zephyr Network/ }).click();
    await expect(page).toHaveURL(/\/ico\/ico-zephyr-network$/);
    await expect(page).toHaveTitle('Zephyr Network (ZEPH) · AlphaScout');
    await expect(page.getByRole('progressbar', { name: 'Raised of hard cap' })).toHaveAttribute('aria-valuetext', /62%/);
    const tokenomics = page.getByRole('region', { name: 'Tokenomics' });
    await expect(tokenomics.getByRole('img', { name: /Token distribution: Public sale 30%/ })).toBeVisible();
    await expect(tokenomics.getByRole('row', { name: /Team 15%/ })).toBeVisible();
    await expect(tokenomics.getByText(/12-month cliff/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Partners' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Whitepaper/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('an empty status says so', async ({ page }) => {
    await page.goto('/ico?status=ended');
    await expect(page.getByText('No ended ICO projects right now')).toBeVisible();
  });

  missingRecordTest('/ico/nope', 'ICO project not found', '/ico');
});
