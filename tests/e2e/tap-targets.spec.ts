import { expect, type Locator, type Page, test } from '@playwright/test';

/** WCAG 2.2's minimum target size (2.5.8): 24 by 24 CSS px, or that much room around it. */
const MIN = 24;

async function expectTall(links: Locator): Promise<void> {
  await expect(links.first()).toBeVisible();
  const heights = await links.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().height),
  );
  expect(heights.length).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(MIN);
}

test.describe('small links are still 24 px tall on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the home page\'s "View all" links', async ({ page }) => {
    await page.goto('/');
    await expectTall(page.getByRole('link', { name: /^View all:/ }));
  });

  test("project and team links, and an airdrop task's Open link", async ({ page }) => {
    await page.goto('/airdrops/airdrop-zephyr-network');
    await expectTall(
      page
        .getByRole('main')
        .getByRole('link', { name: /^(Website|X|Discord|Telegram|GitHub|LinkedIn)\b/ }),
    );
    await expectTall(page.getByRole('link', { name: /^Open: / }));
  });

  test("the link directory's social chips", async ({ page }) => {
    await page.goto('/links');
    await expectTall(
      page
        .getByRole('main')
        .getByRole('listitem')
        .getByRole('link', { name: /^(X|GitHub|Discord|Telegram)\b/ }),
    );
  });

  test("a course's resources and a post's category", async ({ page }) => {
    await page.goto('/academy/crypto-basics');
    await expectTall(page.getByRole('main').getByRole('link', { name: /opens in a new tab/ }));
    await page.goto('/blog/how-to-evaluate-an-nft-project');
    await expectTall(page.getByRole('link', { name: 'NFT', exact: true }));
  });
});

test.describe('text fields on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Every text field's font size in px: under 16, iOS Safari zooms the page when it takes focus. */
  const fieldSizes = (page: Page) =>
    page
      .locator('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea')
      .evaluateAll((fields) =>
        fields
          .filter((field) => field.getClientRects().length > 0)
          .map((field) => Number.parseFloat(getComputedStyle(field).fontSize)),
      );

  test('are 16 px or more, so focusing one does not zoom the page', async ({ page }) => {
    const seen: number[] = [];
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    seen.push(...(await fieldSizes(page)));
    await page.goto('/airdrops/airdrop-zephyr-network');
    await expect(page.getByLabel('Your note')).toBeVisible();
    seen.push(...(await fieldSizes(page)));
    await page.goto('/signals');
    await expect(page.getByRole('combobox').first()).toBeVisible();
    seen.push(...(await fieldSizes(page)));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('combobox', { name: 'Search AlphaScout' })).toBeVisible();
    seen.push(...(await fieldSizes(page)));
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen.filter((size) => size < 16)).toEqual([]);
  });
});

test('NFT and ICO pages name the X link as every other area does', async ({ page }) => {
  for (const path of ['/nft/nft-neon-drifters', '/ico/ico-zephyr-network']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: /^X\b/ }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('X (Twitter)')).toHaveCount(0);
  }
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The controls for which a tap 21 px off their centre, up, down, left or right, misses them. */
  const missedAround = (controls: Locator) =>
    controls.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const points = [
          [x, y - 21],
          [x, y + 21],
          [x - 21, y],
          [x + 21, y],
        ] as const;
        const missed = points.filter(
          ([px, py]) => !element.contains(document.elementFromPoint(px, py)),
        );
        return missed.length > 0
          ? [`${element.textContent.trim()} (${Math.round(box.width)}×${Math.round(box.height)})`]
          : [];
      }),
    );

  test('small controls take taps over 44 by 44 px: card Watch toggles, filter chips, header icons, links in a card', async ({
    page,
  }) => {
    await page.goto('/airdrops');
    const toggles = page.getByRole('main').getByRole('button', { name: 'Watch', exact: true });
    await expect(toggles.first()).toBeVisible();
    await toggles.first().scrollIntoViewIfNeeded();
    expect(await missedAround(toggles.first())).toEqual([]);
    const chips = page.getByRole('main').getByRole('group').getByRole('button');
    expect(await chips.count()).toBeGreaterThanOrEqual(2);
    await chips.first().scrollIntoViewIfNeeded();
    expect(await missedAround(chips)).toEqual([]);
    await page.goto('/');
    const viewAll = page.getByRole('link', { name: /^View all:/ }).first();
    await viewAll.scrollIntoViewIfNeeded();
    expect(await missedAround(viewAll)).toEqual([]);
    await page.goto('/links');
    expect(
      await missedAround(page.getByRole('banner').getByRole('link', { name: /^My tracker/ })),
    ).toEqual([]);
    expect(
      await missedAround(page.getByRole('banner').getByRole('button', { name: 'Open menu' })),
    ).toEqual([]);
    expect(
      await missedAround(page.getByRole('main').getByRole('link', { name: /^Binance website/ })),
    ).toEqual([]);
    const social = page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link', { name: /^(X|GitHub|Discord|Telegram)\b/ })
      .first();
    await social.scrollIntoViewIfNeeded();
    expect(await missedAround(social)).toEqual([]);
  });

  test('so do the small buttons and links of popups, news, sign-in, posts and courses', async ({
    page,
  }) => {
    await page.goto('/news');
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().tap();
    expect(await missedAround(page.getByRole('link', { name: 'Close this news item' }))).toEqual(
      [],
    );
    await page.goto('/login');
    expect(await missedAround(page.getByRole('button', { name: /^Show password/ }))).toEqual([]);
    await page.goto('/blog/how-to-evaluate-an-nft-project');
    expect(await missedAround(page.getByRole('link', { name: 'NFT', exact: true }))).toEqual([]);
    await page.goto('/academy/crypto-basics');
    const resources = page.getByRole('region', { name: 'Resources' }).getByRole('link');
    await resources.first().scrollIntoViewIfNeeded();
    expect(await missedAround(resources)).toEqual([]);
    await page.getByRole('contentinfo').getByRole('button', { name: 'About' }).tap();
    expect(
      await missedAround(page.getByRole('dialog').getByRole('button', { name: 'Close' })),
    ).toEqual([]);
  });

  test('a tapped Watch toggle does not keep its hover colour, so unwatching looks unwatched', async ({
    page,
  }) => {
    await page.goto('/airdrops/airdrop-zephyr-network');
    const watch = page.getByRole('main').getByRole('button', { name: 'Watch', exact: true });
    const untouched = await watch.evaluate((button) => getComputedStyle(button).borderColor);
    await watch.tap();
    const watching = page.getByRole('main').getByRole('button', { name: 'Watching', exact: true });
    await expect(watching).toHaveAttribute('aria-pressed', 'true');
    await watching.tap();
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await expect(watch).toHaveCSS('border-color', untouched);
    await expect(watch).toHaveCSS(
      'color',
      await page.locator('body').evaluate((body) => getComputedStyle(body).color),
    );
  });
});

test('with a mouse, a hovered Watch toggle still takes its hover colour', async ({ page }) => {
  await page.goto('/airdrops/airdrop-zephyr-network');
  const watch = page.getByRole('main').getByRole('button', { name: 'Watch', exact: true });
  await expect(watch).toHaveCSS('border-color', 'rgb(51, 65, 92)');
  await watch.hover();
  await expect(watch).toHaveCSS('border-color', 'rgb(34, 211, 238)');
});
