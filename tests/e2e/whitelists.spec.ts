import { expect, test } from '@playwright/test';

import { listAndDetailTests } from './support/areas';

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
