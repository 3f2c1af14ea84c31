/**
 * The search service's results page (workers/search/search-service.ts, `searchPage`): every
 * result past the box's 20, counted by kind, read a window at a time from one ranking that is
 * kept until the index moves.
 */
import { afterEach, describe, expect, it } from 'vitest';

import type { AlphaScoutDb } from '../../../src/db/connection/database';
import { replaceCollection } from '../../../src/db/records/repository';
import { SearchService } from '../../../workers/search/search-service';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeLink, makeNews } from '../fixtures';

afterEach(() => deleteTestDbs());

/** 45 links and a news item named Quokka, and a service over them. */
async function quokkaService(): Promise<{ db: AlphaScoutDb; service: SearchService }> {
  const db = await openTestDb();
  await replaceCollection(
    db,
    'links',
    Array.from({ length: 45 }, (_, n) =>
      makeLink({ id: `l${String(n)}`, name: `Quokka ${String(n)}` }),
    ),
  );
  await replaceCollection(db, 'news', [makeNews({ id: 'n1', title: 'Quokka weekly' })]);
  return { db, service: new SearchService(db) };
}

describe('search service pages', () => {
  it("gives the page every result past the box's 20 a window at a time, with every kind's count", async () => {
    const { service } = await quokkaService();
    const box = await service.search('quokka');
    expect(box.hits).toHaveLength(20);

    const first = await service.searchPage('quokka', { offset: 0, limit: 30 });
    expect(first.counts).toEqual({ links: 45, news: 1 });
    expect(first.capped).toBe(false);
    const second = await service.searchPage('quokka', { offset: 30, limit: 30 });
    expect([first.total, first.hits.length, second.hits.length]).toEqual([46, 30, 16]);
    const titles = [...first.hits, ...second.hits].map((hit) => hit.title);
    expect(new Set(titles).size).toBe(46);
    // The box's hits are the page's first ones, in the same order.
    expect(titles.slice(0, 20)).toEqual(box.hits.map((hit) => hit.title));

    const news = await service.searchPage('quokka', { collection: 'news', offset: 0, limit: 10 });
    expect(news.hits.map((hit) => [hit.title, hit.type])).toEqual([['Quokka weekly', 'News']]);
    expect(news.total).toBe(1);
    expect(news.counts).toEqual({ links: 45, news: 1 });
  });

  it('ranks a query once per version of the index: an edit makes it rank again', async () => {
    const { db, service } = await quokkaService();
    await service.start();
    await expect.poll(() => service.status().pending, { timeout: 1_000 }).toBe(0);
    expect(service.hasRanked('quokka')).toBe(false);
    await service.searchPage('quokka', { offset: 0, limit: 10 });
    expect(service.hasRanked('quokka')).toBe(true);
    expect(service.hasRanked('wombat')).toBe(false);

    await db.collection('links').put(makeLink({ id: 'l99', name: 'Quokka Late' }));
    await expect.poll(() => service.hasRanked('quokka'), { timeout: 1_000 }).toBe(false);
    expect((await service.searchPage('quokka', { offset: 0, limit: 10 })).total).toBe(47);
    expect(service.hasRanked('quokka')).toBe(true);
  });
});
