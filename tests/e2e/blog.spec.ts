import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { cardOf, list, missingRecordTest, pointerReaches } from './support/areas';
import { putRecords, startApp, storedRecord } from './support/content';
import { dotLinesOf } from './support/dot-lines';

test.describe('blog', () => {
  test(
    'leads with the featured post and opens a post with author, dates, read time and tags',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/blog');
      const featured = page.getByRole('region', { name: 'Featured post' });
      await expect(featured.getByRole('link', { name: /Layer 2 Rollups Explained/ })).toBeVisible();
      await list(page, 'Blog posts')
        .getByRole('link', { name: /How to Evaluate an NFT Project/ })
        .click();
      await expect(page).toHaveURL(/\/blog\/how-to-evaluate-an-nft-project$/);
      await expect(page).toHaveTitle('How to Evaluate an NFT Project Before You Mint · AlphaScout');
      await expect(page.getByRole('region', { name: 'About the author' })).toContainText(
        'Priya Raman',
      );
      await expect(page.getByText('10 min read')).toBeVisible();
      await expect(page.locator('time[datetime^="2025-02-15"]')).toBeVisible();
      await expect(
        page.locator('[data-markdown]').getByRole('heading', { name: 'Start with the team' }),
      ).toBeVisible();
      await page
        .getByRole('region', { name: 'Tags' })
        .getByRole('link', { name: '#minting' })
        .click();
      await expect(page).toHaveURL(/\/blog\?tag=minting$/);
      await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(1);
    },
  );

  test('stepping through the tag select with the arrows is one step in the history, not one per tag', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(list(page, 'Blog posts').getByRole('listitem').first()).toBeVisible();
    const entries = await page.evaluate(() => history.length);
    const tag = page.getByLabel('Tag');
    await tag.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/blog\?tag=/);
    const first = page.url();
    await page.keyboard.press('ArrowDown');
    await expect(page).not.toHaveURL(first);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    // Focus leaves and comes back: the next change is a step of its own again.
    await page.getByRole('heading', { name: 'Blog', level: 1 }).click();
    await tag.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/blog\?tag=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);

    // Picks from the open list (mouse, touch) are steps of their own, focus kept or not.
    const values = await tag
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await tag.selectOption(values[2] ?? '');
    await expect(page).toHaveURL(/\/blog\?tag=/);
    const firstPick = page.url();
    await tag.selectOption(values[3] ?? '');
    await expect(page).not.toHaveURL(firstPick);
    await page.goBack();
    await expect(page).toHaveURL(firstPick);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the category filter survives a reload and Back restores the full blog', async ({
    page,
  }) => {
    await page.goto('/blog');
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Security' })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=Security$/);
    await page.reload();
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Featured post' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Featured post' })).toBeVisible();
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(4);
    // The featured post is one of the blog's posts: the count says 5, as a filter that shows it does.
    await expect(page.getByText('End of list · 5 items')).toBeVisible();
  });

  test("the Tag filter offers the chosen category's tags only, and reads a tag the category lacks as all tags", async ({
    page,
  }) => {
    await page.goto('/blog?tag=minting');
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(1);
    const tag = page.getByLabel('Tag');
    await expect(tag).toHaveValue('minting');
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Security' })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=Security$/);
    await expect(tag).toHaveValue('all');
    await expect(tag.locator('option')).toHaveText([
      'All tags',
      '#phishing',
      '#security',
      '#seed phrase',
      '#wallets',
    ]);
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(1);

    // Typed or shared by hand: the tag reads as all, and the category's post is listed.
    await page.goto('/blog?category=Security&tag=minting');
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(1);
    await expect(tag).toHaveValue('all');
  });

  missingRecordTest('/blog/nope', 'Blog post not found', '/blog');
});

