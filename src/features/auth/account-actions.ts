/**
 * What the login screen does on submit: make sure the database has been opened and seeded (a
 * sign-up racing the first start must not leave the users table half-seeded), run the account
 * operation, then store the session. Errors pass through for {@link loginErrorMessage}.
 */
import { alphaSession, signIn, signUp } from '../../db/accounts';
import { signInSession } from '../../db/app-session';
import { appDb, whenDataReady } from '../../db/app-db';
import { mergeGuestInto, ownerOf } from '../../db/tracking';
import type { Session } from '../../schemas/user';

/**
 * Stores the session and moves this browser's guest tracker into the account (PRODUCT.md "My
 * tracker": newer rows win, the guest tracker is emptied). A failed merge loses nothing: the
 * guest rows stay where they were, and the next sign-in tries again.
 */
function startSession(session: Session): Promise<void> {
  signInSession(session);
  return mergeGuestInto(appDb, ownerOf(session)).then(
    () => undefined,
    (error: unknown) => console.error('AlphaScout: the guest tracker could not be merged into the account', error),
  );
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await whenDataReady();
  await startSession(await signIn(appDb, { email, password }));
}

export async function signUpWithPassword(email: string, username: string, password: string): Promise<void> {
  await whenDataReady();
  await startSession(await signUp(appDb, { email, username, password }));
}

export function signInAlpha(email: string): void {
  void startSession(alphaSession(email));
}
