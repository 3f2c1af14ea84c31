import { expect, test } from '@playwright/test';

import { SEED_REFERENCE_DAY } from '../../src/db/seeding/seed-dates';
import { list, missingRecordTest } from './support/areas';
import { putRecords, startApp, storedRecord } from './support/content';

test.describe('ICO projects', () => {
  test(
    'lists sales and opens one with progress, tokenomics chart, vesting and partners',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/ico');
      await list(page, 'ICO projects')
        .getByRole('link', { name: /Zephyr Network/ })
        .click();
      await expect(page).toHaveURL(/\/ico\/ico-zephyr-network$/);
      await expect(page).toHaveTitle('Zephyr Network (ZEPH) · AlphaScout');
      await expect(page.getByRole('progressbar', { name: 'Raised of hard cap' })).toHaveAttribute(
        'aria-valuetext',
        /62%/,
      );
      const tokenomics = page.getByRole('region', { name: 'Tokenomics' });
      await expect(
        tokenomics.getByRole('img', { name: /Token distribution: Public sale 30%/ }),
      ).toBeVisible();
      await expect(tokenomics.getByRole('row', { name: /Team 15%/ })).toBeVisible();
      await expect(tokenomics.getByText(/12-month cliff/)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Partners' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^Whitepaper/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    },
  );

  test("a sale's tile: live since its start, then ended, never as if it ended on the day it began", async ({
    page,
  }) => {
    await startApp(page, '/ico/ico-zephyr-network');
    const tile = page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: /^Sale$/ })
      .locator('..');
    await expect(tile.getByRole('definition')).toHaveText(
      /^Live since \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
    await expect(page.locator('main time[title^="Starts"]')).toHaveCount(0);
    const stored = await storedRecord(page, 'icoProjects', 'ico-zephyr-network');
    await putRecords(page, 'icoProjects', [{ ...stored, status: 'ended' }]);
    await page.reload();
    await expect(tile.getByRole('definition')).toHaveText(
      /^Ended\s*·\s*started \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
  });

  test('the Status filter reads in the order a sale goes through, as on /nft', async ({ page }) => {
    for (const path of ['/nft', '/ico']) {
      await page.goto(path);
      await expect(page.getByRole('group', { name: 'Status' }).getByRole('button')).toHaveText([
        'All',
        'Upcoming',
        'Live',
        'Ended',
      ]);
    }
  });

  test('an upcoming sale with nothing raised says so, with no empty bar; money in a presale shows the bar', async ({
    page,
  }) => {
    await startApp(page, '/ico/ico-kairo-protocol');
    const sale = page.getByRole('region', { name: 'Token sale' });
    await expect(sale.getByText('Nothing raised yet')).toBeVisible();
    await expect(sale.getByRole('progressbar')).toHaveCount(0);
    const stored = await storedRecord(page, 'icoProjects', 'ico-kairo-protocol');
    expect(stored?.status).toBe('upcoming');
    await putRecords(page, 'icoProjects', [{ ...stored, raised: Number(stored?.hardCap) / 4 }]);
    await page.reload();
    await expect(sale.getByRole('progressbar', { name: 'Raised of hard cap' })).toHaveAttribute(
      'aria-valuetext',
      /\(25%\)/,
    );
    await expect(sale.getByText('Nothing raised yet')).toHaveCount(0);
  });

  test("at 390 px an upcoming sale's tile wraps its countdown to a line of its own, with no dot before it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The sale starts at 15:00 UTC: from 16:00 the countdown has two digits of hours ("in 59d 23h"),
    // its widest. With one digit it can fit beside the date, so the test read the clock's hour.
    await page.clock.setFixedTime(new Date(`${SEED_REFERENCE_DAY}T16:00:00Z`));
    await page.goto('/ico/ico-kairo-protocol');
    const value = page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: /^Sale$/ })
      .locator('..')
      .getByRole('definition');
    await expect(value.locator('time[title^="Starts"]')).toHaveText(/^in /);
    const top = (selector: string) =>
      value
        .locator(selector)
        .first()
        .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(await top('time[title^="Starts"]')).toBeGreaterThan(await top('time:not([title])'));
    // Each dot is either on screen, after something on its line, or clipped off with a line's start.
    const dots = await value.locator('[aria-hidden="true"]').evaluateAll((spans) =>
      spans.map((span) => {
        const dot = span.getBoundingClientRect();
        const box = span.closest('dd')?.getBoundingClientRect();
        return {
          visible: box !== undefined && dot.right > box.left,
          startsLine: box !== undefined && dot.left < box.left + 24,
        };
      }),
    );
    expect(dots.length).toBe(1);
    expect(dots.filter((dot) => dot.visible && dot.startsLine)).toEqual([]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the gallery shows the 16:9 banners whole, names drawn in and all, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/ico/ico-zephyr-network');
      const images = page.getByRole('region', { name: 'Gallery' }).getByRole('img');
      await expect(images).toHaveCount(3);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            image.evaluate(
              (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
            ),
          )
          .toBe(true);
        // Square tiles cut the sides off the banners, and the project's name with them.
        const { shown, own } = await image.evaluate((element: HTMLImageElement) => ({
          shown: element.clientWidth / element.clientHeight,
          own: element.naturalWidth / element.naturalHeight,
        }));
        expect(Math.abs(shown - own)).toBeLessThan(0.02);
      }
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`every card shows its project's whole name and ticker, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/ico');
      const names = list(page, 'ICO projects').getByRole('heading', { level: 2 });
      await expect(names.first()).toBeVisible();
      const cut = await names.evaluateAll((headings) =>
        headings
          .filter(
            (heading) =>
              heading.scrollWidth > heading.clientWidth ||
              heading.scrollHeight > heading.clientHeight,
          )
          .map((heading) => heading.textContent),
      );
      expect(await names.count()).toBeGreaterThanOrEqual(4);
      expect(cut).toEqual([]);
    });
  }

  test('an empty status says so', async ({ page }) => {
    await page.goto('/ico?status=ended');
    await expect(page.getByText('No ended ICO projects right now')).toBeVisible();
  });

  missingRecordTest('/ico/nope', 'ICO project not found', '/ico');
});

test('a right-to-left name reads from its start, and a sale whose start has passed says Started, not Ended', async ({
  page,
}) => {
  await startApp(page, '/ico');
  const stored = await storedRecord(page, 'icoProjects', 'ico-kairo-protocol');
  const arabic = 'مرحبا بالعالم هذا اسم مشروع طويل جدا يكتب من اليمين إلى اليسار';
  await putRecords(page, 'icoProjects', [
    {
      ...stored,
      name: arabic,
      status: 'upcoming',
      saleDate: new Date(Date.now() - 3_600_000).toISOString(),
    },
  ]);
  await page.goto('/ico');
  const title = list(page, 'ICO projects').getByRole('heading', { name: arabic });
  await expect(title).toBeVisible();
  expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await page.goto('/ico/ico-kairo-protocol');
  await expect(page.getByRole('heading', { level: 1, name: arabic })).toBeVisible();
  await expect(page.locator('main time').filter({ hasText: /^Started$/ })).toBeVisible();
});
