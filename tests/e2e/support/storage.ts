import type { BrowserContext } from '@playwright/test';

/**
 * Writes an obfuscated value into localStorage before the app starts, the way the app itself
 * stores values (UTF-8 bytes XOR the app's fixed key, base64). The key is repeated here on
 * purpose: a test that imported the app's own encoder could not catch a change of format.
 */
export async function seedLocalStorage(context: BrowserContext, entries: Record<string, unknown>): Promise<void> {
  await context.addInitScript((values: Record<string, unknown>) => {
    const marker = 'e2e-storage-seeded';
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, '1');
    const key = new TextEncoder().encode('AlphaScout/local-obfuscation/not-a-secret');
    for (const [name, value] of Object.entries(values)) {
      const bytes = new TextEncoder().encode(JSON.stringify(value)).map((byte, i) => byte ^ (key[i % key.length] ?? 0));
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      localStorage.setItem(name, btoa(binary));
    }
  }, entries);
}

export interface TestSession {
  id: string;
  email: string;
  username: string;
  alpha?: boolean;
}

export const MEMBER: TestSession = { id: 'user-satoshi', email: 'satoshi@example.org', username: 'satoshi' };
export const ADMIN: TestSession = { id: 'admin-1', email: 'admin@alphascout.app', username: 'admin' };

/** Starts the page signed in as `session`. */
export function signInAs(context: BrowserContext, session: TestSession): Promise<void> {
  return seedLocalStorage(context, { 'alphascout:session': session });
}
