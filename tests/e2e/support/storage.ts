import type { BrowserContext, Page } from '@playwright/test';

/**
 * A value as the app stores it in localStorage: UTF-8 bytes XOR the app's fixed key, base64. The
 * key is repeated here on purpose: a test that imported the app's own encoder could not catch a
 * change of format.
 */
function obfuscated(value: unknown): string {
  const key = Buffer.from('AlphaScout/local-obfuscation/not-a-secret');
  return Buffer.from(
    Buffer.from(JSON.stringify(value)).map((byte, i) => byte ^ (key[i % key.length] ?? 0)),
  ).toString('base64');
}

const obfuscatedEntries = (entries: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).map(([name, value]) => [name, obfuscated(value)]));

/** Writes values into localStorage before the app starts, the way the app itself stores them. */
export async function seedLocalStorage(
  context: BrowserContext,
  entries: Record<string, unknown>,
): Promise<void> {
  await context.addInitScript((values: Record<string, string>) => {
    const marker = 'e2e-storage-seeded';
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, '1');
    for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value);
  }, obfuscatedEntries(entries));
}

/** Both stored copies of a collection's envelope, decoded (null: not stored). Same fixed key as above. */
export function readEnvelopes(
  page: Page,
  collection: string,
): Promise<{ main: unknown[] | null; backup: unknown[] | null }> {
  return page.evaluate((name) => {
    const key = new TextEncoder().encode('AlphaScout/local-obfuscation/not-a-secret');
    const decode = (storageKey: string): unknown[] | null => {
      const raw = localStorage.getItem(storageKey);
      if (raw === null) return null;
      const bytes = Uint8Array.from(
        atob(raw),
        (char, i) => char.charCodeAt(0) ^ (key[i % key.length] ?? 0),
      );
      return (JSON.parse(new TextDecoder().decode(bytes)) as { data: unknown[] }).data;
    };
    return { main: decode(`alphascout:${name}`), backup: decode(`alphascout:${name}:backup`) };
  }, collection);
}

export interface TestSession {
  id: string;
  email: string;
  username: string;
  alpha?: boolean;
}

export const MEMBER: TestSession = {
  id: 'user-satoshi',
  email: 'satoshi@example.org',
  username: 'satoshi',
};
export const ADMIN: TestSession = {
  id: 'admin-1',
  email: 'admin@alphascout.app',
  username: 'admin',
};

/** Starts the page signed in as `session`. */
export function signInAs(context: BrowserContext, session: TestSession): Promise<void> {
  return seedLocalStorage(context, { 'alphascout:session': session });
}

/** Stores `session` from this page: every other open tab of the app sees a sign-in, as it would one made in this tab. */
export function storeSession(page: Page, session: TestSession): Promise<void> {
  return page.evaluate(
    (value) => localStorage.setItem('alphascout:session', value),
    obfuscated(session),
  );
}

/** The raw IndexedDB version of `alphascout` as the browser stores it (Dexie's version × 10). */
export function rawVersion(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('alphascout');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const version = open.result.version;
          open.result.close();
          resolve(version);
        };
      }),
  );
}

/** Opens `alphascout` at `version` with plain IndexedDB, as a newer build would; says if it was blocked. */
export function upgradeTo(
  page: Page,
  version: number,
): Promise<{ version: number; blocked: boolean }> {
  return page.evaluate(
    (target) =>
      new Promise<{ version: number; blocked: boolean }>((resolve, reject) => {
        let blocked = false;
        const open = indexedDB.open('alphascout', target);
        open.onblocked = () => (blocked = true);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          db.close();
          resolve({ version: db.version, blocked });
        };
      }),
    version,
  );
}
