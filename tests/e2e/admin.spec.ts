import { writeFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { generateRecords } from '../../bench/data/generate';
import { LoginPage } from './support/accounts';
import { putRecords, storedRecord } from './support/content';
import { ADMIN, MEMBER, signInAs, storeSession } from './support/storage';

/** The editor's text box: "Record JSON", or "Records JSON" for a whole page. */
const editorText = (page: Page) => page.getByLabel(/^Records? JSON$/);

// PBKDF2 at 600,000 iterations is slow on purpose, and these tests sign up and in several times;
// on a busy machine the default 30 s budget is too tight.
test.describe.configure({ timeout: 60_000 });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ });
const records = (page: Page) => page.getByRole('region', { name: 'Records' });

async function openEditor(page: Page): Promise<void> {
  await page.goto('/admin/json');
  await expect(page.getByRole('heading', { name: 'JSON Editor' })).toBeVisible();
  await expect(records(page).getByRole('button', { name: 'Edit sig-btc-breakout' })).toBeVisible();
}

/** Rewrites the editor's JSON through a function of the parsed value. */
async function editJson(
  page: Page,
  change: (value: Record<string, unknown>) => unknown,
): Promise<void> {
  const value = JSON.parse(await editorText(page).inputValue()) as Record<string, unknown>;
  await editorText(page).fill(JSON.stringify(change(value), null, 2));
}

/** The editor open on sig-btc-breakout, with text typed in it and not saved. */
async function openWithTypedText(page: Page): Promise<void> {
  await openEditor(page);
  await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
  await editJson(page, (signal) => ({ ...signal, name: 'Typed, not saved' }));
}

/** The signals count the collection picker shows ("Signals (54)"). */
async function signalCount(page: Page): Promise<number> {
  return Number(
    /\((\d+)\)/.exec(
      (await page.getByLabel('Collection').locator('option[value="signals"]').textContent()) ?? '',
    )?.[1],
  );
}

/** The editor opened again after `copies` copies of sig-btc-breakout were stored as `${prefix}00`, `${prefix}01`…; the count it shows then. */
async function openWithCopies(page: Page, prefix: string, copies: number): Promise<number> {
  await openEditor(page);
  const signal = await storedRecord(page, 'signals', 'sig-btc-breakout');
  await putRecords(
    page,
    'signals',
    Array.from({ length: copies }, (_, index) => ({
      ...signal,
      id: `${prefix}${String(index).padStart(2, '0')}`,
    })),
  );
  await openEditor(page);
  await expect.poll(() => signalCount(page)).toBeGreaterThan(copies);
  return signalCount(page);
}

