import { expect, type Locator, type Page, test } from '@playwright/test';

/** A list-and-detail area: a seed record to find on its list, and what its detail page is called. */
export interface Area {
  path: string;
  card: string;
  name: string;
  heading: string | RegExp;
  id: string;
}

export const list = (page: Page, name: string) => page.getByRole('list', { name });

/** The card whose title is `link`: a card's one link is its title, and the link covers the card. */
export const cardOf = (link: Locator): Locator =>
  link.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " card-link ")][1]',
  );

/** Whether a pointer at the element's centre is on the element itself, not on something laid over it. */
export function pointerReaches(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === node;
  });
}

/** How many lines an element's text takes on screen. */
export function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

/** The two checks every card-list area shares: its list opens a detail, and a missing id says so. */
export function listAndDetailTests(area: Area): void {
  test(`${area.path} lists the seed items and opens a detail`, async ({ page }) => {
    await page.goto(area.path);
    const cards = page.getByTestId(area.card);
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await cards.filter({ hasText: area.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${area.path}/${area.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${area.name} · AlphaScout`);
  });

  test(`${area.path}/nope shows a not-found state with a way back`, async ({ page }) => {
    await page.goto(`${area.path}/nope`);
    await expect(page.getByRole('heading', { level: 1, name: /not found/ })).toBeVisible();
    await page.getByRole('link', { name: /^Back to/ }).click();
    await expect(page).toHaveURL(new RegExp(`${area.path}$`));
    await expect(page.getByTestId(area.card).first()).toBeVisible();
  });
}

/** A detail path that does not exist: says so, and its back link leads to the list. */
export function missingRecordTest(path: string, text: string, back: string): void {
  test(`${path} says it was not found and links back`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
    const backLink = page.getByRole('main').getByRole('link', { name: /Back to/ });
    // The arrow is drawn, not read out.
    await expect(backLink).toHaveAccessibleName(/^Back to/);
    await backLink.click();
    await expect(page).toHaveURL(new RegExp(`${back}$`));
  });
}
