/**
 * Bad input everywhere, for the article renderer: a few hundred generated hostile-ish markdown
 * documents (fast-check, fixed seed) go through the real module (src/lib/markdown.ts, served by a
 * Vite dev server, the same path as markdown.spec.ts) in Chromium. Nothing executable may come
 * out, no dialog may open, and each render takes well under a second.
 *
 * Two pages: one without any policy, so a sanitiser hole would really run and open a dialog; and
 * one under the production Content-Security-Policy with Trusted Types, where the same documents
 * must render through DOMPurify's TrustedHTML to the same markup with no violation other than
 * img-src refusing to load a non-https image.
 */
import { expect, type Page, test } from '@playwright/test';
import fc from 'fast-check';
import { createServer, type ViteDevServer } from 'vite';

import { contentSecurityPolicy, trustedTypesCompatPlugin } from '../../scripts/csp-plugin';
import type * as Markdown from '../../src/lib/markdown';
import { expectNoDialogBeyondControl, watchDialogs } from './support/dialogs';
import { MARKDOWN_ATTACKS } from './support/markdown-corpus';

/** The app's renderer as the Vite dev server serves it to the page. */
const MARKDOWN_MODULE_URL = '/src/lib/markdown.ts';
const CASES = 300;
const SEED = 20261121;
/** "Well under a second", with room for a machine busy with other test workers (measured here: median 0.5 ms, max 13 ms). */
const MAX_RENDER_MS = 500;

const SCHEMES = [
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  ' javascript:',
  'vbscript:',
  'data:text/html,',
  'data:text/html;base64,',
  'data:image/svg+xml,',
  'data:image/png;base64,',
  'livescript:',
  'https:',
  'mailto:',
  'tel:',
  'ftp:',
  '//',
  '&#106;avascript&#58;',
  'java&#x0A;script:',
  '%6A%61vascript:',
  '\u0000javascript:',
  'javascript&colon;',
];
const PAYLOADS = [
  'alert(1)',
  'alert`1`',
  '<svg onload=alert(1)>',
  'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//example.org/x',
  'x" onerror="alert(1)',
  "x' onmouseover='alert(1)",
];
const TAGS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '<style>@import "javascript:alert(1)"</style>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction=javascript:alert(1)>x',
  '</p><p onclick=alert(1)>',
];
const SYNTAX = [
  '# ',
  '## ',
  '> ',
  '- ',
  '1. ',
  '* ',
  '**',
  '_',
  '`',
  '```\n',
  '~~~\n',
  '\n',
  '\n\n',
  '    ',
  '|',
  '---',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '!',
  '"',
  "'",
  '\\',
  '&',
  '&amp;',
  '&lt;',
  '&copy;',
  '&#0;',
  '&#x3C;',
  '&nbsp;',
];

/** Link and image forms around a scheme and payload. */
const link = fc
  .tuple(
    fc.constantFrom(...SCHEMES),
    fc.constantFrom(...PAYLOADS),
    fc.string({ maxLength: 8 }),
    fc.integer({ min: 0, max: 6 }),
  )
  .map(([scheme, payload, label, form]) => {
    const url = scheme + payload;
    return (
      [
        `[${label}](${url})`,
        `![${label}](${url})`,
        `<${url}>`,
        `[${label}][r]\n\n[r]: ${url}`,
        `[${label}](<${url}> "t")`,
        `![${label}](${url} "${payload}")`,
        `[${label}](${url.replace(/:/, '&#58;')})`,
      ][form] ?? url
    );
  });

const fragment = fc.oneof(
  { weight: 3, arbitrary: link },
  { weight: 2, arbitrary: fc.constantFrom(...TAGS) },
  { weight: 2, arbitrary: fc.constantFrom(...MARKDOWN_ATTACKS) },
  { weight: 3, arbitrary: fc.constantFrom(...SYNTAX) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

const markdown = fc.array(fragment, { minLength: 1, maxLength: 14 }).map((parts) => parts.join(''));

const DOCUMENTS: string[] = fc.sample(markdown, { numRuns: CASES, seed: SEED });

/** Runs in the page: what is executable or unexpected in the markup under `root`, and after a re-parse. */
function inspectMarkup(root: Element): string[] {
  const FORBIDDEN = new Set([
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'noscript',
    'template',
    'link',
    'meta',
    'base',
    'details',
    'applet',
    'portal',
  ]);
  const check = (container: Element, where: string): string[] => {
    const problems: string[] = [];
    for (const element of Array.from(container.querySelectorAll('*'))) {
      const tag = element.localName;
      if (FORBIDDEN.has(tag)) problems.push(`${where}: <${tag}>`);
      if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
        problems.push(`${where}: foreign <${tag}>`);
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) problems.push(`${where}: ${tag}[${name}]`);
        if (name === 'style' || name === 'srcdoc' || name === 'formaction' || name === 'xlink:href')
          problems.push(`${where}: ${tag}[${name}]`);
        const compact = value
          .replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '')
          .toLowerCase();
        if (
          /^(?:javascript|vbscript|livescript):/.test(compact) ||
          /^data:(?!image\/(?:png|jpe?g|gif|webp|avif)[;,])/.test(compact)
        )
          problems.push(`${where}: ${tag}[${name}=${value}]`);
      }
    }
    return problems;
  };
  const html = root.innerHTML;
  const reparsed = new DOMParser().parseFromString(
    `<!doctype html><body>${html}`,
    'text/html',
  ).body;
  return [...check(root, 'rendered'), ...check(reparsed, 'reparsed')];
}

