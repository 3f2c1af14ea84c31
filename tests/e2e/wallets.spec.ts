/**
 * "My wallets" on /tracker (docs/product.md, "My wallets"): adding public addresses, refusals at
 * their field, secrets refused and kept out of every store the browser has, and the ?wallet=
 * filter. The cases of the checks themselves are unit tests (tests/unit/schemas/); this is the
 * witness that the screen and the storage use them.
 */
import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { putRecords, startApp } from './support/content';
import { MEMBER, signInAs } from './support/storage';

const EVM_LOWER = '0x52908400098527886e0f7030069857d2e4169ee7';
const EVM_CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';
const EVM_BAD_CHECKSUM = '0x52908400098527886e0F7030069857D2E4169EE7';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const BITCOIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const PRIVATE_KEY = '4c0883a69102937d6231471b5dbb6204fe512961708279f1d8b1e2b8a5f0f3c1';
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
/** Pieces too: a field cut to its length would have kept the start of a secret. */
const SECRET_PIECES = [PRIVATE_KEY, PRIVATE_KEY.slice(0, 24), PHRASE, 'legal winner thank year'];

const PRIVATE_KEY_WARNING =
  'This looks like a private key. Never paste it into any site: AlphaScout only needs the public address.';
const PHRASE_WARNING =
  'This looks like a recovery phrase. Never paste it into any site: AlphaScout only needs the public address.';

const section = (page: Page) => page.getByRole('region', { name: 'My wallets' });
const form = (page: Page) => section(page).getByRole('form', { name: 'Add a wallet' });
const field = (page: Page, name: 'Label' | 'Address') =>
  form(page).getByRole('textbox', { name, exact: true });
const walletList = (page: Page) => section(page).getByRole('list', { name: 'Wallets' });
const walletFilter = (page: Page) =>
  page.getByRole('search', { name: 'Filter my tracker' }).getByLabel('Wallet');

async function addWallet(page: Page, label: string, chain: string, address: string) {
  await field(page, 'Label').fill(label);
  await form(page).getByLabel('Chain').selectOption({ label: chain });
  await field(page, 'Address').fill(address);
  await form(page).getByRole('button', { name: 'Add wallet' }).press('Enter');
}

/** Pastes `text` into a field as a visitor does: through the clipboard and Ctrl+V. */
async function paste(page: Page, name: 'Label' | 'Address', text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field(page, name).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/**
 * Everything the page's origin keeps, as text: every row and key of every store of every
 * IndexedDB database (JSON), and localStorage and sessionStorage, raw and with the app's
 * obfuscation undone (the same fixed key as support/storage.ts).
 */
function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const parts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const storeName of Array.from(db.objectStoreNames)) {
        // A transaction per read: one ends once its requests are done and the code awaits.
        const store = () => db.transaction(storeName).objectStore(storeName);
        const keys = await request(store().getAllKeys());
        const values = await request(store().getAll());
        parts.push(`${name}/${storeName}`, JSON.stringify(keys), JSON.stringify(values));
      }
      db.close();
    }
    const key = new TextEncoder().encode('AlphaScout/local-obfuscation/not-a-secret');
    const unobfuscated = (raw: string): string => {
      try {
        const bytes = Uint8Array.from(
          atob(raw),
          (char, i) => char.charCodeAt(0) ^ (key[i % key.length] ?? 0),
        );
        return new TextDecoder().decode(bytes);
      } catch {
        return ''; // not base64: not obfuscated, and already read raw
      }
    };
    for (const storage of [localStorage, sessionStorage])
      for (let index = 0; index < storage.length; index += 1) {
        const name = storage.key(index) ?? '';
        const value = storage.getItem(name) ?? '';
        parts.push(name, value, unobfuscated(value));
      }
    return parts.join('\n');
  });
}

