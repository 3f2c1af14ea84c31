import { expect, type Page, test } from '@playwright/test';

import { seedLocalStorage } from './support/storage';

const COLLECTIONS = [
  'users',
  'signals',
  'airdrops',
  'giveaways',
  'whitelists',
  'testnets',
  'links',
  'news',
  'academy',
  'nftProjects',
  'icoProjects',
  'blogPosts',
];

/** Table name → row count, read straight from IndexedDB as devtools would show it. */
function readTableCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('alphascout');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = Array.from(db.objectStoreNames);
          const counts: Record<string, number> = {};
          if (names.length === 0) {
            db.close();
            resolve(counts);
            return;
          }
          const tx = db.transaction(names, 'readonly');
          for (const name of names) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test.describe('foundation: first start', () => {
  // What fills which table, when, and that a second start seeds nothing, is checked against
  // fake-indexeddb in tests/unit/db/seeding.test.ts; this is the witness that the built app runs
  // it in a real browser, on the real database name and storage keys.
  test(
    'fills the 12 collection tables of database alphascout from the seeds, beside empty tracker, wallet and sync tables, and writes their envelopes',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/');
      await expect
        .poll(async () => {
          const counts = await readTableCounts(page);
          return COLLECTIONS.filter((name) => (counts[name] ?? 0) > 0).sort();
        })
        .toEqual([...COLLECTIONS].sort());
      const counts = await readTableCounts(page);
      const userTables = ['tracking', 'wallets', 'syncSpaces', 'syncFields', 'syncOutbox'];
      expect(Object.keys(counts).sort()).toEqual([...COLLECTIONS, ...userTables].sort());
      for (const table of userTables) expect(counts[table]).toBe(0);

      const expectedKeys = COLLECTIONS.flatMap((name) => [
        `alphascout:${name}`,
        `alphascout:${name}:backup`,
      ]).sort();
      await expect
        .poll(async () =>
          (await page.evaluate(() => Object.keys(localStorage)))
            .filter((key) => key.startsWith('alphascout:'))
            .sort(),
        )
        .toEqual(expectedKeys);
      const sample = await page.evaluate(() => localStorage.getItem('alphascout:signals'));
      expect(sample).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(sample).not.toContain('BUY');
    },
  );

  test('migrates legacy envelopes into empty tables on first start', async ({ page, context }) => {
    // A legacy envelope written by the older build: obfuscated { version, timestamp, data }.
    await seedLocalStorage(context, {
      'alphascout:links': {
        version: 1,
        timestamp: '2026-01-01T00:00:00.000Z',
        data: [
          {
            id: 'legacy-1',
            name: 'Legacy Link 🚀',
            description: 'Migrated from localStorage',
            url: 'https://example.org',
            icon: '/images/logo.svg',
            category: 'tools',
            twitter: null,
            discord: null,
            telegram: null,
            github: null,
            whitepaper: null,
          },
        ],
      },
    });
    await page.goto('/links');
    await expect(page.getByText('Legacy Link 🚀')).toBeVisible();
    const name = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('alphascout');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('links').objectStore('links').get('legacy-1');
            request.onsuccess = () => resolve((request.result as { name: string }).name);
            request.onerror = () => reject(request.error);
          };
        }),
    );
    expect(name).toBe('Legacy Link 🚀');
  });
});

test.describe('foundation: static server', () => {
  for (const path of ['/signals/anything', '/backup/data/users', '/api/db/dump', '/export.json']) {
    test(`answers ${path} with the app so its own guards decide`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    });
  }

  test('serves a built asset as itself', async ({ request }) => {
    const response = await request.get('/images/logo.svg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});
