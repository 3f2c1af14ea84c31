import { expect, test } from '@playwright/test';

import { linesOf, list, listAndDetailTests } from './support/areas';
import { putRecords, startApp, storedRecord } from './support/content';

test.describe('signals', () => {
  listAndDetailTests({
    path: '/signals',
    card: 'signal-card',
    name: 'Bitcoin',
    heading: /Bitcoin/,
    id: 'sig-btc-breakout',
  });

  test('a signal detail shows the call, the score gauge, the trade plan and coloured indicators', async ({
    page,
  }) => {
    await page.goto('/signals/sig-btc-breakout');
    await expect(page.getByRole('meter', { name: 'Signal score' })).toHaveAttribute(
      'aria-valuenow',
      '78',
    );
    await expect(page.getByText('BUY', { exact: true })).toHaveClass(/badge-bullish/);
    for (const label of ['Entry', 'Target', 'Stop loss', 'Market cap', '24h volume'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('+2.84%').first()).toBeVisible();
    await expect(page.getByText('bullish', { exact: true }).first()).toHaveClass(/badge-bullish/);
    await expect(page.getByText('neutral', { exact: true }).first()).toHaveClass(/badge-neutral/);
    await expect(page).toHaveTitle('Bitcoin · AlphaScout');
  });

  test('a signal with no platform says nothing of one beside its badges, rather than a lone "on"', async ({
    page,
  }) => {
    await startApp(page, '/signals');
    const signal = await storedRecord(page, 'signals', 'sig-btc-breakout');
    await page.goto('/signals/sig-btc-breakout');
    await expect(page.getByText('on Binance', { exact: true })).toBeVisible();
    await putRecords(page, 'signals', [{ ...signal, platform: '' }]);
    await page.reload();
    await expect(page.getByRole('meter', { name: 'Signal score' })).toBeVisible();
    await expect(page.getByText(/^on\s*$/)).toHaveCount(0);
  });

  test('an NFT signal has no market cap slot at all', async ({ page }) => {
    await page.goto('/signals/sig-nft-pudgy-penguins');
    await expect(page.getByRole('heading', { level: 1, name: /Pudgy Penguins/ })).toBeVisible();
    await expect(page.getByText('24h volume', { exact: true })).toBeVisible();
    await expect(page.getByText('Market cap', { exact: true })).toHaveCount(0);
  });

  test('a filter lives in the URL: it survives a reload, and Back restores the previous one', async ({
    page,
  }) => {
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'NFT' }).click();
    await expect(page).toHaveURL(/\/signals\?type=NFT$/);
    await expect(page.getByTestId('signal-card').filter({ hasText: 'Bitcoin' })).toHaveCount(0);
    await expect(
      page.getByTestId('signal-card').filter({ hasText: 'Pudgy Penguins' }),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'NFT' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByTestId('signal-card').filter({ hasText: 'Pudgy Penguins' }),
    ).toBeVisible();
    await expect(page.getByTestId('signal-card').filter({ hasText: 'Bitcoin' })).toHaveCount(0);

    await page.getByRole('group', { name: 'Action' }).getByRole('button', { name: 'Sell' }).click();
    await expect(page).toHaveURL(/\/signals\?type=NFT&action=SELL$/);
    await expect(page.getByTestId('signal-card').filter({ hasText: 'Pudgy Penguins' })).toHaveCount(
      0,
    );
    await expect(page.getByTestId('signal-card').filter({ hasText: 'Azuki' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/signals\?type=NFT$/);
    await expect(
      page.getByRole('group', { name: 'Action' }).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByTestId('signal-card').filter({ hasText: 'Pudgy Penguins' }),
    ).toBeVisible();
  });

  test("a detail's back link returns to the list it came from, filters and all; opened directly, to the whole list", async ({
    page,
    context,
  }) => {
    await page.goto('/signals?type=NFT');
    await page.getByTestId('signal-card').filter({ hasText: 'Pudgy Penguins' }).click();
    await expect(page).toHaveURL(/\/signals\/[^?]+$/);
    const back = page.getByRole('main').getByRole('link', { name: 'All signals' });
    await expect(back).toHaveAttribute('href', '/signals?type=NFT');
    await back.click();
    await expect(page).toHaveURL(/\/signals\?type=NFT$/);
    await expect(
      page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'NFT' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // It was Back, not a new entry: Back again leaves the list.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/signals/);

    // After a jump to #main (an entry of its own), the link opens the list it names instead.
    await page.goto('/signals?type=NFT');
    await page.getByTestId('signal-card').filter({ hasText: 'Pudgy Penguins' }).click();
    await expect(back).toHaveAttribute('href', '/signals?type=NFT');
    await page.evaluate(() => (location.hash = 'main'));
    await back.click();
    await expect(page).toHaveURL(/\/signals\?type=NFT$/);

    // Opened directly, in a tab of its own: nothing to go back to.
    const direct = await context.newPage();
    await direct.goto('/signals/sig-btc-breakout');
    const directBack = direct.getByRole('main').getByRole('link', { name: 'All signals' });
    await expect(directBack).toHaveAttribute('href', '/signals');
    await directBack.click();
    await expect(direct).toHaveURL(/\/signals$/);
  });

  test('a reload lays out the grid in the columns the window has, whether from memory or measured', async ({
    page,
  }) => {
    // Records the columns of the first row the list ever puts in the page: a wrong guess would
    // show there before the list measured itself.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const row = document.querySelector<HTMLElement>(
          '[role="list"][aria-label="Signals"] > [data-index]',
        );
        if (!row) return;
        Object.assign(window, { __firstColumns: row.style.gridTemplateColumns });
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // The grid's rule: columns of at least 300 px with 12 px gaps, at most 3.
    const columnsFitting = async (): Promise<number> => {
      const width = await page
        .getByRole('list', { name: 'Signals' })
        .evaluate((list) => list.getBoundingClientRect().width);
      return Math.min(3, Math.floor((width + 12) / 312));
    };
    const firstColumns = async (): Promise<number> => {
      const template = await page.evaluate(
        () => (window as unknown as { __firstColumns?: string }).__firstColumns,
      );
      return Number(/^repeat\((\d+),/.exec(template ?? '')?.[1]);
    };

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    const wide = await columnsFitting();
    expect(wide).toBe(3);
    expect(await firstColumns()).toBe(wide);

    await page.setViewportSize({ width: 700, height: 800 });
    const narrow = await columnsFitting();
    expect(narrow).toBe(2);
    await expect(
      page.locator('[role="list"][aria-label="Signals"] > [data-index]').first(),
    ).toHaveCSS('grid-template-columns', /^\S+px \S+px$/);

    for (const [width, columns] of [
      [700, narrow],
      [1280, wide],
      [1280, wide],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await expect(page.getByTestId('signal-card').first()).toBeVisible();
      expect(await firstColumns(), `first row after a reload at ${width} px`).toBe(columns);
    }
  });

  test('a filter with no match says so and offers a way out', async ({ page }) => {
    await page.goto('/signals?type=NFT&action=BUY&status=Inactive');
    await expect(page.getByText('No signals match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/signals$/);
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
  });

  test('a visit leaves its start-up marks for DevTools, each once and in an order it can reach them', async ({
    page,
  }) => {
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('alphascout:'))
        .map((mark) => ({ name: mark.name, at: mark.startTime })),
    );
    expect(marks.map((mark) => mark.name).sort()).toEqual([
      'alphascout:database-open',
      'alphascout:entry',
      'alphascout:first-rows',
      'alphascout:screen-ready',
    ]);
    const at = Object.fromEntries(marks.map((mark) => [mark.name, mark.at]));
    // The first render waits at most 300 ms for the first page (preloadScreenAt): on a slow machine
    // the screen is ready before the database has opened, and the rows come after both.
    expect(at['alphascout:entry']).toBeLessThanOrEqual(
      Math.min(at['alphascout:database-open'] ?? 0, at['alphascout:screen-ready'] ?? 0),
    );
    expect(
      Math.max(
        at['alphascout:database-open'] ?? Infinity,
        at['alphascout:screen-ready'] ?? Infinity,
      ),
    ).toBeLessThanOrEqual(at['alphascout:first-rows'] ?? 0);
  });

  test('a first visit shows the seeded signals without first saying there are none', async ({
    page,
  }) => {
    // The first screen's rows are read before start-up has filled the new database: that read
    // saw the table empty, and the list said "No signals yet" until its live query answered.
    await page.addInitScript(() => {
      const seen = { emptyState: false };
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        if (document.documentElement.textContent.includes('No signals yet')) seen.emptyState = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __seen: { emptyState: boolean } }).__seen.emptyState,
      ),
    ).toBe(false);
  });
});

test.describe('a long signals list', () => {
  // 300 generated signals: ten pages of the list's 30, far more than it loads on one scroll to the
  // end (two pages, 20 rows of cards) and more than the 100 cards it may render; the newest of them
  // is card 15, behind the 14 seeded ones, as it was among 5,000.
  test('renders only a window of 300 signals and loads more on scrolling to the end', async ({
    page,
  }) => {
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    await page.evaluate(async (count) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('alphascout');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('signals', 'readwrite');
        const store = tx.objectStore('signals');
        for (let i = 0; i < count; i += 1) {
          store.put({
            id: `gen-${String(i).padStart(3, '0')}`,
            type: i % 2 ? 'NFT' : 'CRYPTO',
            name: `Generated ${i}`,
            symbol: `G${i}`,
            action: i % 3 ? 'BUY' : 'SELL',
            score: i % 101,
            reason: 'Generated for the long-list test.',
            indicators: [],
            timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
            price: '$1.00',
            entryPrice: '$1.00',
            targetPrice: '$1.20',
            stopLoss: '$0.90',
            change24h: 0,
            volume24h: '$1M',
            status: i % 4 ? 'Active' : 'Inactive',
            platform: 'Test',
          });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, 300);

    await page.goto('/signals?sort=newest');
    const signals = list(page, 'Signals');
    await expect(
      page.getByTestId('signal-card').filter({ hasText: 'Generated 299' }),
    ).toBeVisible();
    const loaded = async () => Number(await signals.getAttribute('data-loaded'));
    const before = await loaded();
    expect(await page.getByTestId('signal-card').count()).toBeLessThan(100);

    // Scroll to the end until the list has loaded more: each try waits on the count, not a timer.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await loaded()).toBeGreaterThan(before);
    }).toPass();
    expect(await page.getByTestId('signal-card').count()).toBeLessThan(100);
    // Rows far above the window are gone from the DOM: the first card is no longer rendered.
    await expect(page.getByTestId('signal-card').filter({ hasText: 'Generated 299' })).toHaveCount(
      0,
    );

    // A detail opened from deep in the list starts at its top; Back returns to the same place.
    // The first card fully in view (the last rendered ones sit in the overscan, below the fold).
    const deepName = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('[data-testid="signal-card"]')];
      const inView = cards.find(
        (card) =>
          card.getBoundingClientRect().top >= 0 &&
          card.getBoundingClientRect().bottom <= window.innerHeight,
      );
      return inView?.querySelector('h2')?.textContent.trim() ?? '';
    });
    expect(deepName).toMatch(/^Generated \d+/);
    const deepCard = page.getByTestId('signal-card').filter({ hasText: deepName }).first();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(1_000);
    await deepCard.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      deepName.split(/\s/)[0] ?? '',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(
      page.getByTestId('signal-card').filter({ hasText: deepName }).first(),
    ).toBeInViewport();
  });
});

