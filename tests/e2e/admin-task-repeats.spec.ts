import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { storedRecord } from './support/content';
import { ADMIN, signInAs } from './support/storage';

interface StoredTask {
  id: string;
  repeat?: string;
}

const taskRepeats = (page: Page) => page.getByRole('region', { name: 'Task repeats' });
const storedTasks = async (page: Page): Promise<StoredTask[]> =>
  ((await storedRecord(page, 'airdrops', 'airdrop-zephyr-network'))?.tasks ?? []) as StoredTask[];

test.describe("the JSON editor's task repeats", () => {
  test.beforeEach(async ({ context }) => {
    await signInAs(context, ADMIN);
  });

  test("an airdrop's task set to repeat daily is saved with `repeat`, and set back to not repeat, without it", async ({
    page,
  }) => {
    await page.goto('/admin/json');
    await page.getByLabel('Collection').selectOption('airdrops');
    await page.getByRole('button', { name: 'Edit airdrop-zephyr-network' }).click();
    const follow = taskRepeats(page).getByRole('combobox', { name: 'Follow Zephyr Network on X' });
    await expect(follow).toHaveValue('none');
    await expect(
      taskRepeats(page).getByRole('combobox', { name: /^Stay active: make at least one/ }),
    ).toHaveValue('weekly');
    const axe = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await follow.selectOption('Daily');
    await expect(page.getByLabel('Record JSON')).toHaveValue(
      /"id": "zeph-1",\n\s+"description": "Follow Zephyr Network on X",\n\s+"link": "[^"]*",\n\s+"repeat": "daily"\n/,
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 1 record.' })).toBeVisible();
    expect((await storedTasks(page)).find((task) => task.id === 'zeph-1')?.repeat).toBe('daily');

    await follow.selectOption('Does not repeat');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const follows = (await storedTasks(page)).find((task) => task.id === 'zeph-1');
        return follows && Object.keys(follows);
      })
      .toEqual(['id', 'description', 'link']);
  });

  test('a repeat typed by hand that is no choice shows as not valid, and Save names it on its line', async ({
    page,
  }) => {
    await page.goto('/admin/json');
    await page.getByLabel('Collection').selectOption('airdrops');
    await page.getByRole('button', { name: 'Edit airdrop-zephyr-network' }).click();
    const text = page.getByLabel('Record JSON');
    await text.fill((await text.inputValue()).replace('"repeat": "weekly"', '"repeat": "monthly"'));
    const stayActive = taskRepeats(page).getByRole('combobox', { name: /^Stay active/ });
    await expect(stayActive).toHaveValue('invalid');
    await expect(stayActive.locator('option:checked')).toHaveText('"monthly" (not valid)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('tasks.9.repeat: must be daily or weekly');
    // Not JSON: the choice says where the tasks will be instead of guessing.
    await text.fill('{ "tasks": [');
    await expect(taskRepeats(page)).toContainText('The tasks show here once the JSON is a record');
  });
});
