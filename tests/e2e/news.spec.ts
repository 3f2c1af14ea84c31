import { expect, test } from '@playwright/test';
import { putRecords, startApp } from './support/content';
import { list } from './support/areas';

test.describe('news', () => {
  test('/news/{id} opens the item on the same screen, beside the list', async ({ page }) => {
    await page.goto('/news');
    const headlines = list(page, 'News');
    await expect(headlines.getByRole('link').first()).toBeVisible();
    await headlines.getByRole('link', { name: /Bitcoin hashrate sets a new all-time high/ }).click();
    await expect(page).toHaveURL(/\/news\/news-btc-hashrate-high$/);
    const open = page.getByRole('article', { name: 'Bitcoin hashrate sets a new all-time high' });
    await expect(open).toBeVisible();
    await expect(open.locator('[data-markdown]')).not.toBeEmpty();
    await expect(headlines.getByRole('link', { name: /Bitcoin hashrate/ })).toHaveAttribute('aria-current', 'true');
    await expect(headlines.getByRole('link').nth(1)).toBeVisible();
    await expect(page).toHaveTitle('Bitcoin hashrate sets a new all-time high · AlphaScout');
    await open.getByRole('link', { name: 'Close this news item' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(open).toHaveCount(0);
  });

  test('the ecosystem filter survives a reload, opening an item and Back', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('group', { name: 'Ecosystem' }).getByRole('button', { name: 'Solana' }).click();
    await expect(page).toHaveURL(/\/news\?ecosystem=solana$/);
    await page.reload();
    const headlines = list(page, 'News');
    await expect(headlines.getByRole('listitem')).toHaveCount(2);
    await headlines.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/news-sol-[a-z-]+\?ecosystem=solana$/);
    await expect(headlines.getByRole('listitem')).toHaveCount(2);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(headlines.getByRole('listitem')).toHaveCount(12);
  });

  test('/news/nope keeps the news list and says the item was not found', async ({ page }) => {
    await page.goto('/news/nope');
    await expect(page.getByRole('heading', { name: 'News item not found' })).toBeVisible();
    await expect(list(page, 'News').getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: /Back to all news/ }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('big tables', () => {
  test('the news list reads and renders a window, not the whole table', async ({ page }) => {
    await startApp(page, '/news');
    const ecosystems = ['ethereum', 'bitcoin', 'solana', 'arbitrum', 'optimism', 'polygon'];
    const rows = Array.from({ length: 6_000 }, (_, i) => ({
      id: `bulk-${i}`,
      title: `Bulk headline ${i}`,
      summary: 'A generated item.',
      content: 'Generated.',
      url: 'https://example.org/',
      image: '/images/logo.svg',
      source: 'Bulk',
      date: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
      ecosystem: ecosystems[i % 6],
    }));
    await putRecords(page, 'news', rows);
    await page.goto('/news?ecosystem=polygon');
    const headlines = list(page, 'News');
    await expect(headlines.getByRole('listitem').first()).toBeVisible();
    expect(await headlines.getByRole('listitem').count()).toBeLessThan(60);
    await page.mouse.wheel(0, 6_000);
    await expect(headlines.getByRole('link', { name: /Bulk headline/ }).first()).toBeVisible();
    expect(await headlines.getByRole('listitem').count()).toBeLessThan(80);
    const ecosystemsShown = await headlines.locator('.badge-brand').allTextContents();
    expect(new Set(ecosystemsShown)).toEqual(new Set(['Polygon']));
  });
});
