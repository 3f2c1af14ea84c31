/**
 * Article markup is sanitised (docs/security.md, "Sanitised markdown"): hostile markdown goes through the real app in Chromium,
 * hostile HTML goes straight to the real sanitiser module (served by a Vite dev server), and
 * every check runs on the DOM as rendered AND re-parsed from its serialisation (mXSS).
 */
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';

import type * as Markdown from '../../src/lib/markdown';
import { blogPost, putRecords, startApp } from './support/content';
import { expectNoDialogBeyondControl, watchDialogs } from './support/dialogs';
import { HTML_ATTACKS, MARKDOWN_ATTACKS } from './support/markdown-corpus';

/** The app's renderer as the Vite dev server serves it to the page. */
const MARKDOWN_MODULE_URL = '/src/lib/markdown.ts';

/**
 * Runs in the page: every problem found under `root`, then again after serialising and
 * re-parsing it. Written out here, not imported from the app, so a bug in the app's allowlist
 * cannot hide itself.
 */
function inspectMarkup(root: Element): string[] {
  const FORBIDDEN = new Set([
    'script',
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'svg',
    'math',
    'noscript',
    'template',
    'link',
    'meta',
    'base',
    'details',
  ]);
  const ATTRIBUTES = new Set([
    'href',
    'src',
    'alt',
    'title',
    'start',
    'class',
    'target',
    'rel',
    'loading',
  ]);
  const safeUrl = (value: string, tag: string, attr: string): boolean => {
    const compact = value
      .replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '')
      .toLowerCase();
    const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
    if (scheme === undefined) return true;
    if (['http', 'https', 'mailto', 'tel'].includes(scheme)) return true;
    return (
      tag === 'img' &&
      attr === 'src' &&
      /^data:image\/(png|jpe?g|gif|webp|avif)(;base64)?,/.test(compact)
    );
  };
  const check = (container: Element, where: string): string[] => {
    const problems: string[] = [];
    for (const element of Array.from(container.querySelectorAll('*'))) {
      const tag = element.localName;
      if (FORBIDDEN.has(tag)) problems.push(`${where}: <${tag}>`);
      if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
        problems.push(`${where}: foreign element <${tag}>`);
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) problems.push(`${where}: ${tag}[${name}]`);
        // A wide table or code block takes focus to be scrolled from the keyboard, as the app sets it.
        const scrollable =
          name === 'tabindex' && value === '0' && (tag === 'table' || tag === 'pre');
        if (!ATTRIBUTES.has(name) && !scrollable)
          problems.push(`${where}: unexpected ${tag}[${name}]`);
        if ((name === 'href' || name === 'src') && !safeUrl(value, tag, name))
          problems.push(`${where}: ${tag}[${name}=${value}]`);
      }
      if (
        tag === 'a' &&
        element.getAttribute('target') === '_blank' &&
        element.getAttribute('rel') !== 'noopener noreferrer'
      )
        problems.push(`${where}: target without rel`);
    }
    return problems;
  };
  const html = root.innerHTML;
  const reparsed = new DOMParser().parseFromString(
    `<!doctype html><body>${html}`,
    'text/html',
  ).body;
  const problems = [...check(root, 'rendered'), ...check(reparsed, 'reparsed')];
  if (reparsed.innerHTML !== html) problems.push('serialisation is not stable across a re-parse');
  return problems;
}

