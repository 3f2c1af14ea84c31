import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { LoginPage } from './support/accounts';
import { putRecords, startApp, storedRecord } from './support/content';

const ZEPHYR = '/airdrops/airdrop-zephyr-network';
const ZEPHYR_ID = 'airdrop-zephyr-network';
const trackerLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'My tracker' });
/** Past the note's pause before it is saved (400 ms, TrackerSection). */
const PAST_NOTE_PAUSE = 1_000;
const watchedCount = (page: Page) => page.getByRole('banner').getByTestId('tracker-count');

test.describe('My tracker', () => {
  test(
    'watch from a card: the toggle is a button next to the card link, and the count follows',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/airdrops');
      const watch = page.getByRole('button', { name: 'Watch', exact: true }).first();
      await expect(watch).toHaveAttribute('aria-pressed', 'false');
      // Which item it watches is heard after its name, so that a list's toggles can be told apart.
      const firstTitle =
        (await page
          .getByRole('list', { name: 'Airdrops' })
          .getByRole('heading', { level: 2 })
          .first()
          .textContent()) ?? '';
      expect(firstTitle).not.toBe('');
      await expect(watch).toHaveAccessibleDescription(firstTitle);
      await expect(page.locator('a button')).toHaveCount(0); // never a button inside a link
      await watch.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Watching' }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(watchedCount(page)).toHaveText('1');
      // The count is heard too, not only seen.
      await expect(trackerLink(page)).toHaveAccessibleName('My tracker, 1 watched');
      await trackerLink(page).click();
      await expect(page).toHaveURL(/\/tracker$/);
      await expect(page.getByTestId('tracker-item')).toHaveCount(1);
    },
  );

  test("the header's star shows no count until something is watched, and 99+ past two digits", async ({
    page,
  }) => {
    await page.goto('/airdrops');
    await expect(trackerLink(page)).toHaveAccessibleName('My tracker, 0 watched');
    await expect(watchedCount(page)).toHaveCount(0);
    const updatedAt = new Date().toISOString();
    await putRecords(
      page,
      'tracking',
      Array.from({ length: 120 }, (_, index) => ({
        owner: 'guest',
        collection: 'signals',
        itemId: `signal-${index}`,
        watched: true,
        steps: [],
        note: '',
        updatedAt,
        name: `Signal ${index}`,
      })),
    );
    await page.reload();
    await expect(watchedCount(page)).toHaveText('99+');
    await expect(trackerLink(page)).toHaveAccessibleName('My tracker, 120 watched');
    // Still on the star: the badge's right edge within the link's box.
    const [badge, link] = await Promise.all([
      watchedCount(page).boundingBox(),
      trackerLink(page).boundingBox(),
    ]);
    expect(badge && link && badge.x + badge.width).toBeLessThanOrEqual(
      (link?.x ?? 0) + (link?.width ?? 0) + 4,
    );
  });

  test('a note typed slowly keeps every key, and one left for another screen before its save is kept', async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    const note = page.getByLabel('Your note');
    // A key every 400 ms, the pause after which a note is saved: keys land while saves run.
    await note.pressSequentially('slow typist', { delay: 400 });
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(note).toHaveValue('slow typist');
    await page.reload();
    await expect(note).toHaveValue('slow typist');

    await note.fill('written just before leaving');
    await trackerLink(page).click();
    await expect(
      page.getByTestId('tracker-item').getByText('written just before leaving', { exact: true }),
    ).toBeVisible();
  });

  test("a screen reader hears the note's save, not its character count or hint at every key", async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    const tracker = page.getByRole('region', { name: 'My tracker' });
    const live = tracker.locator('[aria-live], [role="status"], [role="alert"]');
    await expect(tracker.getByText('Saved as you type, in this browser.')).toBeVisible();
    await expect(live).toHaveText(['']);
    await tracker.getByLabel('Your note').fill('heard once');
    await expect(tracker.getByText('10 / 2000')).toBeVisible();
    await expect(live).toHaveText(['Saved']);
    await tracker.getByLabel('Your note').press('!');
    await expect(tracker.getByText('11 / 2000')).toBeVisible();
    await expect(live).toHaveText(['']);
  });

  test('a note typed just before a reload or a closed tab is there on the next visit', async ({
    page,
    context,
  }) => {
    await page.goto(ZEPHYR);
    const note = page.getByLabel('Your note');
    await note.fill('typed, then reloaded at once');
    await page.reload();
    await expect(note).toHaveValue('typed, then reloaded at once');

    await note.fill('typed, then the tab closed');
    await page.close();
    const next = await context.newPage();
    await next.goto('/tracker');
    await expect(
      next.getByTestId('tracker-item').getByText('typed, then the tab closed', { exact: true }),
    ).toBeVisible();
  });

  test('unwatching right after typing a note asks first, and the item stays unwatched', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(ZEPHYR);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    const watching = page.getByRole('button', { name: 'Watching' });
    await expect(watching).toHaveAttribute('aria-pressed', 'true');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel('Your note').fill('typed in a hurry');
    await watching.click(); // within the note's 400 ms pause
    expect(asked).toHaveLength(1);
    await page.clock.runFor(PAST_NOTE_PAUSE); // the save that was due must not watch it again
    await expect(page.getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByLabel('Your note')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByLabel('Your note')).toHaveValue('');
  });

  test('a note of blank space is no note: unwatching asks nothing, before its pause or after it', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.clock.install();
    await page.goto('/signals/sig-sol-higher-lows');
    for (const wait of [0, PAST_NOTE_PAUSE]) {
      await page.getByRole('button', { name: 'Watch', exact: true }).click();
      const watching = page.getByRole('button', { name: 'Watching' });
      await expect(watching).toHaveAttribute('aria-pressed', 'true');
      await page.getByLabel('Your note').fill('   ');
      await page.clock.runFor(wait); // the second round: past the pause, so the blank note was stored
      await watching.click();
      await expect(page.getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    expect(asked).toEqual([]);
  });

  test('checklist and note on a detail screen; a hostile note runs nothing and shows as text', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(ZEPHYR);
    await expect(page.getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('checkbox', { name: 'Follow Zephyr Network on X' }).check();
    // Checking a step watches the item.
    await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/^1 of \d+ done$/).first()).toBeVisible();

    const hostile = '<img src=x onerror=alert(1)>';
    await page.getByLabel('Your note').fill(hostile);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Your note')).toHaveValue(hostile);
    await expect(page.getByRole('checkbox', { name: 'Follow Zephyr Network on X' })).toBeChecked();

    await page.goto('/tracker');
    const item = page.getByTestId('tracker-item');
    await expect(item.getByText(hostile, { exact: true })).toBeVisible();
    await expect(item.locator('img[src="x"]')).toHaveCount(0);
    await expect(item.getByRole('progressbar', { name: 'Steps done' })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("steps are ticked where the page lists them, once: an airdrop's tasks, a testnet's requirements", async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    const tasks = page.getByRole('region', { name: /^Tasks/ });
    await tasks.getByRole('checkbox', { name: 'Claim test ETH from the faucet' }).check();
    await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/^1 of 10 done$/)).toBeVisible();
    // Each task is on the page once, its link beside its checkbox.
    await expect(
      page.getByRole('checkbox', { name: 'Claim test ETH from the faucet' }),
    ).toHaveCount(1);
    await expect(page.getByText('Claim test ETH from the faucet', { exact: true })).toHaveCount(1);
    await expect(
      tasks.getByRole('link', { name: 'Open: Claim test ETH from the faucet' }),
    ).toBeVisible();

    await page.goto('/testnets/testnet-zephyr-public');
    const requirements = page.getByRole('region', { name: 'Requirements' });
    const first = requirements.getByRole('checkbox').first();
    await first.check();
    await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(first).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'My tracker' }).getByRole('checkbox'),
    ).toHaveCount(0);
  });

  test('the tracker screen: empty state, filters in the URL, export of deadlines', async ({
    page,
  }) => {
    await page.goto('/tracker');
    await expect(page.getByText('You are not watching anything yet')).toBeVisible();

    await page.goto(ZEPHYR);
    for (const task of ['Follow Zephyr Network on X', 'Add the Zephyr testnet to your wallet'])
      await page.getByRole('checkbox', { name: task }).check();
    await page.goto('/signals');
    await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
    await expect(watchedCount(page)).toHaveText('2');

    await page.goto('/tracker');
    await expect(page.getByTestId('tracker-item')).toHaveCount(2);
    await page.getByRole('button', { name: 'In progress' }).click();
    await expect(page).toHaveURL(/show=progress/);
    await expect(page.getByTestId('tracker-item')).toHaveCount(1);
    await expect(page.getByTestId('tracker-item')).toContainText('Zephyr Network');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Nothing watched matches this filter')).toBeVisible();
    // An empty filter says what it lists.
    await expect(page.getByRole('status').filter({ hasText: 'Nothing watched' })).toContainText(
      'Done lists what has steps, every one of them ticked.',
    );
    await page.goBack();
    await expect(page.getByTestId('tracker-item')).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export deadlines (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^alphascout-deadlines-\d{4}-\d{2}-\d{2}\.ics$/);
    expect(await readFile(await file.path(), 'utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  test('the export button is as tall as the filter chips beside it, and their middles line up', async ({
    page,
  }) => {
    await page.goto('/tracker');
    const box = async (name: string) =>
      (await page.getByRole('button', { name, exact: true }).boundingBox()) ?? { y: 0, height: 0 };
    const [chip, button] = [await box('All'), await box('Export deadlines (.ics)')];
    expect(chip.height).toBeGreaterThan(0);
    expect(Math.abs(button.height - chip.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(button.y + button.height / 2 - (chip.y + chip.height / 2))).toBeLessThanOrEqual(
      1,
    );
  });

  test('an item opened from the tracker leads back to the tracker, as it was filtered; opened any other way, to its list', async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    await page.getByRole('checkbox', { name: 'Follow Zephyr Network on X' }).check();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'All airdrops', exact: true }),
    ).toBeVisible();
    await page.goto('/tracker?show=progress');
    const entries = await page.evaluate(() => history.length);
    await page.getByTestId('tracker-item').getByRole('link', { name: 'Zephyr Network' }).click();
    await expect(page).toHaveURL(ZEPHYR);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'My tracker', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'All airdrops', exact: true })).toHaveCount(0);
    await main.getByRole('link', { name: 'My tracker', exact: true }).click();
    await expect(page).toHaveURL(/\/tracker\?show=progress$/);
    await expect(page.getByTestId('tracker-item')).toHaveCount(1);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1); // Back, not a new entry
  });

  test('"Add to calendar" downloads the item\'s .ics and offers a Google Calendar link', async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('alphascout-airdrops-airdrop-zephyr-network.ics');
    expect(await readFile(await file.path(), 'utf8')).toMatch(/^BEGIN:VCALENDAR/);
    await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\//,
    );
  });

  test('a live sale began on its date: no calendar actions, and the tracker says "Sale: Live", not "Ended"', async ({
    page,
  }) => {
    await page.goto('/ico/ico-aether-da');
    await expect(page.getByRole('heading', { name: 'Aether DA (AETH)', level: 1 })).toBeVisible(); // a live sale in the seeds
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Watching' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveCount(0);

    await trackerLink(page).click();
    const card = page.getByTestId('tracker-item');
    await expect(card).toContainText('Aether');
    await expect(card.getByText('Ended')).toHaveCount(0);
    await expect(card.getByText('Live', { exact: true }).locator('..')).toHaveText('Sale: Live');
    await expect(card.locator('time')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export deadlines (.ics)' })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: 'Export deadlines (.ics)' }),
    ).toHaveAccessibleDescription('Nothing you watch has a date still ahead.');
  });

  test('a giveaway ended by hand and a filled whitelist, their dates still ahead: no calendar actions, and the tracker says "Ended" and "Filled" with no countdown', async ({
    page,
  }) => {
    await startApp(page, '/tracker');
    const giveaway = await storedRecord(page, 'giveaways', 'giveaway-neon-drifters-trio');
    const whitelist = await storedRecord(page, 'whitelists', 'wl-neon-drifters');
    await putRecords(page, 'giveaways', [
      { ...giveaway, status: 'ended', endDate: '2030-12-24T12:00:00Z' },
    ]);
    await putRecords(page, 'whitelists', [
      { ...whitelist, status: 'Filled', remainingSpots: 0, endDate: '2030-12-24T12:00:00Z' },
    ]);
    for (const [path, count] of [
      ['/giveaways/giveaway-neon-drifters-trio', '1'],
      ['/whitelists/wl-neon-drifters', '2'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Watch', exact: true }).click();
      await expect(watchedCount(page)).toHaveText(count);
      await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
    }
    await trackerLink(page).click();
    const cards = page.getByTestId('tracker-item');
    await expect(cards).toHaveCount(2);
    await expect(
      cards.filter({ hasText: 'Win 3 Neon Drifters NFTs' }).getByText('Ended', { exact: true }),
    ).toBeVisible();
    await expect(
      cards
        .filter({ hasText: 'Neon Drifters' })
        .filter({ hasText: 'Whitelist' })
        .getByText('Filled', { exact: true }),
    ).toBeVisible();
    await expect(cards.locator('time')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export deadlines (.ics)' })).toBeDisabled();
  });

  test('a mint ahead is counted down to as a start, named: "Mint: in 11d 2h", then "Mint: Started"', async ({
    page,
  }) => {
    await page.goto('/nft/nft-neon-drifters');
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Watching' })).toBeVisible();
    await trackerLink(page).click();
    const card = page.getByTestId('tracker-item');
    await expect(card.locator('time').locator('..')).toHaveText(/^Mint: in (?:\d+[dhms] ?)+$/);

    // Its status not yet moved on, though its date has passed.
    const stored = await storedRecord(page, 'nftProjects', 'nft-neon-drifters');
    await putRecords(page, 'nftProjects', [{ ...stored, mintDate: '2020-01-01T00:00:00Z' }]);
    await page.reload();
    await expect(card.locator('time').locator('..')).toHaveText('Mint: Started');
  });

  test('a record changed since it was watched shows as it is now: name and picture', async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Watching' })).toBeVisible();
    const stored = await storedRecord(page, 'airdrops', 'airdrop-zephyr-network');
    await putRecords(page, 'airdrops', [
      { ...stored, name: 'Zephyr Renamed', image: '/images/logo.svg' },
    ]);
    await page.goto('/tracker');
    const item = page.getByTestId('tracker-item');
    await expect(item.getByRole('heading')).toHaveText('Zephyr Renamed');
    await expect(item.locator('img')).toHaveAttribute('src', '/images/logo.svg');
  });

  test("a course's progress shows once it is watched, as every area's does, and once on the page", async ({
    page,
  }) => {
    await page.goto('/academy/crypto-basics');
    const lessons = page.getByRole('group', { name: 'Your lessons' });
    await expect(lessons.getByRole('checkbox').first()).toBeVisible();
    await expect(page.getByText(/\d+ of 3 done/)).toHaveCount(0);
    await lessons.getByRole('checkbox', { name: 'Why Bitcoin was invented' }).check();
    await expect(page.getByText('1 of 3 done')).toHaveCount(1);
    await expect(lessons.getByText('1 of 3 done')).toBeVisible();
  });

  test('a lesson ticked in "Your lessons" shows a tick in place of its number where the lessons are listed', async ({
    page,
  }) => {
    await page.goto('/academy/crypto-basics');
    const summaries = page
      .getByRole('region', { name: 'Lessons' })
      .getByRole('heading', { level: 3 })
      .getByRole('button');
    await expect(summaries).toHaveCount(3);
    await expect(summaries.locator('> span:first-child')).toHaveText(['1', '2', '3']);
    const second =
      (await summaries.nth(1).locator('span.font-semibold').first().textContent()) ?? '';
    expect(second).not.toBe('');
    await page
      .getByRole('group', { name: 'Your lessons' })
      .getByRole('checkbox', { name: second })
      .check();
    await expect(summaries.locator('> span:first-child')).toHaveText(['1', '✓2', '3']);
    await expect(summaries.nth(1)).toContainText(`${second} (done)`);
    await expect(summaries.nth(1).locator('> span:first-child [aria-hidden="true"]')).toHaveText(
      '✓',
    );
    await page.reload();
    await expect(summaries.locator('> span:first-child')).toHaveText(['1', '✓2', '3']);
  });

  test('a ticked lesson stays ticked, and only it, when a lesson before it is deleted', async ({
    page,
  }) => {
    await page.goto('/academy/crypto-basics');
    const lessons = page.getByRole('group', { name: 'Your lessons' });
    await lessons.getByRole('checkbox', { name: 'Why Bitcoin was invented' }).check();
    await expect(lessons.getByText('1 of 3 done')).toBeVisible();
    const stored = await storedRecord(page, 'academy', 'course-crypto-basics');
    const content = (stored?.lessons_content ?? []) as unknown[];
    await putRecords(page, 'academy', [
      { ...stored, lessons: 2, lessons_content: content.slice(1) },
    ]);
    await page.reload();
    await expect(lessons.getByText('1 of 2 done')).toBeVisible();
    await expect(lessons.getByRole('checkbox', { name: 'Why Bitcoin was invented' })).toBeChecked();
    await expect(
      lessons.getByRole('checkbox', { name: 'Coins, tokens and stablecoins' }),
    ).not.toBeChecked();
  });

  test('a lesson ticked by position, as stored before, is rewritten once to follow the lesson', async ({
    page,
  }) => {
    await page.goto('/academy/crypto-basics');
    const lessons = page.getByRole('group', { name: 'Your lessons' });
    await expect(lessons).toBeVisible();
    const row = {
      owner: 'guest',
      collection: 'academy',
      itemId: 'course-crypto-basics',
      watched: true,
      steps: ['l1'],
      note: '',
      updatedAt: '2026-11-01T00:00:00.000Z',
      name: 'Crypto Basics',
    };
    await putRecords(page, 'tracking', [row]);
    await page.reload();
    await expect(lessons.getByRole('checkbox', { name: 'Why Bitcoin was invented' })).toBeChecked();
    await expect
      .poll(
        async () =>
          (
            (await storedRecord(page, 'tracking', ['guest', 'academy', 'course-crypto-basics']))
              ?.steps as string[] | undefined
          )?.[0],
      )
      .toMatch(/^l~/);
    const stored = await storedRecord(page, 'academy', 'course-crypto-basics');
    await putRecords(page, 'academy', [
      {
        ...stored,
        lessons: 2,
        lessons_content: ((stored?.lessons_content ?? []) as unknown[]).slice(1),
      },
    ]);
    await page.reload();
    await expect(lessons.getByRole('checkbox', { name: 'Why Bitcoin was invented' })).toBeChecked();
    await expect(lessons.getByText('1 of 2 done')).toBeVisible();
  });

  test('an end date written as a date alone offers the calendar all through that day', async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    const stored = await storedRecord(page, 'airdrops', 'airdrop-zephyr-network');
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await putRecords(page, 'airdrops', [{ ...stored, endDate: today }]);
    await page.reload();
    await expect(page.getByText(/left$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Calendar/ })).toBeVisible();
  });

  test('a record that is gone stays as "no longer listed" with its last known name', async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Watching' })).toBeVisible();
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('alphascout');
          open.onsuccess = () => {
            const tx = open.result.transaction('airdrops', 'readwrite');
            tx.objectStore('airdrops').delete('airdrop-zephyr-network');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
          open.onerror = () => reject(open.error);
        }),
    );
    await page.goto('/tracker');
    const item = page.getByTestId('tracker-item');
    await expect(item).toContainText('no longer listed');
    await expect(item).toContainText('Zephyr Network');
    await expect(item.getByRole('button', { name: 'Watching' })).toHaveAccessibleDescription(
      'Zephyr Network',
    );

    // Its page is gone, so the tracker's own toggle is the way to stop watching it; the card
    // stays (as unwatched) until the screen closes, so a slip is undone where it happened.
    await item.getByRole('button', { name: 'Watching' }).click();
    await expect(trackerLink(page)).toHaveAccessibleName('My tracker, 0 watched');
    await expect(watchedCount(page)).toHaveCount(0);
    await expect(item.getByRole('button', { name: 'Watch', exact: true })).toBeFocused();
    await expect(item).toContainText('not watched');
    const axe = await new AxeBuilder({ page }).include('[data-testid="tracker-item"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await item.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(watchedCount(page)).toHaveText('1');
    await item.getByRole('button', { name: 'Watching' }).click();
    await expect(trackerLink(page)).toHaveAccessibleName('My tracker, 0 watched');
    await expect(watchedCount(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('You are not watching anything yet')).toBeVisible();
  });

  for (const [filter, ticks] of [
    ['progress', 1],
    ['done', 10], // every task of the airdrop
  ] as const) {
    test(`on show=${filter}, watching again an item unwatched there keeps its card and the focus on its toggle`, async ({
      page,
    }) => {
      await page.goto(ZEPHYR);
      const tasks = page.getByRole('region', { name: /^Tasks/ }).getByRole('checkbox');
      await expect(tasks).toHaveCount(10);
      for (let index = 0; index < ticks; index++) await tasks.nth(index).check();
      await expect(page.getByText(`${ticks} of 10 done`, { exact: true })).toBeVisible();
      // The count shows each tick at once; leaving before the last one is stored would abort it.
      await expect
        .poll(async () => {
          const row = await storedRecord(page, 'tracking', ['guest', 'airdrops', ZEPHYR_ID]);
          return (row?.steps as string[] | undefined)?.length;
        })
        .toBe(ticks);
      await page.goto(`/tracker?show=${filter}`);
      const item = page.getByTestId('tracker-item');
      await expect(item).toHaveCount(1);
      page.once('dialog', (dialog) => void dialog.accept()); // unwatching drops ticked steps, so it asks
      await item.getByRole('button', { name: 'Watching' }).press('Enter');
      await expect(watchedCount(page)).toHaveCount(0);
      await expect(item.getByRole('button', { name: 'Watch', exact: true })).toBeFocused();
      // The slip undone: watched again with no step ticked, it no longer matches the filter, but
      // it stays where it was until the screen closes.
      await page.keyboard.press('Enter');
      await expect(watchedCount(page)).toHaveText('1');
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('button', { name: 'Watching' })).toBeFocused();
      await page.reload();
      await expect(page.getByText('Nothing watched matches this filter')).toBeVisible();
    });
  }

  test('two tabs: watching in one shows in the other', async ({ page, context }) => {
    await page.goto(ZEPHYR);
    const other = await context.newPage();
    await other.goto('/tracker');
    await expect(other.getByText('You are not watching anything yet')).toBeVisible();
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(other.getByTestId('tracker-item')).toHaveCount(1);
    await expect(watchedCount(other)).toHaveText('1');
  });

  test('signing in merges the guest tracker into the account and empties the guest tracker', async ({
    page,
  }) => {
    await page.goto(ZEPHYR);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(watchedCount(page)).toHaveText('1');

    const login = new LoginPage(page);
    await login.open();
    await login.mode('Sign Up');
    await login.field('Email').fill('tracker@example.org');
    await login.field('Username').fill('tracker');
    await login.field('Password').fill('diamond-hands-1');
    await login.submitButton().click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(watchedCount(page)).toHaveText('1');
    await page.goto('/tracker');
    await expect(page.getByTestId('tracker-item')).toContainText('Zephyr Network');

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(trackerLink(page)).toHaveAccessibleName('My tracker, 0 watched');
    await expect(watchedCount(page)).toHaveCount(0);
  });

  // Every watchable area's detail page leads with the same row: back link, Watch, calendar actions.
  const DETAIL_ROWS = [
    ['/airdrops/airdrop-zephyr-network', 'All airdrops'],
    ['/testnets/testnet-zephyr-public', 'All testnets'],
    ['/whitelists/wl-neon-drifters', 'All whitelists'],
    ['/giveaways/giveaway-1000-usdc', 'All giveaways'],
    ['/nft/nft-neon-drifters', 'NFT projects'],
  ] as const;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the row above a detail page is centred on one line, and on a phone the actions start at the left edge below the back link, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const [path, backName] of DETAIL_ROWS) {
        await page.goto(path);
        const main = page.getByRole('main');
        const watch = main.getByRole('button', { name: 'Watch', exact: true });
        await expect(watch).toBeVisible();
        const box = async (locator: ReturnType<typeof main.getByRole>) => {
          const found = await locator.boundingBox();
          if (!found) throw new Error(`${path}: no box`);
          return {
            left: found.x,
            top: found.y,
            bottom: found.y + found.height,
            middle: found.y + found.height / 2,
          };
        };
        const back = await box(main.getByRole('link', { name: backName, exact: true }));
        const actions = [await box(watch)];
        for (const extra of [
          main.getByRole('button', { name: 'Add to calendar' }),
          main.getByRole('link', { name: /^Google Calendar/ }),
        ]) {
          if (await extra.isVisible()) actions.push(await box(extra));
        }
        const pageLeft = await main.evaluate(
          (element) =>
            element.getBoundingClientRect().left +
            parseFloat(getComputedStyle(element).paddingLeft),
        );
        // Whatever shares a line is centred on it: the back link used to sit 8 px above the buttons.
        for (const action of actions) {
          if (action.top < back.bottom)
            expect(Math.abs(action.middle - back.middle), path).toBeLessThanOrEqual(1);
        }
        actions.forEach((action, index) => {
          const before = actions[index - 1];
          if (before && action.top < before.bottom)
            expect(Math.abs(action.middle - before.middle), path).toBeLessThanOrEqual(1);
          // A phone: the back link alone on its line, each line of actions starting at the page's edge.
          else if (viewport.width < 640) {
            expect(action.top, path).toBeGreaterThanOrEqual(back.bottom);
            expect(Math.abs(action.left - pageLeft), path).toBeLessThanOrEqual(1);
          }
        });
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          path,
        ).toBe(0);
      }
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the header keeps the tracker icon and the mobile menu has the entry', async ({
      page,
    }) => {
      await page.goto('/airdrops');
      await expect(trackerLink(page)).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'My tracker' })
        .click();
      await expect(page).toHaveURL(/\/tracker$/);
      await expect(page.getByRole('heading', { name: 'My tracker', level: 1 })).toBeVisible();
    });

    test('every card keeps its Watch toggle at the top right; a long countdown wraps under the kind instead', async ({
      page,
    }) => {
      for (const path of [
        '/giveaways/giveaway-neon-drifters-trio',
        '/whitelists/wl-helix-heroes',
        '/nft/nft-neon-drifters',
        '/airdrops/airdrop-zephyr-network',
      ]) {
        await page.goto(path);
        await page.getByRole('button', { name: 'Watch', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Watching', exact: true })).toBeVisible();
      }
      await trackerLink(page).click();
      const cards = page.getByTestId('tracker-item');
      await expect(cards).toHaveCount(4);
      const placed = await cards.evaluateAll((elements) =>
        elements.map((card) => {
          const kind = card.querySelector('.badge-brand')?.getBoundingClientRect();
          const toggle = card.querySelector('button[aria-pressed]')?.getBoundingClientRect();
          return {
            name: card.querySelector('h2')?.textContent,
            toggleBesideKind:
              kind !== undefined && toggle !== undefined && toggle.top < kind.bottom,
            rightGap: toggle ? card.getBoundingClientRect().right - toggle.right : -1,
          };
        }),
      );
      for (const card of placed) {
        expect(card.toggleBesideKind, card.name ?? '').toBe(true);
        expect(card.rightGap, card.name ?? '').toBeLessThanOrEqual(17);
      }
    });

    test('a long name wraps on its card beside the Watch toggle, and the tracker does not scroll sideways', async ({
      page,
    }) => {
      await page.goto('/testnets/testnet-meridian-perps');
      await page.getByRole('button', { name: 'Watch', exact: true }).click();
      await expect(watchedCount(page)).toHaveText('1');
      await trackerLink(page).click();
      const card = page.getByTestId('tracker-item');
      await expect(card).toContainText('Meridian Perps Trading Competition');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      const { cardRight, titleClipped } = await card.evaluate((element) => {
        const title = element.querySelector('h2');
        return {
          cardRight: element.getBoundingClientRect().right,
          titleClipped:
            title === null ||
            title.scrollWidth > title.clientWidth ||
            title.scrollHeight > title.clientHeight,
        };
      });
      expect(cardRight).toBeLessThanOrEqual(375);
      expect(titleClipped).toBe(false);
    });
  });
});
