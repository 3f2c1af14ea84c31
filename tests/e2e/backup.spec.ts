import { readFile, writeFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { generateRecords } from '../../bench/data/generate';
import { holdImportAt } from './support/backup-hold';
import { test as onDisk } from './support/on-disk';
import { MEMBER, rawVersion, readEnvelopes, signInAs, upgradeTo } from './support/storage';

// Every test runs in Playwright's default context, whose IndexedDB lives in memory (fast for a
// few records, and kept across reloads and tabs of the context), except the one big import,
// which runs on disk as a visitor's does (support/on-disk.ts). Cancels, closed popups and closed
// tabs land mid-phase through a hold on the import (support/backup-hold.ts), not a slow file.

const popup = (page: Page) => page.getByRole('dialog', { name: 'Backup and Restore' });

async function openBackup(page: Page): Promise<void> {
  await page.goto('/');
  // The home screen shows once start-up has filled the tables: counts taken before it could
  // catch the seeding half-way (the header's buttons are there sooner).
  await expect(page.getByRole('heading', { name: 'Top signals by score' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
  await expect(popup(page)).toBeVisible();
}

/** Row counts per table, read straight from IndexedDB. */
function tableCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('alphascout');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const names = Array.from(open.result.objectStoreNames);
          const tx = open.result.transaction(names);
          const counts: Record<string, number> = {};
          for (const name of names) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => resolve(counts);
        };
      }),
  );
}

test.beforeEach(async ({ context }) => {
  await signInAs(context, MEMBER);
});

test('the popup says where data lives, how much storage is used, and whether it is persistent', async ({
  page,
}) => {
  await openBackup(page);
  await expect(popup(page)).toContainText("Your data lives in this browser's storage only");
  await expect(popup(page)).toContainText(/This site uses .+ of the .+ this browser allows it\./);
  await expect(popup(page)).toContainText(/Storage is (not )?persistent/);
});

test('a refused "Make storage persistent" says so, and the storage line is read again after a job', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const estimate = storage.estimate.bind(storage);
    const counted = window as unknown as { estimates: number };
    counted.estimates = 0;
    storage.estimate = () => {
      counted.estimates += 1;
      return estimate();
    };
    storage.persisted = () => Promise.resolve(false);
    storage.persist = () => Promise.resolve(false);
  });
  await openBackup(page);
  await popup(page).getByRole('button', { name: 'Make storage persistent' }).click();
  await expect(
    popup(page).getByRole('status').filter({ hasText: 'The browser declined for now.' }),
  ).toBeVisible();
  await expect(popup(page).getByRole('button', { name: 'Make storage persistent' })).toBeEnabled();

  const before = await page.evaluate(() => (window as unknown as { estimates: number }).estimates);
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  await download;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { estimates: number }).estimates))
    .toBeGreaterThan(before);
});

