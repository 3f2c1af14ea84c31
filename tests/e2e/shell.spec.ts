import { expect, type Page, test } from '@playwright/test';

import { afterFrames } from './support/frames';
import { ADMIN, MEMBER, seedLocalStorage, signInAs, storeSession } from './support/storage';

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('routes and guards', () => {
  test('an unknown path lands on /404 with a Go Home link', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/backup/data/users', '/api/db/x', '/signals.json']) {
    test(`${path} is sent to /403`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/403$/);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    });
  }

  test('/profile sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/login sends a signed-in visitor to /signals', async ({ page, context }) => {
    await signInAs(context, MEMBER);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/signals$/);
  });

  test('/admin/json shows the 403 screen to a member and the editor to an admin', async ({
    browser,
  }) => {
    const memberContext = await browser.newContext();
    await signInAs(memberContext, MEMBER);
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/admin/json');
    await expect(memberPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(memberPage).toHaveURL(/\/admin\/json$/);
    await memberContext.close();

    const adminContext = await browser.newContext();
    await signInAs(adminContext, ADMIN);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/json');
    await expect(adminPage.getByRole('heading', { name: 'JSON Editor' })).toBeVisible();
    await adminContext.close();
  });

  test('the page title follows the route', async ({ page }) => {
    await page.goto('/airdrops');
    await expect(page).toHaveTitle('Airdrops · AlphaScout');
    await page.goto('/404');
    await expect(page).toHaveTitle('Page not found · AlphaScout');
  });

  test("a screen whose code fails to download says so in plain words, the browser's message under Details", async ({
    page,
  }) => {
    await page.route(/TwitterCallbackScreen-.*\.js$/, (route) => route.abort());
    await page.goto('/auth/twitter/callback');
    await expect(
      page.getByRole('heading', { name: 'This screen could not be downloaded' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
    const details = page
      .getByRole('alert')
      .getByText(/dynamically imported module|Failed to fetch/i);
    await expect(details).toBeHidden();
    await page.getByText('Details', { exact: true }).click();
    await expect(details).toBeVisible();
  });

  test('offline before the app was cached, a screen that cannot be downloaded says the visitor is offline', async ({
    page,
    context,
  }) => {
    await page.goto('/academy');
    const course = page.getByRole('link', { name: /Crypto Basics/ }).first();
    await expect(course).toBeVisible();
    await page.route(/\/assets\/DetailScreen-.*\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await context.setOffline(true);
    await course.click();
    await expect(page.getByRole('alert')).toContainText(
      'You are offline. Connect to the internet, then reload the page.',
    );
    await context.setOffline(false);
    await expect(page.getByRole('alert')).toContainText(
      'Check the connection, then reload the page.',
    );
  });

  test('a screen whose code failed to download once comes back with Reload, once the network does', async ({
    page,
  }) => {
    await page.goto('/academy');
    const course = page.getByRole('link', { name: /Crypto Basics/ }).first();
    await expect(course).toBeVisible();
    // Every area's detail chunk has this name; the first one asked for from here is the course's.
    let refused = 0;
    await page.route(/\/assets\/DetailScreen-.*\.js$/, async (route) => {
      if (refused++ === 0) return route.abort();
      return route.continue();
    });
    await course.click();
    await expect(
      page.getByRole('heading', { name: 'This screen could not be downloaded' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Check the connection, then reload the page.',
    );
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Crypto Basics/ })).toBeVisible();
    await expect(page).toHaveURL(/\/academy\/.+/);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
  });

  test('shows Loading... while a screen chunk is on its way', async ({ page }) => {
    // The chunk is held back until the test has seen the loading state, then let through.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/TwitterCallbackScreen-.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/auth/twitter/callback', { waitUntil: 'commit' });
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in with X' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Sign in with X' })).toBeVisible();
  });
});

