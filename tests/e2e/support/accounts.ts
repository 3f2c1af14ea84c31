import { expect, type Page } from '@playwright/test';

import { readEnvelopes } from './storage';

/** The /login card, driven the way a visitor would: tabs, labelled fields, the submit button. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('tablist', { name: 'Sign-in method' })).toBeVisible();
  }

  async mode(label: 'Sign In' | 'Sign Up' | 'Alpha Login'): Promise<void> {
    await this.page.getByRole('tab', { name: label }).click();
    await expect(this.page.getByRole('tab', { name: label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  field(label: 'Email' | 'Username' | 'Password') {
    return this.page.getByLabel(label, { exact: true });
  }

  submitButton() {
    return this.page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^(Sign In|Create account|Continue)$/ });
  }

  alert() {
    return this.page.getByRole('tabpanel').getByRole('alert');
  }

  async signUp(email: string, username: string, password: string): Promise<void> {
    await this.open();
    await this.mode('Sign Up');
    await this.field('Email').fill(email);
    await this.field('Username').fill(username);
    await this.field('Password').fill(password);
    await this.submitButton().click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.open();
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.submitButton().click();
  }

  async alphaLogin(email: string): Promise<void> {
    await this.open();
    await this.mode('Alpha Login');
    await this.field('Email').fill(email);
    await this.submitButton().click();
  }
}

export interface StoredUser {
  id: string;
  email: string;
  password: string;
  [field: string]: unknown;
}

/** Every record of the IndexedDB `users` table, read with the raw IndexedDB API. */
export function readIdbUsers(page: Page): Promise<StoredUser[]> {
  return page.evaluate(
    () =>
      new Promise<StoredUser[]>((resolve, reject) => {
        const request = indexedDB.open('alphascout');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const read = db.transaction('users', 'readonly').objectStore('users').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            resolve(read.result as StoredUser[]);
            db.close();
          };
        };
      }),
  );
}

/** The users of both localStorage envelope copies, decoded in the page; null for a missing copy. */
export function readEnvelopeUsers(
  page: Page,
): Promise<{ main: StoredUser[] | null; backup: StoredUser[] | null }> {
  return readEnvelopes(page, 'users') as Promise<{
    main: StoredUser[] | null;
    backup: StoredUser[] | null;
  }>;
}

export const HASH_PREFIX = 'pbkdf2-sha256$';

/** Waits until IndexedDB and both envelope copies hold `email`, and every password is a hash. */
export async function expectOnlyHashedPasswords(page: Page, email: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const idb = await readIdbUsers(page);
        const { main, backup } = await readEnvelopeUsers(page);
        const copies = { idb, main: main ?? [], backup: backup ?? [] };
        return Object.fromEntries(
          Object.entries(copies).map(([where, users]) => [
            where,
            {
              hasUser: users.some((user) => user.email.toLowerCase() === email.toLowerCase()),
              plain: users.filter((user) => !user.password.startsWith(HASH_PREFIX)).length,
            },
          ]),
        );
      },
      { timeout: 10_000 },
    )
    .toEqual({
      idb: { hasUser: true, plain: 0 },
      main: { hasUser: true, plain: 0 },
      backup: { hasUser: true, plain: 0 },
    });
}