test.describe('a signal card with long text, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('wraps a long price to two lines before cutting it, cuts a long name, keeping the 24h change on one line and the symbol in view', async ({
    page,
  }) => {
    await startApp(page, '/signals');
    const bitcoin = await storedRecord(page, 'signals', 'sig-btc-breakout');
    await putRecords(page, 'signals', [
      {
        ...bitcoin,
        name: 'Bitcoin Cash Wrapped Bridged Staked Edition',
        price: `$64,250.00 ${'(approx, bid/ask spread wide) '.repeat(3)}`,
      },
    ]);
    await page.goto('/signals');
    const card = page.getByTestId('signal-card').filter({ hasText: 'Bitcoin Cash Wrapped' });
    const price = card.getByText(/^\$64,250\.00 \(approx/);
    expect(await linesOf(price)).toBeGreaterThan(2);
    expect(
      await price.evaluate(
        (element) =>
          element.getBoundingClientRect().height /
          Number.parseFloat(getComputedStyle(element).lineHeight),
      ),
    ).toBeCloseTo(2, 1);
    const change = card.getByText('+2.84%');
    await expect(change).toBeVisible();
    const changeBox = await change.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      line: Number.parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(changeBox.height).toBeLessThan(changeBox.line * 1.5);
    // In view: left of the Watch toggle laid over the card's corner, not under it.
    const symbol = card.getByRole('heading').getByText('BTC', { exact: true });
    const watch = card.locator('xpath=..').getByRole('button', { name: 'Watch', exact: true });
    const [watchBox, symbolBox] = await Promise.all([watch.boundingBox(), symbol.boundingBox()]);
    expect(
      watchBox && symbolBox && symbolBox.width > 0 && symbolBox.x + symbolBox.width <= watchBox.x,
    ).toBe(true);
    await expect(card.getByRole('heading')).toHaveAccessibleName(
      /Bitcoin Cash Wrapped Bridged Staked Edition BTC/,
    );
  });

  test('shows a price range whole, on a second line, not cut', async ({ page }) => {
    await startApp(page, '/signals');
    const bitcoin = await storedRecord(page, 'signals', 'sig-btc-breakout');
    await putRecords(page, 'signals', [
      { ...bitcoin, price: '$0.000000012345 to $0.000000013000' },
    ]);
    await page.goto('/signals');
    const price = page
      .getByTestId('signal-card')
      .getByText('$0.000000012345 to $0.000000013000', { exact: true });
    await expect(price).toBeVisible();
    expect(await linesOf(price)).toBe(2);
    expect(
      await price.evaluate(
        (element) =>
          element.scrollHeight <= element.clientHeight &&
          element.scrollWidth <= element.clientWidth,
      ),
    ).toBe(true);
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true });

  test('a card shows a whole name in three columns, on two lines if need be: none of the seeded ones is cut', async ({
    page,
  }) => {
    await page.goto('/signals');
    const headings = page.getByTestId('signal-card').getByRole('heading');
    await expect(headings.nth(8)).toBeVisible();
    // The name is the link's first span (the symbol the second); the link itself is inline, with no box to measure.
    const names = await headings.evaluateAll((all) =>
      all.map((heading) => {
        const name = heading.querySelector<HTMLElement>('a > span');
        return {
          text: name?.textContent,
          width: name?.clientWidth ?? 0,
          cut:
            name !== null &&
            (name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight),
        };
      }),
    );
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(names.every((name) => name.width > 0)).toBe(true);
    expect(names.filter((name) => name.cut).map((name) => name.text)).toEqual([]);
  });
});
