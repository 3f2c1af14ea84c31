import { expect, type Locator, type Page, test } from '@playwright/test';

import { putRecords, storedRecord } from './support/content';

/** 40 days on: the seeds' dates were shifted to the first visit, and their statuses were not. */
const LATER = 40 * 24 * 60 * 60 * 1000;

async function revisitLater(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-testid$="-card"]').first()).toBeVisible();
  await page.clock.setFixedTime(Date.now() + LATER);
  await page.reload();
  await expect(page.locator('[data-testid$="-card"]').first()).toBeVisible();
}

/** The status badges and countdowns of the cards shown, as "badge|countdown". */
async function cardStates(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((elements) =>
    elements.map(
      (card) =>
        `${[...card.querySelectorAll('[class*="badge-"]')].map((badge) => badge.textContent).join(',')}|${card.querySelector('time')?.textContent ?? ''}`,
    ),
  );
}

test.describe('statuses set by hand lag their end dates: a card never says running beside "Ended"', () => {
  test(
    'giveaways: Active lists only running ones; the ended ones say Ended, under Ended',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/giveaways');
      const cards = page.getByTestId('giveaway-card');
      await expect(cards.first()).toBeVisible();
      // One giveaway still running 40 days on, so that Active has a card to check.
      const stored = await storedRecord(page, 'giveaways', 'giveaway-neon-drifters-trio');
      await putRecords(page, 'giveaways', [
        {
          ...stored,
          id: 'giveaway-long-running',
          title: 'Long Running Giveaway',
          status: 'active',
          endDate: '2030-01-01T00:00:00.000Z',
        },
      ]);

      await revisitLater(page, '/giveaways?status=all');
      for (const state of await cardStates(cards))
        if (state.endsWith('|Ended')) expect(state).toMatch(/Ended\|Ended$/);
      await page.goto('/giveaways');
      await expect(cards.filter({ hasText: 'Long Running Giveaway' })).toBeVisible();
      const running = await cardStates(cards);
      expect(running.length).toBeGreaterThan(0);
      for (const state of running) expect(state).not.toMatch(/\|Ended$/);
      await page.goto('/giveaways?status=ended');
      await expect(cards.first()).toBeVisible();
      const ended = await cardStates(cards);
      expect(ended.length).toBeGreaterThan(0);
      for (const state of ended) expect(state).toMatch(/Ended\|Ended$/);
    },
  );

  test('testnets and whitelists: an ended one says Ended (a filled whitelist stays Filled), and comes after the running ones', async ({
    page,
  }) => {
    for (const path of ['/testnets?sort=ending', '/whitelists?sort=ending']) {
      await revisitLater(page, path);
      // The ended ones sit below the running ones: rows past the first screen render a frame later.
      await expect(
        page.locator('[data-testid$="-card"] time[data-ended]').first(),
        `${path}: some cards have ended 40 days on`,
      ).toBeAttached();
      const states = await cardStates(page.locator('[data-testid$="-card"]'));
      expect(states.length, path).toBeGreaterThan(0);
      const firstEnded = states.findIndex((state) => state.endsWith('|Ended'));
      expect(firstEnded, `${path}: some cards have ended 40 days on`).toBeGreaterThanOrEqual(0);
      const endedBadge = path.startsWith('/whitelists')
        ? /(Ended|Filled)\|Ended$/
        : /Ended\|Ended$/;
      for (const state of states.slice(firstEnded)) expect(state, path).toMatch(endedBadge);
      for (const state of states.slice(0, firstEnded)) expect(state, path).not.toMatch(/\|Ended$/);
      await page.clock.setFixedTime(Date.now());
    }
  });

  test('a testnet past its end date says Ended in its Status tile, as its badge and its End tile do', async ({
    page,
  }) => {
    await page.goto('/testnets');
    await expect(page.getByTestId('testnet-card').first()).toBeVisible();
    const stored = await storedRecord(page, 'testnets', 'testnet-zephyr-public');
    await putRecords(page, 'testnets', [
      {
        ...stored,
        id: 'testnet-ended-still-active',
        name: 'Ended Yet Stored Active',
        status: 'Active',
        endDate: new Date(Date.now() - 60_000).toISOString(),
      },
    ]);
    await page.goto('/testnets/testnet-ended-still-active');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ended Yet Stored Active' }),
    ).toBeVisible();
    const tile = (label: string | RegExp) =>
      page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd');
    await expect(tile(/^Ended$/)).toBeVisible();
    await expect(tile('Status')).toHaveText('Ended');
  });
});
