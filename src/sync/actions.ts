/**
 * What the Sync panel asks for: start a space, join one by its code, show the read-only code,
 * stop. Starting needs no server (the space registers on its first connection); joining does,
 * since a code the server does not know must never become an empty space.
 */
import type { AlphaScoutDb } from '../db/connection/database';
import { forgetSpace, type SpaceRow } from '../db/sync/spaces';
import { formatCode, newSpace, parseCode, readOnlyCode, type SpaceCode } from './code';
import { probeSpace } from './connection';
import { newNodeId } from './hlc';
import { deriveSpaceKeys } from './keys';
import { beginSpace } from './store';

export const NO_TRACKER = 'No tracker found for this code';
export const SERVER_UNREACHABLE =
  'Cannot reach the sync server: check your connection and try again.';

export type JoinResult = { ok: true } | { ok: false; message: string };

const spaceRow = (owner: string, code: SpaceCode, registered: boolean): SpaceRow => ({
  owner,
  code: formatCode(code),
  readOnly: code.kind === 'read',
  nodeId: newNodeId(),
  registered,
  since: new Date().toISOString(),
});

/** Starts a new space with `owner`'s tracker. */
export async function createSpace(db: AlphaScoutDb, owner: string): Promise<void> {
  await beginSpace(db, spaceRow(owner, newSpace(), false));
}

/** Merges `owner`'s tracker into the space of the code typed, once the server has it. */
export async function joinSpace(
  db: AlphaScoutDb,
  owner: string,
  url: string,
  typed: string,
): Promise<JoinResult> {
  const code = parseCode(typed);
  if (!code.ok) return code;
  const found = await probeSpace(url, await deriveSpaceKeys(code));
  if (found === 'not-found') return { ok: false, message: NO_TRACKER };
  if (found === 'unreachable') return { ok: false, message: SERVER_UNREACHABLE };
  await beginSpace(db, spaceRow(owner, code, true));
  return { ok: true };
}

/** The read-only code of a space, from its full code (a reader's own code is returned as is). */
export async function readOnlyCodeOf(space: SpaceRow): Promise<string> {
  const code = parseCode(space.code);
  if (!code.ok) throw new Error(code.message);
  return formatCode(await readOnlyCode(code));
}

export const stopSyncing = forgetSpace;