test.describe('header', () => {
  test('signed out: the nav items and a Sign In link, no account buttons', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Alpha Call' })).toHaveAttribute('href', '/signals');
    for (const name of ['Airdrops', 'NFT', 'ICO', 'Blog'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(nav.getByRole('link', { name: 'Links' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'JSON Editor' })).toHaveCount(0);
    // The header's social icons show on wide screens; the footer and the mobile menu always have them.
    await page.setViewportSize({ width: 1600, height: 900 });
    for (const label of ['on X', 'on Discord', 'on Telegram']) {
      await expect(header(page).getByRole('link', { name: new RegExp(label) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  test('signed in: Backup/Restore, Clear Cookies and Sign Out, and no JSON Editor for a member', async ({
    page,
    context,
  }) => {
    await signInAs(context, MEMBER);
    await page.goto('/');
    for (const name of ['Backup/Restore', 'Clear Cookies', 'Sign Out'])
      await expect(header(page).getByRole('button', { name })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await mainNav(page).getByRole('button', { name: 'More' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'JSON Editor' })).toHaveCount(0);
  });

  test('an admin sees JSON Editor under More', async ({ page, context }) => {
    await signInAs(context, ADMIN);
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'More' }).click();
    await mainNav(page).getByRole('link', { name: 'JSON Editor' }).click();
    await expect(page).toHaveURL(/\/admin\/json$/);
  });

  test('an alpha login never gets the admin role, even with an admin email', async ({ page }) => {
    await page.goto('/login?mode=alpha');
    await page.getByLabel('Email', { exact: true }).fill('admin@alphascout.app');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signals$/);
    await mainNav(page).getByRole('button', { name: 'More' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'JSON Editor' })).toHaveCount(0);
    await page.goto('/admin/json');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('Sign Out clears the session and goes home', async ({ page, context }) => {
    await signInAs(context, MEMBER);
    await page.goto('/signals');
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('alphascout:session'))).toBeNull();
  });

  test('Clear Cookies asks first, then clears cookies and the session and keeps every collection', async ({
    page,
    context,
  }) => {
    await signInAs(context, MEMBER);
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('alphascout:signals') !== null))
      .toBe(true);
    await page.evaluate(() => (document.cookie = 'tracker=1; path=/'));
    const messages: string[] = [];
    page.once('dialog', async (dialog) => {
      messages.push(dialog.message());
      await dialog.dismiss();
    });
    await header(page).getByRole('button', { name: 'Clear Cookies' }).click();
    expect(messages).toEqual([
      'This will clear your session data but keep your JSON data. Continue?',
    ]);
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    page.once('dialog', (dialog) => dialog.accept());
    await header(page).getByRole('button', { name: 'Clear Cookies' }).click();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('alphascout:')),
    );
    expect(kept).not.toContain('alphascout:session');
    expect(kept).toContain('alphascout:signals');
  });

  test('Clear Cookies on a page that stays clears cookies set for its path too, and hands focus to Sign In', async ({
    page,
    context,
  }) => {
    await signInAs(context, MEMBER);
    await page.goto('/signals/does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      document.cookie = 'rooted=1; path=/';
      document.cookie = 'pathed=1; path=/signals';
      document.cookie = 'deep=1; path=/signals/';
    });
    expect(await page.evaluate(() => document.cookie.split('; ').sort())).toEqual([
      'deep=1',
      'pathed=1',
      'rooted=1',
    ]);
    page.once('dialog', (dialog) => dialog.accept());
    await header(page).getByRole('button', { name: 'Clear Cookies' }).click();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeFocused();
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await expect(page).toHaveURL(/\/signals\/does-not-exist$/);
  });

  test('the header avatar shows the first character of the name whole, an emoji or a flag', async ({
    page,
    context,
  }) => {
    await signInAs(context, MEMBER);
    await page.goto('/');
    // The header names the account as its stored record does, once the seeds are in: the name is
    // changed there, not only in the session (which the record then overrides).
    const renamed = (id: string) =>
      page.evaluate(async (userId) => {
        const open = indexedDB.open('alphascout');
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error('open failed'));
        });
        try {
          const users = db.transaction('users', 'readwrite').objectStore('users');
          return await new Promise<boolean>((resolve, reject) => {
            const read = users.get(userId);
            read.onerror = () => reject(read.error ?? new Error('read failed'));
            read.onsuccess = () => {
              // Not seeded yet: asked again.
              if (read.result === undefined) {
                resolve(false);
                return;
              }
              const write = users.put({ ...(read.result as object), username: '🇺🇦kyiv' });
              write.onsuccess = () => resolve(true);
              write.onerror = () => reject(write.error ?? new Error('write failed'));
            };
          });
        } finally {
          db.close();
        }
      }, id);
    await expect.poll(() => renamed(MEMBER.id)).toBe(true);
    await page.reload();
    await expect(
      header(page).getByRole('link', { name: '🇺🇦kyiv' }).locator('[aria-hidden="true"]'),
    ).toHaveText('🇺🇦');
  });

  test('marks the active route', async ({ page }) => {
    await page.goto('/signals');
    await expect(mainNav(page).getByRole('link', { name: 'Alpha Call' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Airdrops' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('menus open by keyboard, move with arrows, close on Escape and on an outside click', async ({
    page,
  }) => {
    await page.goto('/');
    const giveaways = mainNav(page).getByRole('button', { name: 'Giveaways' });
    await giveaways.focus();
    await page.keyboard.press('ArrowDown');
    await expect(giveaways).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Giveaways' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Whitelists' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(giveaways).toHaveAttribute('aria-expanded', 'false');
    await expect(giveaways).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(giveaways).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 400);
    await expect(giveaways).toHaveAttribute('aria-expanded', 'false');

    await giveaways.click();
    await mainNav(page).getByRole('link', { name: 'Whitelists' }).click();
    await expect(page).toHaveURL(/\/whitelists$/);
    await expect(giveaways).toHaveAttribute('aria-expanded', 'false');
  });

  test('two ArrowDowns pressed within one frame on a closed menu reach its second link', async ({
    page,
  }) => {
    await page.goto('/signals');
    const giveaways = mainNav(page).getByRole('button', { name: 'Giveaways' });
    await giveaways.focus();
    await page.evaluate(() => {
      for (let press = 0; press < 2; press += 1) {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
        );
      }
    });
    await expect(giveaways).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Whitelists' })).toBeFocused();
  });

  test("a menu's link to the page already shown closes the menu and hands focus to its button, adding no history", async ({
    page,
  }) => {
    await page.goto('/whitelists');
    const entries = await page.evaluate(() => history.length);
    const giveaways = mainNav(page).getByRole('button', { name: 'Giveaways' });
    await giveaways.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Whitelists' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(giveaways).toHaveAttribute('aria-expanded', 'false');
    await expect(giveaways).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // Positive control: the other link still goes.
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Giveaways' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/giveaways$/);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('holds the same items behind a named button and navigates', async ({ page, context }) => {
    await seedLocalStorage(context, {});
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Alpha Call',
      'Airdrops',
      'Giveaways',
      'Whitelists',
      'NFT',
      'ICO',
      'Blog',
      'Links',
      'News',
      'Academy',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.getByRole('link', { name: 'Whitelists' }).click();
    await expect(page).toHaveURL(/\/whitelists$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a link to the page already shown closes the menu too: to itself, or to its list without the filters', async ({
    page,
  }) => {
    await page.goto('/airdrops');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Airdrops', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    await page.goto('/signals?type=NFT');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Alpha Call', exact: true }).click();
    await expect(page).toHaveURL(/\/signals$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.locator('#main')).not.toHaveAttribute('inert');
  });

  test('Clear Cookies from the menu on a page that stays closes it and hands focus to its button; Sign Out to the home heading', async ({
    page,
    context,
  }) => {
    await signInAs(context, MEMBER);
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.locator('[id]:has(> nav[aria-label="Mobile"])');
    const clear = panel.getByRole('button', { name: 'Clear Cookies' });
    await clear.focus();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page).toHaveURL(/\/signals$/);

    await storeSession(page, MEMBER);
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('button', { name: 'Sign Out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the open menu fills the screen below the header, its links on top and usable', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Top signals by score' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const panelId = await page
      .getByRole('button', { name: 'Close menu' })
      .getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId ?? ''}"]`);
    const box = await panel.boundingBox();
    expect(box?.height).toBeGreaterThan(812 - 64 - 2);
    // Not under the page: the link is what a tap at its centre reaches, with the panel unscrolled.
    for (const name of ['Alpha Call', 'Giveaways', 'Blog']) {
      const onTop = await menu.getByRole('link', { name, exact: true }).evaluate((link) => {
        const rect = link.getBoundingClientRect();
        return link.contains(
          document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2),
        );
      });
      expect(onTop, name).toBe(true);
    }
    expect(await panel.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('while the menu is open, Tab stays out of the page under it and the page does not scroll', async ({
    page,
  }) => {
    await page.goto('/signals');
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    // More stops than the header and the menu hold between them: Tab would reach the page's filters.
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('#main, footer') != null),
        `Tab stop ${stop + 1}`,
      ).toBe(false);
    }
    await page.mouse.wheel(0, 600);
    // The unlocked page below scrolls within a few frames of the same wheel.
    await afterFrames(page, 6);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.locator('#main')).not.toHaveAttribute('inert');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Widened past the breakpoint while open (a tablet turned): the menu closes, nothing stays inert.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#main')).toHaveAttribute('inert');
    await page.setViewportSize({ width: 1280, height: 812 });
    await expect(page.locator('#main')).not.toHaveAttribute('inert');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/signals', '/signals/sig-btc-breakout', '/404']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
