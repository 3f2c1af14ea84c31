/**
 * Content screens, part B: links, news, academy, NFT, ICO and blog. Each list shows the seed
 * data and opens a detail; filters live in the URL (reload keeps them, Back restores the previous
 * one); missing records and empty filters say so.
 */
import { expect, test, type Page } from '@playwright/test';
import { putRecords, startApp } from './support/content';

const list = (page: Page, name: string) => page.getByRole('list', { name });

test.describe('link directory', () => {
  test('shows entries under each of the six categories, with only the socials that exist', async ({ page }) => {
    await page.goto('/links');
    for (const heading of ['Exchanges', 'Wallets', 'dApps', 'Marketplaces', 'Hardware wallets', 'Tools']) {
      const section = page.getByRole('region', { name: heading });
      await expect(section.getByRole('article').first()).toBeVisible();
    }
    const binance = page.getByRole('article', { name: 'Binance' });
    await expect(binance.locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(binance.getByRole('link', { name: /Binance website/ })).toHaveAttribute('href', 'https://www.binance.com');
    await expect(binance.getByRole('link', { name: /^Telegram/ })).toHaveAttribute('rel', 'noopener noreferrer');
    // Binance has no Discord and no whitepaper in the seed data.
    await expect(binance.getByRole('link', { name: /^Discord/ })).toHaveCount(0);
    await expect(binance.getByRole('link', { name: /^Whitepaper/ })).toHaveCount(0);
  });

  test('a record that slipped past validation never becomes a data: or vbscript: link', async ({ page }) => {
    await startApp(page, '/links');
    await putRecords(page, 'links', [
      {
        id: 'link-hostile',
        name: 'Hostile',
        description: 'Written straight into the database.',
        url: 'data:text/html,<script>alert(1)</script>',
        icon: '/images/logo.svg',
        category: 'tools',
        twitter: 'vbscript:msgbox(1)',
        discord: null,
        telegram: 'javascript:alert(1)',
        github: 'https://github.com/example',
        whitepaper: null,
      },
    ]);
    await page.goto('/links?category=tools');
    const card = page.getByRole('article', { name: 'Hostile' });
    await expect(card).toBeVisible();
    const hrefs = await card.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://github.com/example']);
  });

  test('a category filter is in the URL: it survives a reload and Back restores all', async ({ page }) => {
    await page.goto('/links');
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Wallets', exact: true }).click();
    await expect(page).toHaveURL(/\/links\?category=wallets$/);
    await expect(list(page, 'Wallets').getByRole('article', { name: 'MetaMask' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Binance' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Wallets', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: 'Binance' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/links$/);
    await expect(page.getByRole('article', { name: 'Binance' })).toBeVisible();
  });
});

test.describe('news', () => {
  test('/news/{id} opens the item on the same screen, beside the list', async ({ page }) => {
    await page.goto('/news');
    const headlines = list(page, 'News');
    await expect(headlines.getByRole('link').first()).toBeVisible();
    await headlines.getByRole('link', { name: /Bitcoin hashrate sets a new all-time high/ }).click();
    await expect(page).toHaveURL(/\/news\/news-btc-hashrate-high$/);
    const open = page.getByRole('article', { name: 'Bitcoin hashrate sets a new all-time high' });
    await expect(open).toBeVisible();
    await expect(open.locator('[data-markdown]')).not.toBeEmpty();
    await expect(headlines.getByRole('link', { name: /Bitcoin hashrate/ })).toHaveAttribute('aria-current', 'true');
    await expect(headlines.getByRole('link').nth(1)).toBeVisible();
    await expect(page).toHaveTitle('Bitcoin hashrate sets a new all-time high · AlphaScout');
    await open.getByRole('link', { name: 'Close this news item' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(open).toHaveCount(0);
  });

  test('the ecosystem filter survives a reload, opening an item and Back', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('group', { name: 'Ecosystem' }).getByRole('button', { name: 'Solana' }).click();
    await expect(page).toHaveURL(/\/news\?ecosystem=solana$/);
    await page.reload();
    const headlines = list(page, 'News');
    await expect(headlines.getByRole('listitem')).toHaveCount(2);
    await headlines.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/news-sol-[a-z-]+\?ecosystem=solana$/);
    await expect(headlines.getByRole('listitem')).toHaveCount(2);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(headlines.getByRole('listitem')).toHaveCount(12);
  });
});

test.describe('academy', () => {
  test('lists courses and opens one with lessons, video link, markdown and resources', async ({ page }) => {
    await page.goto('/academy');
    await list(page, 'Courses').getByRole('link', { name: /Crypto Basics/ }).click();
    await expect(page).toHaveURL(/\/academy\/crypto-basics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Basics: From Bitcoin to Blockchains' })).toBeVisible();
    await expect(page).toHaveTitle('Crypto Basics: From Bitcoin to Blockchains · AlphaScout');
    const lessons = page.getByRole('region', { name: 'Lessons' });
    await expect(lessons.locator('details')).toHaveCount(3);
    await expect(lessons.getByRole('link', { name: /Watch the video for What is a blockchain/ })).toHaveAttribute('target', '_blank');
    await expect(lessons.getByRole('heading', { name: 'A shared ledger' })).toBeVisible();
    await lessons.getByText('Coins, tokens and stablecoins').click();
    await expect(lessons.getByRole('heading', { name: 'Know what you hold' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resources' }).getByRole('link', { name: /Bitcoin white paper/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('NFT projects', () => {
  test('lists projects and opens one with mint facts, traits, roadmap and team', async ({ page }) => {
    await page.goto('/nft');
    await list(page, 'NFT projects').getByRole('link', { name: /Neon Drifters/ }).click();
    await expect(page).toHaveURL(/\/nft\/nft-neon-drifters$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Neon Drifters' })).toBeVisible();
    await expect(page).toHaveTitle('Neon Drifters · AlphaScout');
    await expect(page.getByText('0.06 ETH')).toBeVisible();
    await expect(page.getByText('8,888', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Traits' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Roadmap' }).getByText('Completed')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Team' }).getByRole('img', { name: /avatar/ })).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Discord/ })).toHaveAttribute('target', '_blank');
  });

  test('filters survive a reload and Back restores the previous filter', async ({ page }) => {
    await page.goto('/nft');
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/nft\?status=live$/);
    const projects = list(page, 'NFT projects');
    await expect(projects.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Art' }).click();
    await expect(page).toHaveURL(/\/nft\?status=live&category=Art$/);
    await expect(projects.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(projects.getByRole('listitem')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/nft\?status=live$/);
    await expect(projects.getByRole('listitem')).toHaveCount(2);
  });

  test('a filter with no match says so and offers to clear it', async ({ page }) => {
    await page.goto('/nft?status=ended');
    await expect(page.getByText('No NFT projects match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/nft$/);
    await expect(list(page, 'NFT projects').getByRole('listitem')).toHaveCount(8);
  });
});

test.describe('ICO projects', () => {
  test('lists sales and opens one with progress, tokenomics chart, vesting and partners', async ({ page }) => {
    await page.goto('/ico');
    await list(page, 'ICO projects').getByRole('link', { name: /Zephyr Network/ }).click();
    await expect(page).toHaveURL(/\/ico\/ico-zephyr-network$/);
    await expect(page).toHaveTitle('Zephyr Network (ZEPH) · AlphaScout');
    await expect(page.getByRole('progressbar', { name: 'Raised of hard cap' })).toHaveAttribute('aria-valuetext', /62%/);
    const tokenomics = page.getByRole('region', { name: 'Tokenomics' });
    await expect(tokenomics.getByRole('img', { name: /Token distribution: Public sale 30%/ })).toBeVisible();
    await expect(tokenomics.getByRole('row', { name: /Team 15%/ })).toBeVisible();
    await expect(tokenomics.getByText(/12-month cliff/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Partners' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Whitepaper/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('an empty status says so', async ({ page }) => {
    await page.goto('/ico?status=ended');
    await expect(page.getByText('No ended ICO projects right now')).toBeVisible();
  });
});

test.describe('blog', () => {
  test('leads with the featured post and opens a post with author, dates, read time and tags', async ({ page }) => {
    await page.goto('/blog');
    const featured = page.getByRole('region', { name: 'Featured post' });
    await expect(featured.getByRole('link', { name: /Layer 2 Rollups Explained/ })).toBeVisible();
    await list(page, 'Blog posts').getByRole('link', { name: /How to Evaluate an NFT Project/ }).click();
    await expect(page).toHaveURL(/\/blog\/how-to-evaluate-an-nft-project$/);
    await expect(page).toHaveTitle('How to Evaluate an NFT Project Before You Mint · AlphaScout');
    await expect(page.getByRole('region', { name: 'About the author' })).toContainText('Priya Raman');
    await expect(page.getByText('10 min read')).toBeVisible();
    await expect(page.locator('time[datetime^="2025-02-15"]')).toBeVisible();
    await expect(page.locator('[data-markdown]').getByRole('heading', { name: 'Start with the team' })).toBeVisible();
    await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: '#minting' }).click();
    await expect(page).toHaveURL(/\/blog\?tag=minting$/);
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(1);
  });

  test('the category filter survives a reload and Back restores the full blog', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Security$/);
    await page.reload();
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Featured post' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Featured post' })).toBeVisible();
    await expect(list(page, 'Blog posts').getByRole('listitem')).toHaveCount(4);
  });
});

test.describe('missing records', () => {
  for (const [path, text, back] of [
    ['/blog/nope', 'Blog post not found', '/blog'],
    ['/academy/nope', 'Course not found', '/academy'],
    ['/nft/nope', 'NFT project not found', '/nft'],
    ['/ico/nope', 'ICO project not found', '/ico'],
  ] as const) {
    test(`${path} says it was not found and links back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: /Back to/ }).click();
      await expect(page).toHaveURL(new RegExp(`${back}$`));
    });
  }

  test('/news/nope keeps the news list and says the item was not found', async ({ page }) => {
    await page.goto('/news/nope');
    await expect(page.getByRole('heading', { name: 'News item not found' })).toBeVisible();
    await expect(list(page, 'News').getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: /Back to all news/ }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('big tables', () => {
  test('the news list reads and renders a window, not the whole table', async ({ page }) => {
    await startApp(page, '/news');
    const ecosystems = ['ethereum', 'bitcoin', 'solana', 'arbitrum', 'optimism', 'polygon'];
    const rows = Array.from({ length: 6_000 }, (_, i) => ({
      id: `bulk-${i}`,
      title: `Bulk headline ${i}`,
      summary: 'A generated item.',
      content: 'Generated.',
      url: 'https://example.org/',
      image: '/images/logo.svg',
      source: 'Bulk',
      date: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
      ecosystem: ecosystems[i % 6],
    }));
    await putRecords(page, 'news', rows);
    await page.goto('/news?ecosystem=polygon');
    const headlines = list(page, 'News');
    await expect(headlines.getByRole('listitem').first()).toBeVisible();
    expect(await headlines.getByRole('listitem').count()).toBeLessThan(60);
    await page.mouse.wheel(0, 6_000);
    await expect(headlines.getByRole('link', { name: /Bulk headline/ }).first()).toBeVisible();
    expect(await headlines.getByRole('listitem').count()).toBeLessThan(80);
    const ecosystemsShown = await headlines.locator('.badge-brand').allTextContents();
    expect(new Set(ecosystemsShown)).toEqual(new Set(['Polygon']));
  });
});
