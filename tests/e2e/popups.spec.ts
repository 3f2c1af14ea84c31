import AxeBuilder from '@axe-core/playwright';
import { type ConsoleMessage, expect, type Locator, type Page, test } from '@playwright/test';

import { LoginPage } from './support/accounts';
import { afterFrames } from './support/frames';

/** Footer button label → the heading (accessible name) of the dialog it opens. */
const POPUPS = [
  { button: 'About', heading: 'About AlphaScout' },
  { button: 'Pricing', heading: 'Pricing' },
  { button: 'Contact', heading: 'Contact us' },
  { button: 'Disclaimer', heading: 'Disclaimer' },
  { button: 'FAQ', heading: 'Frequently asked questions' },
  { button: 'Terms of Service', heading: 'Terms of Service & Privacy' },
] as const;

type PopupLabel = (typeof POPUPS)[number]['button'];

function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

function footerButton(page: Page, label: PopupLabel): Locator {
  return footer(page).getByRole('button', { name: label, exact: true });
}

async function openPopup(page: Page, label: PopupLabel): Promise<Locator> {
  const heading = POPUPS.find((popup) => popup.button === label)?.heading ?? label;
  await footerButton(page, label).click();
  const dialog = page.getByRole('dialog', { name: heading });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** True when the focused element is inside the open modal dialog. */
function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(footer(page)).toBeVisible();
});

