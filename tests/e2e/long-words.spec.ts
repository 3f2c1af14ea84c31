import { expect, type Page, test } from '@playwright/test';

import { putRecords, startApp, storedRecord } from './support/content';

/** A contract address as people paste it: one word too long for a phone's width. */
const LONG_TITLE =
  'Verify 0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD before minting';

const PAGES = [
  { table: 'blogPosts', key: 1, list: '/blog', detail: '/blog/how-to-evaluate-an-nft-project' },
  {
    table: 'academy',
    key: 'course-crypto-basics',
    list: '/academy',
    detail: '/academy/crypto-basics',
  },
  {
    table: 'news',
    key: 'news-eth-glamsterdam-testnet',
    list: '/news',
    detail: '/news/news-eth-glamsterdam-testnet',
  },
  {
    table: 'giveaways',
    key: 'giveaway-neon-drifters-trio',
    list: '/giveaways',
    detail: '/giveaways/giveaway-neon-drifters-trio',
  },
];

test('a title with a very long word wraps instead of scrolling sideways, on every list and page, at 390 and 1280 px', async ({
  page,
}) => {
  await startApp(page, '/blog');
  for (const { table, key } of PAGES)
    await putRecords(page, table, [
      { ...(await storedRecord(page, table, key)), title: LONG_TITLE },
    ]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of PAGES.flatMap(({ list, detail }) => [list, detail])) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.goto(path);
        const heading = page.getByRole('heading', { name: LONG_TITLE }).first();
        await expect(heading).toBeVisible();
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${path} scrolls sideways`).toBe(0);
        const box = await heading.boundingBox();
        expect(
          box && box.x + box.width,
          `${path}: the heading ends past the screen's edge`,
        ).toBeLessThanOrEqual(width);
        expect(
          await heading.evaluate((element) => element.scrollWidth - element.clientWidth),
          `${path}: the title overflows its heading`,
        ).toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe('other long words on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const sideways = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  test("a long blog tag keeps the tag filter's select inside the screen", async ({ page }) => {
    await startApp(page, '/blog');
    const post = await storedRecord(page, 'blogPosts', 1);
    if (!post) throw new Error('the seed post 1 is missing');
    await putRecords(page, 'blogPosts', [
      {
        ...post,
        tags: [
          ...(post.tags as string[]),
          'a-very-long-tag-that-names-a-contract-0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
        ],
      },
    ]);
    await page.goto('/blog');
    await expect(page.getByLabel('Tag')).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });

  test("a news item's long source wraps inside its card", async ({ page }) => {
    await startApp(page, '/news');
    const item = await storedRecord(page, 'news', 'news-eth-glamsterdam-testnet');
    await putRecords(page, 'news', [
      { ...item, source: 'OnchainObserverDailyDigestAndWeeklyRoundupOfEverythingEthereum' },
    ]);
    await page.goto('/news/news-eth-glamsterdam-testnet');
    // The "·" before the source stays with the date (NewsByline): the source is a text of its own.
    await expect(
      page
        .getByRole('article')
        .getByText('OnchainObserverDailyDigestAndWeeklyRoundupOfEverythingEthereum', {
          exact: true,
        }),
    ).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });

  test("a long word in a description, a team member's name or a category chip wraps inside the screen", async ({
    page,
  }) => {
    const word = 'x'.repeat(300);
    await startApp(page, '/airdrops');
    const airdrop = await storedRecord(page, 'airdrops', 'airdrop-lumen-bridge');
    if (!airdrop) throw new Error('the seed airdrop is missing');
    const team = airdrop.team as Record<string, unknown>[];
    await putRecords(page, 'airdrops', [
      {
        ...airdrop,
        description: `Contract ${word}`,
        team: [{ ...team[0], name: word }, ...team.slice(1)],
      },
    ]);
    const post = await storedRecord(page, 'blogPosts', 1);
    if (!post) throw new Error('the seed post 1 is missing');
    await putRecords(page, 'blogPosts', [{ ...post, category: word }]);
    for (const path of [
      '/airdrops/airdrop-lumen-bridge',
      '/blog',
      '/blog/how-to-evaluate-an-nft-project',
    ]) {
      await page.goto(path);
      await expect(page.getByText(word).first()).toBeVisible();
      expect(await sideways(page), path).toBe(0);
    }
  });

  test("a giveaway's long host name shows whole on its page, wrapped, and its X link says whose profile it is", async ({
    page,
  }) => {
    const host = 'SupercalifragilisticexpialidociousProtocolNetworkFoundation';
    await startApp(page, '/giveaways');
    const giveaway = await storedRecord(page, 'giveaways', 'giveaway-1000-usdc');
    if (!giveaway) throw new Error('the seed giveaway is missing');
    await putRecords(page, 'giveaways', [
      { ...giveaway, host: { ...(giveaway.host as object), name: host } },
    ]);
    await page.goto('/giveaways/giveaway-1000-usdc');
    const section = page.getByRole('region', { name: 'Host' });
    const name = section.getByText(host);
    await expect(name).toBeVisible();
    expect(
      await name.evaluate((element) => element.scrollWidth - element.clientWidth),
      'the name is cut short',
    ).toBeLessThanOrEqual(0);
    expect(await sideways(page)).toBe(0);
    await expect(
      section.getByRole('link', { name: `Profile of ${host} on X (opens in a new tab)` }),
    ).toBeVisible();
  });
});
