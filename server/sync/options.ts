import type { LogSink } from './log';

export type StorageOptions =
  { kind: 'leveldb'; directory: string } | { kind: 'postgres'; url: string };

export interface SyncServerOptions {
  /** 0 takes any free port; the server always listens on 127.0.0.1 (see docs/sync.md). */
  port: number;
  storage: StorageOptions;
  /** Several instances share rooms through this Redis (and must share a PostgreSQL storage). */
  redisUrl?: string;
  /** A bigger WebSocket message closes its connection. */
  maxMessageBytes?: number;
  /** A change that would make a room's state bigger is refused and its connection closed. */
  maxRoomBytes?: number;
  /** New connections per remote address per minute; more are refused at the upgrade. */
  maxConnectionsPerMinute?: number;
  /** Count connections by the last X-Forwarded-For entry, set by the reverse proxy in front. */
  trustProxy?: boolean;
  /** A socket that has opened no room by then is closed. */
  authTimeoutMs?: number;
  /** Receives each JSON log line; stdout by default. */
  logger?: LogSink;
  /** The clock of the rate limit and the log; tests move it. */
  now?: () => number;
}

export const DEFAULT_LIMITS = {
  maxMessageBytes: 1024 * 1024,
  maxRoomBytes: 32 * 1024 * 1024,
  maxConnectionsPerMinute: 60,
  authTimeoutMs: 15_000,
} as const;

/**
 * Frames a socket may send before its token is accepted: the provider sends its token, a state
 * vector and an awareness update, and holds back the edits it queued until the server answers.
 */
export const MAX_FRAMES_BEFORE_GRANT = 64;
