/**
 * Due today and reminders (docs/product.md, "Due today" and "Notifications"), as a visitor meets
 * them over three days: steps ticked per wallet, a step made daily, due again the next morning
 * with its streak, the header's badge, the due list's one-tap ticks, the notice dismissed for the
 * day, and a notification at 9:00 once "Remind me" was pressed. The rules themselves are unit
 * tests (tests/unit/tracking/due.test.ts, reminders.test.ts); this is their witness.
 */
import { expect, type Page, test } from '@playwright/test';

import { startApp } from './support/content';
import { waitForServiceWorker } from './support/service-worker';

const ZEPHYR = '/airdrops/airdrop-zephyr-network';
const FOLLOW = 'Follow Zephyr Network on X';
const DISCORD = 'Join the Zephyr Discord and pick the Tester role';
const TESTNET = 'Add the Zephyr testnet to your wallet';

const EVM = '0x52908400098527886e0f7030069857d2e4169ee7';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const BITCOIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/** Local times in Berlin, the zone the browser runs in here. */
const WEDNESDAY_10 = new Date('2026-11-25T10:00:00+01:00');
const THURSDAY_10 = new Date('2026-11-26T10:00:00+01:00');
const FRIDAY_0858 = new Date('2026-11-27T08:58:00+01:00');

// The notification is shown through the service worker (src/lib/notifications.ts).
test.use({ serviceWorkers: 'allow', timezoneId: 'Europe/Berlin' });

/**
 * Notification.requestPermission counted, and answered as a visitor pressing "Allow" would:
 * headless Chromium shows no permission prompt. The answer is kept for the tab's session, over
 * reloads; the browser's own permission is granted by the test, so notifications really show.
 */
function countPermissionRequests(): void {
  const ANSWER = 'test:notification-permission';
  const asked = { count: 0 };
  Object.defineProperty(window, 'permissionRequests', { get: () => asked.count });
  Object.defineProperty(Notification, 'permission', {
    get: () => sessionStorage.getItem(ANSWER) ?? 'default',
  });
  Notification.requestPermission = () => {
    asked.count += 1;
    sessionStorage.setItem(ANSWER, 'granted');
    return Promise.resolve('granted');
  };
}

const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

async function addWallet(page: Page, label: string, chain: string, address: string) {
  const form = page
    .getByRole('region', { name: 'My wallets' })
    .getByRole('form', { name: 'Add a wallet' });
  await form.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
  await form.getByLabel('Chain').selectOption({ label: chain });
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
  await form.getByRole('button', { name: 'Add wallet' }).click();
  await expect(form.getByRole('status')).toHaveText('Wallet added');
}

const box = (page: Page, step: string, wallet: string) =>
  page.getByRole('checkbox', { name: `${step} (${wallet})`, exact: true });

/** The clock moved to `at` and paused, then run for a minute: the page's minute ticker fires. */
async function moveClockTo(page: Page, at: Date): Promise<void> {
  await page.clock.pauseAt(at);
  await page.clock.runFor(60_000);
  await page.clock.resume();
}

