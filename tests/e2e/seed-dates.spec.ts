/**
 * Seed dates stay current (docs/product.md, "Seed data"): a first visit long after the seeds' reference
 * day still shows live airdrops, active giveaways, open whitelists and upcoming sales, because the
 * seeds' deadlines and start dates move to the day of that first start.
 *
 * One witness in the browser: the shift of every other collection (giveaways, whitelists,
 * testnets, upcoming sales) and the statuses agreeing with the dates are checked by
 * tests/unit/db/seeding/seed-dates.test.ts ("opened 400 days later").
 */
import { expect, test } from '@playwright/test';

import { SEED_REFERENCE_DAY } from '../../src/db/seeding/seed-dates';

const DAY = 86_400_000;
/** 400 days after the day the seeds were written for, at noon UTC: every written deadline has passed. */
const FIRST_VISIT = new Date(Date.parse(`${SEED_REFERENCE_DAY}T12:00:00Z`) + 400 * DAY);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FIRST_VISIT);
});

test(
  'a first visit 400 days after the reference day lists live airdrops with time left',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/airdrops');
    const cards = page.getByTestId('airdrop-card');
    await expect(cards).toHaveCount(7);
    const zephyr = cards.filter({ hasText: 'Zephyr Network' });
    const countdown = zephyr.locator('time[title^="Ends"]');
    await expect(countdown).not.toHaveText('Ended');
    await expect(countdown).toHaveAttribute(
      'dateTime',
      new Date(Date.parse('2027-02-28T23:59:59Z') + 400 * DAY).toISOString().replace('.000Z', 'Z'),
    );
    await page.getByRole('button', { name: 'Ended' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Sable Chain' })).toHaveCount(1);
  },
);
