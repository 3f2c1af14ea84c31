import { expect, test, type Locator } from '@playwright/test';

/** WCAG 2.2's minimum target size (2.5.8): 24 by 24 CSS px, or that much room around it. */
const MIN = 24;

async function expectTall(links: Locator): Promise<void> {
  await expect(links.first()).toBeVisible();
  const heights = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(MIN);
}

test.describe('small links are still 24 px tall on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the home page\'s "View all" links', async ({ page }) => {
    await page.goto('/');
    await expectTall(page.getByRole('link', { name: /^View all:/ }));
  });

  test('project and team links, and an airdrop task\'s Open link', async ({ page }) => {
    await page.goto('/airdrops/airdrop-zephyr-network');
    await expectTall(page.getByRole('main').getByRole('link', { name: /^(Website|X|Discord|Telegram|GitHub|LinkedIn)\b/ }));
    await expectTall(page.getByRole('link', { name: /^Open: / }));
  });

  test('the link directory\'s social chips', async ({ page }) => {
    await page.goto('/links');
    await expectTall(page.getByRole('main').getByRole('listitem').getByRole('link', { name: /^(X|GitHub|Discord|Telegram)\b/ }));
  });

  test('a course\'s resources and a post\'s category', async ({ page }) => {
    await page.goto('/academy/crypto-basics');
    await expectTall(page.getByRole('main').getByRole('link', { name: /opens in a new tab/ }));
    await page.goto('/blog/how-to-evaluate-an-nft-project');
    await expectTall(page.getByRole('link', { name: 'NFT', exact: true }));
  });
});

test('NFT and ICO pages name the X link as every other area does', async ({ page }) => {
  for (const path of ['/nft/nft-neon-drifters', '/ico/ico-zephyr-network']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: /^X\b/ }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('X (Twitter)')).toHaveCount(0);
  }
});
