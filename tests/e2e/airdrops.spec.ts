import { expect, test } from '@playwright/test';

import { listAndDetailTests } from './support/areas';
import { afterFrames } from './support/frames';

test.describe('airdrops', () => {
  listAndDetailTests({
    path: '/airdrops',
    card: 'airdrop-card',
    name: 'Zephyr Network',
    heading: 'Zephyr Network',
    id: 'airdrop-zephyr-network',
  });

  test('Back from a detail page returns to the very place in the list, on a desktop and a phone', async ({
    page,
  }) => {
    // The page's clock, moved on at will: "a while later" without waiting for it.
    await page.clock.install();
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto('/airdrops');
        await expect(page.getByTestId('airdrop-card').first()).toBeVisible();
        // Part-way down, neither at a row's top nor above the list: both used to come back wrong
        // (the top of the page at 1280 px, 30-250 px off on a phone).
        const scrolled = 308;
        await page.evaluate((y) => window.scrollTo(0, y), scrolled);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
        // A card whose top is in view, below the header: clicking it does not scroll the page first.
        const href = await page.evaluate(() =>
          [...document.querySelectorAll('main a[href^="/airdrops/"]')]
            .find(
              (link) =>
                link.getBoundingClientRect().top > 80 &&
                link.getBoundingClientRect().top < window.innerHeight - 100,
            )
            ?.getAttribute('href'),
        );
        expect(href).toBeTruthy();
        await page.locator(`main a[href="${href}"]`).first().click();
        await expect(page).toHaveURL(/\/airdrops\/.+/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.clock.runFor(500); // read a little, as a visitor would
        await page.goBack();
        await expect(page.getByTestId('airdrop-card').first()).toBeAttached();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
        // And stays there: the browser's own restoring passes through the right place first.
        await page.clock.runFor(1_000);
        await afterFrames(page);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      });
    }
  });

  test('a card reached by keyboard and opened at once: Back returns to the place in the list, and to that card', async ({
    page,
  }) => {
    await page.goto('/airdrops');
    const cards = page.getByRole('list', { name: 'Airdrops' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    const card = cards.last();
    const href = await card.getAttribute('href');
    // Focused (which scrolls it into view) and opened in the same frame, as Enter right after Tab
    // can: the list had not rendered the scroll yet, and came back at the top.
    const scrolled = await card.evaluate((link: HTMLElement) => {
      link.focus();
      const y = window.scrollY;
      link.click();
      return y;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/airdrops\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /All airdrops/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.locator(`main a[href="${href ?? ''}"]`)).toBeFocused();
  });

  test(
    'external links open in a new tab without opener or referrer',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/airdrops/airdrop-zephyr-network');
      await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Network' })).toBeVisible();
      const external = page.locator('main a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(5);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // The only bar on an airdrop's page is the visitor's own progress, once a task is ticked.
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.getByRole('checkbox').first().check();
      await expect(page.getByRole('progressbar')).toHaveCount(1);
      await expect(page.getByRole('progressbar')).toHaveAccessibleName('Steps done');
    },
  );

  test('a task row takes a tap anywhere but its link, as the one control it looks like', async ({
    page,
  }) => {
    await page.goto('/airdrops/airdrop-zephyr-network');
    const tasks = page.getByRole('region', { name: /^Tasks/ }).getByRole('listitem');
    const row = tasks.first();
    const box = await row.boundingBox();
    if (!box) throw new Error('the first task row has no box');
    const box1 = row.getByRole('checkbox');
    await expect(box1).not.toBeChecked();
    // Its top edge, in the empty middle of the row: above the text and left of the link.
    await page.mouse.click(box.x + box.width * 0.55, box.y + 3);
    await expect(box1).toBeChecked();
    await page.mouse.click(box.x + box.width * 0.55, box.y + box.height - 3);
    await expect(box1).not.toBeChecked();
  });

  test('on a phone too, where the link goes below the text: beside the link and under it', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/airdrops/airdrop-zephyr-network');
    const row = page
      .getByRole('region', { name: /^Tasks/ })
      .getByRole('listitem')
      .first();
    await row.scrollIntoViewIfNeeded();
    const link = row.getByRole('link', { name: /^Open: / });
    const [rowBox, linkBox] = await Promise.all([row.boundingBox(), link.boundingBox()]);
    if (!rowBox || !linkBox) throw new Error('the first task row or its link has no box');
    const check = row.getByRole('checkbox');
    // The label itself lies there: Chromium's touch adjustment may send a near miss to it too, but
    // not every browser adjusts taps.
    const labelAt = (x: number, y: number) =>
      page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('label') !== null, [
        x,
        y,
      ] as const);
    const line = linkBox.y + linkBox.height / 2;
    expect([
      await labelAt(rowBox.x + rowBox.width - 20, line),
      await labelAt(rowBox.x + 12, line),
    ]).toEqual([true, true]);
    // Right of the link, on its line.
    await page.touchscreen.tap(rowBox.x + rowBox.width - 20, line);
    await expect(check).toBeChecked();
    // Left of the link, under the box.
    await page.touchscreen.tap(rowBox.x + 12, line);
    await expect(check).not.toBeChecked();
    // The link itself is still the link's.
    expect(
      await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(
          document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
        );
      }),
    ).toBe(true);
    await context.close();
  });
});
