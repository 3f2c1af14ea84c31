import { expect, type Page, test } from '@playwright/test';

/** docs/product.md, "Search": search runs after a 300 ms pause in typing. */
const SEARCH_PAUSE_MS = 300;

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search AlphaScout' });
/** The results, not the "See all results" row after them. */
const results = (page: Page) =>
  page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option')
    .filter({ hasNotText: 'See all results' });

async function openSearch(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(searchInput(page)).toBeFocused();
}

/**
 * Pauses the page's clock `aheadMs` past the page's time now (not the runner's: a slow load can take
 * the page past any time picked before it). Until the pause lands the clock runs in real time, and on
 * a loaded machine (CI, two workers) more than `aheadMs` has passed between reading the time and
 * pausing, which Playwright refuses as a move into the past: then asked again from the later time.
 */
async function pauseAhead(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + aheadMs);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

test.describe('header search', () => {
  test(
    'expands on click, waits for 2 characters, and ranks the exact name first',
    { tag: '@smoke' },
    async ({ page }) => {
      // The page's timers run only when the test says so: the search's pause is a timer.
      await page.clock.install();
      await openSearch(page);
      // Paused 3 s ahead, which fires the timers due by then: well short of the worker's 10 s start
      // timeout (src/worker/client.ts), which would end a worker still starting.
      await pauseAhead(page, 3_000);
      const panel = page.getByRole('banner').getByText(/^(Searching\.\.\.|No results found)$/);

      await searchInput(page).fill('b');
      await page.clock.runFor(SEARCH_PAUSE_MS * 3);
      await expect(panel).toHaveCount(0);
      await expect(results(page)).toHaveCount(0);

      // Positive control: two characters show the panel at once, and the results after the pause.
      await searchInput(page).fill('bitcoin');
      await expect(page.getByText('Searching...')).toBeVisible();
      await page.clock.runFor(SEARCH_PAUSE_MS);
      await expect(results(page).first()).toContainText('Bitcoin');
      await expect(results(page).first()).toContainText('Signal');
      await expect(results(page).first()).toContainText('BTC');
      await expect(results(page).first().locator('img')).toHaveAttribute('src', /\/images\//);
    },
  );

  test('finds a name by a part inside a word: "coin" finds Bitcoin, "mask" finds MetaMask', async ({
    page,
  }) => {
    await openSearch(page);
    await searchInput(page).fill('coin');
    await expect(results(page).filter({ hasText: 'Bitcoin' }).first()).toBeVisible();
    await searchInput(page).fill('mask');
    await expect(results(page).filter({ hasText: 'MetaMask' }).first()).toBeVisible();
  });

  test('arrows move, Enter opens the detail route', async ({ page }) => {
    await openSearch(page);
    await searchInput(page).fill('bitcoin');
    await expect(results(page).first()).toContainText('Bitcoin');
    await searchInput(page).press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    // Marked by a bar in the brand colour at its edge, not by a shade alone.
    await expect(results(page).first()).toHaveCSS('border-left-color', 'rgb(34, 211, 238)');
    await expect(results(page).nth(1)).toHaveCSS('border-left-color', 'rgba(0, 0, 0, 0)');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/\/signals\/sig-btc-breakout$/);
  });

  test('the highlighted result stays in sight as the arrows move through a long list, and the count is heard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openSearch(page);
    await expect(
      page.getByRole('search', { name: 'Site search' }).getByRole('combobox'),
    ).toBeFocused();
    // The page behind is scrolled: moving through the results must not move it.
    // (Asked again until it holds: on a first visit the home page is short until its sections load.)
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 600);
          return window.scrollY;
        }),
      )
      .toBe(600);
    await page.keyboard.type('eth');
    await expect(results(page).nth(8)).toBeAttached();
    const count = await results(page).count();
    // One live region, in the page before the answer came, says how many results there are.
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(`${count} results`);
    // Up from nothing is "See all results", the next Up the last result; down past the end of the
    // visible part scrolls the list.
    const seeAll = page.getByRole('option', { name: 'See all results' });
    await searchInput(page).press('ArrowUp');
    await expect(seeAll).toHaveAttribute('aria-selected', 'true');
    await expect(seeAll).toBeInViewport();
    await searchInput(page).press('ArrowUp');
    await expect(results(page).last()).toHaveAttribute('aria-selected', 'true');
    await expect(results(page).last()).toBeInViewport();
    await searchInput(page).press('ArrowDown');
    await searchInput(page).press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(results(page).first()).toBeInViewport();
    for (let step = 0; step < count - 1; step += 1) await searchInput(page).press('ArrowDown');
    await expect(results(page).last()).toHaveAttribute('aria-selected', 'true');
    await expect(results(page).last()).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('a link opened from the results leaves focus where the search began, and says it opens a new tab', async ({
    page,
    context,
  }) => {
    await context.route(/coinbase\.com/, (route) =>
      route.fulfill({ body: '<title>Coinbase</title>', contentType: 'text/html' }),
    );
    await openSearch(page);
    await searchInput(page).fill('coinbase');
    const link = results(page).filter({ hasText: 'Link' }).first();
    await expect(link).toContainText('opens in a new tab');
    await searchInput(page).press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(results(page).first()).toContainText('Link');
    const popup = context.waitForEvent('page');
    await searchInput(page).press('Enter');
    await popup;
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
  });

  test('opens a course by slug, an NFT project by id, and a link in a new tab', async ({
    page,
    context,
  }) => {
    await openSearch(page);
    await searchInput(page).fill('crypto basics');
    await results(page).filter({ hasText: 'Crypto Basics' }).first().click();
    await expect(page).toHaveURL(/\/academy\/crypto-basics$/);

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await searchInput(page).fill('neon drifters');
    await results(page).filter({ hasText: 'NFT' }).first().click();
    await expect(page).toHaveURL(/\/nft\/nft-neon-drifters$/);

    // This machine is offline: answer the link's site locally so the new tab has a page.
    await context.route(/coinbase\.com/, (route) =>
      route.fulfill({ body: '<title>Coinbase</title>', contentType: 'text/html' }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await searchInput(page).fill('coinbase');
    const popup = context.waitForEvent('page');
    await results(page).filter({ hasText: 'Link' }).first().click();
    expect((await popup).url()).toContain('coinbase.com');
  });

  test("says 'No results found', and Escape closes and returns focus", async ({ page }) => {
    await openSearch(page);
    await searchInput(page).fill('qqzzxxyy');
    await expect(page.getByText('No results found')).toBeVisible();
    await searchInput(page).press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
  });

  test('Tab leaves the box for the next item in the header, and the results close', async ({
    page,
  }) => {
    await openSearch(page);
    await searchInput(page).fill('sol');
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
    await expect(searchInput(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My tracker' })).toBeFocused();
  });

  test('works in the mobile menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await searchInput(page).fill('solana');
    await expect(results(page).first()).toContainText('Solana');
    await results(page).first().click();
    await expect(page).toHaveURL(/\/signals\//);
  });

  for (const width of [390, 768]) {
    test(`in the mobile menu at ${width} px, the results line up with the box's edges`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await searchInput(page).fill('bitcoin');
      await expect(results(page).first()).toBeVisible();
      const box = await page.getByRole('search', { name: 'Site search' }).last().boundingBox();
      const list = await page.getByRole('listbox', { name: 'Search results' }).boundingBox();
      if (!box || !list) throw new Error('the box or its results are not laid out');
      expect(Math.abs(list.x - box.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(list.x + list.width - (box.x + box.width))).toBeLessThanOrEqual(2);
    });
  }

  test('in the mobile menu, moving on from the box hides its results over the links, and Escape closes one thing at a time', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await searchInput(page).fill('zephyr');
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
    const link = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first();
    await expect(link).toBeFocused();
    // Nothing lies over the focused link: the point at its centre is the link itself.
    expect(
      await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(
          document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
        );
      }),
    ).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(searchInput(page)).toHaveValue('zephyr');
    await expect(results(page).first()).toBeVisible();

    // The first Escape empties the box, the menu stays; the next one closes the menu.
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('in the mobile menu, a tap beside the box that moves focus nowhere hides its results too', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await searchInput(page).fill('qqqzz');
    const none = page.getByRole('search', { name: 'Site search' }).getByText('No results found');
    await expect(none).toBeVisible();
    // A group's label takes no focus: the tap leaves the box without giving focus to anything.
    await menu.locator('p', { hasText: /^Giveaways$/ }).tap();
    await expect(none).toHaveCount(0);
    await expect(searchInput(page)).toHaveValue('qqqzz');
    const first = menu.getByRole('link').first();
    expect(
      await first.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(
          document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
        );
      }),
    ).toBe(true);
    // They come back when the box is used again.
    await searchInput(page).tap();
    await expect(none).toBeVisible();
    await context.close();
  });

  test('the clear button empties the box and keeps it in use: a finger hits it 21 px off its centre on a phone, and it is hidden while the box is empty', async ({
    browser,
    page,
  }) => {
    await openSearch(page);
    const clear = page.getByRole('banner').getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeHidden();
    await searchInput(page).fill('sol');
    await expect(results(page).first()).toBeVisible();
    await clear.click();
    await expect(searchInput(page)).toHaveValue('');
    await expect(searchInput(page)).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
    await expect(clear).toBeHidden();

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    await phone.goto('/');
    await phone.getByRole('button', { name: 'Open menu' }).tap();
    await searchInput(phone).fill('bitcoin');
    await expect(results(phone).first()).toBeVisible();
    const menuClear = phone
      .getByRole('search', { name: 'Site search' })
      .getByRole('button', { name: 'Clear search' });
    const box = await menuClear.boundingBox();
    if (!box) throw new Error('the clear button is not laid out');
    await phone.touchscreen.tap(box.x + box.width / 2 - 21, box.y + box.height / 2 + 15);
    await expect(searchInput(phone)).toHaveValue('');
    await expect(searchInput(phone)).toBeFocused();
    await expect(phone.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await context.close();
  });

  test('the result for the page already open adds no history entry and puts focus on its heading, in the header and in the menu', async ({
    page,
  }) => {
    await page.goto('/nft');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Neon Drifters/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nft\/nft-neon-drifters$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Neon Drifters' });
    await expect(heading).toBeFocused();
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await searchInput(page).fill('Neon Drifters');
    await expect(results(page).first()).toContainText('Neon Drifters');
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // One Back leads back to the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/nft$/);

    // A news item open beside its filtered list: it stays open, filter and all, and takes focus.
    await page.goto('/news/news-eth-staking-record?ecosystem=ethereum');
    const item = page
      .getByRole('article', { name: 'Staked ETH passes 31% of supply' })
      .getByRole('heading', { level: 2 });
    await expect(item).toBeFocused();
    const newsEntries = await page.evaluate(() => history.length);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await searchInput(page).fill('Staked ETH passes');
    await expect(results(page).first()).toContainText('Staked ETH passes');
    await page.keyboard.press('Enter');
    await expect(item).toBeFocused();
    await expect(page).toHaveURL(/\/news\/news-eth-staking-record\?ecosystem=ethereum$/);
    expect(await page.evaluate(() => history.length)).toBe(newsEntries);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/nft/nft-neon-drifters');
    const menuEntries = await page.evaluate(() => history.length);
    // Scrolled down: the heading comes back into view as it takes focus.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await searchInput(page).fill('Neon Drifters');
    await results(page).first().click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => history.length)).toBe(menuEntries);
  });

  test('the 61st search in a minute shows the rate-limit message', async ({ page }) => {
    test.setTimeout(90_000);
    // Each search is asked at once, not after its 300 ms pause: the limit counts searches, not time.
    await page.clock.install();
    await openSearch(page);
    for (let i = 0; i < 60; i++) {
      await searchInput(page).fill(`bitcoin ${i}`);
      await page.clock.runFor(300);
      await expect(page.getByText('Searching...')).toHaveCount(0, { timeout: 5_000 });
    }
    await searchInput(page).fill('bitcoin again');
    await expect(page.getByText('Rate limit exceeded. Please try again later.')).toBeVisible();
  });
});
