import type { AlphaScoutDb } from './database';
import { clearSession, readSession } from './session';

/**
 * Ends a session whose account is gone, as after importing a backup whose users leave it out: it
 * stayed signed in as no one (an admin kept the editor) and could not sign in again once signed
 * out. The alpha login has no account row and is left alone. True when the session was ended.
 */
export async function endSessionWithoutAccount(db: AlphaScoutDb, storage: Storage): Promise<boolean> {
  const session = readSession(storage);
  if (!session || session.alpha) return false;
  if ((await db.collection('users').get(session.id)) !== undefined) return false;
  clearSession(storage);
  return true;
}