test('"Make storage persistent" by keyboard keeps focus: on the button when declined, on the line saying so when granted', async ({
  page,
}) => {
  await page.addInitScript(() => {
    let granted = false;
    const answers = window as unknown as { grantNext: boolean };
    answers.grantNext = false;
    navigator.storage.persisted = () => Promise.resolve(granted);
    // Answered a little later, as a browser does: the button waits meanwhile.
    navigator.storage.persist = () =>
      new Promise((resolve) =>
        setTimeout(() => {
          granted = answers.grantNext;
          resolve(granted);
        }, 200),
      );
  });
  await openBackup(page);
  const button = popup(page).getByRole('button', { name: 'Make storage persistent' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(
    popup(page).getByRole('status').filter({ hasText: 'The browser declined for now.' }),
  ).toBeVisible();
  await expect(button).toBeFocused();

  await page.evaluate(() => ((window as unknown as { grantNext: boolean }).grantNext = true));
  await page.keyboard.press('Enter');
  const granted = popup(page).getByText(
    'Storage is persistent: the browser will not clear it to free space.',
  );
  await expect(granted).toBeVisible();
  await expect(granted).toBeFocused();
});

test('the Import Data control shows keyboard focus, which its hidden file input holds', async ({
  page,
}) => {
  await openBackup(page);
  await popup(page).getByRole('button', { name: 'Export All Data' }).focus();
  await page.keyboard.press('Tab');
  await expect(popup(page).locator('input[type=file]')).toBeFocused();
  await expect(popup(page).getByText('Import Data', { exact: true })).toHaveCSS(
    'outline-style',
    'solid',
  );
});

test('Export All Data downloads alphascout-data-backup-YYYY-MM-DD.json with every collection', async ({
  page,
}) => {
  await openBackup(page);
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^alphascout-data-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const today = new Date();
  const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  expect(file.suggestedFilename()).toBe(`alphascout-data-backup-${stamp}.json`);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown[]>;
  expect(Object.keys(data).sort()).toEqual(
    [
      'academy',
      'airdrops',
      'blogPosts',
      'giveaways',
      'icoProjects',
      'links',
      'news',
      'nftProjects',
      'signals',
      'testnets',
      'tracking',
      'users',
      'wallets',
      'whitelists',
    ].sort(),
  );
  expect(data.signals?.length).toBeGreaterThan(0);
});

test('an export after a refused import clears the refusal and says the backup was exported', async ({
  page,
}, testInfo) => {
  await openBackup(page);
  const path = testInfo.outputPath('not-json.json');
  await writeFile(path, 'not json at all');
  page.once('dialog', (dialog) => void dialog.accept());
  await popup(page).locator('input[type=file]').setInputFiles(path);
  await expect(popup(page).getByRole('alert')).toContainText('Failed to import data.');
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  const file = await download;
  await expect(popup(page).getByRole('status').filter({ hasText: 'Backup exported' })).toHaveText(
    `Backup exported: ${file.suggestedFilename()}`,
  );
  await expect(popup(page).getByRole('alert')).toHaveCount(0);
});

test("a failed export says 'Failed to export data. Please try again.', and why when the visitor can act on it", async ({
  context,
  page,
}) => {
  await openBackup(page);
  // One export first, so the worker has its connection open: one opened after the upgrade below
  // would simply open the newer database (Dexie 4 does) and the export would succeed.
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  await download;
  // A newer schema opened elsewhere closes the app's connections for good: the export must fail.
  const other = await context.newPage();
  await other.goto('/images/logo.svg'); // same origin, without the app's own connection
  await upgradeTo(other, (await rawVersion(other)) + 1);
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  // The spec's text, and the reason the visitor can act on.
  expect(await message).toBe(
    'Failed to export data. Please try again.\n\nAlphaScout was updated in another tab. Reload to continue.',
  );
  await expect(popup(page).getByRole('button', { name: 'Export All Data' })).toBeEnabled();
});

test('an export left running when the popup closed is shown when it opens again, and its file still downloads', async ({
  page,
}) => {
  await openBackup(page);
  // A write transaction over every table, kept open by the page until released: the export's
  // reads wait behind it for as long as the test needs, however slow the machine.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('alphascout');
        request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction([...db.objectStoreNames], 'readwrite');
          const store = transaction.objectStore(db.objectStoreNames[0] ?? '');
          const hold = window as unknown as { releaseHold?: boolean };
          const keepOpen = (): void => {
            if (hold.releaseHold) return;
            store.count().onsuccess = keepOpen;
          };
          transaction.oncomplete = () => db.close();
          keepOpen();
          resolve();
        };
      }),
  );
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
  const note = popup(page).getByText(
    "A backup job started earlier is still running. An export's file downloads when it is ready.",
  );
  await expect(note).toBeVisible();
  await expect(popup(page).getByRole('button', { name: 'Export All Data' })).toBeDisabled();
  await page.evaluate(() => {
    (window as unknown as { releaseHold?: boolean }).releaseHold = true;
  });
  expect((await download).suggestedFilename()).toMatch(
    /^alphascout-data-backup-\d{4}-\d{2}-\d{2}\.json$/,
  );
  await expect(note).toHaveCount(0);
  await expect(popup(page).getByRole('button', { name: 'Export All Data' })).toBeEnabled();
});

test('on a small phone, the problems of a refused file are brought into sight', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  await signInAs(context, MEMBER);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top signals by score' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('button', { name: 'Backup/Restore' }).tap();
  await expect(popup(page)).toBeVisible();
  const path = testInfo.outputPath('bad.json');
  await writeFile(
    path,
    JSON.stringify({
      signals: Array.from({ length: 6 }, (_, i) => ({ id: `x${i}`, name: 'Bad', score: 101 })),
    }),
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await popup(page).locator('input[type=file]').setInputFiles(path);
  const alert = popup(page).getByRole('alert');
  await expect(alert).toContainText('…and');
  const box = await alert.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 667).toBe(true);
  await context.close();
});

test('the popup grows downwards: after a refused import, its buttons are where they were', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBackup(page);
  // The storage figure above the buttons comes in once the browser answers: measured after it.
  await expect(popup(page).getByText(/^This site uses /)).toBeVisible();
  const importButton = popup(page).getByText('Import Data', { exact: true });
  const before = await importButton.boundingBox();
  const path = testInfo.outputPath('bad.json');
  await writeFile(
    path,
    JSON.stringify({ signals: [{ id: 'x', name: 'Bad', score: 101 }, { id: 'y' }] }),
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await popup(page).locator('input[type=file]').setInputFiles(path);
  await expect(popup(page).getByRole('alert')).toContainText('…and 22 more problems.');
  expect((await importButton.boundingBox())?.y).toBe(before?.y);
});

