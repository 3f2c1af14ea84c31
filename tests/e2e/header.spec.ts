import { expect, type Page, test } from '@playwright/test';

import { ADMIN, signInAs } from './support/storage';

const header = (page: Page) => page.getByRole('banner');
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search AlphaScout' });

/** The header's row fits inside its padding: no item pushed into the right margin, one line of navigation. */
async function expectHeaderFits(page: Page): Promise<void> {
  const layout = await page.evaluate(() => {
    const bar = document.querySelector('header');
    const row = bar?.firstElementChild;
    const rowRight = row
      ? row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight)
      : 0;
    const items = [...(bar?.querySelectorAll('a, button, input') ?? [])].filter(
      (element) => element.getClientRects().length > 0,
    );
    const nav = document.querySelector('nav[aria-label="Main"] ul');
    const rows = new Set(
      [...(nav?.children ?? [])].map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    return {
      right: Math.max(...items.map((element) => element.getBoundingClientRect().right)),
      rowRight,
      width: window.innerWidth,
      navRows: rows.size,
      scroll: document.documentElement.scrollWidth,
    };
  });
  expect(layout.rowRight).toBeGreaterThan(0);
  expect(layout.right).toBeLessThanOrEqual(layout.rowRight + 0.5);
  expect(layout.scroll).toBeLessThanOrEqual(layout.width);
  expect(layout.navRows).toBe(1);
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const who of ['signed out', 'signed in as an admin'] as const) {
    test(`shows X, Discord and Telegram in one row, ${who}`, async ({ page, context }) => {
      if (who !== 'signed out') await signInAs(context, ADMIN);
      await page.goto('/signals');
      for (const name of [
        'AlphaScout on X (Twitter)',
        'AlphaScout on Discord',
        'AlphaScout on Telegram',
      ]) {
        await expect(header(page).getByRole('link', { name })).toBeVisible();
        // They open a new tab, and say so, as the footer's do.
        await expect(header(page).getByRole('link', { name })).toHaveAccessibleName(
          `${name} (opens in a new tab)`,
        );
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name }),
        ).toHaveAccessibleName(`${name} (opens in a new tab)`);
      }
      await expectHeaderFits(page);
      // The open search box floats over the navigation instead of pushing the row wider.
      await page.keyboard.press('/');
      await expect(searchField(page)).toBeFocused();
      await expectHeaderFits(page);
    });
  }
});

test('with a mouse over it, the link of the page shown keeps its colour', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/signals');
  const current = header(page).getByRole('link', { name: 'Alpha Call' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await current.hover();
  await expect(current).toHaveCSS('color', 'rgb(34, 211, 238)');
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the social links are in the mobile menu, and / opens the menu at its search field', async ({
    page,
  }) => {
    await page.goto('/signals');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(
      header(page).getByRole('link', { name: 'AlphaScout on X (Twitter)' }),
    ).toBeHidden();
    await page.keyboard.press('/');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(searchField(page)).toBeFocused();
    await expect(header(page).getByRole('link', { name: 'AlphaScout on Discord' })).toBeVisible();
  });
});

test.describe('search shortcut', () => {
  test(
    '/ and Ctrl+K open the search box from anywhere, and say so',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/airdrops');
      await expect(page.getByRole('heading', { name: 'Airdrops', level: 1 })).toBeVisible();
      const opener = header(page).getByRole('button', { name: 'Search' });
      await expect(opener).toHaveAttribute('title', /Press \/ or Ctrl\+K/);
      await page.keyboard.press('Control+k');
      await expect(searchField(page)).toBeFocused();
      await page.keyboard.type('bitcoin');
      await expect(searchField(page)).toHaveValue('bitcoin');
      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
      await page.keyboard.press('/');
      await expect(searchField(page)).toBeFocused();
      // The slash opened the box; it is not typed into it.
      await expect(searchField(page)).toHaveValue('');
    },
  );

  test('typing / in a form field types a slash and leaves the search box closed', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email').first();
    await email.fill('a');
    await email.press('/');
    await expect(email).toHaveValue('a/');
    await expect(searchField(page)).toHaveCount(0);
    // Positive control: the same key outside the field opens it.
    await page.locator('main h1, main h2').first().click();
    await page.keyboard.press('/');
    await expect(searchField(page)).toBeFocused();
  });

  test('at 1280 and 390 px, / and Ctrl+K in an open popup leave the page behind it alone', async ({
    page,
  }) => {
    for (const width of [1280, 390])
      await test.step(`at ${width} px, / and Ctrl+K in an open popup leave the page behind it alone`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const opener = page.getByRole('contentinfo').getByRole('button', { name: 'FAQ' });
        await opener.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('/');
        await page.keyboard.press('Control+k');
        await expect(searchField(page)).toHaveCount(0);
        await expect(header(page).getByRole('button', { name: 'Close menu' })).toHaveCount(0);
        // Escape closes the popup alone, and focus goes back to what opened it.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        // Positive control: with the popup closed, the shortcut opens the search.
        await page.keyboard.press('/');
        await expect(searchField(page).first()).toBeFocused();
      });
  });

  test('at 390 px, Escape in a popup opened from the menu closes the popup, not the menu', async ({
    page,
    context,
  }) => {
    await signInAs(context, ADMIN);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const backup = header(page).getByRole('button', { name: 'Backup/Restore' });
    await backup.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(backup).toBeFocused();
  });
});

test.describe('on a tablet, by touch', () => {
  test.use({ viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true });

  test('the tap that closes a menu or the search results only closes it; a click with a mouse still goes through', async ({
    page,
  }) => {
    await page.goto('/signals');
    const card = page.getByTestId('signal-card').first();
    await expect(card).toBeVisible();
    await header(page).getByRole('button', { name: 'More' }).tap();
    const more = header(page).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await card.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/signals$/);

    await header(page).getByRole('button', { name: 'Search' }).tap();
    await searchField(page).fill('zzzqq');
    await expect(header(page).getByText('No results found')).toBeVisible();
    await card.tap();
    await expect(searchField(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/signals$/);
    // The next tap goes through.
    await card.tap();
    await expect(page).toHaveURL(/\/signals\/[^/]+$/);
  });
});

test('with a mouse, a click outside an open menu closes it and goes where it was aimed', async ({
  page,
}) => {
  await page.goto('/signals');
  await header(page).getByRole('button', { name: 'More' }).click();
  await expect(header(page).getByRole('button', { name: 'More' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByTestId('signal-card').first().click();
  await expect(page).toHaveURL(/\/signals\/[^/]+$/);
});
