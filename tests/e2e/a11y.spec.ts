import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { ADMIN, MEMBER, signInAs, type TestSession } from './support/storage';

const PUBLIC_ROUTES = [
  '/',
  '/signals',
  '/signals/sig-btc-breakout',
  '/airdrops',
  '/airdrops/airdrop-zephyr-network',
  '/giveaways',
  '/giveaways/giveaway-1000-usdc',
  '/whitelists',
  '/whitelists/wl-neon-drifters',
  '/testnets',
  '/testnets/testnet-zephyr-public',
  '/links',
  '/news',
  '/news/news-eth-staking-record',
  '/academy',
  '/academy/crypto-basics',
  '/nft',
  '/nft/nft-neon-drifters',
  '/ico',
  '/ico/ico-zephyr-network',
  '/blog',
  '/blog/how-to-evaluate-an-nft-project',
  '/search?q=zephyr',
  '/search?q=zephyr&kind=testnets',
  '/signals/no-such-signal',
  '/login',
  '/auth/twitter/callback?error=access_denied',
  '/404',
  '/403',
];

const SIGNED_IN_ROUTES: [string, TestSession][] = [
  ['/profile', MEMBER],
  ['/admin/json', ADMIN],
  ['/admin/json', MEMBER],
];

/** What axe finds on the loaded page: serious or critical violations, and skipped heading levels. */
interface AxeFindings {
  serious: string[];
  headingOrder: string[];
}

/**
 * One axe run answers both checks: its default rules include heading-order (a "moderate" rule),
 * which is held to any impact here, since a skipped level misleads a screen reader's outline.
 */
async function axeFindings(page: Page): Promise<AxeFindings> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return {
    serious: violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    headingOrder: violations
      .filter((violation) => violation.id === 'heading-order')
      .flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
  };
}

async function expectAccessible(page: Page): Promise<void> {
  const findings = await axeFindings(page);
  expect.soft(findings.serious, 'no serious or critical violations').toEqual([]);
  expect.soft(findings.headingOrder, 'heading levels never skip one').toEqual([]);
}

test.describe('accessibility (axe-core): no serious or critical violations, no skipped heading level', () => {
  for (const path of PUBLIC_ROUTES) {
    test(path, { tag: path === '/' ? ['@smoke'] : [] }, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  }

  for (const [path, session] of SIGNED_IN_ROUTES) {
    test(`${path} as ${session.username}`, async ({ page, context }) => {
      await signInAs(context, session);
      await page.goto(path);
      await expectAccessible(page);
    });
  }

  test('the open mobile menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect((await axeFindings(page)).serious).toEqual([]);
  });
});

test('the skip link is out of sight until Tab reaches it, then shows as a padded button and leads into the page', async ({
  page,
}) => {
  await page.goto('/airdrops/airdrop-zephyr-network');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  const padding = await skip.evaluate((link) => {
    const style = getComputedStyle(link);
    return { x: Number.parseFloat(style.paddingLeft), y: Number.parseFloat(style.paddingTop) };
  });
  expect(padding.x).toBeGreaterThanOrEqual(8);
  expect(padding.y).toBeGreaterThanOrEqual(4);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);
});

test("the skip link puts focus on the page's heading and leaves it in sight below the sticky header", async ({
  page,
}) => {
  await page.goto('/blog');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  expect(headerBottom).toBeGreaterThan(0);
  expect((await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
  // The next Tab goes on from the heading, into the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);
});
