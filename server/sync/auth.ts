import { createHash, timingSafeEqual } from 'node:crypto';

import * as v from 'valibot';

import type { RoomRecord, SyncStorage } from './storage/storage';

/** A room id: 16 bytes from HKDF, lowercase hex (see docs/sync.md). */
export const ROOM_ID = /^[0-9a-f]{32}$/;
/** A read or write token: 32 bytes, base64url without padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** What a client sends as its Hocuspocus token, as JSON; unknown keys are ignored. */
const TokenMessage = v.object({
  v: v.literal(1),
  token: v.pipe(v.string(), v.regex(TOKEN)),
  create: v.optional(v.object({ readHash: v.pipe(v.string(), v.regex(SHA256_HEX)) })),
});

/** sha256 over the token's text as sent (its base64url characters), lowercase hex. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export type Access =
  | { granted: true; mode: 'read' | 'write'; created: boolean }
  | {
      granted: false;
      /** For the log only: the client is told `not-found` whatever the cause. */
      cause: 'bad-room' | 'bad-token' | 'no-room' | 'wrong-token';
    };

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Decides what a token opens (see docs/sync.md, "Who may join a room"). An unknown room is
 * registered only when the client asks to create it; a wrong token and a missing room look the
 * same from outside.
 */
export async function authorise(
  storage: SyncStorage,
  roomId: string,
  rawToken: string,
  now: () => number,
): Promise<Access> {
  if (!ROOM_ID.test(roomId)) return { granted: false, cause: 'bad-room' };
  const message = parseToken(rawToken);
  if (!message) return { granted: false, cause: 'bad-token' };
  const hash = tokenHash(message.token);

  const known = await storage.getRoom(roomId);
  if (known) return accessTo(known, hash);
  if (!message.create) return { granted: false, cause: 'no-room' };
  // A write token whose hash is the read hash would make read-only codes write.
  if (message.create.readHash === hash) return { granted: false, cause: 'bad-token' };

  const record: RoomRecord = {
    writeHash: hash,
    readHash: message.create.readHash,
    createdAt: new Date(now()).toISOString(),
  };
  const { stored, created } = await storage.registerRoom(roomId, record);
  if (created) return { granted: true, mode: 'write', created };
  // Registered by someone else between the read and the write: their tokens rule.
  return accessTo(stored, hash);
}

function accessTo(room: RoomRecord, hash: string): Access {
  if (sameHash(hash, room.writeHash)) return { granted: true, mode: 'write', created: false };
  if (sameHash(hash, room.readHash)) return { granted: true, mode: 'read', created: false };
  return { granted: false, cause: 'wrong-token' };
}

function parseToken(raw: string): v.InferOutput<typeof TokenMessage> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(TokenMessage, json);
  return parsed.success ? parsed.output : undefined;
}
