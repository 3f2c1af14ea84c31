import { normalEmail } from '../../schemas/user';
import type { AlphaScoutDb } from '../connection/database';
import { getUserByEmail } from '../records/repository';
import { mergeTrackersInto, ownerOf } from '../tracking/rows';
import { clearSession, readSession, writeSession } from './session';

/**
 * Ends a session whose account is gone, or is no longer the one signed in with (its email changed),
 * as after importing a backup whose users leave it out: it stayed signed in as no one, and the
 * admin role, which follows the email, could outlive the account that had it. Where the users
 * hold its email under another id (a backup made in another browser, where the same email signed
 * up), the session follows the email to that account instead, and this browser's tracker of the
 * former id is added into that account's (docs/data.md, "Backups"). The alpha login has no account
 * row and is left alone. True when the session was ended.
 */
export async function endSessionWithoutAccount(
  db: AlphaScoutDb,
  storage: Storage,
): Promise<boolean> {
  const session = readSession(storage);
  if (!session || session.alpha) return false;
  const storedEmail = (await db.collection('users').get(session.id))?.email;
  if (storedEmail !== undefined && normalEmail(storedEmail) === normalEmail(session.email))
    return false;
  const account = await getUserByEmail(db, session.email);
  if (!account) {
    clearSession(storage);
    return true;
  }
  // A failed merge deletes nothing: the rows stay stored under the former id.
  await mergeTrackersInto(db, ownerOf(account), [ownerOf(session)]).catch((error: unknown) =>
    console.error('AlphaScout: the tracker could not be moved to the imported account', error),
  );
  writeSession(storage, {
    id: account.id,
    email: account.email,
    username: account.username,
    alpha: false,
  });
  return false;
}
