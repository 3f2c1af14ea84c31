/**
 * The built app runs under its Content-Security-Policy and Trusted Types (scripts/csp-plugin.ts)
 * without a single violation on any screen, and the policy is really enforced (negative controls).
 *
 * Violations are collected two ways, both outside the page's own code: a `securitypolicyviolation`
 * listener installed before any app script (init script → exposed binding, so reports survive
 * navigations), and console/page errors that mention CSP or Trusted Types.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

import { blogPost, putRecords, startApp } from './support/content';
import { waitForServiceWorker } from './support/service-worker';
import { ADMIN, MEMBER, signInAs } from './support/storage';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  url: string;
}

const CSP_TEXT = /content security policy|trusted ?types|TrustedHTML|TrustedScript/i;

interface Seen {
  violations: Violation[];
  errors: string[];
}

/** Starts collecting violations and CSP/Trusted Types errors for every page of `context`. */
async function watchPolicy(context: BrowserContext, page: Page): Promise<Seen> {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await context.exposeBinding(
    '__reportCspViolation',
    (_source, violation: Violation) => void violations.push(violation),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
        url: location.pathname,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && CSP_TEXT.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (CSP_TEXT.test(`${error.name} ${error.message}`))
      errors.push(`${page.url()}: ${error.name}: ${error.message}`);
  });
  return { violations, errors };
}

const CONTROL_HOST = 'csp-control.invalid';
let controls = 0;

/**
 * The positive control for "no violation": loads an image from a URL the policy refuses (img-src
 * has no http:) and waits until both the violation event and the console error for it have come
 * in. Reports arrive in order, so anything the page did before this has been reported by then.
 */
async function proveReporting(page: Page, seen: Seen): Promise<void> {
  controls += 1;
  const url = `http://${CONTROL_HOST}/${controls}.png`;
  await page.evaluate((src) => void (new Image().src = src), url);
  await expect
    .poll(() => seen.violations.some((violation) => violation.blocked === url), {
      message: 'the control violation was reported',
    })
    .toBe(true);
  await expect
    .poll(() => seen.errors.some((error) => error.includes(url)), {
      message: 'the control violation was logged',
    })
    .toBe(true);
}

/** Everything seen apart from the controls: must be empty. */
function unexpected(seen: Seen): Seen {
  return {
    violations: seen.violations.filter((violation) => !violation.blocked.includes(CONTROL_HOST)),
    errors: seen.errors.filter((error) => !error.includes(CONTROL_HOST)),
  };
}

/**
 * Opens a route, waits for its screen (an h1 that is not the crash screen), scrolls to load lazy
 * images, waits for the images in view to finish, and proves that violations would be seen.
 */
async function visit(page: Page, path: string, seen?: Seen): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!'), path).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Images in view load (lazy ones too); hidden or off-screen ones may never start.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      return (
        image.complete ||
        (box.width === 0 && box.height === 0) ||
        box.bottom < 0 ||
        box.top > innerHeight
      );
    }),
  );
  if (seen) await proveReporting(page, seen);
}

const LISTS = [
  '/',
  '/signals',
  '/airdrops',
  '/giveaways',
  '/whitelists',
  '/testnets',
  '/links',
  '/news',
  '/academy',
  '/nft',
  '/ico',
  '/blog',
];

/** One seeded record per collection with a detail screen (ids and slugs from seeds/*.ts). */
const DETAILS = [
  '/signals/sig-btc-breakout',
  '/airdrops/airdrop-zephyr-network',
  '/giveaways/giveaway-neon-drifters-trio',
  '/whitelists/wl-neon-drifters',
  '/testnets/testnet-zephyr-public',
  '/news/news-eth-glamsterdam-testnet',
  '/academy/crypto-basics',
  '/nft/nft-neon-drifters',
  '/ico/ico-zephyr-network',
  '/blog/how-to-evaluate-an-nft-project',
];

const OTHERS = ['/login', '/404', '/403', '/auth/twitter/callback', '/no/such/page'];

const FOOTER_POPUPS = [
  { button: 'About', heading: 'About AlphaScout' },
  { button: 'Pricing', heading: 'Pricing' },
  { button: 'Contact', heading: 'Contact us' },
  { button: 'Disclaimer', heading: 'Disclaimer' },
  { button: 'FAQ', heading: 'Frequently asked questions' },
  { button: 'Terms of Service', heading: 'Terms of Service & Privacy' },
];

