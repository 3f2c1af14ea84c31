import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  compactUri,
  isAllowedUri,
  isExternalHref,
  SAFE_URI_PATTERN,
} from '../../../src/lib/safe-uri';

describe('article URL allowlist', () => {
  it.each([
    'https://example.org/a?b=c#d',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG',
    'mailto:team@alphascout.app',
    'tel:+15551234567',
    '/images/logo.svg',
    './relative/page',
    '../up',
    'page.html',
    'docs/a:b',
    '?query=1',
    '#section-2',
    '//cdn.example.org/x.png',
  ])('allows %s in a link', (value) => {
    expect(isAllowedUri(value, 'a', 'href')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    'javascript\u2028:alert(1)',
    '\ufeffjavascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'ftp://example.org',
    'sms:+1555',
    'callto:x',
    'cid:x',
    'xmpp:x',
    'matrix:x',
    'file:///etc/passwd',
    'blob:https://example.org/x',
    'h323:x',
    'web+evil:x',
    'a-b.c+d:x',
  ])('refuses %j in a link', (value) => {
    expect(isAllowedUri(value, 'a', 'href')).toBe(false);
  });

  it('allows raster data images only as an image source', () => {
    for (const type of ['png', 'jpeg', 'jpg', 'gif', 'webp', 'avif']) {
      expect(isAllowedUri(`data:image/${type};base64,AAAA`, 'img', 'src')).toBe(true);
      expect(isAllowedUri(`data:image/${type};base64,AAAA`, 'a', 'href')).toBe(false);
    }
    expect(isAllowedUri('data:image/svg+xml;base64,AAAA', 'img', 'src')).toBe(false);
    expect(isAllowedUri('data:image/svg+xml,<svg onload=alert(1)>', 'img', 'src')).toBe(false);
    expect(isAllowedUri('data:text/html,x', 'img', 'src')).toBe(false);
    expect(isAllowedUri('data:image/png;base64,AAAA', 'img', 'srcset')).toBe(false);
    expect(isAllowedUri(' data:image/svg+xml,x', 'img', 'src')).toBe(false);
  });

  it('never allows a value whose scheme (as a browser reads it) is not on the list', () => {
    const allowed = new Set(['http', 'https', 'mailto', 'tel']);
    const scheme = fc
      .stringMatching(/^[a-z][a-z0-9+.-]{0,12}$/)
      .filter((s) => !allowed.has(s.toLowerCase()) && s.toLowerCase() !== 'data');
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0');
    fc.assert(
      fc.property(scheme, noise, noise, fc.string(), (name, before, inside, rest) => {
        const middle = Math.floor(name.length / 2);
        const value = `${before}${name.slice(0, middle)}${inside}${name.slice(middle)}:${rest}`;
        expect(isAllowedUri(value, 'a', 'href')).toBe(false);
      }),
    );
  });

  it('is the regexp DOMPurify receives, applied to whitespace-free values', () => {
    expect(SAFE_URI_PATTERN.test(compactUri('java script:x'))).toBe(false);
    expect(SAFE_URI_PATTERN.test('https://x')).toBe(true);
  });

  it('marks http(s) and protocol-relative links as external, not paths, anchors or mail', () => {
    expect(isExternalHref('https://etherscan.io')).toBe(true);
    expect(isExternalHref(' HTTP://x')).toBe(true);
    expect(isExternalHref('//cdn.example.org')).toBe(true);
    expect(isExternalHref('/blog/x')).toBe(false);
    expect(isExternalHref('#top')).toBe(false);
    expect(isExternalHref('mailto:a@b.c')).toBe(false);
  });
});
