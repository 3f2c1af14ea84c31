import { expect, test } from '@playwright/test';

import { listAndDetailTests } from './support/areas';
import { putRecords, startApp, storedRecord } from './support/content';

test.describe('testnets', () => {
  listAndDetailTests({
    path: '/testnets',
    card: 'testnet-card',
    name: 'Zephyr Public Testnet',
    heading: 'Zephyr Public Testnet',
    id: 'testnet-zephyr-public',
  });

  test('a record whose id holds "%" opens from its card', { tag: '@smoke' }, async ({ page }) => {
    await startApp(page, '/testnets');
    const zephyr = await storedRecord(page, 'testnets', 'testnet-zephyr-public');
    await putRecords(page, 'testnets', [{ ...zephyr, id: 'apy-100%-net', name: 'Percent Net' }]);
    await page.goto('/testnets');
    const card = page.getByRole('link', { name: /Percent Net/ });
    await expect(card).toHaveAttribute('href', '/testnets/apy-100%25-net');
    await card.click();
    await expect(page.getByRole('heading', { name: 'Percent Net', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/testnets\/apy-100%25-net$/);
  });
});
