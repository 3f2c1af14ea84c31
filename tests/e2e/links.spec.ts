import { expect, test } from '@playwright/test';

import { list } from './support/areas';
import { deleteRecords, putRecords, startApp } from './support/content';

test.describe('link directory', () => {
  test(
    'shows entries under each of the six categories, with only the socials that exist',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/links');
      for (const heading of [
        'Exchanges',
        'Wallets',
        'dApps',
        'Marketplaces',
        'Hardware wallets',
        'Tools',
      ]) {
        const section = page.getByRole('region', { name: heading });
        await expect(section.getByRole('article').first()).toBeVisible();
      }
      const binance = page.getByRole('article', { name: 'Binance' });
      await expect(binance.locator('img')).toHaveAttribute('loading', 'lazy');
      await expect(binance.getByRole('link', { name: /Binance website/ })).toHaveAttribute(
        'href',
        'https://www.binance.com',
      );
      await expect(binance.getByRole('link', { name: /^Telegram/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      // Binance has no Discord and no whitepaper in the seed data.
      await expect(binance.getByRole('link', { name: /^Discord/ })).toHaveCount(0);
      await expect(binance.getByRole('link', { name: /^Whitepaper/ })).toHaveCount(0);
    },
  );

  test("every link in the directory has a name of its own: a card's socials say whose they are", async ({
    page,
  }) => {
    await page.goto('/links');
    const binance = page.getByRole('article', { name: 'Binance' });
    await expect(
      binance.getByRole('link', { name: 'Telegram of Binance (opens in a new tab)' }),
    ).toBeVisible();
    await expect(
      binance.getByRole('link', { name: 'X of Binance (opens in a new tab)' }),
    ).toHaveAttribute('href', /^https:\/\//);
    const names = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('aria-label') ?? link.textContent),
      );
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  test("an empty category says so with the category's own label", async ({ page }) => {
    await startApp(page, '/links');
    await deleteRecords(page, 'links', ['link-uniswap', 'link-aave']);
    await page.goto('/links?category=dapps');
    await expect(page.getByText('No dApps listed yet', { exact: true })).toBeVisible();
  });

  test('a record that slipped past validation never becomes a data: or vbscript: link', async ({
    page,
  }) => {
    await startApp(page, '/links');
    await putRecords(page, 'links', [
      {
        id: 'link-hostile',
        name: 'Hostile',
        description: 'Written straight into the database.',
        url: 'data:text/html,<script>alert(1)</script>',
        icon: '/images/logo.svg',
        category: 'tools',
        twitter: 'vbscript:msgbox(1)',
        discord: null,
        telegram: 'javascript:alert(1)',
        github: 'https://github.com/example',
        whitepaper: null,
      },
    ]);
    await page.goto('/links?category=tools');
    const card = page.getByRole('article', { name: 'Hostile' });
    await expect(card).toBeVisible();
    const hrefs = await card
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://github.com/example']);
  });

  test('a category filter is in the URL: it survives a reload and Back restores all', async ({
    page,
  }) => {
    await page.goto('/links');
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Wallets', exact: true })
      .click();
    await expect(page).toHaveURL(/\/links\?category=wallets$/);
    await expect(list(page, 'Wallets').getByRole('article', { name: 'MetaMask' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Binance' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Wallets', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('article', { name: 'Binance' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/links$/);
    await expect(page.getByRole('article', { name: 'Binance' })).toBeVisible();
  });
});