interface Rendered {
  source: string;
  /** What ui/Markdown would assign (TrustedHTML turned back into its string). */
  html: string;
  ms: number;
  problems: string[];
  error: string;
}

/**
 * Renders every document in the page through the real module, assigns it once to innerHTML
 * exactly as ui/Markdown does, and (where eval is allowed, i.e. without the CSP) inspects it.
 */
function renderAll(page: Page, mode: 'plain' | 'trusted'): Promise<Rendered[]> {
  return page.evaluate(
    async ({ documents, inspectSource, mode, moduleUrl }) => {
      const module = (await import(moduleUrl)) as typeof Markdown;
      // Under Trusted Types only the app's own renderer may exist: a second DOMPurify instance
      // cannot create its 'dompurify' policy again (no 'allow-duplicates') and returns ''.
      const renderer = mode === 'plain' ? module.createMarkdownRenderer(window) : null;
      // Under the CSP (no 'unsafe-eval', Trusted Types) the inspector cannot be compiled here; that
      // page instead proves its markup equals the plain page's, which is inspected.
      const inspect =
        mode === 'plain'
          ? (new Function(`return (${inspectSource})`) as () => (root: Element) => string[])()
          : () => [];
      // Warm up (first-use set-up of DOMPurify and its policy) so the timings are per render.
      if (renderer) renderer.render('warm *up*');
      else module.renderMarkdown('warm *up*');
      const out: Rendered[] = [];
      for (const source of documents) {
        const host = document.createElement('div');
        document.body.append(host);
        let html = '';
        let ms = 0;
        let error = '';
        try {
          const started = performance.now();
          const rendered = renderer ? renderer.render(source) : module.renderMarkdown(source);
          ms = performance.now() - started;
          host.innerHTML = rendered as string;
          html = String(rendered);
        } catch (caught) {
          error = String(caught);
        }
        out.push({ source, html, ms, problems: inspect(host), error });
        host.remove();
      }
      return out;
    },
    {
      documents: DOCUMENTS,
      inspectSource: inspectMarkup.toString(),
      mode,
      moduleUrl: MARKDOWN_MODULE_URL,
    },
  );
}

let server: ViteDevServer;
let origin: string;

test.beforeAll(async () => {
  const policy = contentSecurityPolicy();
  server = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    cacheDir: '/tmp/vite-cache-markdown-property-spec',
    server: { port: 0, host: '127.0.0.1', hmr: false },
    optimizeDeps: { include: ['dompurify', 'micromark'], entries: [], noDiscovery: true },
    plugins: [
      // The same module resolution as the app's build, so Trusted Types sees the same code.
      trustedTypesCompatPlugin(),
      {
        name: 'blank-pages',
        configureServer(dev) {
          dev.middlewares.use('/__blank-csp', (_request, response) => {
            response.setHeader('content-type', 'text/html');
            response.setHeader('content-security-policy', policy);
            response.end('<!doctype html><title>renderer under CSP</title><body></body>');
          });
          dev.middlewares.use('/__blank', (_request, response) => {
            response.setHeader('content-type', 'text/html');
            response.end('<!doctype html><title>renderer</title><body></body>');
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

test.describe('generated hostile markdown (property)', () => {
  test(`${CASES} documents render to nothing executable, open no dialog, each in well under a second`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialogs = watchDialogs(page);
    await page.goto(`${origin}/__blank`);
    const plain = await renderAll(page, 'plain');
    expect(plain).toHaveLength(CASES);
    for (const { source, problems, error } of plain) {
      expect(error, source).toBe('');
      expect(problems, source).toEqual([]);
    }
    const times = plain.map((rendered) => rendered.ms).sort((a, b) => a - b);
    test.info().annotations.push({
      type: 'render time',
      description: `median ${times[times.length >> 1]?.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms`,
    });
    const slowest = plain.reduce((worst, rendered) => (rendered.ms > worst.ms ? rendered : worst));
    expect(slowest.ms, slowest.source).toBeLessThan(MAX_RENDER_MS);
    await expectNoDialogBeyondControl(page, dialogs);
  });

  test('the same documents render identically under the production CSP and Trusted Types, without violations', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations: string[] = [];
    await page.exposeBinding(
      '__reportCspViolation',
      (_source, text: string) => void violations.push(text),
    );
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void })
        .__reportCspViolation;
      document.addEventListener('securitypolicyviolation', (event) =>
        report(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`),
      );
    });
    await page.goto(`${origin}/__blank`);
    const plain = await renderAll(page, 'plain');
    await page.goto(`${origin}/__blank-csp`);
    expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);
    const trusted = await renderAll(page, 'trusted');
    expect(trusted).toHaveLength(CASES);
    for (const [index, { source, html, error, ms }] of trusted.entries()) {
      expect(error, source).toBe('');
      expect(html, source).toBe(plain[index]?.html);
      expect(ms, source).toBeLessThan(MAX_RENDER_MS);
    }
    // Positive control: a violation made now is reported, so one made by the renders (earlier) was too.
    await page.evaluate(() => void (new Image().src = 'http://csp-control.invalid/probe.png'));
    await expect
      .poll(() => violations.some((violation) => violation.includes('csp-control.invalid')))
      .toBe(true);
    // The sanitiser keeps spec-allowed image sources that img-src 'self' data: https: then refuses
    // to load (http:, mailto:, tel: in an <img>): that is the policy working, not a script problem.
    expect(
      violations.filter((violation) => !/^img-src: (?:http:|mailto|tel)/.test(violation)),
    ).toEqual([]);
  });
});