test.describe('content security policy: no violations', () => {
  test('the built index.html carries the policy and no inline script', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self';/,
    );
    expect(html).toContain("require-trusted-types-for 'script'");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toContain('unsafe-inline');
    expect(html).not.toContain('unsafe-eval');
  });

  test('list screens', { tag: '@smoke' }, async ({ context, page }) => {
    test.slow(); // twelve screens, each with its images and a reporting control
    const seen = await watchPolicy(context, page);
    for (const path of LISTS) await visit(page, path, seen);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });

  test('detail screens, including rendered article markdown', async ({ context, page }) => {
    test.slow(); // ten screens, each with its images and a reporting control
    const seen = await watchPolicy(context, page);
    for (const path of DETAILS) {
      await visit(page, path, seen);
      await expect(page.getByText(/not found/i), path).toHaveCount(0);
    }
    await page.goto('/blog/how-to-evaluate-an-nft-project');
    await expect(page.locator('[data-markdown] > *').first()).toBeVisible();
    await proveReporting(page, seen);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });

  test('an article with named character references renders (micromark decodes them without innerHTML)', async ({
    context,
    page,
  }) => {
    const seen = await watchPolicy(context, page);
    await startApp(page);
    await putRecords(page, 'blogPosts', [
      blogPost(
        7000,
        'entities',
        'Fish &amp; chips &copy; 2026, &not;this &Alpha;&beta; &hellip; done.',
      ),
    ]);
    await page.goto('/blog/entities');
    await expect(page.locator('[data-markdown]')).toContainText(
      'Fish & chips © 2026, ¬this Αβ … done.',
    );
    await proveReporting(page, seen);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });

  test('sign-in, error and callback screens', async ({ context, page }) => {
    const seen = await watchPolicy(context, page);
    for (const path of OTHERS) await visit(page, path, seen);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });

  test('profile with a member session', async ({ context, page }) => {
    await signInAs(context, MEMBER);
    const seen = await watchPolicy(context, page);
    await visit(page, '/profile', seen);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(MEMBER.username);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });

  test('the JSON editor with an admin session', async ({ context, page }) => {
    await signInAs(context, ADMIN);
    const seen = await watchPolicy(context, page);
    await visit(page, '/admin/json', seen);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Editor' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Records' })
        .getByRole('button', { name: /^Edit / })
        .first(),
    ).toBeVisible();
    await proveReporting(page, seen);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });

  test('search (the worker starts under Trusted Types) and every footer popup', async ({
    context,
    page,
  }) => {
    const seen = await watchPolicy(context, page);
    await visit(page, '/', seen);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('combobox', { name: 'Search AlphaScout' });
    await input.fill('bitcoin');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toContainText('Bitcoin');
    await input.press('Escape');

    for (const { button, heading } of FOOTER_POPUPS) {
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: button, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: heading });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await proveReporting(page, seen);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });

  test('Backup/Restore opens and exports', async ({ context, page }) => {
    await signInAs(context, MEMBER);
    const seen = await watchPolicy(context, page);
    await visit(page, '/', seen);
    await page.getByRole('banner').getByRole('button', { name: 'Backup/Restore' }).click();
    const popup = page.getByRole('dialog', { name: 'Backup and Restore' });
    await expect(popup).toBeVisible();
    const download = page.waitForEvent('download');
    await popup.getByRole('button', { name: 'Export All Data' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^alphascout-data-backup-\d{4}-\d{2}-\d{2}\.json$/,
    );
    await proveReporting(page, seen);
    expect(unexpected(seen)).toEqual({ violations: [], errors: [] });
  });
});

test.describe('content security policy: offline, under the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registering the service worker and an offline walk of every screen report no violations', async ({
    context,
    page,
  }) => {
    test.setTimeout(150_000); // about thirty screens
    const seen = await watchPolicy(context, page);
    await startApp(page, '/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const path of [...LISTS, ...DETAILS, ...OTHERS]) await visit(page, path);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search AlphaScout' }).fill('bitcoin');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toContainText('Bitcoin');
    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('the service worker policy vouches for /sw.js only, and a plain URL cannot be registered', async ({
    page,
  }) => {
    await startApp(page, '/');
    await waitForServiceWorker(page);
    const outcome = await page.evaluate(async () => {
      const attempt = async (run: () => unknown): Promise<string> => {
        try {
          await run();
          return 'allowed';
        } catch (error) {
          return String(error);
        }
      };
      const factory = (
        window as unknown as {
          trustedTypes: { createPolicy(name: string, rules: object): unknown };
        }
      ).trustedTypes;
      return {
        plainString: await attempt(() => navigator.serviceWorker.register('/sw.js')),
        secondPolicy: await attempt(() =>
          factory.createPolicy('alphascout-sw', { createScriptURL: (value: string) => value }),
        ),
      };
    });
    expect(outcome.plainString).toMatch(/TrustedScriptURL/);
    expect(outcome.secondPolicy).not.toBe('allowed');
  });
});

