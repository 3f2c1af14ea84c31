import { expect, type Page, test } from '@playwright/test';

import {
  expectOnlyHashedPasswords,
  HASH_PREFIX,
  LoginPage,
  readEnvelopeUsers,
  readIdbUsers,
} from './support/accounts';
import { putRecords, storedRecord } from './support/content';
import { seedLocalStorage } from './support/storage';

const header = (page: Page) => page.getByRole('banner');
const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

// PBKDF2 at 600,000 iterations is slow on purpose, and these tests sign up and in several times;
// on a busy machine the default 30 s budget is too tight.
test.describe.configure({ timeout: 60_000 });

test.describe('login screen', () => {
  test('shows each validation message under its field', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.mode('Sign Up');
    await login.field('Email').fill('not-an-email');
    await login.field('Username').fill('ab');
    await login.field('Password').fill('short');
    await login.submitButton().click();
    await expect(login.field('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(login.field('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    await expect(login.field('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    await expect(login.field('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(login.field('Email')).toBeFocused();
    // Focused, a field marked invalid keeps its red border (rgb(251, 113, 133)), not the brand's:
    // read once its colour transition has ended, which starts from the red.
    await login
      .field('Email')
      .evaluate((field) =>
        Promise.all(field.getAnimations().map((animation) => animation.finished)),
      );
    await expect(login.field('Email')).toHaveCSS('border-top-color', 'rgb(251, 113, 133)');

    // The reveal button's name says what a press does, and nothing else claims a state.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(login.field('Password')).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).not.toHaveAttribute(
      'aria-pressed',
    );
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(login.field('Password')).toHaveAttribute('type', 'password');

    await login.field('Email').fill('');
    await expect(login.field('Email')).toHaveAccessibleDescription('Email is required');
    await login.field('Username').fill('a'.repeat(21));
    await expect(page.getByText('Username must be at most 20 characters')).toBeVisible();
    await login.field('Username').fill('valid_name');
    await expect(page.getByText(/Username must be/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
  });

  test('the chosen tab is kept in the address: a reload opens it again, and Back skips the tabs', async ({
    page,
  }) => {
    await page.goto('/airdrops');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const login = new LoginPage(page);
    await login.open();
    await login.mode('Sign Up');
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await login.mode('Alpha Login');
    await expect(page).toHaveURL(/\/login\?mode=alpha$/);
    await login.mode('Sign In');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/airdrops$/);
  });

  test('the tabs work from the keyboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    await expect(login.field('Username')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Alpha Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(login.field('Password')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Tab');
    await expect(login.field('Email')).toBeFocused();
  });

  test(
    'sign-up → sign-out → sign-in, with wrong credentials and a taken email refused',
    { tag: '@smoke' },
    async ({ page }) => {
      const login = new LoginPage(page);
      const email = unique('Trader');
      await login.signUp(email, 'trader', 'diamond-hands-1');
      await expect(page).toHaveURL(/\/signals$/);
      await expect(header(page).getByRole('link', { name: /trader/ })).toBeVisible();

      await header(page).getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

      await login.signUp(`  ${email.toUpperCase()} `, 'someone', 'another-pass-2');
      // Said under the address, the field to change, with the keyboard there; gone once it changes.
      await expect(login.field('Email')).toBeFocused();
      await expect(login.field('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(login.field('Email')).toHaveAccessibleDescription(
        'User with this email already exists',
      );
      await expect(login.alert()).toHaveCount(0);
      await login.field('Password').fill('another-pass-3');
      await expect(login.field('Email')).toHaveAccessibleDescription(
        'User with this email already exists',
      );
      await login.field('Email').fill(unique('Other'));
      await expect(login.field('Email')).not.toHaveAttribute('aria-invalid', 'true');

      await login.signIn(email, 'wrong-password');
      await expect(login.alert()).toHaveText(
        'Invalid email or password. Please check your credentials and try again.',
      );
      await expect(page).toHaveURL(/\/login$/);
      // The refusal leaves the keyboard where it was, on the button, not on <body>.
      await expect(login.submitButton()).toBeFocused();

      await login.field('Password').fill('diamond-hands-1');
      await login.submitButton().click();
      await expect(page).toHaveURL(/\/signals$/);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'trader' })).toBeVisible();
      await expect(page.getByText('Member', { exact: true })).toBeVisible();
    },
  );

  test('stored users never hold a plain password: IndexedDB and both envelope copies', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const email = unique('hash');
    await login.signUp(email, 'hasher', 'plain-text-never');
    await expect(page).toHaveURL(/\/signals$/);
    await expectOnlyHashedPasswords(page, email);
    const { main, backup } = await readEnvelopeUsers(page);
    expect(JSON.stringify([main, backup, await readIdbUsers(page)])).not.toContain(
      'plain-text-never',
    );
  });

  test('a legacy plain password signs in once and is replaced by a hash', async ({
    page,
    context,
  }) => {
    const legacy = {
      id: 'legacy-1',
      email: 'old.timer@example.com',
      username: 'oldtimer',
      password: 'from-2021-backup',
      created_at: '2021-05-01T10:00:00.000Z',
    };
    await seedLocalStorage(context, {
      'alphascout:users': { version: 1, timestamp: '2021-05-02T00:00:00.000Z', data: [legacy] },
    });
    const login = new LoginPage(page);
    await login.signIn('old.timer@example.com', 'from-2021-backup');
    await expect(page).toHaveURL(/\/signals$/);
    await expectOnlyHashedPasswords(page, legacy.email);
    const [stored] = (await readIdbUsers(page)).filter((user) => user.id === 'legacy-1');
    expect(stored?.password.startsWith(HASH_PREFIX)).toBe(true);

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await login.signIn('old.timer@example.com', 'from-2021-backup');
    await expect(page).toHaveURL(/\/signals$/);
  });

  test('signs in with a seed account', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signIn('satoshi@example.org', 'hodl-forever-21');
    await expect(page).toHaveURL(/\/signals$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'satoshi' })).toBeVisible();
    await expect(page.getByRole('img', { name: "satoshi's avatar" })).toBeVisible();
  });

  test('after signing in, Back returns to the page before /login, in one step', async ({
    page,
  }) => {
    await page.goto('/airdrops');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const login = new LoginPage(page);
    await login.field('Email').fill('satoshi@example.org');
    await login.field('Password').fill('hodl-forever-21');
    await login.submitButton().click();
    await expect(page).toHaveURL(/\/signals$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/airdrops$/);
  });

  test('the alpha login with an admin email signs in as alphauser but gets no editor', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.alphaLogin('admin@alphascout.app');
    await expect(page).toHaveURL(/\/signals$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'alphauser' })).toBeVisible();
    await expect(page.getByText('Member', { exact: true })).toBeVisible();
    await expect(page.getByText('JSON Editor')).toHaveCount(0);
    await page.goto('/admin/json');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('each alpha email keeps a tracker of its own, and finds it again at its next sign-in', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const signOut = async () => {
      await header(page).getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
    };
    await login.alphaLogin('first.alpha@example.org');
    await expect(page).toHaveURL(/\/signals$/);
    await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Watching' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await signOut();

    await login.alphaLogin('second.alpha@example.org');
    await expect(page).toHaveURL(/\/signals$/);
    await page.goto('/tracker');
    await expect(page.getByText('You are not watching anything yet')).toBeVisible();
    await signOut();

    await login.alphaLogin('First.Alpha@example.org');
    await expect(page).toHaveURL(/\/signals$/);
    await page.goto('/tracker');
    await expect(page.getByTestId('tracker-item')).toHaveCount(1);
  });

  test('the session is restored after a reload', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signUp(unique('reload'), 'reloader', 'stay-signed-in');
    await expect(page).toHaveURL(/\/signals$/);
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'reloader' })).toBeVisible();
  });

  test('signing out in one tab signs out the others', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await new LoginPage(first).signIn('luna.trader@example.org', 'moon-or-bust-42');
    await expect(first).toHaveURL(/\/signals$/);
    await second.goto('/profile');
    await expect(second.getByRole('heading', { name: 'lunatrader' })).toBeVisible();

    await header(first).getByRole('button', { name: 'Sign Out' }).click();
    await expect(first).toHaveURL(/\/$/);
    // The other tab hears the storage event: its guard sends /profile to /login.
    await expect(second).toHaveURL(/\/login$/);
    await expect(header(second).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('profile', () => {
  test('shows avatar, username, email, member since and role, and signs out', async ({ page }) => {
    await new LoginPage(page).signIn('dana.defi@example.net', 'yield-farmer-88');
    await expect(page).toHaveURL(/\/signals$/);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'dana_defi' });
    await expect(card.getByRole('img', { name: "dana_defi's avatar" })).toBeVisible();
    await expect(card.getByText('dana.defi@example.net').first()).toBeVisible();
    const since = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
        new Date('2026-09-20T12:05:31Z'),
      ),
    );
    await expect(card.getByText(since)).toBeVisible();
    await card.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header and the phone menu show the account's stored name and email, as the profile does", async ({
    page,
  }) => {
    await new LoginPage(page).signIn('dana.defi@example.net', 'yield-farmer-88');
    await expect(page).toHaveURL(/\/signals$/);
    await expect(header(page).getByRole('link', { name: 'dana_defi' })).toBeVisible();
    // Renamed in storage, as an import would (the admin editor's save is heard live, through Dexie).
    const dana = await storedRecord(page, 'users', 'user-dana-defi');
    await putRecords(page, 'users', [
      { ...dana, username: 'zed_renamed', email: 'zed@example.net' },
    ]);
    await page.reload();
    const link = header(page).getByRole('link', { name: 'zed_renamed' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', 'zed@example.net');
    await expect(link.locator('[aria-hidden="true"]')).toHaveText('Z');
    await page.setViewportSize({ width: 390, height: 800 });
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page
        .locator('[id]:has(> nav[aria-label="Mobile"])')
        .getByRole('link', { name: 'zed_renamed' }),
    ).toBeVisible();
  });
});

test.describe('X sign-in callback', () => {
  const queries = [
    '',
    '?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?error=<script>alert(1)</script>',
    '?error=%E0%A4%A',
    '?error=%',
    `?error=${'x'.repeat(6_000)}`,
    '?error=first&error=second&error=third',
    '?error=&state=1&code=abc',
    '?__proto__=1&constructor=x&error=<img src=x onerror=alert(1)>',
  ];
  test('never crashes, runs nothing and shows the error as text, whatever the query', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const query of queries)
      await test.step(JSON.stringify(query.slice(0, 60)), async () => {
        errors.length = 0;
        await page.goto(`/auth/twitter/callback${query}`);
        await expect(page.getByRole('heading', { name: 'Sign in with X' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
          'href',
          '/login',
        );
        await expect(page.locator('main script, main img')).toHaveCount(0);
        if (query.includes('<script>'))
          await expect(page.getByRole('alert')).toContainText('<script>alert(1)</script>');
        if (query.includes('first'))
          await expect(page.getByRole('alert')).toHaveText('X reported: first');
        expect(errors).toEqual([]);
      });
  });
});
