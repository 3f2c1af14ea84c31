import { expect, test } from '@playwright/test';

import { linesOf, list, missingRecordTest } from './support/areas';

test.describe('NFT projects', () => {
  test(
    'lists projects and opens one with mint facts, traits, roadmap and team',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/nft');
      await list(page, 'NFT projects')
        .getByRole('link', { name: /Neon Drifters/ })
        .click();
      await expect(page).toHaveURL(/\/nft\/nft-neon-drifters$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Neon Drifters' })).toBeVisible();
      await expect(page).toHaveTitle('Neon Drifters · AlphaScout');
      await expect(page.getByText('0.06 ETH')).toBeVisible();
      await expect(page.getByText('8,888', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Traits' }).getByRole('listitem')).toHaveCount(
        5,
      );
      await expect(
        page.getByRole('region', { name: 'Roadmap' }).getByText('Completed'),
      ).toHaveCount(2);
      await expect(
        page.getByRole('region', { name: 'Team' }).getByRole('img', { name: /avatar/ }),
      ).toHaveCount(3);
      await expect(page.getByRole('link', { name: /^Discord/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      // Each member's links say whose they are, so the team's two X links are told apart.
      const team = page.getByRole('region', { name: 'Team' });
      await expect(
        team.getByRole('link', { name: 'X of Kenji Arai (opens in a new tab)' }),
      ).toHaveAttribute('href', 'https://x.com/kenjiarai_art');
      await expect(
        team.getByRole('link', { name: 'X of Olivia Grant (opens in a new tab)' }),
      ).toHaveAttribute('href', 'https://x.com/oliviagrant_nd');
      await expect(
        team.getByRole('link', { name: 'GitHub of Sam Adeyemi (opens in a new tab)' }),
      ).toBeVisible();
    },
  );

  test('a live mint began on its date: no countdown to it and no calendar offer (the tracker counts no deadline for it either)', async ({
    page,
  }) => {
    await page.goto('/nft/nft-arcadia-plots');
    await expect(page.getByRole('heading', { level: 1, name: 'Arcadia Plots' })).toBeVisible();
    await expect(page.getByText('Mint', { exact: true })).toBeVisible();
    await expect(page.locator('main time[title^="Starts"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
    await page.goto('/nft/nft-neon-drifters');
    // Counted down to as a start: "Mint: in 17d 5h", not "17d 5h left".
    await expect(page.locator('main time[title^="Starts"]')).toHaveText(/^in \d+[dhms] /);
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  });

  test('at 1280 px one tile says when the mint starts and the time to it, the date and its time on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/nft/nft-neon-drifters');
    const tile = page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: /^Mint$/ })
      .locator('..');
    await expect(tile.getByRole('definition')).toHaveText(
      /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\s*·\s*in (?:\d+[dhms] ?)+$/,
    );
    // Two tiles (the date, then the countdown) put "PM" on a line of its own.
    expect(await linesOf(tile.getByRole('definition').locator('time').first())).toBe(1);
  });

  test("a filter's new count is said in the live region that was already in the page", async ({
    page,
  }) => {
    await page.goto('/nft');
    const region = page.locator('[aria-live="polite"]').filter({ hasText: /^End of list/ });
    await expect(region).toBeVisible();
    await region.evaluate((element) => element.setAttribute('data-first', ''));
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Live' }).click();
    await expect(region).toHaveText('End of list · 2 items');
    // The same element: a region put in with its text already there is often not read out.
    await expect(region).toHaveAttribute('data-first', '');
  });

  test('filters survive a reload and Back restores the previous filter', async ({ page }) => {
    await page.goto('/nft');
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/nft\?status=live$/);
    const projects = list(page, 'NFT projects');
    await expect(projects.getByRole('listitem')).toHaveCount(2);
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Art' })
      .click();
    await expect(page).toHaveURL(/\/nft\?status=live&category=Art$/);
    await expect(projects.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(projects.getByRole('listitem')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/nft\?status=live$/);
    await expect(projects.getByRole('listitem')).toHaveCount(2);
  });

  test('a filter with no match says so and offers to clear it', async ({ page }) => {
    await page.goto('/nft?status=ended');
    await expect(page.getByText('No NFT projects match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/nft$/);
    await expect(list(page, 'NFT projects').getByRole('listitem')).toHaveCount(8);
  });

  missingRecordTest('/nft/nope', 'NFT project not found', '/nft');
});
