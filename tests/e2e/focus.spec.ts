import { expect, type Page, test } from '@playwright/test';

import { list } from './support/areas';
import { putRecords, startApp } from './support/content';
import { afterFrames } from './support/frames';

/** Past the announcer's waits: the title's settling (300 ms) and its cap (3 s, useFocusKeeper). */
const PAST_ANNOUNCER_WAITS = 3_500;

/** What has the focus: `body`, or the element's tag (or role) and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 60)}`;
  });

test.describe('focus after navigation', () => {
  test(
    "a card opened by keyboard: focus goes to the new page's heading; Back: to the card that was opened",
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/signals');
      const card = list(page, 'Signals').getByRole('link').nth(1);
      const href = await card.getAttribute('href');
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/signals\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.getByRole('link', { name: /All signals/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/signals$/);
      const opened = list(page, 'Signals').locator(`a[href="${href ?? ''}"]`);
      await expect(opened).toBeFocused();
      // Focused as the link it is: in the Tab order, with its focus ring.
      await expect(opened).not.toHaveAttribute('tabindex');
      await expect(opened).not.toHaveClass(/outline-none/);
    },
  );

  test("Back while the opened card's page still loads: focus goes back to the card, not left on the content", async ({
    page,
  }) => {
    await page.goto('/signals');
    const card = list(page, 'Signals').getByRole('link').nth(1);
    await card.waitFor();
    // The detail's code is held back: the page stays in its loading state, focus on the content.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/DetailScreen-.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signals\/[^/]+$/);
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
    await page.goBack();
    await expect(card).toBeFocused();
    release();
  });

  test('focus that stays on the page through a navigation is left where it is', async ({
    page,
  }) => {
    await page.goto('/signals');
    await list(page, 'Signals').getByRole('link').first().waitFor();
    const airdrops = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Airdrops', exact: true });
    await airdrops.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/airdrops$/);
    await expect(airdrops).toBeFocused();
  });

  test("a navigation that leaves focus on the header says the new page's title; one that moves focus to the page says nothing more", async ({
    page,
  }) => {
    const announcer = page.getByTestId('route-announcer');
    // The page's clock, moved on at will: the announcer decides once its timers have run.
    await page.clock.install();
    await page.goto('/signals');
    await list(page, 'Signals').getByRole('link').first().waitFor();
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(PAST_ANNOUNCER_WAITS);
    await expect(announcer).toHaveText(''); // the first page is the browser's to announce
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Airdrops', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Airdrops · AlphaScout');
    await expect(announcer).toHaveText('Airdrops · AlphaScout');
    // Decided once: a later change of the page's head (a chunk's preload, a title) says nothing.
    await page.evaluate(() => {
      document.head.append(
        Object.assign(document.createElement('meta'), { name: 'test-late-head' }),
      );
      document.title = 'Changed later · AlphaScout';
    });
    await page.clock.runFor(PAST_ANNOUNCER_WAITS);
    await expect(announcer).toHaveText('Airdrops · AlphaScout');

    // A card: focus lands on the new page's heading, which says it.
    await list(page, 'Airdrops').getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(announcer).toHaveText('');

    // Back to the same list from the header: said again, although the text is the one said before.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Airdrops', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(announcer).toHaveText('Airdrops · AlphaScout');
  });

  test('a card scrolled out of the list while focused: focus is left to the browser, and the page does not move', async ({
    page,
  }) => {
    await startApp(page, '/signals');
    await putRecords(
      page,
      'signals',
      Array.from({ length: 300 }, (_, i) => ({
        id: `sig-focus-${i}`,
        type: 'CRYPTO',
        name: `Focus ${i}`,
        symbol: `F${i}`,
        action: 'BUY',
        score: 50,
        reason: 'Generated.',
        indicators: [],
        timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        imageUrl: '/images/tokens/btc.svg',
        price: '$1.00',
        entryPrice: '$1.00',
        targetPrice: '$2.00',
        stopLoss: '$0.50',
        change24h: 0,
        volume24h: '$1',
        marketCap: '$1',
        status: 'Active',
        platform: 'Binance',
      })),
    );
    await page.reload();
    await list(page, 'Signals').getByRole('button', { name: 'Watch', exact: true }).first().click();
    await page.mouse.move(640, 400);
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 1_000);
    // Until the wheel's scrolling has ended: the same position twice, a quarter second apart.
    let scrolled = -1;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => window.scrollY);
          const still = now === scrolled;
          scrolled = now;
          return still;
        },
        { intervals: [250] },
      )
      .toBe(true);
    expect(scrolled).toBeGreaterThan(8_000);
    // A few frames for anything that would move focus (it acts a frame after the loss).
    await afterFrames(page, 3);
    expect(await focused(page)).toBe('body');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('focus moved up the page with Shift+Tab is never left under the sticky header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/signals');
    await expect(list(page, 'Signals').getByRole('link').first()).toBeVisible();
    await list(page, 'Signals').getByRole('link').nth(5).focus();
    const hidden: string[] = [];
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const covered = await page.evaluate(() => {
        const element = document.activeElement;
        const header = document.querySelector('header');
        if (!element || !header || header.contains(element) || element === document.body)
          return null;
        const top = element.getBoundingClientRect().top;
        return top < header.getBoundingClientRect().bottom
          ? `${element.tagName} ${element.textContent.trim().slice(0, 30)} at ${Math.round(top)} px`
          : null;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);

    // The header's own links are never hidden: Tab through them leaves the page where it is.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true }),
    );
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'NFT' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', { name: 'Search AlphaScout' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });

  test('a click on plain text in the page does not send the next Tab back to the top', async ({
    page,
  }) => {
    await page.goto('/airdrops/airdrop-zephyr-network');
    const heading = page.getByRole('heading', { name: 'My tracker' });
    await heading.scrollIntoViewIfNeeded();
    await heading.click();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your note')).toBeFocused();
  });

  test('"Clear filters" goes away and hands the focus to the filters it cleared', async ({
    page,
  }) => {
    await page.goto('/signals?type=NFT&action=BUY&status=Inactive');
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signals$/);
    await expect(clear).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Filter signals' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'All' }),
    ).toBeFocused();
  });

  test('"/" from a card, then Escape: focus goes back to the card, not to the Search button', async ({
    page,
  }) => {
    await page.goto('/signals');
    const card = list(page, 'Signals').getByRole('link').nth(2);
    await card.focus();
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', { name: 'Search AlphaScout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeFocused();
  });

  test('"/" from a page\'s heading that focus was moved to, then Escape: back on the heading, not on <body>', async ({
    page,
  }) => {
    await page.goto('/signals');
    const card = list(page, 'Signals').getByRole('link').first();
    await card.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', { name: 'Search AlphaScout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(heading).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('from a detail page to its list by the menu (not Back): focus goes to the heading, not to the card', async ({
      page,
    }) => {
      await page.goto('/signals/sig-btc-breakout');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Alpha Call', exact: true })
        .click();
      await expect(page).toHaveURL(/\/signals$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Alpha Call signals' }),
      ).toBeFocused();
    });

    test('"/" from a card opens the menu at its search; Escape goes back to the card', async ({
      page,
    }) => {
      await page.goto('/signals');
      const card = list(page, 'Signals').getByRole('link').first();
      await card.focus();
      await page.keyboard.press('/');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(card).toBeFocused();
    });

    test("a page chosen in the menu: the menu closes and focus goes to the page's heading", async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Giveaways', exact: true })
        .click();
      await expect(page).toHaveURL(/\/giveaways$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Giveaways' })).toBeFocused();
    });
  });
});

test.describe('closing a news item', () => {
  test('is Back when it came from the list: the history does not grow, focus returns to its headline, and Forward opens it again', async ({
    page,
  }) => {
    await page.goto('/news?ecosystem=bitcoin');
    const headline = list(page, 'News').getByRole('link').first();
    await headline.click();
    await expect(page).toHaveURL(/\/news\/[^/?]+\?ecosystem=bitcoin$/);
    const itemUrl = page.url();
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Close this news item' }).click();
    await expect(page).toHaveURL(/\/news\?ecosystem=bitcoin$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(headline).toBeFocused();
    await page.goForward();
    await expect(page).toHaveURL(itemUrl);
    await expect(page.getByRole('article')).toBeVisible();
  });

  test('come from the list of an earlier page load, it opens the list without loading the app again', async ({
    page,
  }) => {
    await page.goto('/news?ecosystem=solana');
    const href = await list(page, 'News').getByRole('link').first().getAttribute('href');
    await page.goto(href ?? '');
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await page.getByRole('link', { name: 'Close this news item' }).click();
    await expect(page).toHaveURL(/\/news\?ecosystem=solana$/);
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await expect(list(page, 'News').getByRole('link', { name: /./ }).first()).toBeVisible();
  });

  test('opened directly, it opens the list', async ({ page }) => {
    await page.goto('/news/news-eth-staking-record');
    await page.getByRole('link', { name: 'Close this news item' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});
