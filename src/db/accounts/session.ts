/**
 * The signed-in session under `alphascout:session` (obfuscated like every stored value). Tabs
 * agree through the `storage` event: signing out in one tab signs out the others.
 */
import * as v from 'valibot';

import { deobfuscate, obfuscate } from '../../lib/obfuscate';
import { type Session, sessionSchema } from '../../schemas/user';
import { SESSION_KEY } from '../storage/keys';

/** Admin role (docs/product.md, "Accounts and roles"): decided in the browser by email. A convenience, not security. */
export const ADMIN_EMAILS = [
  'admin@alphascout.app',
  'test@alphascout.app',
  'admin@example.com',
] as const;

/** The alpha login never grants the admin role, even for an admin email: the role needs a real sign-in. */
export function isAdmin(session: Session | null): boolean {
  if (!session || session.alpha) return false;
  return (ADMIN_EMAILS as readonly string[]).includes(session.email.trim().toLowerCase());
}

export function readSession(storage: Storage): Session | null {
  const raw = storage.getItem(SESSION_KEY);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(sessionSchema, JSON.parse(deobfuscate(raw)));
    if (parsed.success) return parsed.output;
  } catch {
    // corrupt: fall through and forget it
  }
  storage.removeItem(SESSION_KEY);
  return null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = (): void => listeners.forEach((listener) => listener());

export function writeSession(storage: Storage, session: Session): void {
  storage.setItem(SESSION_KEY, obfuscate(JSON.stringify(v.parse(sessionSchema, session))));
  notify();
}

export function clearSession(storage: Storage): void {
  storage.removeItem(SESSION_KEY);
  notify();
}

/** Calls back on every change of the session, in this tab or another. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
