import { useSyncExternalStore } from 'react';

import { getSession, subscribeSession } from '../db/accounts/app-session';
import { isAdmin } from '../db/accounts/session';
import type { Session } from '../schemas/user';

/** The current session (null when signed out), updated on sign-in and sign-out in any tab. */
export function useSession(): { session: Session | null; admin: boolean } {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  return { session, admin: isAdmin(session) };
}