test.describe('admin JSON editor', () => {
  test.beforeEach(async ({ context }) => {
    await signInAs(context, ADMIN);
  });

  test('says the role is a convenience, not security, and lists collections with counts', async ({
    page,
  }) => {
    await openEditor(page);
    await expect(
      page.getByText('The admin role is a convenience in your own browser, not security'),
    ).toBeVisible();
    const picker = page.getByLabel('Collection');
    await expect(picker.locator('option', { hasText: /^Signals \(\d+\)$/ })).toHaveCount(1);
    await picker.selectOption('users');
    await expect(records(page).getByRole('button', { name: 'Edit user-satoshi' })).toBeVisible();
  });

  test("the id search's example is the start of an id the collection has", async ({ page }) => {
    await openEditor(page);
    await expect(page.getByLabel('ID starts with')).toHaveAttribute('placeholder', 'e.g. sig-');
    await page.getByLabel('Collection').selectOption('users');
    await expect(page.getByLabel('ID starts with')).toHaveAttribute('placeholder', 'e.g. user-');
  });

  test("on a phone the editor's title shows a long id whole, wrapped, not cut short", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page);
    const stored = await storedRecord(page, 'signals', 'sig-btc-breakout');
    const id = 'sig-a-very-long-identifier-for-a-signal-that-wraps';
    await putRecords(page, 'signals', [{ ...stored, id }]);
    await page.getByLabel('ID starts with').fill(id);
    await records(page)
      .getByRole('button', { name: `Edit ${id}` })
      .click();
    const title = page.getByRole('heading', { name: `Signals: ${id}` });
    await expect(title).toBeVisible();
    expect(
      await title.evaluate(
        (heading) =>
          heading.scrollWidth <= heading.clientWidth &&
          heading.getClientRects().length > 0 &&
          heading.getBoundingClientRect().height > 30,
      ),
    ).toBe(true);
  });

  test('refuses an invalid record, naming each field, and writes nothing', async ({ page }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await editJson(page, (signal) => ({ ...signal, score: 500, action: 'HOLD' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('score: must be between 0 and 100');
    await expect(alert).toContainText('action:');
    await expect(editorText(page)).toHaveAttribute('aria-invalid', 'true');

    await editorText(page).fill('{ "id": "sig-btc-breakout", ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(alert).toContainText('JSON syntax');

    await page.goto('/signals/sig-btc-breakout');
    await expect(page.getByText('Bitcoin').first()).toBeVisible();
  });

  test(
    'saves a valid record and the public screen shows the change',
    { tag: '@smoke' },
    async ({ page }) => {
      await openEditor(page);
      await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
      await editJson(page, (signal) => ({ ...signal, name: 'Bitcoin Edited By Admin' }));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(status(page)).toHaveText('Saved 1 record.');
      await expect(records(page).getByText('Bitcoin Edited By Admin')).toBeVisible();
      await page.goto('/signals/sig-btc-breakout');
      await expect(page.getByText('Bitcoin Edited By Admin').first()).toBeVisible();
    },
  );

  test('never replaces or copies a record it did not open: a new record on a stored id, an edited id', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Add record' }).click();
    await expect(page.getByRole('heading', { name: 'Signals: new record' })).toBeVisible();
    await editJson(page, (template) => ({
      ...template,
      id: 'sig-btc-breakout',
      name: 'Overwriter',
    }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'id: a record with the id "sig-btc-breakout" already exists in Signals.',
    );

    page.once('dialog', (dialog) => void dialog.accept()); // the refused new record's text is discarded
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await editJson(page, (signal) => ({ ...signal, id: 'sig-btc-copy' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'id: the id cannot be changed here (it was "sig-btc-breakout").',
    );

    await page.goto('/signals/sig-btc-breakout');
    await expect(page.getByRole('heading', { name: /Bitcoin/ }).first()).toBeVisible();
    await expect(page.getByText('Overwriter')).toHaveCount(0);
    await page.goto('/signals/sig-btc-copy');
    await expect(page.getByRole('heading', { name: 'Signal not found' })).toBeVisible();
  });

  test('a new record saved keeps focus on Save, and on a phone the outcome shows beside it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page);
    await page.getByRole('button', { name: 'Add record' }).click();
    await expect(page.getByRole('heading', { name: 'Signals: new record' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: /^Signals: signals-[0-9a-f]{8}$/ }),
    ).toBeVisible();
    await expect(status(page)).toHaveText('Saved 1 record.');
    await expect(save).toBeFocused();
    await expect(status(page)).toBeInViewport({ ratio: 1 });
  });

  test('focus stays where the keyboard can go on: after Save, Close editor, Undo and Delete', async ({
    page,
  }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText('Saved 1 record.');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

    await page.getByRole('button', { name: 'Close editor' }).click();
    await expect(
      records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }),
    ).toBeFocused();

    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect(status(page)).toHaveText('Undid the save of 1 record in Signals.');
    await expect(records(page)).toBeFocused();

    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete this record' }).click();
    await expect(status(page)).toHaveText('Deleted 1 record.');
    await expect(records(page)).toBeFocused();
  });

  test('typed, unsaved text is asked about before another collection, record or Close takes it away', async ({
    page,
  }) => {
    await openWithTypedText(page);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
    });

    await page.getByLabel('Collection').selectOption('news');
    await expect.poll(() => asked).toEqual(['Discard the changes you typed in the editor?']);
    await expect(page.getByLabel('Collection')).toHaveValue('signals');
    await expect(editorText(page)).toHaveValue(/Typed, not saved/);

    await page.getByRole('button', { name: 'Close editor' }).click();
    await expect.poll(() => asked.length).toBe(2);
    await expect(editorText(page)).toHaveCount(0);

    // Nothing typed: nothing to ask.
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await page.getByLabel('Collection').selectOption('news');
    await expect(page.getByLabel('Collection')).toHaveValue('news');
    expect(asked).toHaveLength(2);
  });

  test('typed, unsaved text is asked about before a link, Sign Out or Clear Cookies leaves the editor, or the tab closes', async ({
    page,
  }) => {
    await openWithTypedText(page);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      // Kept at the link and at Sign Out; Clear Cookies' own question agreed to, its discard
      // question kept; then let go (the closed tab).
      const keep = asked.length <= 2 || asked.length === 4;
      void (keep ? dialog.dismiss() : dialog.accept());
    });

    const blogLink = page.getByRole('banner').getByRole('link', { name: 'Blog' });
    await blogLink.click();
    await expect
      .poll(() => asked)
      .toEqual(['confirm: Discard the changes you typed in the editor?']);
    await expect(page).toHaveURL(/\/admin\/json$/);
    await expect(editorText(page)).toHaveValue(/Typed, not saved/);

    // Signing out leaves the page too; kept, the admin stays signed in with the text.
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => asked).toHaveLength(2);
    await expect(page).toHaveURL(/\/admin\/json$/);
    await expect(page.getByRole('heading', { name: 'JSON Editor' })).toBeVisible();
    await expect(editorText(page)).toHaveValue(/Typed, not saved/);

    // So does Clear Cookies, which signs out too: its own question, then the editor's.
    await page.getByRole('banner').getByRole('button', { name: 'Clear Cookies' }).click();
    await expect
      .poll(() => asked.slice(2))
      .toEqual([
        'confirm: This will clear your session data but keep your JSON data. Continue?',
        'confirm: Discard the changes you typed in the editor?',
      ]);
    await expect(page).toHaveURL(/\/admin\/json$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(editorText(page)).toHaveValue(/Typed, not saved/);

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked.at(-1)).toMatch(/^beforeunload: /);
  });

  test("an import kept from reloading by the editor's typed text (Stay) ends its job: the popup says it is imported, and closes", async ({
    page,
  }, testInfo) => {
    await openWithTypedText(page);
    const path = testInfo.outputPath('signals.json');
    // With the admin's own account in it, so that the import does not sign the admin out.
    const admin = {
      id: ADMIN.id,
      email: ADMIN.email,
      username: ADMIN.username,
      password:
        'pbkdf2-sha256$600000$k8lcB6KTx7iz5qvQguF9yQ==$fl9ZXDhgO1gpqr9BGqEaeqJdyRSPv9EhkHr4rliWYso=',
      created_at: '2026-03-14T09:26:53Z',
      avatar_url: '/images/avatars/satoshi.svg',
    };
    await writeFile(
      path,
      JSON.stringify({ signals: generateRecords('signals', 3, 1), users: [admin] }),
    );
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      // Stay, at the leave-page question; every other message is accepted.
      void (dialog.type() === 'beforeunload' ? dialog.dismiss() : dialog.accept());
    });
    await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
    const backup = page.getByRole('dialog', { name: 'Backup and Restore' });
    await backup.locator('input[type=file]').setInputFiles(path);
    await expect(
      backup
        .getByRole('status')
        .filter({ hasText: 'Data imported successfully. Reload the page to see it.' }),
    ).toBeVisible();
    expect(asked).toEqual(['alert', 'beforeunload']);
    await expect(backup.getByRole('button', { name: 'Cancel import' })).toHaveCount(0);
    await expect(backup.getByRole('button', { name: 'Export All Data' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(backup).toHaveCount(0);
    await expect(editorText(page)).toHaveValue(/Typed, not saved/);
  });

  test('a link out of the editor with typed text goes once the admin agrees, and nothing typed asks nothing', async ({
    page,
  }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(asked).toEqual([]);

    await openWithTypedText(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(asked).toEqual(['Discard the changes you typed in the editor?']);
  });

  test('agreed to once, leaving is not asked about again while the next screen loads', async ({
    page,
  }) => {
    await openWithTypedText(page);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    // A slow network: the next screen's code is held back until both links have been followed,
    // and meanwhile React keeps the editor mounted, hidden behind the loading spinner, still able
    // to ask.
    let releaseCode!: () => void;
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await codeReleased;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('h1')).toHaveText('JSON Editor');
    await page.getByRole('banner').getByRole('link', { name: 'NFT' }).click();
    await expect(page).toHaveURL(/\/nft$/);
    releaseCode();
    await expect(page.getByRole('heading', { level: 1, name: /NFT/ })).toBeVisible();
    expect(asked).toEqual(['Discard the changes you typed in the editor?']);
  });

  test('fits a phone: long record titles are cut short and the open editor scrolls inside itself, not the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page);
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const collection of ['blogPosts', 'news', 'academy', 'users', 'giveaways', 'testnets']) {
      await page.getByLabel('Collection').selectOption(collection);
      await expect(
        records(page)
          .getByRole('button', { name: /^Edit / })
          .first(),
      ).toBeVisible();
      expect(await sideways(), `${collection} list`).toBe(0);
    }
    await page.getByLabel('Collection').selectOption('blogPosts');
    await records(page)
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(editorText(page)).toBeVisible();
    await page.getByRole('button', { name: 'Edit page as JSON' }).click();
    expect(await sideways(), 'page editor').toBe(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('edits the whole page as JSON and names the index and path of a problem', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit page as JSON' }).click();
    await expect(page.getByLabel('Records JSON', { exact: true })).toBeVisible();
    const list = JSON.parse(await editorText(page).inputValue()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(1);
    const title = page.getByRole('heading', { level: 2, name: /^Signals: / });
    await expect(title).toHaveText(`Signals: ${list.length} records as JSON`);
    list[1] = { ...list[1], status: 'Paused' };
    await editorText(page).fill(JSON.stringify(list, null, 2));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      `[1] (id ${JSON.stringify(list[1].id)}) status:`,
    );
    list[1] = { ...list[1], status: 'Inactive' };
    await editorText(page).fill(JSON.stringify(list, null, 2));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText(`Saved ${list.length} records.`);
    // The array may grow past a page: the title counts what it holds, not "this page".
    await editorText(page).fill(
      JSON.stringify([...list, { ...list[0], id: 'sig-added-in-page' }], null, 2),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toContainText(`Saved ${list.length + 1} records.`);
    await expect(title).toHaveText(`Signals: ${list.length + 1} records as JSON`);
  });

  test('adds a record from a template, deletes it after a confirm, and undoes both', async ({
    page,
  }) => {
    await openEditor(page);
    const picker = page.getByLabel('Collection');
    const countOf = () => signalCount(page);
    await expect.poll(countOf).toBeGreaterThan(0);
    const before = await countOf();

    await page.getByRole('button', { name: 'Add record' }).click();
    await expect(page.getByRole('heading', { name: 'Signals: new record' })).toBeVisible();
    let newId = '';
    await editJson(page, (template) => {
      newId = String(template.id);
      return { ...template, name: 'Brand New Signal' };
    });
    expect(newId).toMatch(/^signals-[0-9a-f]{8}$/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText('Saved 1 record.');
    await expect.poll(countOf).toBe(before + 1);

    await page.getByLabel('ID starts with').fill(newId);
    await expect(records(page).getByText('Brand New Signal')).toBeVisible();
    await records(page)
      .getByRole('checkbox', { name: `Select ${newId}` })
      .check();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    await expect(status(page)).toHaveText('Deleted 1 record.');
    await expect(records(page).getByText('No records match.')).toBeVisible();
    await expect.poll(countOf).toBe(before);

    // Shown another collection, the button names the one its change is in.
    await picker.selectOption('news');
    await expect(page.getByRole('button', { name: 'Undo last change (Signals)' })).toBeVisible();
    await picker.selectOption('signals');
    await page.getByLabel('ID starts with').fill(newId);
    await page.getByRole('button', { name: 'Undo last change', exact: true }).click();
    await expect(status(page)).toHaveText('Undid the deletion of 1 record in Signals.');
    await expect(records(page).getByText('Brand New Signal')).toBeVisible();

    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect(status(page)).toHaveText('Undid the save of 1 record in Signals.');
    await expect(records(page).getByText('No records match.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo last change' })).toBeDisabled();
  });

  test('undo restores the previous version of an edited record', async ({ page }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await editJson(page, (signal) => ({ ...signal, name: 'Temporary Name' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(records(page).getByText('Temporary Name')).toBeVisible();
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect(records(page).getByText('Temporary Name')).toHaveCount(0);
    await page.goto('/signals/sig-btc-breakout');
    await expect(page.getByText('Bitcoin').first()).toBeVisible();
    await expect(page.getByText('Temporary Name')).toHaveCount(0);
  });

  test('a declined confirm deletes nothing', async ({ page }) => {
    await openEditor(page);
    await records(page).getByRole('checkbox', { name: 'Select sig-btc-breakout' }).check();
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    await expect(
      records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }),
    ).toBeVisible();
  });

  test('a refused save takes away the last save\'s "Saved" status', async ({ page }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText('Saved 1 record.');
    await editJson(page, (signal) => ({ ...signal, score: 101 }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('score: must be between 0 and 100');
    await expect(page.getByText('Saved 1 record.')).toHaveCount(0);
  });

  test('problems found by a refused save are marked as the last check once the text is edited, and Save checks again', async ({
    page,
  }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await editJson(page, (signal) => ({ ...signal, score: 101 }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Not saved: fix this problem first.');
    await expect(editorText(page)).toHaveAttribute('aria-invalid', 'true');

    await editJson(page, (signal) => ({ ...signal, score: 90 }));
    await expect(alert).toContainText(
      'Not saved: the last Save found this problem. Save again to check your changes.',
    );
    await expect(alert).toContainText('score: must be between 0 and 100');
    await expect(editorText(page)).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText('Saved 1 record.');
    await expect(alert).toHaveCount(0);
  });

  test('the pager says how many pages the collection fills, and only the page while a search narrows the list', async ({
    page,
  }) => {
    const pages = Math.ceil((await openWithCopies(page, 'sig-pager-', 30)) / 25);
    expect(pages).toBeGreaterThan(1);
    const pager = records(page).getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible();
    await expect(
      records(page).getByRole('list', { name: `Page 1 of ${pages}`, exact: true }),
    ).toBeVisible();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText(`Page 2 of ${pages}`, { exact: true })).toBeVisible();
    // A search's pages are not known until it has walked the table.
    await records(page).getByLabel('ID starts with').fill('sig-pager-');
    await expect(pager.getByText('Page 1', { exact: true })).toBeVisible();
  });

  test('Next pressed twice before the next page has been read pages once, not twice to the same records', async ({
    page,
  }) => {
    await openWithCopies(page, 'sig-twice-', 60);
    const pager = records(page).getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText(/^Page 1 of [3-9]$/)).toBeVisible();
    const firstOfPage2 = async () => {
      const list = records(page).getByRole('list', { name: /^Page 2 / });
      await expect(list).toBeVisible();
      await expect(list).not.toHaveAttribute('aria-busy', 'true');
      return records(page)
        .getByRole('button', { name: /^Edit / })
        .first()
        .getAttribute('aria-label');
    };
    // Once, to learn what page 2 holds; then back, and twice in one go.
    await pager.getByRole('button', { name: 'Next' }).click();
    const page2 = await firstOfPage2();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(records(page).getByRole('list', { name: /^Page 1 / })).toBeVisible();
    await expect(records(page).getByRole('button', { name: page2 ?? '' })).toHaveCount(0);
    await pager.getByRole('button', { name: 'Next' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    expect(await firstOfPage2()).toBe(page2);
    await expect(records(page).getByRole('list', { name: /^Page 3 / })).toHaveCount(0);
  });

  test('deleting every record of the last page shows the page before, now the last', async ({
    page,
  }) => {
    // Ids after every stored one ("sig-zz-"), so the last page holds only these.
    const count = await openWithCopies(page, 'sig-zz-', 30);
    const pages = Math.ceil(count / 25);
    const onLast = count - (pages - 1) * 25;
    const pager = records(page).getByRole('navigation', { name: 'Pages' });
    for (let shown = 2; shown <= pages; shown++) {
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(
        records(page).getByRole('list', { name: `Page ${shown} of ${pages}`, exact: true }),
      ).not.toHaveAttribute('aria-busy', 'true');
    }
    const boxes = records(page).getByRole('checkbox', { name: /^Select sig-zz-/ });
    await expect(boxes).toHaveCount(onLast);
    for (const box of await boxes.all()) await box.check();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete selected (${onLast})` }).click();
    await expect(status(page)).toHaveText(`Deleted ${onLast} record${onLast === 1 ? '' : 's'}.`);
    await expect(
      records(page).getByRole('list', { name: `Page ${pages - 1} of ${pages - 1}`, exact: true }),
    ).toBeVisible();
    await expect(records(page).getByRole('button', { name: /^Edit / })).toHaveCount(25);
    await expect(records(page).getByText('No records match.')).toHaveCount(0);
  });

  test('paging to the last page and back by keyboard keeps focus on the paging button, which then says it is unavailable', async ({
    page,
  }) => {
    await openWithCopies(page, 'sig-paging-', 30);
    const next = records(page).getByRole('button', { name: 'Next' });
    const previous = records(page).getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const pageList = (shown: number) => records(page).getByRole('list', { name: `Page ${shown}` });
    await next.focus();
    let shown = 1;
    while ((await next.getAttribute('aria-disabled')) !== 'true') {
      expect(shown, 'a few pages at most').toBeLessThan(5);
      await page.keyboard.press('Enter');
      shown += 1;
      await expect(pageList(shown)).toBeVisible();
      // Read, not only asked for: until then Next is the last page's.
      await expect(pageList(shown)).not.toHaveAttribute('aria-busy', 'true');
    }
    expect(shown).toBeGreaterThan(1);
    await expect(next).toBeFocused();
    // Pressed again on the last page: nothing happens, focus stays.
    await page.keyboard.press('Enter');
    await expect(pageList(shown)).toBeVisible();
    await expect(next).toBeFocused();
    await previous.focus();
    while (shown > 1) {
      await page.keyboard.press('Enter');
      shown -= 1;
      await expect(pageList(shown)).toBeVisible();
    }
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toBeFocused();
  });

  test('on a phone, a refused save keeps Save, which has focus, in sight; the marked field shows its focus in red', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await editorText(page).fill('{"id": 5}');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Not saved');
    await expect(save).toBeFocused();
    await expect(save).toBeInViewport({ ratio: 1 });

    await editorText(page).focus();
    const frame = editorText(page).locator('xpath=..');
    const ring = await frame.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(ring).toMatch(/rgba\(251, 113, 133/);
  });

  test.describe('on a touch phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a record row takes taps on its box across 44 px, and on its Edit button 20 px above it', async ({
      page,
    }) => {
      await openEditor(page);
      const row = records(page).getByRole('listitem').first();
      const box = row.getByRole('checkbox');
      const rowBox = await row.boundingBox();
      const tick = await box.boundingBox();
      if (!rowBox || !tick) throw new Error('the first row is not laid out');
      // 3 px inside the row's left edge: on the box's label, far outside the 16 px box.
      await page.touchscreen.tap(rowBox.x + 3, tick.y + tick.height / 2);
      await expect(box).toBeChecked();
      await page.touchscreen.tap(tick.x + tick.width / 2 + 18, rowBox.y + 3);
      await expect(box).not.toBeChecked();
      // 20 px above the middle of Edit, which is 24 px tall.
      const edit = await row.getByRole('button', { name: /^Edit / }).boundingBox();
      if (!edit) throw new Error('the first row has no Edit button');
      await page.touchscreen.tap(edit.x + edit.width / 2, edit.y + edit.height / 2 - 20);
      await expect(editorText(page)).toBeVisible();
    });
  });

  test('a ticked record deleted from its own editor leaves the selection: nothing is counted or deleted twice', async ({
    page,
  }) => {
    await openEditor(page);
    await records(page).getByRole('checkbox', { name: 'Select sig-btc-breakout' }).check();
    await expect(page.getByRole('button', { name: 'Delete selected (1)' })).toBeEnabled();
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete this record' }).click();
    await expect(status(page)).toHaveText('Deleted 1 record.');
    await expect(page.getByRole('button', { name: /^Delete selected/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Undo last change' })).toHaveAttribute(
      'title',
      /deletion of 1 record in Signals/,
    );
  });

  test('typed text the screen loses to a sign-out in another tab is back when an admin is signed in again', async ({
    page,
    context,
  }) => {
    await openEditor(page);
    await page.getByLabel('Collection').selectOption('news');
    await records(page)
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await editJson(page, (item) => ({ ...item, title: 'Typed, not saved' }));

    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

    await storeSession(other, ADMIN);
    await expect(editorText(page)).toHaveValue(/Typed, not saved/);
    await expect(page.getByLabel('Collection')).toHaveValue('news');
    await expect(status(page)).toHaveText(
      'The text you typed before you were signed out is back. It is not saved yet.',
    );

    // Leaving on the admin's own say keeps nothing.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    // The blog on screen, not only in the address: until its screen has loaded the editor stays
    // mounted, and a click on JSON Editor meanwhile was asked about again, with no one to answer.
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'JSON Editor' }).click();
    await expect(
      records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }),
    ).toBeVisible();
    await expect(page.getByLabel('Collection')).toHaveValue('signals');
    await expect(editorText(page)).toHaveCount(0);
  });

  test('ticked records another tab deleted meanwhile are not reported as deleted, and leave no empty undo', async ({
    page,
    context,
  }) => {
    await openEditor(page);
    await records(page).getByRole('checkbox', { name: 'Select sig-btc-breakout' }).check();
    const other = await context.newPage();
    await openEditor(other);
    await records(other).getByRole('checkbox', { name: 'Select sig-btc-breakout' }).check();
    other.once('dialog', (dialog) => void dialog.accept());
    await other.getByRole('button', { name: 'Delete selected (1)' }).click();
    await expect(status(other)).toHaveText('Deleted 1 record.');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Delete selected/ }).click();
    await expect(status(page)).toHaveText('Nothing deleted: those records were already gone.');
    await expect(page.getByRole('button', { name: 'Undo last change' })).toBeDisabled();
  });

  test('a record changed in another tab after it was opened is not written over, and the counts follow the other tab', async ({
    page,
    context,
  }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    const other = await context.newPage();
    await openEditor(other);
    await records(other).getByRole('button', { name: 'Edit sig-btc-breakout' }).click();
    await editJson(other, (signal) => ({ ...signal, name: 'Renamed in the other tab' }));
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(other)).toHaveText('Saved 1 record.');
    await expect(records(page).getByText('Renamed in the other tab')).toBeVisible();

    await editJson(page, (signal) => ({ ...signal, score: 12 }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'id: "sig-btc-breakout" was changed in another tab after you opened it',
    );
    await other.goto('/signals/sig-btc-breakout');
    await expect(other.getByRole('heading', { level: 1 })).toContainText(
      'Renamed in the other tab',
    );

    const countOf = () => signalCount(page);
    const before = await countOf();
    await openEditor(other);
    await other.getByRole('button', { name: 'Add record' }).click();
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(other)).toHaveText('Saved 1 record.');
    await expect.poll(countOf).toBe(before + 1);
  });

  test("Undo asks before it would replace another tab's later change, and kept, leaves it", async ({
    page,
    context,
  }) => {
    await openEditor(page);
    await records(page).getByRole('button', { name: 'Edit sig-eth-staking-flows' }).click();
    await editJson(page, (signal) => ({ ...signal, name: 'Saved in this tab' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText('Saved 1 record.');

    const other = await context.newPage();
    await openEditor(other);
    await records(other).getByRole('button', { name: 'Edit sig-eth-staking-flows' }).click();
    await editJson(other, (signal) => ({ ...signal, name: 'Saved in the other tab' }));
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(other)).toHaveText('Saved 1 record.');

    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect
      .poll(() => asked)
      .toEqual([
        'Another tab has changed "sig-eth-staking-flows" since this change. Undo it anyway, replacing that tab\'s changes?',
      ]);
    await expect(status(page)).toHaveText(
      'Not undone: another tab has changed "sig-eth-staking-flows" since.',
    );
    await expect(records(page).getByText('Saved in the other tab')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo last change' })).toBeEnabled();
  });

  test('a password typed into a user record is stored as a hash', async ({ page }) => {
    await openEditor(page);
    await page.getByLabel('Collection').selectOption('users');
    await page.getByRole('button', { name: 'Add record' }).click();
    await editJson(page, (user) => ({
      ...user,
      email: 'typed.by.admin@example.com',
      password: 'typed-in-plain',
    }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText('Saved 1 record.');
    await expect(editorText(page)).toHaveValue(/"password": "pbkdf2-sha256\$600000\$/);
    await expect(editorText(page)).not.toHaveValue(/typed-in-plain/);
  });
});

test.describe('admin access', () => {
  test('a member gets the 403 screen', { tag: '@smoke' }, async ({ context, page }) => {
    await signInAs(context, MEMBER);
    await page.goto('/admin/json');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(editorText(page)).toHaveCount(0);
  });

  test('signing up with an admin email through the UI opens the editor', async ({ page }) => {
    await new LoginPage(page).signUp('Admin@AlphaScout.app', 'siteadmin', 'admin-password-1');
    await expect(page).toHaveURL(/\/signals$/);
    await page.goto('/admin/json');
    await expect(page.getByRole('heading', { name: 'JSON Editor' })).toBeVisible();

    // Giving one's own account another email asks first, then signs out: the admin role follows
    // the stored email, and the session would otherwise name an email no account has.
    await page.getByLabel('Collection').selectOption('users');
    await page.getByLabel('ID starts with').fill('');
    await page.getByLabel('Contains text').fill('siteadmin');
    const own = records(page).getByRole('button', { name: /^Edit / });
    await expect(own).toHaveCount(1);
    const ownId = (await own.getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      const firstSignOutQuestion =
        dialog.message().includes('signed out') &&
        asked.filter((message) => message.includes('signed out')).length === 1;
      void (firstSignOutQuestion ? dialog.dismiss() : dialog.accept());
    });

    // A new record under one's own id is refused for the id, without asking about signing out first.
    await page.getByRole('button', { name: 'Add record' }).click();
    await editJson(page, (user) => ({ ...user, id: ownId, email: 'another@example.com' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      `id: a record with the id "${ownId}" already exists in Users.`,
    );
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Close editor' }).click();
    await expect.poll(() => asked).toEqual(['Discard the changes you typed in the editor?']);
    asked.length = 0;

    await own.click();
    await editJson(page, (user) => ({ ...user, email: 'demoted@example.com' }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => asked)
      .toEqual([
        'This gives the account you are signed in with another email, so you will be signed out. Save anyway?',
      ]);
    await expect(page.getByRole('heading', { name: 'JSON Editor' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