test('an invalid file shows the failure text with the problem, and changes nothing', async ({
  page,
}, testInfo) => {
  await openBackup(page);
  const before = await tableCounts(page);
  const path = testInfo.outputPath('bad.json');
  await writeFile(path, JSON.stringify({ signals: [{ id: 'x', name: 'Bad', score: 101 }] }));
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
  await popup(page).locator('input[type=file]').setInputFiles(path);
  const text = await message;
  expect(text.split('\n')[0]).toBe(
    'Failed to import data. Please check the file format and try again.',
  );
  // Named by its place in the file and by its id.
  expect(text).toContain('signals[0] (id "x")');
  await expect(popup(page).getByRole('alert')).toContainText('signals[0] (id "x")');
  expect(await tableCounts(page)).toEqual(before);
});

test('a valid backup replaces the data, says so, reloads, and shows on the public screens', async ({
  page,
}, testInfo) => {
  await openBackup(page);
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  const data = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    signals: { id: string; name: string }[];
  };
  const first = data.signals[0];
  if (!first) throw new Error('the export has no signals');
  first.name = 'Restored From Backup';
  const path = testInfo.outputPath('good.json');
  await writeFile(path, JSON.stringify(data));

  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
  const reloaded = page.waitForEvent('load');
  await popup(page).locator('input[type=file]').setInputFiles(path);
  expect(await message).toBe('Data imported successfully. The page will now reload.');
  await reloaded;
  await page.goto(`/signals/${encodeURIComponent(first.id)}`);
  await expect(page.getByRole('heading', { name: 'Restored From Backup' }).first()).toBeVisible();
});

test('importing users that leave out the signed-in account signs it out and says so', async ({
  page,
}, testInfo) => {
  await openBackup(page);
  const path = testInfo.outputPath('no-users.json');
  await writeFile(path, JSON.stringify({ users: [] }));
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
  const reloaded = page.waitForEvent('load');
  await popup(page).locator('input[type=file]').setInputFiles(path);
  expect(await message).toBe(
    'Data imported successfully. The page will now reload.\n\nYou were signed out: the imported backup does not include your account.',
  );
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }),
  ).toHaveCount(0);
});

test('a backup made in another browser, whose users hold the signed-in email under another id, keeps the visitor signed in with their tracker', async ({
  page,
}, testInfo) => {
  await page.goto('/airdrops/airdrop-zephyr-network');
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openBackup(page);
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  const data = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    users: { id: string; email: string }[];
    tracking?: unknown;
  };
  // The other browser's copy of the same account: signed up there, so under another id.
  const { tracking: _thisBrowsers, ...elsewhere } = {
    ...data,
    users: data.users.map((user) =>
      user.email === MEMBER.email ? { ...user, id: 'satoshi-in-another-browser' } : user,
    ),
  };
  const path = testInfo.outputPath('other-browser.json');
  await writeFile(path, JSON.stringify(elsewhere));
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
  const reloaded = page.waitForEvent('load');
  await popup(page).locator('input[type=file]').setInputFiles(path);
  expect(await message).toBe('Data imported successfully. The page will now reload.');
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goto('/tracker');
  await expect(page.getByTestId('tracker-item')).toHaveCount(1);
  await expect(page.getByTestId('tracker-item')).toContainText('Zephyr Network');
});

test('after the reload, the envelopes hold the import: an emptied collection stays empty, a replaced one holds its new records', async ({
  page,
}, testInfo) => {
  await openBackup(page);
  expect((await tableCounts(page)).links).toBeGreaterThan(0);
  const whitelists = generateRecords('whitelists', 3, 5);
  const path = testInfo.outputPath('empties-links.json');
  await writeFile(path, JSON.stringify({ links: [], whitelists }));
  page.on('dialog', (dialog) => void dialog.accept());
  const reloaded = page.waitForEvent('load');
  await popup(page).locator('input[type=file]').setInputFiles(path);
  await reloaded;
  // Start-up fills an empty table from its envelope: an old one would bring the links back.
  await expect(page.getByRole('heading', { name: 'Top signals by score' })).toBeVisible();
  expect((await tableCounts(page)).links).toBe(0);
  expect(await readEnvelopes(page, 'links')).toEqual({ main: [], backup: [] });
  const byId = (records: unknown[] | null) =>
    [...(records ?? [])].sort((a, b) =>
      (a as { id: string }).id.localeCompare((b as { id: string }).id),
    );
  const stored = await readEnvelopes(page, 'whitelists');
  expect(byId(stored.main)).toEqual(byId(whitelists));
  expect(byId(stored.backup)).toEqual(byId(whitelists));
});

