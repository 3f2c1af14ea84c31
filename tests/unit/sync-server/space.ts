import { createHash, randomBytes } from 'node:crypto';

/**
 * A space as the server sees it: a room id and two tokens. The server never derives them, so
 * random bytes stand in for the core's HKDF outputs; the hash is written out here, apart from
 * the server's, so that the contract (sha256 over the token's base64url text) is pinned.
 */
export function newSpace() {
  const room = randomBytes(16).toString('hex');
  const writeToken = randomBytes(32).toString('base64url');
  const readToken = randomBytes(32).toString('base64url');
  const readHash = createHash('sha256').update(readToken).digest('hex');
  return {
    room,
    writeToken,
    readToken,
    create: JSON.stringify({ v: 1, token: writeToken, create: { readHash } }),
    write: JSON.stringify({ v: 1, token: writeToken }),
    read: JSON.stringify({ v: 1, token: readToken }),
  };
}

export type Space = ReturnType<typeof newSpace>;
