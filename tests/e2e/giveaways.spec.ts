import { expect, type Page, test } from '@playwright/test';

import { linesOf, listAndDetailTests } from './support/areas';
import { putRecords, startApp, storedRecord } from './support/content';

test.describe('giveaways', () => {
  listAndDetailTests({
    path: '/giveaways',
    card: 'giveaway-card',
    name: 'Win 3 Neon Drifters NFTs',
    heading: 'Win 3 Neon Drifters NFTs',
    id: 'giveaway-neon-drifters-trio',
  });

  test(
    'with none running, the default list says so and leads to the ended ones',
    { tag: '@smoke' },
    async ({ page }) => {
      await startApp(page, '/giveaways');
      await expect(page.getByTestId('giveaway-card').first()).toBeVisible();
      await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('alphascout');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve, reject) => {
          const store = db.transaction('giveaways', 'readwrite').objectStore('giveaways');
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (at) {
              at.update({ ...(at.value as object), status: 'ended' });
              at.continue();
            } else resolve();
          };
          cursor.onerror = () => reject(cursor.error);
        });
        db.close();
      });
      await page.reload();
      await expect(page.getByText('No active giveaways right now')).toBeVisible();
      await page.getByRole('button', { name: 'Show ended giveaways' }).click();
      await expect(page).toHaveURL(/status=ended/);
      await expect(page.getByTestId('giveaway-card').first()).toBeVisible();
    },
  );

  test('an unknown filter value falls back to the default', async ({ page }) => {
    await page.goto('/giveaways?category=bogus&status=nope');
    await expect(
      page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Active' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('giveaway-card').first()).toBeVisible();
  });
});

/** `at` written as the wall time of a place `hours` from UTC, with that offset ("…T10:00:00-05:00"). */
function withOffset(at: number, hours: number): string {
  const wall = new Date(at + hours * 3_600_000).toISOString().slice(0, 19);
  return `${wall}${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

test('an end date with an offset or a date alone is running or ended by when it falls, not by its text', async ({
  page,
}) => {
  await startApp(page, '/giveaways');
  const stored = await storedRecord(page, 'giveaways', 'giveaway-neon-drifters-trio');
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  await putRecords(page, 'giveaways', [
    // Its text sorts after now, but it ended two hours ago.
    {
      ...stored,
      id: 'offset-past',
      title: 'Offset Past',
      status: 'active',
      endDate: withOffset(now - 2 * 3_600_000, 5),
    },
    // Its text sorts before now, but it ends in two hours.
    {
      ...stored,
      id: 'offset-future',
      title: 'Offset Future',
      status: 'active',
      endDate: withOffset(now + 2 * 3_600_000, -5),
    },
    // A date alone runs to the end of that day (the browser here is on UTC).
    {
      ...stored,
      id: 'date-only-today',
      title: 'Date Only Today',
      status: 'active',
      endDate: today,
    },
  ]);
  await page.goto('/giveaways');
  const cards = page.getByTestId('giveaway-card');
  await expect(cards.filter({ hasText: 'Offset Future' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Date Only Today' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Date Only Today' }).locator('time')).toHaveText(/left$/);
  await expect(cards.filter({ hasText: 'Offset Past' })).toHaveCount(0);
  await page.goto('/giveaways?status=ended');
  await expect(cards.filter({ hasText: 'Offset Past' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Offset Future' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Date Only Today' })).toHaveCount(0);
});

test.describe('the end of an item, on its page at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const endTile = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('term')
      .filter({ hasText: /^End(s|ed)$/ })
      .locator('..');

  test('one tile says when it ends and the time left, its date on one line', async ({ page }) => {
    await startApp(page, '/testnets');
    const stored = await storedRecord(page, 'testnets', 'testnet-zephyr-public');
    // A long date ("Dec 24, 2030"): the two tiles this replaced broke it over two lines.
    await putRecords(page, 'testnets', [{ ...stored, endDate: '2030-12-24T12:00:00Z' }]);
    await page.goto('/testnets/testnet-zephyr-public');
    await expect(endTile(page).getByRole('term')).toHaveText('Ends');
    await expect(endTile(page).getByRole('definition')).toHaveText(
      /^\w{3} \d{1,2}, \d{4}\s*·\s*(?:\d+[dhms] ?)+ left$/,
    );
    const date = endTile(page).getByRole('definition').locator('time').first();
    expect(await linesOf(date)).toBe(1);
  });

  test('once ended it says "Ended" and the date, with no countdown beside it', async ({ page }) => {
    await page.goto('/giveaways/giveaway-shardbound-skins');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shardbound Legendary Skins' }),
    ).toBeVisible();
    await expect(endTile(page).getByRole('term')).toHaveText('Ended');
    await expect(endTile(page).getByRole('definition')).toHaveText(/^\w{3} \d{1,2}, \d{4}$/);
  });

  test('ended by hand before its date, it says so, not that it ended on a date still ahead, and offers no calendar', async ({
    page,
  }) => {
    await startApp(page, '/giveaways');
    const stored = await storedRecord(page, 'giveaways', 'giveaway-neon-drifters-trio');
    await putRecords(page, 'giveaways', [
      { ...stored, status: 'ended', endDate: '2030-12-24T12:00:00Z' },
    ]);
    await page.goto('/giveaways/giveaway-neon-drifters-trio');
    await expect(endTile(page).getByRole('term')).toHaveText('Ended');
    await expect(endTile(page).getByRole('definition')).toHaveText('Early, before Dec 24, 2030');
    await expect(page.getByRole('button', { name: 'Watch', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  });
});

for (const pointer of ['mouse', 'touch'] as const) {
  test.describe(`with a ${pointer === 'touch' ? 'touch screen' : 'mouse'}`, () => {
    // On a touch screen the select's text is 16 px (no zoom in iOS Safari), the chips' stays 14.
    test.use({ hasTouch: pointer === 'touch' });

    test('a filter bar lines up its labels: the chips are as tall as the sort select beside them', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/giveaways');
      const bar = page.getByRole('main').getByRole('search');
      await expect(bar.getByRole('combobox')).toBeVisible();
      const tops = await bar
        .locator('.filter-label')
        .evaluateAll((labels) =>
          labels.map((label) => Math.round(label.getBoundingClientRect().top)),
        );
      expect(tops.length).toBe(3);
      expect(new Set(tops).size).toBe(1);
    });
  });
}
