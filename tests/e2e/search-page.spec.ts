import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { putRecords, startApp, storedRecord } from './support/content';

/** The header's box at 1280 px, the mobile menu's at 390 px. */
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search AlphaScout' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const seeAll = (page: Page) => listbox(page).getByRole('option', { name: 'See all results' });
const resultList = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Search results' });
const kindChip = (page: Page, name: string | RegExp) =>
  page.getByRole('group', { name: 'Kind' }).getByRole('button', { name });

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
  ).toEqual([]);
}

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test.describe('grouped results and the results page', () => {
  test(
    'at 1280 px the box groups by kind, the arrows reach "See all results", and the page filters by kind in the URL',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await searchInput(page).fill('zephyr');
      await expect(listbox(page).getByRole('group', { name: /^Airdrops · \d+$/ })).toBeVisible();
      await expect(listbox(page).getByRole('group', { name: /^Testnets · \d+$/ })).toBeVisible();
      await expectNoSeriousViolations(page);

      // Up from nothing is the last row; Enter on it opens the results page.
      await searchInput(page).press('ArrowUp');
      await expect(seeAll(page)).toHaveAttribute('aria-selected', 'true');
      await expect(searchInput(page)).toHaveAttribute(
        'aria-activedescendant',
        (await seeAll(page).getAttribute('id')) ?? 'missing',
      );
      await searchInput(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=zephyr$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
      await expect(page).toHaveTitle('Search results · AlphaScout');
      const rows = resultList(page).getByRole('listitem');
      await expect(rows.first()).toContainText('Zephyr');
      await expect(kindChip(page, /^All · \d+$/)).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousViolations(page);

      // A kind, by mouse: in the URL, and only that kind listed; Back returns to all kinds.
      await kindChip(page, /^Testnets · \d+$/).click();
      await expect(page).toHaveURL(/\/search\?q=zephyr&kind=testnets$/);
      await expect(rows.first()).toContainText('Zephyr Public Testnet');
      for (const row of await rows.all()) await expect(row).toContainText('Testnet');
      await page.goBack();
      await expect(kindChip(page, /^All · \d+$/)).toHaveAttribute('aria-pressed', 'true');

      // A result, by keyboard: each is a link to what the box's result opens.
      const testnet = resultList(page).getByRole('link', { name: /Zephyr Public Testnet/ });
      await testnet.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/testnets\/testnet-zephyr-public$/);
    },
  );

  test('at 390 px the menu leads to the page, whose own field searches again and whose results open their pages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await searchInput(page).fill('zephyr');
    await expect(seeAll(page)).toBeVisible();
    await expectNoSeriousViolations(page);
    await seeAll(page).click();
    await expect(page).toHaveURL(/\/search\?q=zephyr$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(resultList(page).getByRole('listitem').first()).toContainText('Zephyr');
    await expectNoSidewaysScroll(page);

    const field = page.getByRole('searchbox', { name: 'Search for' });
    await expect(field).toHaveValue('zephyr');
    await field.fill('neon drifters');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=neon\+drifters$/);
    await expect(kindChip(page, /^NFT projects · \d+$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await resultList(page)
      .getByRole('link', { name: /Neon Drifters.*NFT/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nft\/nft-neon-drifters$/);
  });

  test('says what is missing: a query too short, no match, and no match of the kind asked for', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(page.getByText('Type at least 2 characters', { exact: false })).toBeVisible();
    await page.goto('/search?q=qqzzxxyy');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.goto('/search?q=zephyr&kind=blogPosts');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(kindChip(page, 'Blog posts · 0')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Show all kinds' }).click();
    await expect(page).toHaveURL(/\/search\?q=zephyr$/);
    await expect(resultList(page).getByRole('listitem').first()).toContainText('Zephyr');
    // Every other unknown path still goes to /404.
    await page.goto('/search/more');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('lists every result past the first page, windowed, reading the next page as the list scrolls', async ({
    page,
  }) => {
    await startApp(page, '/airdrops');
    const airdrop = await storedRecord(page, 'airdrops', 'airdrop-zephyr-network');
    if (!airdrop) throw new Error('the seed airdrop is missing');
    // Written where the app is not running (an image of its own origin), with the search cache
    // dropped: the next start indexes the tables again, these records with them.
    await page.goto('/images/logo.svg');
    await putRecords(
      page,
      'airdrops',
      Array.from({ length: 64 }, (_, n) => ({
        ...airdrop,
        id: `airdrop-quokka-${String(n).padStart(2, '0')}`,
        name: `Quokka ${String(n).padStart(2, '0')}`,
      })),
    );
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase('alphascout-search');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/search?q=quokka');
    await expect(kindChip(page, 'Airdrops · 64')).toBeVisible();
    await expect(page.getByText('64 results for “quokka”.')).toBeVisible();
    // The first 50 are read; only the rows near the window are in the page.
    await expect(resultList(page)).toHaveAttribute('data-loaded', '50');
    expect(await resultList(page).getByRole('listitem').count()).toBeLessThan(50);
    // The next page is read as the end of the list comes into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(resultList(page)).toHaveAttribute('data-loaded', '64');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByText('End of list · 64 items')).toBeVisible();
    await expect(resultList(page).getByRole('listitem').last()).toContainText('Quokka 63');
  });
});
