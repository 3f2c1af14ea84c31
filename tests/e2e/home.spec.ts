import { expect, test } from '@playwright/test';

import { putRecords, storedRecord } from './support/content';
import { dotLinesOf } from './support/dot-lines';

test.describe('home', () => {
  test('card titles wrap to two lines before they are cut, on a phone and a desktop', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ])
      await test.step(`card titles wrap to two lines before they are cut, at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto('/');
        const titles = page
          .getByRole('main')
          .getByRole('listitem')
          .getByRole('heading', { level: 3 });
        await expect(titles.first()).toBeVisible();
        const shown = await titles.evaluateAll((headings) =>
          headings.map((heading) => {
            const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
            return {
              text: heading.textContent,
              cutSideways: heading.scrollWidth > heading.clientWidth + 1,
              lines: Math.round(heading.clientHeight / lineHeight),
            };
          }),
        );
        // A title cut to one line with an ellipsis ("Ethereum upgrade r…") overflowed sideways.
        expect(shown.filter((title) => title.cutSideways)).toEqual([]);
        expect(shown.filter((title) => title.lines > 2)).toEqual([]);
        expect(shown.some((title) => title.lines === 2)).toBe(true);
      });
  });

  test(
    'cards about a date say it: an airdrop when it ends, a mint when it starts, news when it was published',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/');
      const section = (name: string) => page.getByRole('region', { name });
      const firstCardDate = (name: string) =>
        section(name)
          .getByRole('listitem')
          .first()
          .locator('p', { has: page.locator('time') })
          .last();
      await expect(firstCardDate('Airdrops ending soonest')).toHaveText(
        /^(?:Ends \w{3} \d{1,2}, \d{4}·(?:\d+[dhms] ?)+ left|Ended \w{3} \d{1,2}, \d{4})$/,
      );
      await expect(firstCardDate('Upcoming NFT mints')).toHaveText(
        /^(?:Mints \w{3} \d{1,2}, \d{4}·in (?:\d+[dhms] ?)+|Mint started \w{3} \d{1,2}, \d{4})$/,
      );
      await expect(firstCardDate('Latest news')).toHaveText(/^Published \w{3} \d{1,2}, \d{4}$/);
      await expect(section('Live ICOs').getByRole('listitem').first()).toContainText(
        /Sale started \w{3} \d{1,2}, \d{4}/,
      );
    },
  );

  test('an airdrop that ends while the page is open says it ended, with no countdown left beside its date', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Airdrops ending soonest' });
    await expect(section.getByRole('listitem').first()).toBeVisible();
    const seed = await storedRecord(page, 'airdrops', 'airdrop-zephyr-network');
    await putRecords(page, 'airdrops', [
      {
        ...seed,
        id: 'airdrop-ending-now',
        name: 'Ending Any Second',
        endDate: new Date(Date.now() + 8_000).toISOString(),
      },
    ]);
    await page.reload();
    const line = section
      .getByRole('listitem')
      .filter({ hasText: 'Ending Any Second' })
      .locator('p', { has: page.locator('time') });
    await expect(line).toHaveText(/^Ends \w{3} \d{1,2}, \d{4}·(?:\d+[dhms] ?)+ left$/);
    await expect(line).toHaveText(/^Ended \w{3} \d{1,2}, \d{4}$/);
  });

  test("a card's date line keeps its countdown whole and never ends or starts a line with its dot, at every width", async ({
    page,
  }) => {
    for (const width of [390, 768, 1280])
      await test.step(`a card's date line keeps its countdown whole and never ends or starts a line with its dot, at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const lines = page
          .getByRole('region', { name: /^(Airdrops ending soonest|Upcoming NFT mints)$/ })
          .getByRole('listitem')
          .locator('p', { has: page.locator('time') });
        await expect(lines.first()).toBeVisible();
        const found = await dotLinesOf(lines);
        expect(found.length).toBeGreaterThan(2);
        expect(found.filter((line) => line.startsLine || line.endsLine)).toEqual([]);
        const countdownLines = await lines
          .locator('time[title]')
          .evaluateAll((times) => times.map((time) => time.getClientRects().length));
        expect(countdownLines.length).toBeGreaterThan(2);
        expect(countdownLines.filter((count) => count !== 1)).toEqual([]);
      });
  });

  test('the featured post, as every section, links to its whole list', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured on the blog' });
    await expect(section.getByRole('link', { name: 'View all: Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  test('Back from a card returns to where the page was scrolled, focus on that card, on a phone and a desktop', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ])
      await test.step(`Back from a card returns to where the page was scrolled, focus on that card, at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto('/');
        const card = page
          .getByRole('region', { name: 'Upcoming NFT mints' })
          .getByRole('listitem')
          .first()
          .getByRole('link');
        await expect(card).toBeVisible();
        if (viewport.width > 400) {
          // A jump to #main (a link to it from elsewhere) makes a history entry of its own while home stays.
          await page.evaluate(() => {
            window.location.hash = 'main';
          });
          await expect(page).toHaveURL(/#main$/);
        }
        await card.scrollIntoViewIfNeeded();
        const left = await page.evaluate(() => {
          window.scrollBy(0, 120);
          return window.scrollY;
        });
        expect(left).toBeGreaterThan(600);
        await card.click();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Signals, airdrops/);
        await page.goBack();
        await expect(card).toBeFocused();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
      });
  });

  test("a card's Watch toggle watches its item, as the list's card does; news has none", async ({
    page,
  }) => {
    await page.goto('/');
    const section = (name: string) => page.getByRole('region', { name });
    const firstCard = section('Top signals by score').getByRole('listitem').first();
    const name = ((await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '').replace(
      /\s*\(.*$/,
      '',
    );
    await firstCard.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(firstCard.getByRole('button', { name: 'Watching', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('tracker-count')).toHaveText('1');
    await expect(
      firstCard.getByRole('button', { name: 'Watching', exact: true }),
    ).toHaveAccessibleDescription(
      (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '',
    );
    for (const area of ['Airdrops ending soonest', 'Live ICOs', 'Upcoming NFT mints']) {
      const card = section(area).getByRole('listitem').first();
      await expect(
        card.getByRole('button', { name: 'Watch', exact: true }),
      ).toHaveAccessibleDescription(
        (await card.getByRole('heading', { level: 3 }).textContent()) ?? '',
      );
    }
    await expect(section('Latest news').getByRole('button', { name: /^Watch/ })).toHaveCount(0);

    await page.goto('/signals');
    const card = page.getByTestId('signal-card').filter({ hasText: name }).first();
    await expect(
      card.locator('xpath=..').getByRole('button', { name: 'Watching', exact: true }),
    ).toBeVisible();
  });
});
