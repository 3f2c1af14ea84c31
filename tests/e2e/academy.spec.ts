import { expect, test } from '@playwright/test';
import { list, missingRecordTest } from './support/areas';

test.describe('academy', () => {
  test('lists courses and opens one with lessons, video link, markdown and resources', async ({ page }) => {
    await page.goto('/academy');
    await list(page, 'Courses').getByRole('link', { name: /Crypto Basics/ }).click();
    await expect(page).toHaveURL(/\/academy\/crypto-basics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Basics: From Bitcoin to Blockchains' })).toBeVisible();
    await expect(page).toHaveTitle('Crypto Basics: From Bitcoin to Blockchains · AlphaScout');
    const lessons = page.getByRole('region', { name: 'Lessons' });
    await expect(lessons.locator('details')).toHaveCount(3);
    await expect(lessons.getByRole('link', { name: /Watch the video for What is a blockchain/ })).toHaveAttribute('target', '_blank');
    await expect(lessons.getByRole('heading', { name: 'A shared ledger' })).toBeVisible();
    // A lesson's text keeps a readable line on a wide screen, as a blog post's does: not the card's whole width.
    const text = lessons.locator('[data-markdown]').first();
    expect((await text.boundingBox())?.width).toBeLessThanOrEqual(768);
    await lessons.getByText('Coins, tokens and stablecoins').click();
    await expect(lessons.getByRole('heading', { name: 'Know what you hold' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resources' }).getByRole('link', { name: /Bitcoin white paper/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  missingRecordTest('/academy/nope', 'Course not found', '/academy');
});
