/**
 * The session as the main thread sees it, bound to localStorage, with a stable snapshot for
 * React's `useSyncExternalStore` (the same object until the stored value changes).
 */
import type { Session } from '../../schemas/user';
import { localStorageOrNull } from '../storage/browser-storage';
import { SESSION_KEY } from '../storage/keys';
import { clearSession, readSession, subscribeSession, writeSession } from './session';

let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

export function getSession(): Session | null {
  const store = localStorageOrNull();
  if (!store) return null;
  const raw = store.getItem(SESSION_KEY);
  if (raw !== cached.raw) cached = { raw, session: raw === null ? null : readSession(store) };
  return cached.session;
}

/** Throws unless this browser lets AlphaScout keep a session (localStorage). */
export function assertSessionStorage(): Storage {
  const store = localStorageOrNull();
  if (!store) throw new Error('This browser does not allow AlphaScout to keep a session.');
  return store;
}

export function signInSession(session: Session): void {
  writeSession(assertSessionStorage(), session);
}

export function signOutSession(): void {
  const store = localStorageOrNull();
  if (store) clearSession(store);
}

export { subscribeSession };