async function exportedBackup(page: Page): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
  const popup = page.getByRole('dialog', { name: 'Backup and Restore' });
  const download = page.waitForEvent('download');
  await popup.getByRole('button', { name: 'Export All Data' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  await popup.getByRole('button', { name: 'Close' }).click();
  return text;
}

test.describe('My wallets', () => {
  test('add three wallets, refuse a bad checksum and every secret, keep them over a reload, remove one', async ({
    page,
    context,
  }) => {
    // Signed in: Backup/Restore is in the header only then.
    await signInAs(context, MEMBER);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await startApp(page, '/tracker');
    await expect(section(page)).toContainText(
      'Add the public addresses you farm with: then each task can be ticked per wallet.',
    );
    await expect(section(page)).toContainText('They never leave this browser');
    await expect(walletFilter(page)).toHaveCount(0); // no wallets, no filter

    await addWallet(page, 'Main', 'EVM', EVM_LOWER);
    await expect(form(page).getByRole('status')).toHaveText('Wallet added');
    await expect(field(page, 'Label')).toBeFocused();
    await expect(field(page, 'Address')).toHaveValue('');
    await addWallet(page, 'Farm', 'Solana', SOLANA);
    await expect(walletList(page).getByRole('listitem')).toHaveCount(2);
    await addWallet(page, 'Cold', 'Bitcoin', BITCOIN);
    await expect(walletList(page).getByRole('listitem')).toHaveText([
      /^Cold\s*Bitcoin\s*bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4\s*Remove$/,
      new RegExp(`^Farm\\s*Solana\\s*${SOLANA}\\s*Remove$`),
      // Typed in lower case, shown in its checksum case.
      new RegExp(`^Main\\s*EVM\\s*${EVM_CHECKSUMMED}\\s*Remove$`),
    ]);

    await test.step('a wrong checksum is refused at its field, and nothing is stored', async () => {
      await addWallet(page, 'Typo', 'EVM', EVM_BAD_CHECKSUM);
      const address = field(page, 'Address');
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toHaveAccessibleDescription(
        'Not a valid EVM address: the checksum does not match',
      );
      await expect(address).toBeFocused();
      await expect(walletList(page).getByRole('listitem')).toHaveCount(3);
      await field(page, 'Label').fill('');
      await address.fill('');
    });

    await test.step('a private key or a recovery phrase, pasted or typed, empties its field with a warning', async () => {
      const alert = form(page).getByRole('alert');
      for (const name of ['Address', 'Label'] as const) {
        await paste(page, name, PRIVATE_KEY);
        await expect(alert).toHaveText(PRIVATE_KEY_WARNING);
        await expect(field(page, name)).toHaveValue('');
        await paste(page, name, `my seed: ${PHRASE}`);
        await expect(alert).toHaveText(PHRASE_WARNING);
        await expect(field(page, name)).toHaveValue('');
        await field(page, name).fill(PHRASE);
        await expect(alert).toHaveText(PHRASE_WARNING);
        await expect(field(page, name)).toHaveValue('');
      }
      // The whole screen, warnings shown: heading levels (h1, h2, h3) and all.
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });

    await test.step('no store of the browser and no backup holds any piece of a secret', async () => {
      const stored = await everythingStored(page);
      // The search reaches the wallets: their addresses are found in it.
      for (const address of [EVM_CHECKSUMMED, SOLANA, BITCOIN]) expect(stored).toContain(address);
      for (const piece of SECRET_PIECES) expect(stored).not.toContain(piece);
      const backup = await exportedBackup(page);
      for (const address of [EVM_CHECKSUMMED, SOLANA, BITCOIN]) expect(backup).toContain(address);
      for (const piece of SECRET_PIECES) expect(backup).not.toContain(piece);
    });

    await page.reload();
    await expect(walletList(page).getByRole('listitem')).toHaveCount(3);
    await expect(walletList(page)).toContainText(EVM_CHECKSUMMED);

    await test.step('removing asks first; confirmed, the wallet goes and stays gone', async () => {
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await section(page).getByRole('button', { name: 'Remove Cold' }).click();
      expect(asked).toEqual([
        'Remove the wallet “Cold”? The steps ticked for it lose those ticks. This cannot be undone.',
      ]);
      await expect(walletList(page).getByRole('listitem')).toHaveCount(3);
      page.once('dialog', (dialog) => void dialog.accept());
      await section(page).getByRole('button', { name: 'Remove Cold' }).click();
      await expect(walletList(page).getByRole('listitem')).toHaveCount(2);
      // Focus is not dropped to <body>: it is on the next wallet's Remove button.
      await expect(section(page).getByRole('button', { name: 'Remove Farm' })).toBeFocused();
      await page.reload();
      await expect(walletList(page).getByRole('listitem')).toHaveCount(2);
      await expect(walletList(page)).not.toContainText('Cold');
    });
  });

  test('?wallet= lists what has steps ticked for that wallet; an unknown wallet lists all', async ({
    page,
  }) => {
    await startApp(page, '/tracker');
    const updatedAt = new Date().toISOString();
    const wallet = (id: string, label: string, chain: string, address: string) => ({
      schema: 1,
      owner: 'guest',
      id,
      label,
      chain,
      address,
      updatedAt,
    });
    await putRecords(page, 'wallets', [
      wallet('w-main', 'Main', 'evm', EVM_CHECKSUMMED),
      wallet('w-farm', 'Farm', 'solana', SOLANA),
    ]);
    const row = (itemId: string, name: string, walletSteps: Record<string, string[]>) => ({
      schema: 2,
      owner: 'guest',
      collection: 'airdrops',
      itemId,
      watched: true,
      steps: [],
      walletSteps,
      note: '',
      updatedAt,
      name,
    });
    await putRecords(page, 'tracking', [
      row('drop-main', 'Ticked for Main', { 'w-main': ['t1'] }),
      row('drop-farm', 'Ticked for Farm', { 'w-farm': ['t1'], 'w-main': [] }),
      row('drop-none', 'Ticked for none', {}),
    ]);
    await page.reload();
    const items = page.getByTestId('tracker-item');
    await expect(items).toHaveCount(3);
    await expect(walletFilter(page).locator('option')).toHaveText(['All wallets', 'Farm', 'Main']);

    await walletFilter(page).selectOption({ label: 'Main' });
    await expect(page).toHaveURL(/\/tracker\?wallet=w-main$/);
    await expect(items).toHaveText([/Ticked for Main/]);
    await walletFilter(page).selectOption({ label: 'Farm' });
    await expect(items).toHaveText([/Ticked for Farm/]);
    // With the state filter too: Done has nothing here, and Show all clears both.
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page).toHaveURL(/\/tracker\?show=done&wallet=w-farm$/);
    await expect(page.getByRole('status').filter({ hasText: 'A wallet lists' })).toContainText(
      'Nothing watched matches this filter',
    );
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/\/tracker$/);
    await expect(items).toHaveCount(3);

    await page.goto('/tracker?wallet=w-gone');
    await expect(items).toHaveCount(3);
    await expect(walletFilter(page)).toHaveValue('all');
    await expect(section(page).getByRole('button', { name: 'Remove Main' })).toBeVisible();
  });
});
