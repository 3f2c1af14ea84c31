import { expect, test, type Page } from '@playwright/test';
import { list } from './support/areas';

/** What has the focus: `body`, `#main`, or the element's role and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    if (element.id === 'main') return '#main';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40)}`;
  });

test.describe('focus after navigation', () => {
  test('a card opened by keyboard, then Back to the list: focus goes to the content each time, not to <body>', async ({ page }) => {
    await page.goto('/signals');
    const card = list(page, 'Signals').getByRole('link').first();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signals\/[^/]+$/);
    const back = page.getByRole('link', { name: /All signals/ });
    await back.waitFor();
    await expect.poll(() => focused(page)).toBe('#main');
    // The next Tab starts in the page's content, at its back link, not at the top of the page.
    await page.keyboard.press('Tab');
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signals$/);
    await expect.poll(() => focused(page)).toBe('#main');
  });

  test('focus that stays on the page through a navigation is left where it is', async ({ page }) => {
    await page.goto('/signals');
    await list(page, 'Signals').getByRole('link').first().waitFor();
    const airdrops = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airdrops', exact: true });
    await airdrops.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/airdrops$/);
    await expect(airdrops).toBeFocused();
  });

  test('"Clear filters" goes away and hands the focus to the filters it cleared', async ({ page }) => {
    await page.goto('/signals?type=NFT&action=BUY&status=Inactive');
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signals$/);
    await expect(clear).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Filter signals' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'All' })).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a page chosen in the menu: the menu closes and focus goes to the content', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Giveaways', exact: true }).click();
      await expect(page).toHaveURL(/\/giveaways$/);
      await expect.poll(() => focused(page)).toBe('#main');
    });
  });
});

test.describe('closing a news item', () => {
  test('is Back when it came from the list: the history does not grow, and Forward opens the item again', async ({ page }) => {
    await page.goto('/news?ecosystem=bitcoin');
    const headlines = list(page, 'News');
    await headlines.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/[^/?]+\?ecosystem=bitcoin$/);
    const itemUrl = page.url();
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Close this news item' }).click();
    await expect(page).toHaveURL(/\/news\?ecosystem=bitcoin$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect.poll(() => focused(page)).toBe('#main');
    await page.goForward();
    await expect(page).toHaveURL(itemUrl);
    await expect(page.getByRole('article')).toBeVisible();
  });

  test('opened directly, it opens the list', async ({ page }) => {
    await page.goto('/news/news-eth-staking-record');
    await page.getByRole('link', { name: 'Close this news item' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});
