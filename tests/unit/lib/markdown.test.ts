/**
 * The DOM-free half of lib/markdown: what micromark hands to DOMPurify. The sanitiser itself needs
 * a real DOM and is tested in Chromium (tests/e2e/markdown.spec.ts).
 */
import { describe, expect, it } from 'vitest';

import { createMarkdownRenderer, markdownToUnsafeHtml } from '../../../src/lib/markdown';

describe('markdown before sanitising', () => {
  it('escapes raw HTML instead of passing it through', () => {
    const html = markdownToUnsafeHtml(
      '<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps tel: links and data: images for DOMPurify to judge (micromark would blank them)', () => {
    expect(markdownToUnsafeHtml('[call](tel:+1555)')).toContain('href="tel:+1555"');
    expect(markdownToUnsafeHtml('![dot](data:image/png;base64,AAAA)')).toContain(
      'src="data:image/png;base64,AAAA"',
    );
  });

  it('renders headings, lists, links and images', () => {
    const html = markdownToUnsafeHtml(
      '# Title\n\n- one\n- two\n\n[site](https://example.org)\n\n![alt text](/images/x.png)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<li>one</li>');
    // Under a page's own headings: a heading above the top level is brought down to it, deeper ones stay.
    expect(markdownToUnsafeHtml('# One\n\n## Two\n\n#### Four', 3)).toBe(
      '<h3>One</h3>\n<h3>Two</h3>\n<h4>Four</h4>',
    );
    expect(markdownToUnsafeHtml('Setext\n===\n\n`<h1>` and <h1>raw</h1>', 2)).toBe(
      '<h2>Setext</h2>\n<p><code>&lt;h1&gt;</code> and &lt;h1&gt;raw&lt;/h1&gt;</p>',
    );
    expect(html).toContain('<a href="https://example.org">site</a>');
    expect(html).toContain('<img src="/images/x.png" alt="alt text" />');
  });

  it("renders GitHub's tables, bare links and strikethrough, not its task-list checkboxes", () => {
    const html = markdownToUnsafeHtml(
      '| Share | % |\n|---|--:|\n| Team | 15 |\n\nSee https://etherscan.io/address/0xabc and ~~old~~.\n\n- [x] done',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<th>Share</th>');
    expect(html).toContain('<td align="right">15</td>');
    expect(html).toContain(
      '<a href="https://etherscan.io/address/0xabc">https://etherscan.io/address/0xabc</a>',
    );
    expect(html).toContain('<del>old</del>');
    expect(html).not.toContain('<input');
  });

  it('quotes attribute values so that a URL cannot break out of its attribute', () => {
    const html = markdownToUnsafeHtml('[x](https://a.b/"onmouseover="alert(1))');
    expect(html).not.toMatch(/"\s*onmouseover=/);
  });
});

describe('sanitiser without a DOM', () => {
  it('refuses to run rather than return unsanitised HTML', () => {
    expect(() =>
      createMarkdownRenderer({} as unknown as Parameters<typeof createMarkdownRenderer>[0]),
    ).toThrow(/not supported/);
  });
});
