import { expect, test } from '@playwright/test';

import { listAndDetailTests } from './support/areas';
import { putRecords, storedRecord } from './support/content';

test.describe('whitelists', () => {
  listAndDetailTests({
    path: '/whitelists',
    card: 'whitelist-card',
    name: 'Mecha Ronin',
    heading: 'Mecha Ronin',
    id: 'wl-mecha-ronin',
  });

  test(
    'a whitelist detail shows the spots left as a progress bar',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/whitelists/wl-kitsune-clan');
      await expect(page.getByRole('progressbar', { name: 'Spots left' })).toHaveAttribute(
        'aria-valuetext',
        /64 of 900 spots left/,
      );
    },
  );
});

test('the Filled status lists the whitelists with no spots left, ended ones too, each badged Filled', async ({
  page,
}) => {
  await page.goto('/whitelists');
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Filled' }).click();
  await expect(page).toHaveURL(/status=Filled/);
  const cards = page.getByTestId('whitelist-card');
  // The seeds' two filled raffles, Neon Drifters and Arcadia Plots, have both ended.
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card).toContainText('No spots left');
    await expect(card.locator('.badge-neutral')).toHaveText('Filled');
  }
});

test('a whitelist stored as Open with no spots left is Filled on its card, its page, the Status filters and the tracker', async ({
  page,
}) => {
  await page.goto('/whitelists');
  await expect(page.getByTestId('whitelist-card').first()).toBeVisible();
  const whitelist = await storedRecord(page, 'whitelists', 'wl-orbital-passport');
  await putRecords(page, 'whitelists', [
    { ...whitelist, status: 'Open', remainingSpots: 0, endDate: '2030-12-24T12:00:00Z' },
  ]);
  const card = () => page.getByTestId('whitelist-card').filter({ hasText: 'Orbital Passport' });

  await page.goto('/whitelists?status=Filled');
  await expect(card().locator('.badge-neutral')).toHaveText('Filled');
  await page.goto('/whitelists?status=Open');
  await expect(page.getByTestId('whitelist-card').first()).toBeVisible();
  await expect(card()).toHaveCount(0);

  await page.goto('/whitelists/wl-orbital-passport');
  await expect(page.getByText('Filled', { exact: true })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await page.goto('/tracker');
  await expect(page.getByTestId('tracker-item').getByText('Filled', { exact: true })).toBeVisible();
});
