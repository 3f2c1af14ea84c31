import { expect, test } from '@playwright/test';

test.describe('home', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`card titles wrap to two lines before they are cut, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const titles = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
      await expect(titles.first()).toBeVisible();
      const shown = await titles.evaluateAll((headings) =>
        headings.map((heading) => {
          const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
          return { text: heading.textContent, cutSideways: heading.scrollWidth > heading.clientWidth + 1, lines: Math.round(heading.clientHeight / lineHeight) };
        }),
      );
      // A title cut to one line with an ellipsis ("Ethereum upgrade r…") overflowed sideways.
      expect(shown.filter((title) => title.cutSideways)).toEqual([]);
      expect(shown.filter((title) => title.lines > 2)).toEqual([]);
      expect(shown.some((title) => title.lines === 2)).toBe(true);
    });
  }
});
