/**
 * Which link targets and image sources article markup may carry (docs/security.md, "Sanitised markdown"): http, https, mailto,
 * tel, raster `data:image/…` (images only), relative paths and `#anchors` — nothing else.
 *
 * Pure and DOM-free so that it is unit-tested in Node; `lib/markdown` feeds it to DOMPurify both as
 * `ALLOWED_URI_REGEXP` and as a per-attribute hook (DOMPurify keeps any `data:` in
 * `<img>` on its own, including SVG, so the regexp alone is not enough).
 */

/**
 * What browsers ignore inside a URL before they read its scheme: leading C0 controls and spaces,
 * and tabs and newlines anywhere. DOMPurify removes the same set (plus Unicode spaces) before it
 * tests its regexp; we strip the wider set (every control character, C1 too) so "java\nscript:"
 * cannot slip past either check.
 */
const IGNORED_IN_URL = /[\p{Cc} \u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/gu;

/** A raster image as a data URL; never `image/svg+xml`, which can carry script. */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif)(?:;base64)?,/i;

/**
 * The spec's list as one regexp for DOMPurify. A value is relative when it does not open with a
 * scheme (`letter [letters digits + . -]* :`) at all; `/path`, `./x`, `?q`, `#id` and `page.html`
 * are relative, `javascript:`, `vbscript:`, `data:text/html`, `ftp:` and `h323:` are not.
 * DOMPurify tests this against the value with whitespace already removed.
 */
export const SAFE_URI_PATTERN =
  /^(?:(?:https?|mailto|tel):|data:image\/(?:png|jpe?g|gif|webp|avif)(?:;base64)?,|(?![a-z][a-z0-9+.-]*:))/i;

/** The value as a browser would read its scheme. */
export function compactUri(value: string): string {
  return value.replace(IGNORED_IN_URL, '');
}

/** Attributes whose value a browser follows or loads as a URL. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'src',
  'srcset',
  'xlink:href',
  'action',
  'formaction',
  'background',
  'poster',
  'cite',
  'longdesc',
  'ping',
  'data',
  'codebase',
  'dynsrc',
  'lowsrc',
]);

/**
 * True when `value` may stay in attribute `attr` of element `tag` (both lowercase). `data:` is
 * allowed only as a raster image in `<img src>`.
 */
export function isAllowedUri(value: string, tag: string, attr: string): boolean {
  const compact = compactUri(value);
  if (!SAFE_URI_PATTERN.test(compact)) return false;
  if (/^data:/i.test(compact))
    return tag === 'img' && attr === 'src' && RASTER_DATA_IMAGE.test(compact);
  return true;
}

/** True for an absolute http(s) link or a protocol-relative one, which leave the app. */
export function isExternalHref(value: string): boolean {
  const compact = compactUri(value);
  return /^https?:/i.test(compact) || /^[/\\]{2}/.test(compact);
}
