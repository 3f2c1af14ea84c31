import { expect, type Page, test } from '@playwright/test';

import { indexHas } from './support/app-worker';
import { ADMIN, rawVersion, signInAs, upgradeTo } from './support/storage';

// Signing out in one tab signs the others out: tested in accounts.spec.ts ("signing out in one
// tab signs out the others"), not repeated here.

const editorText = (page: Page) => page.getByLabel('Record JSON');
const records = (page: Page) => page.getByRole('region', { name: 'Records' });
/** Renames the seed signal sig-btc-breakout through the admin JSON editor, and waits for the save. */
async function renameBitcoinSignal(editor: Page, name: string): Promise<void> {
  await editor.goto('/admin/json');
  await records(editor).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
  const value = JSON.parse(await editorText(editor).inputValue()) as Record<string, unknown>;
  await editorText(editor).fill(JSON.stringify({ ...value, name }, null, 2));
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Saved 1 record.' })).toBeVisible();
}

const banner = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'AlphaScout was updated in another tab. Reload to continue.' });

test.describe('many tabs', () => {
  test(
    'a save in the admin editor shows in another tab, which does not reload',
    { tag: '@smoke' },
    async ({ context }) => {
      await signInAs(context, ADMIN);
      const editor = await context.newPage();
      const reader = await context.newPage();
      await reader.goto('/signals/sig-btc-breakout');
      await expect(reader.getByRole('heading', { name: /Bitcoin/ }).first()).toBeVisible();
      await reader.evaluate(() => Object.assign(window, { readerNotReloaded: true }));

      await renameBitcoinSignal(editor, 'Bitcoin Seen In Both Tabs');
      // liveQuery hears the other tab's commit (BroadcastChannel) and re-reads. How soon is not
      // timed here (a loaded CI machine is no measure of it): that it comes without a reload is.
      await expect(reader.getByText('Bitcoin Seen In Both Tabs').first()).toBeVisible();
      expect(await reader.evaluate(() => 'readerNotReloaded' in window)).toBe(true);
    },
  );

  test("a search left open hears a save in another tab: 'No results found' turns into the saved record", async ({
    context,
  }) => {
    await signInAs(context, ADMIN);
    const reader = await context.newPage();
    const editor = await context.newPage();
    await reader.goto('/');
    await reader.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await reader.getByRole('combobox', { name: 'Search AlphaScout' }).fill('wombat');
    await expect(reader.getByText('No results found')).toBeVisible();

    await renameBitcoinSignal(editor, 'Bitcoin Wombat Breakout');
    // Nothing typed in the reader since: its worker heard the change and the open search asked again.
    await expect(
      reader.getByRole('listbox', { name: 'Search results' }).getByRole('option'),
    ).toHaveText([/Bitcoin Wombat Breakout/, /^See all results/], { timeout: 5_000 });
  });

  test('a search left in the closed mobile menu hears a save in another tab once the menu opens again', async ({
    context,
  }) => {
    await signInAs(context, ADMIN);
    const reader = await context.newPage();
    await reader.setViewportSize({ width: 390, height: 844 });
    const editor = await context.newPage();
    await reader.goto('/');
    await reader.getByRole('button', { name: 'Open menu' }).click();
    const results = reader.getByRole('listbox', { name: 'Search results' });
    await reader.getByRole('combobox', { name: 'Search AlphaScout' }).fill('wombat');
    await expect(reader.getByText('No results found')).toBeVisible();
    await reader.getByRole('button', { name: 'Close menu' }).click();

    await renameBitcoinSignal(editor, 'Bitcoin Wombat Breakout');
    // The menu opens only once the reader's index has heard the save, so the search inside it
    // has to be asked again on showing (answering on the index's change would come too late).
    await expect(reader.getByRole('main').getByText('Bitcoin Wombat Breakout')).toBeVisible();
    await indexHas(reader, 'wombat', 'Bitcoin Wombat Breakout');
    await reader.getByRole('button', { name: 'Open menu' }).click();
    await expect(results.getByRole('option')).toHaveText(
      [/Bitcoin Wombat Breakout/, /^See all results/],
      {
        timeout: 5_000,
      },
    );
  });

  test('a newer schema opened in another tab shows the reload banner, and reloading works', async ({
    context,
  }) => {
    await signInAs(context, ADMIN);
    const first = await context.newPage();
    await first.goto('/signals');
    await expect(first.getByText('Bitcoin').first()).toBeVisible();
    // The worker must close its own connection as well, or the upgrade blocks: make sure it has
    // one open first. Search results come from the index the worker loads from the database.
    await first.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await first.getByRole('combobox', { name: 'Search AlphaScout' }).fill('bitcoin');
    await expect(
      first.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toContainText('Bitcoin');
    await first.keyboard.press('Escape');

    const second = await context.newPage();
    await second.goto('/images/logo.svg'); // same origin, without the app's own connection
    const version = await rawVersion(second);
    expect(version).toBe(50); // Dexie declares version 5; IndexedDB stores it × 10
    const upgraded = await upgradeTo(second, version + 1);
    expect(upgraded.version).toBe(version + 1);

    await expect(banner(first)).toBeVisible();
    await expect(banner(first).getByRole('button', { name: 'Reload' })).toBeVisible();
    await banner(first).getByRole('button', { name: 'Reload' }).click();
    await expect(first.getByText('Bitcoin').first()).toBeVisible();
    await expect(banner(first)).toHaveCount(0);
    // The reloaded tab opens the newer database and saves again.
    await first.goto('/admin/json');
    await records(first).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    const value = JSON.parse(await editorText(first).inputValue()) as Record<string, unknown>;
    await editorText(first).fill(
      JSON.stringify({ ...value, name: 'Bitcoin After Upgrade' }, null, 2),
    );
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByRole('status').filter({ hasText: 'Saved 1 record.' })).toBeVisible();
    expect(await rawVersion(first)).toBe(version + 1);
  });
});