test.describe('hostile markdown rendered by the app', () => {
  // Sanitiser tests run without the production CSP: it would hide a sanitiser hole (an inline
  // handler would be blocked, not fail the test), and Trusted Types forbids the DOMParser
  // re-parse in inspectMarkup. tests/e2e/csp.spec.ts covers the app under its policy.
  test.use({ bypassCSP: true });

  const CHUNKS = 8;
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    test(`stays inert, part ${chunk + 1} of ${CHUNKS}`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      await startApp(page);
      const cases = MARKDOWN_ATTACKS.map((content, index) => ({ content, index })).filter(
        ({ index }) => index % CHUNKS === chunk,
      );
      await putRecords(
        page,
        'blogPosts',
        cases.map(({ content, index }) =>
          blogPost(9000 + index, `hostile-${index}`, `Before.\n\n${content}\n\nAfter.`),
        ),
      );
      for (const { content, index } of cases) {
        await page.goto(`/blog/hostile-${index}`);
        const body = page.locator('[data-markdown]');
        await expect(body, content).toContainText('After.');
        const problems = await body.evaluate(inspectMarkup);
        expect(problems, content).toEqual([]);
        expect(
          await page.evaluate(
            () =>
              document.querySelectorAll('main script, main iframe, main object, main embed').length,
          ),
          content,
        ).toBe(0);
        // Every payload tries to open a dialog: check this page before leaving it.
        await expectNoDialogBeyondControl(page, dialogs);
      }
    });
  }

  test('keeps the markup of a harmless article', async ({ page }) => {
    await startApp(page);
    const content = [
      '# Heading one',
      '## Heading two',
      'A [link](https://example.org/page), [mail](mailto:team@alphascout.app), [call](tel:+15551234567), [anchor](#heading-two) and [path](/blog).',
      '- first\n- second',
      '1. one\n2. two',
      '![A chart](/images/logo.svg)',
      '![A dot](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==)',
      '> quoted **bold** *em* `code`',
    ].join('\n\n');
    // A banner of its own: an image line of the post's banner would show as the banner, not in the text.
    await putRecords(page, 'blogPosts', [
      blogPost(8000, 'harmless', content, { image: '/images/banners/blog-mica.svg' }),
    ]);
    await page.goto('/blog/harmless');
    const body = page.locator('[data-markdown]');
    // Under the post's own h1, the article's '#' heading comes down to h2: one h1 on the page.
    await expect(body.getByRole('heading', { level: 2, name: 'Heading one' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 2, name: 'Heading two' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(body.locator('ul > li')).toHaveCount(2);
    await expect(body.locator('ol > li')).toHaveCount(2);
    const external = body.getByRole('link', { name: 'link' });
    await expect(external).toHaveAttribute('href', 'https://example.org/page');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // It says it opens a new tab; a link that stays in this tab does not.
    await expect(external).toHaveAccessibleName('link (opens in a new tab)');
    await expect(body.getByRole('link', { name: 'path' })).toHaveAccessibleName('path');
    await expect(body.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:team@alphascout.app',
    );
    await expect(body.getByRole('link', { name: 'call' })).toHaveAttribute(
      'href',
      'tel:+15551234567',
    );
    await expect(body.getByRole('link', { name: 'anchor' })).toHaveAttribute(
      'href',
      '#heading-two',
    );
    await expect(body.getByRole('link', { name: 'path' })).not.toHaveAttribute('target', /.*/);
    await expect(body.getByRole('img', { name: 'A chart' })).toHaveAttribute('loading', 'lazy');
    await expect(body.getByRole('img', { name: 'A dot' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expect(body.locator('blockquote strong')).toHaveText('bold');
    expect(await body.evaluate(inspectMarkup)).toEqual([]);
  });
});

test.describe('the sanitiser on raw HTML', () => {
  let server: ViteDevServer;
  let origin: string;

  test.beforeAll(async () => {
    // The real module, transformed on demand: no build, no test hook in production code.
    server = await createServer({
      configFile: false,
      root: process.cwd(),
      logLevel: 'error',
      cacheDir: '/tmp/vite-cache-markdown-spec',
      server: { port: 0, host: '127.0.0.1', hmr: false },
      optimizeDeps: { include: ['dompurify', 'micromark'], entries: [], noDiscovery: true },
      plugins: [
        {
          name: 'blank-page',
          configureServer(dev) {
            dev.middlewares.use('/__blank', (_request, response) => {
              response.setHeader('content-type', 'text/html');
              response.end('<!doctype html><title>sanitiser</title><body></body>');
            });
          },
        },
      ],
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('the dev server has no port');
    origin = `http://127.0.0.1:${address.port}`;
  });

  test.afterAll(async () => {
    await server.close();
  });

  test('removes every hostile element, attribute and URL', { tag: '@smoke' }, async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto(`${origin}/__blank`);
    const results = await page.evaluate(
      async ({ attacks, inspectSource, moduleUrl }) => {
        const module = (await import(moduleUrl)) as typeof Markdown;
        const renderer = module.createMarkdownRenderer(window);
        const inspect = (
          new Function(`return (${inspectSource})`) as () => (root: Element) => string[]
        )();
        return attacks.map((attack) => {
          const host = document.createElement('div');
          host.innerHTML = renderer.sanitize(attack);
          document.body.append(host);
          // Left in the page, so that a handler which slipped through can still fire before the control.
          return { attack, problems: inspect(host) };
        });
      },
      {
        attacks: [...HTML_ATTACKS],
        inspectSource: inspectMarkup.toString(),
        moduleUrl: MARKDOWN_MODULE_URL,
      },
    );
    for (const { attack, problems } of results) expect(problems, attack).toEqual([]);
    await expectNoDialogBeyondControl(page, dialogs);
  });

  test('adds target and rel to external links and lazy loading to images', async ({ page }) => {
    await page.goto(`${origin}/__blank`);
    const html = await page.evaluate(async (moduleUrl) => {
      const module = (await import(moduleUrl)) as typeof Markdown;
      return module
        .createMarkdownRenderer(window)
        .sanitize(
          '<a href="https://x.example" target="_self" rel="opener">x</a><a href="/in" target="_blank">in</a><img src="/a.png">',
        );
    }, MARKDOWN_MODULE_URL);
    expect(html).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a><a href="/in">in</a><img src="/a.png" loading="lazy" alt="">',
    );
  });
});