test('another open tab shows the imported records without reloading, and search finds them', async ({
  context,
  page,
}, testInfo) => {
  const reader = await context.newPage();
  await reader.goto('/signals');
  await expect(reader.getByText('Bitcoin').first()).toBeVisible();
  const signals = generateRecords('signals', 3, 31).map((signal, i) => ({
    ...signal,
    name: `Quokkacoin Import ${i + 1}`,
    status: 'Active',
  }));
  const path = testInfo.outputPath('other-tab.json');
  await writeFile(path, JSON.stringify({ signals }));

  await openBackup(page);
  page.on('dialog', (dialog) => void dialog.accept());
  const reloaded = page.waitForEvent('load');
  await popup(page).locator('input[type=file]').setInputFiles(path);
  await reloaded;

  // The list in the other tab follows the commit through its live query; nobody reloads it.
  await expect(reader.getByText('Quokkacoin Import 1').first()).toBeVisible({ timeout: 5_000 });
  await expect(reader.getByText('Bitcoin')).toHaveCount(0);
  // The search index is rebuilt from the new table.
  const results = page.getByRole('listbox', { name: 'Search results' });
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search AlphaScout' }).fill('quokkacoin');
  // Three results, then "See all results".
  await expect(results.getByRole('option')).toHaveCount(4);
  await expect(results.getByRole('option').first()).toContainText('Signal');
  // The seed signal named Bitcoin is gone from the index; the course that names it is not.
  await page.getByRole('combobox', { name: 'Search AlphaScout' }).fill('bitcoin');
  await expect(results).toContainText('Crypto Basics');
  await expect(results.getByRole('option').filter({ hasText: 'Signal' })).toHaveCount(0);
});

onDisk(
  'imports 50,000 records through the UI with progress, then reloads with all of them',
  async ({ page }, testInfo) => {
    onDisk.setTimeout(240_000);
    const path = testInfo.outputPath('big.json');
    await writeFile(path, JSON.stringify({ signals: generateRecords('signals', 50_000, 9) }));
    await openBackup(page);
    page.on('dialog', (dialog) => void dialog.accept());
    const reloaded = page.waitForEvent('load', { timeout: 200_000 });
    await popup(page).locator('input[type=file]').setInputFiles(path);
    await expect(popup(page).getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(
      popup(page)
        .getByText(/Checking the file: [\d.]+ of [\d.]+ MB|Writing: [\d,]+ of 50,000 records/)
        .first(),
    ).toBeVisible({ timeout: 60_000 });
    await reloaded;
    await expect
      .poll(async () => (await tableCounts(page)).signals, { timeout: 10_000 })
      .toBe(50_000);
  },
);

test('cancelling before the write leaves everything unchanged', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('cancel.json');
  // A few records: the hold keeps the check running until the cancel, whatever the file's size.
  await writeFile(path, JSON.stringify({ signals: generateRecords('signals', 30, 4) }));
  await openBackup(page);
  const hold = await holdImportAt(page, 'checking');
  const before = await tableCounts(page);
  // As from the keyboard: the file input has focus when the file is chosen, and is then disabled.
  await popup(page).locator('input[type=file]').focus();
  await popup(page).locator('input[type=file]').setInputFiles(path);
  const cancel = popup(page).getByRole('button', { name: 'Cancel import' });
  await expect(cancel).toBeFocused();
  // The phase is what is read out, not every step of the numbers.
  await expect(popup(page).locator('[aria-live]')).toHaveText(
    /^(Starting the import|Checking the file|Writing)$/,
  );
  await hold.held();
  await page.keyboard.press('Enter');
  await expect(popup(page).getByText('Import cancelled. Nothing was changed.')).toBeVisible();
  expect(await tableCounts(page)).toEqual(before);
  // The Cancel button is gone: focus is on the Import control, not lost to <body>.
  await expect(popup(page).locator('input[type=file]')).toBeFocused();
});

