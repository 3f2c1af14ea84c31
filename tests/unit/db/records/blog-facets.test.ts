import { afterEach, describe, expect, it } from 'vitest';

import { blogPostSeeds } from '../../../../seeds/blog-posts';
import { readBlogFacets, readFeaturedPost } from '../../../../src/db/records/blog-facets';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

describe('blog queries', () => {
  it('lists every category and tag in use, once each', async () => {
    const db = await openTestDb();
    await db.collection('blogPosts').bulkPut(blogPostSeeds);
    const facets = await readBlogFacets(db);
    expect(facets.categories).toEqual(
      [...new Set(blogPostSeeds.map((post) => post.category))].sort(),
    );
    expect(facets.tags).toEqual(
      [...new Set(blogPostSeeds.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("lists each category's tags, once each", async () => {
    const db = await openTestDb();
    const [first, second, third] = blogPostSeeds;
    if (!first || !second || !third) throw new Error('the seeds hold three posts');
    await db.collection('blogPosts').bulkPut([
      { ...first, category: 'NFT', tags: ['minting', 'wallets'] },
      { ...second, category: 'Security', tags: ['wallets', 'phishing'] },
      { ...third, category: 'NFT', tags: ['art', 'minting'] },
    ]);
    const facets = await readBlogFacets(db);
    expect(facets.tags).toEqual(['art', 'minting', 'phishing', 'wallets']);
    expect(Object.fromEntries(facets.tagsByCategory)).toEqual({
      NFT: ['art', 'minting', 'wallets'],
      Security: ['phishing', 'wallets'],
    });
  });

  it('finds the newest featured post, or null when none is featured', async () => {
    const db = await openTestDb();
    await db.collection('blogPosts').bulkPut(blogPostSeeds);
    expect((await readFeaturedPost(db))?.id).toBe(blogPostSeeds.find((post) => post.featured)?.id);
    await db
      .collection('blogPosts')
      .bulkPut(blogPostSeeds.map((post) => ({ ...post, featured: false })));
    expect(await readFeaturedPost(db)).toBeNull();
  });
});
