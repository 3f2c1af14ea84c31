import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import Papa from 'papaparse';

import { putRecords } from './support/content';

const ZEPHYR = '/airdrops/airdrop-zephyr-network';
const COURSE = '/academy/crypto-basics';

/** Every repeat stored in the tracker's rows, read from IndexedDB itself. */
function storedRepeats(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('alphascout');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    const rows = await new Promise<{ repeats?: Record<string, string> }[]>((resolve, reject) => {
      const request = db.transaction('tracking').objectStore('tracking').getAll();
      request.onsuccess = () => resolve(request.result as { repeats?: Record<string, string> }[]);
      request.onerror = () => reject(request.error ?? new Error('read failed'));
    });
    db.close();
    return rows.flatMap((row) => Object.values(row.repeats ?? {}));
  });
}
const LESSON = 'What is a blockchain?';
const WEEKLY_TASK = 'Stay active: make at least one transaction every week until the snapshot';
const HEADER = ['item', 'kind', 'wallet', 'step', 'repeat', 'done this period', 'deadline', 'note'];

/** Clicks an export button and gives the downloaded file's name and text. */
async function exported(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The file's events as ical.js reads them: title, rule and link. */
function eventsOf(text: string): { summary: string; rule: string | null; url: unknown }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const rule = vevent.getFirstPropertyValue('rrule');
    return {
      summary: new ICAL.Event(vevent).summary,
      rule: rule === null ? null : String(rule),
      url: vevent.getFirstPropertyValue('url'),
    };
  });
}

/** The CSV's lines as papaparse reads them, the byte order mark taken off. */
function linesOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1).replace(/\r\n$/, ''), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

test.describe("My tracker's exports", () => {
  test('the Zephyr airdrop watched: its weekly task in the .ics as a weekly series, and every task in the CSV', async ({
    page,
  }) => {
    await page.goto('/tracker');
    await expect(page.getByText('You are not watching anything yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await page.goto(ZEPHYR);
    await page.getByRole('checkbox', { name: 'Follow Zephyr Network on X' }).check();
    await page.getByRole('button', { name: 'Watching' }).waitFor();
    await page.goto('/tracker');
    await expect(page.getByTestId('tracker-item')).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const ics = await exported(page, 'Export deadlines (.ics)');
    expect(ics.name).toMatch(/^alphascout-deadlines-\d{4}-\d{2}-\d{2}\.ics$/);
    expect(ics.text).toMatch(/\r\nRRULE:FREQ=WEEKLY;UNTIL=\d{8}T\d{6}\r\n/);
    const pageUrl = new URL(ZEPHYR, page.url()).href;
    const [deadline, weekly, ...others] = eventsOf(ics.text);
    expect(others).toEqual([]);
    expect(deadline).toEqual({ summary: 'Zephyr Network: airdrop ends', rule: null, url: pageUrl });
    expect(weekly).toMatchObject({ summary: `Zephyr Network: ${WEEKLY_TASK}`, url: pageUrl });
    expect(weekly?.rule).toMatch(/^FREQ=WEEKLY;UNTIL=\d{8}T\d{6}$/);

    const csv = await exported(page, 'Export CSV');
    expect(csv.name).toMatch(/^alphascout-tracker-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = linesOf(csv.text);
    expect(header).toEqual(HEADER);
    expect(lines).toHaveLength(10); // the ten tasks, no wallet
    expect(lines.every((line) => line[0] === 'Zephyr Network' && line[1] === 'Airdrop')).toBe(true);
    expect(lines.find((line) => line[3] === 'Follow Zephyr Network on X')?.[5]).toBe('yes');
    expect(lines.find((line) => line[3] === WEEKLY_TASK)?.slice(4, 6)).toEqual(['weekly', 'no']);
  });

  test("a wallet's ticks get lines of their own, named by the wallet; a note stays whole and plain text", async ({
    page,
  }) => {
    await page.goto('/tracker');
    await expect(page.getByText('You are not watching anything yet')).toBeVisible();
    const updatedAt = new Date().toISOString();
    await putRecords(page, 'wallets', [
      {
        schema: 1,
        owner: 'guest',
        id: 'w-main',
        label: 'Main, "hot"',
        chain: 'other',
        address: 'main-wallet',
        updatedAt,
      },
    ]);
    const note = '=HYPERLINK("https://evil.example")\nsecond line, with a comma';
    await putRecords(page, 'tracking', [
      {
        owner: 'guest',
        collection: 'airdrops',
        itemId: 'airdrop-zephyr-network',
        watched: true,
        steps: [],
        walletSteps: { 'w-main': ['zeph-1'] },
        note,
        updatedAt,
        name: 'Zephyr Network',
        schema: 2,
      },
    ]);
    await page.reload();
    await expect(page.getByTestId('tracker-item')).toHaveCount(1);
    const [, ...lines] = linesOf((await exported(page, 'Export CSV')).text);
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line[2] === 'Main, "hot"' && line[7] === `'${note}`)).toBe(true);
    expect(lines.find((line) => line[3] === 'Follow Zephyr Network on X')?.[5]).toBe('yes');
  });

  test('a course has no date: the calendar export waits for a lesson repeated daily, then holds that series alone', async ({
    page,
  }) => {
    await page.goto(COURSE);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await page.goto('/tracker');
    const exportIcs = page.getByRole('button', { name: 'Export deadlines (.ics)' });
    await expect(exportIcs).toBeDisabled();
    await expect(exportIcs).toHaveAccessibleDescription(
      'Nothing you watch has a date still ahead.',
    );
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    await page.goto(COURSE);
    const repeat = page.getByRole('combobox', { name: `Repeat: ${LESSON}` });
    await repeat.selectOption('Daily');
    await expect(repeat).toHaveValue('daily');
    // The picker shows the choice before it is stored, and a page left at once may end the write
    // before it commits: wait until IndexedDB holds it.
    await expect.poll(() => storedRepeats(page)).toEqual(['daily']);
    await page.goto('/tracker');
    await expect(exportIcs).toBeEnabled();
    const { text } = await exported(page, 'Export deadlines (.ics)');
    expect(eventsOf(text)).toEqual([
      {
        summary: `Crypto Basics: From Bitcoin to Blockchains: ${LESSON}`,
        rule: 'FREQ=DAILY',
        url: new URL(COURSE, page.url()).href,
      },
    ]);
  });
});