test('closing the popup during an import asks, then stops the import before it closes', async ({
  page,
}, testInfo) => {
  const path = testInfo.outputPath('close-popup.json');
  await writeFile(path, JSON.stringify({ links: [], signals: generateRecords('signals', 40, 5) }));
  await openBackup(page);
  const hold = await holdImportAt(page, 'checking');
  const before = await tableCounts(page);
  await popup(page).locator('input[type=file]').setInputFiles(path);
  await expect(popup(page).getByRole('button', { name: 'Cancel import' })).toBeVisible();
  await hold.held();

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.keyboard.press('Escape');
  await expect
    .poll(() => asked)
    .toEqual(['An import is running. Stop it and close? Nothing will be changed.']);
  await expect(popup(page).getByRole('button', { name: 'Cancel import' })).toBeEnabled();

  page.once('dialog', (dialog) => void dialog.accept());
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();
  expect(await tableCounts(page)).toEqual(before);
  await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
  await expect(popup(page).locator('input[type=file]')).toBeEnabled();
  await expect(popup(page).getByRole('progressbar', { name: 'Import progress' })).toHaveCount(0);
});

/**
 * More records than one batch of puts plus the tail written through Dexie (workers/backup), so
 * that the write held after its first batch (support/backup-hold.ts) has put records when the
 * cancel or the closed tab lands.
 */
const PAST_ONE_BATCH = 1_100;

test('cancelling while writing rolls back what was written', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('cancel-writing.json');
  await writeFile(
    path,
    JSON.stringify({ links: [], signals: generateRecords('signals', PAST_ONE_BATCH, 6) }),
  );
  await openBackup(page);
  const hold = await holdImportAt(page, 'writing');
  const before = await tableCounts(page);
  await popup(page).locator('input[type=file]').setInputFiles(path);
  // Past the first progress report of the write: the links are cleared and signals are going in.
  await expect(popup(page).getByText(/Writing: [1-9][\d,]* of 1,100 records/)).toBeVisible();
  await hold.held();
  await expect(popup(page).getByText('cancelling rolls back what was written')).toBeVisible();
  await popup(page).getByRole('button', { name: 'Cancel import' }).click();
  await expect(popup(page).getByText('Import cancelled. Nothing was changed.')).toBeVisible();
  expect(await tableCounts(page)).toEqual(before);
  await page.reload();
  expect(await tableCounts(page)).toEqual(before);
});

test('closing the tab while writing leaves everything unchanged', async ({
  page,
  context,
}, testInfo) => {
  const path = testInfo.outputPath('close-writing.json');
  await writeFile(
    path,
    JSON.stringify({ links: [], signals: generateRecords('signals', PAST_ONE_BATCH, 7) }),
  );
  await openBackup(page);
  const hold = await holdImportAt(page, 'writing');
  const before = await tableCounts(page);
  await popup(page).locator('input[type=file]').setInputFiles(path);
  // Past the first progress report of the write: links cleared and signals put, none committed.
  await expect(popup(page).getByText(/Writing: [1-9][\d,]* of 1,100 records/)).toBeVisible();
  await hold.held();
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/');
  // IndexedDB rolls the unfinished transaction back as the tab goes; the start-up waits on it.
  await expect(reopened.getByRole('heading', { name: 'Top signals by score' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await tableCounts(reopened)).toEqual(before);
});

test('the tracker travels in the backup: exported under "tracking", merged on import beside what is already watched', async ({
  page,
}, testInfo) => {
  await page.goto('/airdrops/airdrop-zephyr-network');
  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await expect(page.getByRole('banner').getByTestId('tracker-count')).toHaveText('1');

  await openBackup(page);
  const download = page.waitForEvent('download');
  await popup(page).getByRole('button', { name: 'Export All Data' }).click();
  const data = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    tracking: { owner: string; itemId: string; watched: boolean }[];
  };
  expect(data.tracking).toEqual([
    expect.objectContaining({
      owner: `account:${MEMBER.id}`,
      itemId: 'airdrop-zephyr-network',
      watched: true,
    }),
  ]);

  // A backup holding only another watched item: the tracker gains it and keeps the first.
  const other = {
    owner: `account:${MEMBER.id}`,
    collection: 'testnets',
    itemId: 'from-backup',
    watched: true,
    steps: [],
    note: 'restored',
    updatedAt: new Date().toISOString(),
    name: 'Restored Testnet',
  };
  const path = testInfo.outputPath('tracker-only.json');
  await writeFile(path, JSON.stringify({ tracking: [other] }));
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
  const reloaded = page.waitForEvent('load');
  await popup(page).locator('input[type=file]').setInputFiles(path);
  expect(await message).toBe('Data imported successfully. The page will now reload.');
  await reloaded;
  await page.goto('/tracker');
  await expect(page.getByTestId('tracker-item')).toHaveCount(2);
  await expect(page.getByText('Restored Testnet')).toBeVisible();
});
