import { normalEmail } from '../../schemas/user';
import type { AlphaScoutDb } from '../connection/database';
import { clearSession, readSession } from './session';

/**
 * Ends a session whose account is gone, or is no longer the one signed in with (its email changed),
 * as after importing a backup whose users leave it out: it stayed signed in as no one, and the
 * admin role, which follows the email, could outlive the account that had it. The alpha login
 * has no account row and is left alone. True when the session was ended.
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
  clearSession(storage);
  return true;
}