test.describe('footer', () => {
  test('shows the logo, the six popup buttons, the social links and the current year', async ({
    page,
  }) => {
    const bar = footer(page);
    await expect(bar.locator('img[src="/images/logo.svg"]')).toBeVisible();
    for (const { button } of POPUPS) await expect(footerButton(page, button)).toBeVisible();
    await expect(bar).toContainText(
      `© ${new Date().getFullYear()} AlphaScout. Not financial advice.`,
    );

    const socials = [
      { name: /X \(Twitter\)/, href: 'https://x.com/alphascout' },
      { name: /Discord/, href: 'https://discord.gg/alphascout' },
      { name: /Telegram/, href: 'https://t.me/alphascout' },
    ];
    for (const { name, href } of socials) {
      const link = bar.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  for (const width of [768, 1024, 1280]) {
    test(`its six buttons take one row, the copyright one line beside them or under them, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const buttons = footer(page)
        .getByRole('list', { name: 'About AlphaScout' })
        .getByRole('button');
      const tops = await buttons.evaluateAll((all) =>
        all.map((button) => Math.round(button.getBoundingClientRect().top)),
      );
      expect(tops).toHaveLength(6);
      expect(new Set(tops).size).toBe(1);
      const copyright = footer(page).getByText(/^© \d{4} AlphaScout\. Not financial advice\.$/);
      expect(
        await copyright.evaluate(
          (line) => line.getClientRects().length === 1 && line.getBoundingClientRect().height < 24,
        ),
      ).toBe(true);
    });
  }

  test('has no detectable accessibility violations', async ({ page }) => {
    const results = await new AxeBuilder({ page }).include('footer').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('footer popups', () => {
  for (const { button, heading } of POPUPS) {
    test(`${button} opens a modal dialog titled '${heading}' that keeps and returns focus`, async ({
      page,
    }) => {
      const opener = footerButton(page, button);
      const dialog = await openPopup(page, button);
      await expect(dialog.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');

      // Focus moves into the dialog, and Tab and Shift+Tab wrap around inside it.
      await expect.poll(() => focusIsInDialog(page)).toBe(true);
      for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        expect(await focusIsInDialog(page), `after ${key}`).toBe(true);
      }

      // Escape closes it and gives focus back to the button that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // So does the close button.
      await opener.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test(`${button} dialog has no detectable accessibility violations`, async ({ page }) => {
      await openPopup(page, button);
      const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    });
  }
});

test.describe('a long popup on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('keeps its title and close button in view when scrolled to the end', async ({ page }) => {
    const dialog = await openPopup(page, 'Terms of Service');
    const close = dialog.getByRole('button', { name: 'Close' });
    const scrolled = await dialog.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(200);
    await expect(close).toBeInViewport();
    const [closeBox, dialogBox] = await Promise.all([close.boundingBox(), dialog.boundingBox()]);
    expect(
      closeBox && dialogBox && closeBox.y >= dialogBox.y && closeBox.y < dialogBox.y + 60,
    ).toBe(true);
    await close.tap();
    await expect(dialog).toBeHidden();
  });

  test('a control that takes focus while scrolling up does not go under the title bar', async ({
    page,
  }) => {
    const dialog = await openPopup(page, 'FAQ');
    const questions = dialog.locator('summary');
    for (const question of await questions.all()) await question.click();
    const titleBar = dialog.getByRole('heading', { level: 2 }).locator('xpath=..');
    const hidden: string[] = [];
    await dialog.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await questions.last().focus();
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Shift+Tab');
      const [barBox, focusedTop] = await Promise.all([
        titleBar.boundingBox(),
        page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? 0),
      ]);
      if (barBox && focusedTop < barBox.y + barBox.height - 1)
        hidden.push(
          await page.evaluate(() => document.activeElement?.textContent.slice(0, 40) ?? ''),
        );
    }
    expect(hidden).toEqual([]);
  });
});

test.describe('About popup', () => {
  test('says what AlphaScout is and lists the team with avatars and links that open in a new tab', async ({
    page,
  }) => {
    const dialog = await openPopup(page, 'About');
    await expect(dialog).toContainText('crypto discovery app');
    const members = dialog.getByRole('listitem');
    expect(await members.count()).toBeGreaterThan(0);
    const first = members.first();
    await expect(first.locator('img')).toBeVisible();
    const links = dialog.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/ on (X|LinkedIn) /);
    }
  });
});

test.describe('FAQ popup', () => {
  test('has six questions whose answers expand on click', async ({ page }) => {
    const dialog = await openPopup(page, 'FAQ');
    const items = dialog.locator('details');
    await expect(items).toHaveCount(6);
    await expect(dialog.locator('summary')).toHaveCount(6);

    const storage = items.filter({ hasText: 'Where is my data stored?' });
    const answer = storage.getByText(/IndexedDB/);
    await expect(answer).toBeHidden();
    await storage.locator('summary').click();
    await expect(storage).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await expect(storage).toContainText('localStorage');
    await expect(storage).toContainText(/export a backup regularly/i);

    const advice = items.filter({ hasText: 'Is this financial advice?' });
    await advice.locator('summary').click();
    await expect(advice.getByText(/^No\./)).toBeVisible();
  });
});

test.describe('Pricing popup', () => {
  test('is always covered by the Coming Soon overlay over three inert plans', async ({ page }) => {
    const dialog = await openPopup(page, 'Pricing');
    await expect(dialog.getByText('Coming Soon', { exact: true })).toBeVisible();

    for (const price of ['$0', '$29', '$99'])
      await expect(dialog.getByText(price, { exact: true })).toBeVisible();
    await expect(dialog.locator('[data-plan="free"]')).toContainText('forever');
    await expect(dialog.locator('[data-plan="basic"]')).toContainText('per month');
    await expect(dialog.locator('[data-plan="premium"]')).toContainText('per month');
    await expect(dialog.getByText('Most popular')).toHaveCount(1);
    await expect(dialog.locator('[data-plan="basic"]').getByText('Most popular')).toBeVisible();

    const plans = dialog.getByTestId('pricing-plans');
    await expect(plans).toHaveAttribute('inert', '');
    const planButtons = plans.locator('button');
    await expect(planButtons).toHaveCount(3);

    for (const planButton of await planButtons.all()) {
      // Not focusable: focus() on an inert element is a no-op.
      await planButton.evaluate((element) => (element as HTMLElement).focus());
      expect(await planButton.evaluate((element) => document.activeElement === element)).toBe(
        false,
      );

      // Not clickable: the overlay is what sits under the pointer, and a real click is refused.
      const hitsButton = await planButton.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return Boolean(hit && element.contains(hit));
      });
      expect(hitsButton).toBe(false);
      await expect(planButton.click({ timeout: 500 })).rejects.toThrow();
    }

    // Tabbing through the dialog never lands on a plan.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await plans.evaluate((element) => element.contains(document.activeElement))).toBe(
        false,
      );
    }

    // The overlay stays; only the dialog closes.
    await expect(dialog.getByText('Coming Soon', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Contact popup', () => {
  const FIELDS = ['Name', 'Email', 'Subject', 'Message'] as const;

  test('says up front that messages are not sent anywhere', async ({ page }) => {
    const dialog = await openPopup(page, 'Contact');
    await expect(dialog.getByText(/messages are not sent anywhere/i)).toBeVisible();
  });

  test('shows an error under each empty required field on submit', async ({ page }) => {
    const dialog = await openPopup(page, 'Contact');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const label of FIELDS) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(`${label} is required`);
      const errorId = await field.getAttribute('aria-describedby');
      const error = dialog.locator(`[id="${errorId}"]`);
      await expect(error).toBeVisible();
      // The message sits under its field.
      const [fieldBox, errorBox] = [await field.boundingBox(), await error.boundingBox()];
      expect(errorBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height - 1);
    }
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  });

  test("refuses 'not-an-email'", async ({ page }) => {
    const dialog = await openPopup(page, 'Contact');
    await dialog.getByLabel('Name', { exact: true }).fill('Satoshi');
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByLabel('Subject', { exact: true }).fill('Listing');
    await dialog.getByLabel('Message', { exact: true }).fill('Please list our project.');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const email = dialog.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/valid email/i);
    for (const label of ['Name', 'Subject', 'Message'] as const) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'false',
      );
    }
    await expect(dialog.getByText('Thanks — your message was noted')).toHaveCount(0);
  });

  test('on a valid submit logs the form, thanks the visitor and says nothing was sent', async ({
    page,
  }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));

    const dialog = await openPopup(page, 'Contact');
    await dialog.getByLabel('Name', { exact: true }).fill('  Satoshi  ');
    await dialog.getByLabel('Email', { exact: true }).fill('satoshi@example.com');
    await dialog.getByLabel('Subject', { exact: true }).fill('Listing');
    await dialog.getByLabel('Message', { exact: true }).fill('Please list our project.');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(dialog.getByText('Thanks — your message was noted')).toBeVisible();
    await expect(dialog.getByText(/nothing was sent/i)).toBeVisible();

    await expect
      .poll(
        () =>
          messages.filter((m) => m.type() === 'log' && m.text().includes('contact form')).length,
      )
      .toBe(1);
    const logged = messages.find((m) => m.type() === 'log' && m.text().includes('contact form'));
    const values: unknown = await logged!.args()[1]!.jsonValue();
    expect(values).toEqual({
      name: 'Satoshi',
      email: 'satoshi@example.com',
      subject: 'Listing',
      message: 'Please list our project.',
    });
  });

  test('"Write another message" by keyboard starts an empty form with focus in Name', async ({
    page,
  }) => {
    const dialog = await openPopup(page, 'Contact');
    for (const label of FIELDS)
      await dialog
        .getByLabel(label, { exact: true })
        .fill(label === 'Email' ? 'satoshi@example.com' : `A ${label.toLowerCase()}`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const another = dialog.getByRole('button', { name: 'Write another message' });
    await another.focus();
    await page.keyboard.press('Enter');
    const name = dialog.getByLabel('Name', { exact: true });
    await expect(name).toBeFocused();
    for (const label of FIELDS)
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
  });

  test('a double-click on Submit leaves the thanks on screen, and a message closed unsent is back when the popup opens again', async ({
    page,
  }) => {
    let dialog = await openPopup(page, 'Contact');
    await dialog.getByLabel('Subject', { exact: true }).fill('Listing');
    await dialog.getByLabel('Message', { exact: true }).fill('Typed, then closed by a stray press');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openPopup(page, 'Contact');
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue(
      'Typed, then closed by a stray press',
    );
    await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue('Listing');

    await dialog.getByLabel('Name', { exact: true }).fill('Satoshi');
    await dialog.getByLabel('Email', { exact: true }).fill('satoshi@example.com');
    // The thanks is shorter than the form: the second click landed on the backdrop and closed it.
    await dialog.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(dialog.getByText('Thanks — your message was noted')).toBeVisible();
    await afterFrames(page);
    await expect(dialog).toBeVisible();

    // Sent, the message is not offered again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    dialog = await openPopup(page, 'Contact');
    for (const label of FIELDS)
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
  });

  test('a message closed unsent is not offered to whoever comes after a sign-out', async ({
    page,
  }) => {
    await new LoginPage(page).signUp(
      `contact-${Date.now()}@example.com`,
      'drafter',
      'drafting-pass-1',
    );
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign Out' });
    await expect(signOut).toBeVisible();
    // The header says so before the sign-up's page gives way to /signals: a click on the footer
    // in between can land where the footer was (seen on CI's loaded machine).
    await expect(page).toHaveURL(/\/signals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alpha Call signals' })).toBeVisible();
    let dialog = await openPopup(page, 'Contact');
    await dialog.getByLabel('Email', { exact: true }).fill('drafter@example.com');
    await dialog.getByLabel('Message', { exact: true }).fill("Mine, not the next visitor's");
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Still theirs while they are signed in.
    dialog = await openPopup(page, 'Contact');
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue(
      "Mine, not the next visitor's",
    );
    await page.keyboard.press('Escape');

    await signOut.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    dialog = await openPopup(page, 'Contact');
    for (const label of FIELDS)
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
  });
});
