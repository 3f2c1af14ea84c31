import { expect, type Page, test } from '@playwright/test';

import { cardOf, list, pointerReaches } from './support/areas';

/** The lists of cards: where each is and its accessible name. */
const LISTS = [
  { path: '/signals', list: 'Signals' },
  { path: '/airdrops', list: 'Airdrops' },
  { path: '/giveaways', list: 'Giveaways' },
  { path: '/whitelists', list: 'Whitelists' },
  { path: '/testnets', list: 'Testnets' },
  { path: '/nft', list: 'NFT projects' },
  { path: '/ico', list: 'ICO projects' },
  { path: '/news', list: 'News' },
  { path: '/blog', list: 'Blog posts' },
  { path: '/academy', list: 'Courses' },
];

const firstCard = (page: Page, name: string) => list(page, name).getByRole('listitem').first();

test.describe('a card', () => {
  test('on every list is one link named by its title, not by every line of the card, and opens from anywhere on it', async ({
    page,
  }) => {
    for (const area of LISTS)
      await test.step(area.path, async () => {
        await page.goto(area.path);
        const card = firstCard(page, area.list);
        const link = card.getByRole('link');
        await expect(link).toHaveCount(1);
        const title = (await card.getByRole('heading').first().textContent()) ?? '';
        expect(title.trim()).not.toBe('');
        await expect(link).toHaveAccessibleName(title.trim());
        // A click far from the title, at the card's bottom left corner, opens it too.
        await cardOf(link).scrollIntoViewIfNeeded();
        const box = await cardOf(link).boundingBox();
        if (!box) throw new Error('the card has no box');
        const href = (await link.getAttribute('href')) ?? '';
        await page.mouse.click(box.x + 6, box.y + box.height - 6);
        await expect(page).toHaveURL((url) => url.pathname + url.search === href);
      });
  });

  test("on the home page, a section's card and the featured post are each one link named by their title", async ({
    page,
  }) => {
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Upcoming NFT mints' })
      .getByRole('listitem')
      .first();
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAccessibleName(
      (await card.getByRole('heading').textContent()) ?? '',
    );
    const featured = page
      .getByRole('region', { name: 'Featured on the blog' })
      .getByRole('heading', { level: 3 });
    await expect(featured.getByRole('link')).toHaveAccessibleName(
      (await featured.textContent()) ?? '',
    );
  });

  test('with a countdown keeps its name as time passes; the countdown is read as text and shows its date to a pointer', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-20T12:00:00Z') });
    await page.goto('/airdrops');
    const card = firstCard(page, 'Airdrops');
    const link = card.getByRole('link');
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await expect(card).toContainText(/left/);
    await expect(link).toHaveAccessibleName(name);
    await page.clock.fastForward('02:00:00');
    await expect(link).toHaveAccessibleName(name);
    // The list card shows no date: a pointer on the countdown reaches it, for its tooltip.
    const countdown = card.locator('time[title^="Ends "]');
    expect(await pointerReaches(countdown)).toBe(true);
  });

  // Each kind of card whose title may be cut: signal, campaign (media), NFT, ICO, home (record).
  const TOOLTIP_CARDS = [
    { path: '/signals', card: (page: Page) => firstCard(page, 'Signals') },
    { path: '/airdrops', card: (page: Page) => firstCard(page, 'Airdrops') },
    { path: '/nft', card: (page: Page) => firstCard(page, 'NFT projects') },
    { path: '/ico', card: (page: Page) => firstCard(page, 'ICO projects') },
    {
      path: '/',
      card: (page: Page) =>
        page.getByRole('region', { name: 'Upcoming NFT mints' }).getByRole('listitem').first(),
    },
  ];
  test("shows its title's tooltip over the title, not anywhere on the card, wherever titles are cut", async ({
    page,
  }) => {
    for (const area of TOOLTIP_CARDS)
      await test.step(area.path, async () => {
        await page.goto(area.path);
        const card = area.card(page);
        const link = card.getByRole('link');
        const title = ((await link.textContent()) ?? '').trim();
        // The tooltip a pointer gets is the title attribute nearest the element under it.
        const tooltipAt = (x: number, y: number) =>
          page.evaluate(
            ([x, y]) =>
              document.elementFromPoint(x, y)?.closest('[title]')?.getAttribute('title') ?? null,
            [x, y] as const,
          );
        await cardOf(link).scrollIntoViewIfNeeded();
        const heading = await card.getByRole('heading').first().boundingBox();
        const box = await cardOf(link).boundingBox();
        if (!heading || !box) throw new Error('the card has no box');
        const overTitle = await tooltipAt(heading.x + 4, heading.y + 8);
        expect(overTitle && title.startsWith(overTitle)).toBeTruthy();
        expect(await tooltipAt(box.x + box.width - 6, box.y + box.height - 6)).toBeNull();
      });
  });

  test('laid under its Watch toggle, leaves the toggle its own click', async ({ page }) => {
    await page.goto('/signals');
    const card = page.getByTestId('signal-card').filter({ hasText: 'Bitcoin' });
    const watch = card.locator('xpath=..').getByRole('button', { name: 'Watch', exact: true });
    await watch.click();
    await expect(
      card.locator('xpath=..').getByRole('button', { name: 'Watching', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signals$/);
  });

  test('shows keyboard focus on its link as a ring around the whole card', async ({ page }) => {
    await page.goto('/signals');
    const card = page.getByTestId('signal-card').first();
    const link = card.getByRole('link');
    // The ring is the outline of the link's ::after, which covers the card.
    const ring = () =>
      link.evaluate((element) => getComputedStyle(element, '::after').outlineStyle);
    expect(await ring()).toBe('none');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(await ring()).toBe('solid');
  });
});
