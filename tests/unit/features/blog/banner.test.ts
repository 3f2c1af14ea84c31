import { describe, expect, it } from 'vitest';

import { blogPostSeeds } from '../../../../seeds/blog-posts';
import { splitBanner } from '../../../../src/features/blog/banner';

const BANNER = '/images/banners/blog-mica.svg';

describe('splitBanner', () => {
  it("takes the banner's own image line out of the text, and its description for the banner", () => {
    const content = `Intro.\n\n![Map of Europe](${BANNER})\n\nMore text.`;
    expect(splitBanner(content, BANNER)).toEqual({
      content: 'Intro.\n\n\nMore text.',
      alt: 'Map of Europe',
    });
  });

  it('also with a title, angle brackets or at the very end', () => {
    expect(splitBanner(`![A](<${BANNER}> "t")\nText`, BANNER)).toEqual({
      content: 'Text',
      alt: 'A',
    });
    expect(splitBanner(`Text\n![B](${BANNER})`, BANNER)).toEqual({ content: 'Text', alt: 'B' });
  });

  it('leaves every other image, one inside a paragraph, and a look-alike address alone', () => {
    for (const content of [
      `![Other](/images/banners/other.svg)`,
      `See ![inline](${BANNER}) here.`,
      `![X](${BANNER}x)`,
      `![X](https://cdn.example${BANNER})`,
    ]) {
      expect(splitBanner(content, BANNER)).toEqual({ content, alt: '' });
    }
  });

  it('leaves code alone: a fenced block, an indented line', () => {
    for (const content of [
      '```md\n![Code sample](' + BANNER + ')\n```',
      '~~~~\n```\n![Code sample](' + BANNER + ')\n~~~~',
      '    ![Code sample](' + BANNER + ')',
    ]) {
      expect(splitBanner(content, BANNER)).toEqual({ content, alt: '' });
    }
    // After the fence closes, the line counts again.
    expect(splitBanner('```\ncode\n```\n![After](' + BANNER + ')', BANNER)).toEqual({
      content: '```\ncode\n```',
      alt: 'After',
    });
  });

  it('leaves a description written with markup where it renders as it should', () => {
    for (const alt of ['Tom &amp; Jerry', '*Bold* claim', 'A \\] bracket', 'a `code` word']) {
      const content = `![${alt}](${BANNER})`;
      expect(splitBanner(content, BANNER)).toEqual({ content, alt: '' });
    }
    expect(splitBanner(`![Tom & Jerry](${BANNER})`, BANNER).alt).toBe('Tom & Jerry');
  });

  it('takes out only the first copy', () => {
    expect(splitBanner(`![A](${BANNER})\n![B](${BANNER})`, BANNER)).toEqual({
      content: `![B](${BANNER})`,
      alt: 'A',
    });
  });

  it('finds the banner in every seeded post', () => {
    for (const post of blogPostSeeds) {
      const { content, alt } = splitBanner(post.content, post.image);
      expect(alt, post.slug).not.toBe('');
      expect(content, post.slug).not.toContain(post.image);
    }
  });
});