test.describe('content security policy: enforced', () => {
  test('an inline script injected from script is refused and reported', async ({
    context,
    page,
  }) => {
    const seen = await watchPolicy(context, page);
    await visit(page, '/');
    const outcome = await page.evaluate(() => {
      const script = document.createElement('script');
      let refused = '';
      try {
        // A plain string into a script's text is a Trusted Types sink: this throws.
        script.textContent = 'window.__inlineRan = true';
      } catch (error) {
        refused = String(error);
      }
      // An inserted inline script runs during append() itself, if it runs at all: no need to wait.
      document.body.append(script);
      return {
        refused,
        ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
      };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.refused).toMatch(/TrustedScript/);
    await expect
      .poll(() => seen.violations.map((v) => v.directive))
      .toContain('require-trusted-types-for');
  });

  test('an inline script in the page itself does not run (script-src) and is reported', async ({
    context,
    page,
  }) => {
    // Parser-inserted scripts are not Trusted Types sinks, so this exercises script-src alone: the
    // real built index.html, with an inline script added as if an attacker had got it there.
    await context.route(
      (url) => url.pathname === '/csp-inline-probe',
      async (route) => {
        const response = await route.fetch({ url: new URL('/', route.request().url()).href });
        const html = (await response.text()).replace(
          '<div id="root"></div>',
          '<div id="root"></div><script>window.__inlineRan = true</script>',
        );
        await route.fulfill({ response, body: html });
      },
    );
    const seen = await watchPolicy(context, page);
    await page.goto('/csp-inline-probe');
    await expect.poll(() => seen.violations.map((v) => v.directive)).toContain('script-src-elem');
    expect(
      await page.evaluate(
        () => (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
      ),
    ).toBe(false);
    // The app's own module script still ran: the policy blocks the inline script only.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('an injected <style> element is refused (style-src has no unsafe-inline)', async ({
    context,
    page,
  }) => {
    const seen = await watchPolicy(context, page);
    await visit(page, '/');
    const applied = await page.evaluate(() => {
      const rule = 'body { outline: 7px solid rgb(1, 2, 3) !important; }';
      // getComputedStyle brings styles up to date, so an applied sheet shows at once, no waiting.
      const style = document.createElement('style');
      style.textContent = rule;
      document.head.append(style);
      const byElement = getComputedStyle(document.body).outlineWidth === '7px';
      style.remove();
      // Positive control: the same rule through the CSSOM (not governed by style-src) does apply.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rule);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const byCssom = getComputedStyle(document.body).outlineWidth === '7px';
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
        (adopted) => adopted !== sheet,
      );
      return { byElement, byCssom };
    });
    expect(applied).toEqual({ byElement: false, byCssom: true });
    await expect.poll(() => seen.violations.map((v) => v.directive)).toContain('style-src-elem');
  });

  test('a string assigned to innerHTML throws (Trusted Types)', async ({ page }) => {
    await visit(page, '/');
    const outcome = await page.evaluate(() => {
      const element = document.createElement('div');
      try {
        element.innerHTML = '<img src=x onerror="window.__ttRan = true">';
        return 'assigned';
      } catch (error) {
        return error instanceof TypeError ? `TypeError: ${error.message}` : String(error);
      }
    });
    expect(outcome).toMatch(/^TypeError: .*TrustedHTML/);
  });

  test('no Trusted Types policy beyond the named ones may be created', async ({ page }) => {
    await visit(page, '/');
    const outcome = await page.evaluate(() => {
      const factory = (
        window as unknown as {
          trustedTypes: { createPolicy(name: string, rules: object): unknown };
        }
      ).trustedTypes;
      try {
        factory.createPolicy('attacker', { createHTML: (value: string) => value });
        return 'created';
      } catch (error) {
        return String(error);
      }
    });
    expect(outcome).not.toBe('created');
  });
});
