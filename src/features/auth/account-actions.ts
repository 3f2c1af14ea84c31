/**
 * What the login screen does on submit: make sure the database has been opened and seeded (a
 * sign-up racing the first start must not leave the users table half-seeded), run the account
 * operation, then store the session. Errors pass through for {@link loginErrorMessage}.
 */
import { alphaSession, signIn, signUp } from '../../db/accounts';
import { signInSession } from '../../db/app-session';
import { appDb, whenDataReady } from '../../db/app-db';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await whenDataReady();
  signInSession(await signIn(appDb, { email, password }));
}

export async function signUpWithPassword(email: string, username: string, password: string): Promise<void> {
  await whenDataReady();
  signInSession(await signUp(appDb, { email, username, password }));
}

export function signInAlpha(email: string): void {
  signInSession(alphaSession(email));
}
