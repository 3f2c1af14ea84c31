import { expect, type Page } from '@playwright/test';

/**
 * Writes records straight into the app's IndexedDB, the way another tab or an import would. The
 * page must already have started the app once (so the database exists and is seeded: seeding
 * fills only empty tables). Reload or navigate afterwards to see them.
 */
export async function putRecords(
  page: Page,
  table: string,
  records: readonly unknown[],
): Promise<void> {
  await changeRecords(page, table, { put: records, remove: [] });
}

/** Deletes records by key straight from the app's IndexedDB, as putRecords writes them. */
export async function deleteRecords(
  page: Page,
  table: string,
  keys: readonly (string | number)[],
): Promise<void> {
  await changeRecords(page, table, { put: [], remove: keys });
}

async function changeRecords(
  page: Page,
  table: string,
  change: { put: readonly unknown[]; remove: readonly (string | number)[] },
): Promise<void> {
  await page.evaluate(
    async ({ table, put, remove }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('alphascout');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(table, 'readwrite');
        for (const record of put) tx.objectStore(table).put(record);
        for (const key of remove) tx.objectStore(table).delete(key);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { table, ...change },
  );
}

/** One stored record, read straight from the app's IndexedDB (undefined when there is none). */
export function storedRecord(
  page: Page,
  table: string,
  key: string | number | string[],
): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ({ table, key }) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const request = indexedDB.open('alphascout');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const get = request.result.transaction(table).objectStore(table).get(key);
          get.onsuccess = () => {
            request.result.close();
            resolve(
              get.result === undefined
                ? undefined
                : (JSON.parse(JSON.stringify(get.result)) as Record<string, unknown>),
            );
          };
          get.onerror = () => reject(get.error);
        };
      }),
    { table, key },
  );
}

/**
 * Opens a page of the app and waits until seeding has written the blog. Polled from the test
 * (`expect.poll` awaits each answer); `page.waitForFunction` would take the check's Promise for
 * a truthy value and return at once.
 */
export async function startApp(page: Page, path = '/blog'): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.evaluate(blogIsSeeded).catch(() => false)).toBe(true);
}

/** Runs in the page: whether the app's database exists and its blog has rows. */
async function blogIsSeeded(): Promise<boolean> {
  const dbs = await indexedDB.databases();
  if (!dbs.some((db) => db.name === 'alphascout')) return false;
  return new Promise<boolean>((resolve) => {
    const request = indexedDB.open('alphascout');
    request.onsuccess = () => {
      const db = request.result;
      try {
        const count = db.transaction('blogPosts').objectStore('blogPosts').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result > 0);
        };
      } catch {
        db.close();
        resolve(false);
      }
    };
    request.onerror = () => resolve(false);
  });
}

/** A valid blog post (src/schemas/blog-post.ts) with the given id, slug and markdown body. */
export function blogPost(
  id: number,
  slug: string,
  content: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    title: `Test post ${id}`,
    slug,
    summary: 'A post written by a test.',
    content,
    author: { name: 'Test Author', avatar: '/images/logo.svg', bio: 'Writes tests.' },
    category: 'Security',
    tags: ['test'],
    image: '/images/logo.svg',
    publishedAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    readTime: '1 min read',
    featured: false,
    ...extra,
  };
}