test.describe('Due today and reminders', () => {
  test(
    'a daily step is due again the next day, listed, noticed, and reminded at 9:00',
    { tag: '@smoke' },
    async ({ page, context }) => {
      await context.grantPermissions(['notifications']);
      await page.addInitScript(countPermissionRequests);
      await page.clock.install({ time: WEDNESDAY_10 });
      await startApp(page, '/tracker');
      await waitForServiceWorker(page);
      await addWallet(page, 'Main', 'EVM', EVM);
      await addWallet(page, 'Burner', 'Solana', SOLANA);
      await addWallet(page, 'Ledger', 'Bitcoin', BITCOIN);

      await test.step('steps ticked per wallet, one made daily and done for Main', async () => {
        await page.goto(ZEPHYR);
        await box(page, DISCORD, 'Main').check();
        await box(page, TESTNET, 'Main').check();
        await box(page, DISCORD, 'Burner').check();
        // The wallets' columns, by label.
        const progress = page.getByTestId('wallet-progress');
        await expect(progress).toHaveText('Burner 1 of 10 · Ledger 0 of 10 · Main 2 of 10');

        await page.getByRole('combobox', { name: `Repeat: ${FOLLOW}` }).selectOption('Daily');
        await box(page, FOLLOW, 'Main').check();
        await expect(box(page, FOLLOW, 'Main')).toHaveAccessibleDescription(
          'Done today · 1 day in a row',
        );
        await expect(box(page, FOLLOW, 'Burner')).toHaveAccessibleDescription('Due today');
        await expect(progress).toHaveText('Burner 1 of 10 · Ledger 0 of 10 · Main 3 of 10');
        // Due now: the daily step for Burner, the weekly one for Main and Burner; not Ledger's,
        // which holds no tick of the item.
        await expect(page.getByTestId('tracker-due')).toHaveText('3');
      });

      await test.step('the next day the step is due again, with its streak', async () => {
        await moveClockTo(page, THURSDAY_10);
        await expect(box(page, FOLLOW, 'Main')).not.toBeChecked();
        await expect(box(page, FOLLOW, 'Main')).toHaveAccessibleDescription(
          'Due today · 1 day in a row',
        );
        await expect(page.getByTestId('wallet-progress')).toHaveText(
          'Burner 1 of 10 · Ledger 0 of 10 · Main 2 of 10',
        );
        const tracker = page.getByRole('link', { name: /^My tracker/ });
        await expect(page.getByTestId('tracker-due')).toHaveText('4');
        await expect(tracker).toHaveAttribute('aria-description', '4 due today');
      });

      await test.step('the due list ticks a step with one tap, and it leaves the list', async () => {
        await page.goto('/tracker?show=due');
        const item = page.getByTestId('due-item');
        await expect(item).toHaveCount(1);
        await expect(item.getByRole('link', { name: 'Zephyr Network' })).toBeVisible();
        const steps = item.getByRole('checkbox');
        await expect(steps).toHaveCount(4);
        // A click, not check(): the ticked step leaves the list as soon as it is stored, and
        // check() would wait to see it checked.
        await item.getByRole('checkbox', { name: new RegExp(`^${FOLLOW}.*Main$`) }).click();
        await expect(steps).toHaveCount(3);
        await expect(page.getByTestId('tracker-due')).toHaveText('3');
        // Not on the due list itself: the notice says what the list shows.
        await expect(page.getByTestId('due-notice')).toHaveCount(0);
      });

      await test.step('the notice shows on another page, and stays dismissed for the day', async () => {
        await page.goto('/airdrops');
        const notice = page.getByTestId('due-notice');
        await expect(notice).toContainText('Due today: 3 steps to do (Zephyr Network)');
        await notice.getByRole('button', { name: 'Dismiss for today' }).click();
        await expect(notice).toHaveCount(0);
        await page.reload();
        await expect(page.getByTestId('tracker-due')).toHaveText('3');
        await expect(notice).toHaveCount(0);
      });

      await test.step('"Remind me" asks once, from the click, and 9:00 brings a notification', async () => {
        await page.goto('/tracker?show=due');
        const remindMe = page.getByTestId('remind-me');
        await expect(remindMe.getByRole('button', { name: 'Remind me' })).toBeVisible();
        expect(await permissionRequests(page)).toBe(0);
        await remindMe.getByRole('button', { name: 'Remind me' }).click();
        await expect(remindMe).toContainText('Reminders are on in this browser.');
        expect(await permissionRequests(page)).toBe(1);

        await moveClockTo(page, FRIDAY_0858);
        await page.clock.runFor('02:00');
        await expect
          .poll(() =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.ready;
              const shown = await registration.getNotifications();
              return shown.map((notification) => `${notification.title}: ${notification.body}`);
            }),
          )
          .toEqual([`Due: Zephyr Network: ${FOLLOW}`]);
      });
    },
  );
});