test('an image that fails to load leaves an empty tile, named when it says something, not a broken-image box', async ({
  page,
}) => {
  await startApp(page, '/blog');
  const post = await storedRecord(page, 'blogPosts', 1);
  if (!post) throw new Error('the seed post 1 is missing');
  await putRecords(page, 'blogPosts', [
    {
      ...post,
      content: `${String(post.content)}\n\n![Mint prices over a month](/images/banners/blog-layer-2.svg)\n`,
    },
  ]);
  await page.route(/\/images\/(banners|avatars)\//, (route) => route.abort());
  await page.goto('/blog/how-to-evaluate-an-nft-project');
  // Named by the description its own image line in the text gave it.
  const cover = page.getByRole('img', { name: 'A gallery wall of generative NFT artwork' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(cover).toHaveAttribute('data-picture-missing', '');
  await expect(page.getByRole('img', { name: "Priya Raman's avatar" })).toHaveAttribute(
    'data-picture-missing',
    '',
  );
  const articleImage = page
    .locator('[data-markdown]')
    .getByRole('img', { name: 'Mint prices over a month' });
  await articleImage.scrollIntoViewIfNeeded(); // loaded lazily, at the end of the text
  await expect(articleImage).toHaveAttribute('data-picture-missing', '');
  await expect(articleImage).toHaveText('Mint prices over a month');
  const box = await cover.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(box?.height).toBeGreaterThan(100);
  const broken = await page
    .locator('img')
    .evaluateAll(
      (images) =>
        images.filter(
          (image) =>
            (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0,
        ).length,
    );
  expect(broken).toBe(0);
});

test("a post whose text repeats its banner shows the picture once, described by the text's own words", async ({
  page,
}) => {
  await page.goto('/blog/how-to-evaluate-an-nft-project');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'A gallery wall of generative NFT artwork' }),
  ).toHaveCount(1);
  await expect(page.locator('[data-markdown] img')).toHaveCount(0);
  // The title is the heading's; the banner does not say it again.
  await expect(
    page.getByRole('img', { name: 'How to Evaluate an NFT Project Before You Mint' }),
  ).toHaveCount(0);
});

test("an article's table is a table, scrolls inside itself on a phone, and a bare link is a link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startApp(page, '/blog');
  const post = await storedRecord(page, 'blogPosts', 1);
  if (!post) throw new Error('the seed post 1 is missing');
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = ['Allocation', 'Share', 'Cliff', 'Vesting', 'Unlocked at launch', 'Wallet'];
  const content = [
    'Tokenomics at a glance:',
    '',
    row(header),
    row(header.map(() => '---')),
    row([
      'Public sale',
      '40 %',
      'none',
      'none',
      '100 %',
      '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    ]),
    row([
      'Team',
      '15 %',
      '12 months',
      '36 months',
      '0 %',
      '0x8b3192f5eEBD8579568A2Ed41E6FEB402f93f73F',
    ]),
    '',
    'Check it on https://etherscan.io/token/0x3fc9 before you buy, or call `balanceOf` yourself:',
    '',
    '```',
    `cast call 0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD "balanceOf(address)(uint256)" 0x8b3192f5eEBD8579568A2Ed41E6FEB402f93f73F --rpc-url https://eth.example.org`,
    '```',
    '',
    '```',
    'npm ci',
    '```',
  ].join('\n');
  await putRecords(page, 'blogPosts', [{ ...post, content }]);
  await page.goto('/blog/how-to-evaluate-an-nft-project');
  const table = page.locator('[data-markdown]').getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  await expect(table.getByRole('row')).toHaveCount(3);
  // Scrolled sideways from the keyboard too: it takes focus.
  await expect(table).toHaveAttribute('tabindex', '0');
  // A code block likewise, set apart from the text by its border; inline code by its background.
  const code = page.locator('[data-markdown] pre').first();
  await expect(code).toHaveAttribute('tabindex', '0');
  await expect(code).toHaveCSS('border-top-width', '1px');
  // One that fits is no tab stop.
  await expect(page.locator('[data-markdown] pre').nth(1)).not.toHaveAttribute('tabindex');
  await expect(page.locator('[data-markdown] p > code')).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  expect(
    await new AxeBuilder({ page })
      .include('[data-markdown]')
      .withRules(['scrollable-region-focusable'])
      .analyze()
      .then((result) => result.violations),
  ).toEqual([]);
  await expect(
    page
      .locator('[data-markdown]')
      .getByRole('link', { name: 'https://etherscan.io/token/0x3fc9' }),
  ).toHaveAttribute('href', 'https://etherscan.io/token/0x3fc9');
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
});

test('a link whose address was removed as unsafe reads as plain text, not as a link that does nothing', async ({
  page,
}) => {
  await startApp(page, '/blog');
  const post = await storedRecord(page, 'blogPosts', 1);
  if (!post) throw new Error('the seed post 1 is missing');
  await putRecords(page, 'blogPosts', [
    {
      ...post,
      content:
        'Read [the guide](https://example.com/guide) or [claim now](javascript:alert(1)) today.',
    },
  ]);
  await page.goto('/blog/how-to-evaluate-an-nft-project');
  const article = page.locator('[data-markdown]');
  await expect(article.getByRole('link', { name: 'the guide' })).toBeVisible();
  const looks = await article
    .locator('p')
    .first()
    .evaluate((paragraph) => {
      const style = (element: Element) => {
        const computed = getComputedStyle(element);
        return {
          color: computed.color,
          underline: computed.textDecorationLine.includes('underline'),
        };
      };
      const [safe, unsafe] = [...paragraph.querySelectorAll('a')];
      if (!safe || !unsafe) throw new Error('expected two anchors');
      return {
        paragraph: style(paragraph),
        safe: style(safe),
        unsafe: { ...style(unsafe), href: unsafe.hasAttribute('href') },
      };
    });
  expect(looks.safe.underline).toBe(true);
  expect(looks.safe.color).not.toBe(looks.paragraph.color);
  expect(looks.unsafe).toEqual({ ...looks.paragraph, href: false });
});

test('a card lists each tag as its own pill, so a tag of two words reads as one', async ({
  page,
}) => {
  await startApp(page, '/blog');
  const post = await storedRecord(page, 'blogPosts', 1);
  if (!post) throw new Error('the seed post 1 is missing');
  await putRecords(page, 'blogPosts', [{ ...post, tags: ['Layer 2', 'DeFi'] }]);
  await page.goto('/blog');
  const card = cardOf(page.getByRole('link', { name: String(post.title) }));
  await expect(card.locator('p').filter({ hasText: /^Tags: / })).toHaveText(
    /^Tags: #Layer 2 ?, ?#DeFi$/,
  );
  const pills = card.locator('span', { hasText: /^#/ });
  await expect(pills).toHaveText(['#Layer 2,', '#DeFi']);
  // Each pill is one box on one line: "Layer 2" is not split across two.
  expect(
    await pills.evaluateAll((spans) => spans.map((span) => span.getClientRects().length)),
  ).toEqual([1, 1]);
});

test('a card whose tags do not fit on their line says how many it hides, "+3", and one whose tags fit says nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startApp(page, '/blog');
  const [first, second] = [
    await storedRecord(page, 'blogPosts', 1),
    await storedRecord(page, 'blogPosts', 2),
  ];
  if (!first || !second) throw new Error('the seed posts 1 and 2 are missing');
  const many = [
    'bitcoin',
    'ethereum',
    'solana',
    'layer 2',
    'staking',
    'restaking',
    'airdrops',
    'security',
  ];
  await putRecords(page, 'blogPosts', [
    { ...first, tags: many },
    { ...second, tags: ['DeFi'] },
  ]);
  await page.goto('/blog');
  const card = cardOf(page.getByRole('link', { name: String(first.title) }));
  await expect(card.locator('p').filter({ hasText: /^Tags: / })).toHaveText(
    /^Tags: #bitcoin ?, ?.*#security$/,
  );
  const pills = card.locator('[data-item]');
  await expect(pills).toHaveCount(many.length);
  const count = card.getByText(/^\+\d+$/);
  // The count and the tags below the first line, read at one moment: the count making room for
  // itself may push one more tag down, and it follows.
  const measured = () =>
    card.evaluate((element) => {
      const tops = [...element.querySelectorAll('[data-item]')].map(
        (pill) => pill.getBoundingClientRect().top,
      );
      const hidden = tops.filter((top) => top > (tops[0] ?? 0)).length;
      const shown = [...element.querySelectorAll('span')].find((span) =>
        /^\+\d+$/.test(span.textContent),
      );
      return { hidden, count: shown?.textContent ?? null };
    });
  await expect
    .poll(async () => {
      const { hidden, count: text } = await measured();
      return hidden > 0 && text === `+${hidden}`;
    })
    .toBe(true);
  const { hidden } = await measured();
  await expect(count).toHaveAttribute(
    'title',
    many
      .slice(-hidden)
      .map((tag) => `#${tag}`)
      .join(', '),
  );
  await count.scrollIntoViewIfNeeded();
  await expect(count).toBeInViewport();
  // A pointer on it reaches it (for its tooltip), not the title link's cover over the card.
  expect(await pointerReaches(count)).toBe(true);
  // The count sits on the tags' line, after the last tag shown.
  const [countBox, lastShown] = [
    await count.boundingBox(),
    await pills.nth(many.length - hidden - 1).boundingBox(),
  ];
  expect(Math.abs((countBox?.y ?? 0) - (lastShown?.y ?? -99))).toBeLessThanOrEqual(2);
  expect(countBox?.x ?? 0).toBeGreaterThan((lastShown?.x ?? 0) + (lastShown?.width ?? 0));
  await expect(
    cardOf(page.getByRole('link', { name: String(second.title) })).getByText(/^\+\d+$/),
  ).toHaveCount(0);
});

test(`no line of a card's "author · date · read time" starts or ends with a dot, even under a long name, at 390 and 768 px`, async ({
  page,
}) => {
  for (const width of [390, 768])
    await test.step(`no line of a card's "author · date · read time" starts or ends with a dot, even under a long name, ${width} px wide`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await startApp(page, '/blog');
      const posts = [
        await storedRecord(page, 'blogPosts', 1),
        await storedRecord(page, 'blogPosts', 2),
        await storedRecord(page, 'blogPosts', 3),
      ];
      const names = ['Maximiliana Throckmorton-Westinghouse', 'Alexandria Konstantinopoulou', 'Jo'];
      await putRecords(
        page,
        'blogPosts',
        posts.map((post, index) => {
          if (!post) throw new Error(`the seed post ${index + 1} is missing`);
          return {
            ...post,
            author: { ...(post.author as Record<string, unknown>), name: names[index] },
          };
        }),
      );
      await page.goto('/blog');
      await expect(page.getByText(names[0] ?? '').first()).toBeVisible();
      const metaLines = page.getByRole('main').locator('.card-link p').filter({ hasText: '·' });
      const found = await dotLinesOf(metaLines);
      expect(found.length).toBeGreaterThan(2);
      expect(found.filter((line) => line.startsLine || line.endsLine)).toEqual([]);
      // The long names wrap their line: the case in question.
      expect(found.some((line) => line.lines > 1)).toBe(true);
    });
});
