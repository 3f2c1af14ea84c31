import { expect, test } from '@playwright/test';

import { list, missingRecordTest } from './support/areas';

test.describe('academy', () => {
  test(
    'lists courses and opens one with lessons, video link, markdown and resources',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/academy');
      await list(page, 'Courses')
        .getByRole('link', { name: /Crypto Basics/ })
        .click();
      await expect(page).toHaveURL(/\/academy\/crypto-basics$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Crypto Basics: From Bitcoin to Blockchains' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Crypto Basics: From Bitcoin to Blockchains · AlphaScout');
      const lessons = page.getByRole('region', { name: 'Lessons' });
      await expect(lessons.getByRole('heading', { level: 3 })).toHaveCount(3);
      await expect(
        lessons.getByRole('link', { name: /Watch the video for What is a blockchain/ }),
      ).toHaveAttribute('target', '_blank');
      await expect(lessons.getByRole('heading', { name: 'A shared ledger' })).toBeVisible();
      // A lesson's text keeps a readable line on a wide screen, as a blog post's does: not the card's whole width.
      const text = lessons.locator('[data-markdown]').first();
      expect((await text.boundingBox())?.width).toBeLessThanOrEqual(768);
      await lessons.getByText('Coins, tokens and stablecoins').click();
      await expect(lessons.getByRole('heading', { name: 'Know what you hold' })).toBeVisible();
      // The lessons' own headings sit under their titles (h3).
      await expect(lessons.getByRole('heading', { name: 'Know what you hold' })).toHaveJSProperty(
        'tagName',
        'H4',
      );
      await expect(
        page
          .getByRole('region', { name: 'Resources' })
          .getByRole('link', { name: /Bitcoin white paper/ }),
      ).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  test("each lesson's title is a heading holding the button that opens it, for a keyboard and by heading", async ({
    page,
  }) => {
    await page.goto('/academy/crypto-basics');
    const lessons = page.getByRole('region', { name: 'Lessons' });
    const titles = lessons.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([
      /^1What is a blockchain\?/,
      /^2Why Bitcoin was invented/,
      /^3Coins, tokens and stablecoins/,
    ]);
    // The description is the button's, not part of the heading's name.
    await expect(titles.nth(2)).toHaveAccessibleName('3 Coins, tokens and stablecoins');
    const third = titles.nth(2).getByRole('button');
    await expect(third).toHaveAccessibleDescription(
      'The difference between native assets and tokens built on top of a chain.',
    );
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await third.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('heading', { name: 'Know what you hold' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  missingRecordTest('/academy/nope', 'Course not found', '/academy');
});
