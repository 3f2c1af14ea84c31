/**
 * Markdown → sanitised HTML: the one place article bodies become markup, so the sanitiser cannot be bypassed.
 *
 * Two layers, each enough on its own for the common attacks:
 * 1. micromark with `allowDangerousHtml: false`, so raw HTML in the markdown is escaped to text.
 *    `allowDangerousProtocol: true` is deliberate: micromark's safe list would blank the allowed
 *    `tel:` links and `data:image` sources, which leaves DOMPurify as the URL check.
 * 2. DOMPurify with a closed allowlist of the tags micromark emits, `ALLOWED_URI_REGEXP` set to
 *    exactly the spec's list, and a hook that allows `data:` only as a raster `<img src>`.
 *
 * The result is safe for one `innerHTML` assignment (ui/Markdown). Anything that re-serialises and
 * re-parses it may mutate it (mXSS), so do not post-process the string.
 *
 * Trusted Types: the built app enforces `require-trusted-types-for 'script'` (scripts/csp-plugin.ts),
 * so in the browser `renderMarkdown` returns DOMPurify's TrustedHTML (`RETURN_TRUSTED_TYPE`, made
 * by DOMPurify's own `dompurify` policy) — the only HTML the page may assign to `innerHTML`.
 * Keep ONE DOMPurify instance in the page (`browserRenderer` below): the CSP allows the name
 * `dompurify` once, and a second instance that cannot create its policy silently returns ''.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { micromark } from 'micromark';
import {
  gfmAutolinkLiteral,
  gfmAutolinkLiteralHtml,
} from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough, gfmStrikethroughHtml } from 'micromark-extension-gfm-strikethrough';
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table';

import { isAllowedUri, isExternalHref, SAFE_URI_PATTERN, URL_ATTRIBUTES } from './safe-uri';

/**
 * Everything CommonMark and the three GitHub extensions used here produce (tables, bare links,
 * strikethrough), and nothing that can run code, load a frame or take input.
 */
const ALLOWED_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'ul',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'start',
  'class',
  'target',
  'rel',
  'loading',
  'align',
];

/** Named explicitly as well, so that a widened allowlist later still refuses them. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
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
];

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  ALLOWED_URI_REGEXP: SAFE_URI_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SAFE_FOR_XML: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
} satisfies Config;

/** The level a heading of an article may take at most: below the page's own headings. */
export type TopHeadingLevel = 1 | 2 | 3 | 4;

/**
 * Markdown to raw HTML, before sanitising. Pure (no DOM), so it is unit-tested in Node. A heading
 * above `topLevel` (a `#` in a post under the page's h1) is brought down to it, so an article never
 * adds a second h1; deeper ones stay as written.
 */
export function markdownToUnsafeHtml(markdown: string, topLevel: TopHeadingLevel = 1): string {
  // Articles about tokenomics hold tables and pasted explorer links: GitHub's tables, bare links
  // and strikethrough, not its footnotes, task lists or raw-HTML filter (raw HTML is escaped).
  const html = micromark(markdown, {
    allowDangerousHtml: false,
    allowDangerousProtocol: true,
    extensions: [gfmTable(), gfmAutolinkLiteral(), gfmStrikethrough()],
    htmlExtensions: [gfmTableHtml(), gfmAutolinkLiteralHtml(), gfmStrikethroughHtml()],
  });
  if (topLevel === 1) return html;
  // Every heading tag here is micromark's own: raw HTML in the markdown was escaped to text.
  return html.replace(
    /<(\/?)h([1-6])>/g,
    (_tag, close: string, level: string) => `<${close}h${Math.max(Number(level), topLevel)}>`,
  );
}

/** target, rel and loading only ever come from us, and only on links and images. */
function removeLinkAttributes(node: Element): void {
  node.removeAttribute('target');
  node.removeAttribute('rel');
  node.removeAttribute('loading');
}

/** Adds our hooks to a DOMPurify instance made for this module alone (hooks are per instance). */
function configure(purify: Purifier): Purifier {
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (!URL_ATTRIBUTES.has(event.attrName)) return;
    if (!isAllowedUri(event.attrValue, node.nodeName.toLowerCase(), event.attrName))
      event.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href !== null && isExternalHref(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        // target/rel only ever come from us; never keep ones that arrived some other way.
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else if (tag === 'img') {
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    } else {
      removeLinkAttributes(node);
    }
  });
  return purify;
}

/** DOMPurify's output as TrustedHTML, made by its own `dompurify` policy; typed as TrustedHTML but a string without Trusted Types. */
function sanitizeTrusted(purify: Purifier, html: string) {
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

/** Sanitised HTML: TrustedHTML where the browser has Trusted Types, a plain string elsewhere. */
export type SafeHtml = ReturnType<typeof sanitizeTrusted> | string;

export interface MarkdownRenderer {
  /** Sanitises HTML with the article allowlist. */
  sanitize(html: string): string;
  /** Markdown to sanitised HTML. */
  render(markdown: string, topLevel?: TopHeadingLevel): string;
  /**
   * Markdown to sanitised HTML as TrustedHTML where the browser has Trusted Types (a string
   * elsewhere), for the one `innerHTML` assignment in ui/Markdown.
   */
  renderTrusted(markdown: string, topLevel?: TopHeadingLevel): SafeHtml;
}

/** A renderer over the given window (a test may pass another); sanitising needs a real DOM. */
export function createMarkdownRenderer(root: WindowLike): MarkdownRenderer {
  const instance = DOMPurify(root);
  // Unsupported, DOMPurify returns its input untouched: refuse rather than render raw HTML.
  if (!instance.isSupported) throw new Error('DOMPurify is not supported in this environment');
  const purify = configure(instance);
  const sanitize = (html: string): string => purify.sanitize(html, CONFIG);
  return {
    sanitize,
    render: (markdown, topLevel) => sanitize(markdownToUnsafeHtml(markdown, topLevel)),
    renderTrusted: (markdown, topLevel) =>
      sanitizeTrusted(purify, markdownToUnsafeHtml(markdown, topLevel)),
  };
}

let browserRenderer: MarkdownRenderer | null = null;

/** Markdown to HTML that is safe to assign once to `innerHTML`, in the browser (TrustedHTML there). */
export function renderMarkdown(markdown: string, topLevel?: TopHeadingLevel): SafeHtml {
  browserRenderer ??= createMarkdownRenderer(window);
  return browserRenderer.renderTrusted(markdown, topLevel);
}
