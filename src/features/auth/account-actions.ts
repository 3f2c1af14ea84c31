/**
 * What the login screen does on submit: make sure the database has been opened and seeded (a
 * sign-up racing the first start must not leave the users table half-seeded), run the account
 * operation, then store the session. Errors pass through for {@link loginErrorMessage}.
 */
import { alphaSession, LEGACY_ALPHA_USER_ID, signIn, signUp } from '../../db/accounts/accounts';
import { assertSessionStorage, signInSession } from '../../db/accounts/app-session';
import { appDb, whenDataReady } from '../../db/connection/app-db';
import { GUEST_OWNER, mergeTrackersInto, ownerOf } from '../../db/tracking/rows';
import { RateLimiter, RateLimitError } from '../../lib/rate-limit';
import type { Session } from '../../schemas/user';

/**
 * Sign-in and sign-up look the account up by email, one of the data operations the rate
 * limiter counts (docs/security.md, "Rate limit"): the 61st within a minute is refused, so a password is not guessed at
 * the speed of a script. Per page, like the worker's own limiter; the alpha login looks nothing up.
 */
const accountLookups = new RateLimiter();

function countLookup(): void {
  if (!accountLookups.tryAcquire('getUserByEmail')) throw new RateLimitError();
}

/**
 * Moves this browser's guest tracker, or each of `sources`, into the account (docs/data.md,
 * "Tracker rows": merged, the source emptied), then stores the session. In that order: storing the session sends the
 * login screen on at once (it is for the signed-out), and a page load right after it would end a
 * merge still under way (the next sign-in would redo it, but the account would open without the
 * rows). A failed merge loses nothing: the guest rows stay where they were, and the next sign-in
 * tries again.
 */
async function startSession(session: Session, sources = [GUEST_OWNER]): Promise<void> {
  // Refused before anything moves: without a place for the session, the rows would go to an
  // account this browser cannot open.
  assertSessionStorage();
  await mergeTrackersInto(appDb, ownerOf(session), sources).catch((error: unknown) =>
    console.error('AlphaScout: the guest tracker could not be merged into the account', error),
  );
  signInSession(session);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  countLookup();
  await whenDataReady();
  await startSession(await signIn(appDb, { email, password }));
}

export async function signUpWithPassword(
  email: string,
  username: string,
  password: string,
): Promise<void> {
  countLookup();
  await whenDataReady();
  await startSession(await signUp(appDb, { email, username, password }));
}

/**
 * The tracker all alpha logins shared, under one fixed id, goes to the next alpha login, whichever
 * email it has: nothing says whose it was (docs/product.md, "Accounts and roles").
 */
export function signInAlpha(email: string): Promise<void> {
  return startSession(alphaSession(email), [ownerOf({ id: LEGACY_ALPHA_USER_ID }), GUEST_OWNER]);
}
