import { DEFAULT_LIMITS, type SyncServerOptions } from './options';

export type SyncEnv = Partial<Record<string, string>>;

/** The server's options from its environment variables (see docs/sync.md, "Settings"). */
export function optionsFromEnv(env: SyncEnv): SyncServerOptions {
  const databaseUrl = nonEmpty(env.SYNC_DATABASE_URL);
  const redisUrl = nonEmpty(env.SYNC_REDIS_URL);
  // Instances behind one Redis must agree on the rooms: LevelDB is one process's alone.
  if (redisUrl && !databaseUrl) {
    throw new Error('SYNC_REDIS_URL needs SYNC_DATABASE_URL: instances must share one database');
  }
  return {
    port: integer(env, 'SYNC_PORT', 8787, 0, 65_535),
    storage: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'leveldb', directory: nonEmpty(env.SYNC_DATA_DIR) ?? '.sync-data/' },
    ...(redisUrl && { redisUrl }),
    maxMessageBytes: integer(env, 'SYNC_MAX_MESSAGE_BYTES', DEFAULT_LIMITS.maxMessageBytes, 1024),
    maxRoomBytes: integer(env, 'SYNC_MAX_ROOM_BYTES', DEFAULT_LIMITS.maxRoomBytes, 1024),
    maxConnectionsPerMinute: integer(
      env,
      'SYNC_MAX_CONNECTIONS_PER_MINUTE',
      DEFAULT_LIMITS.maxConnectionsPerMinute,
      1,
    ),
    trustProxy: env.SYNC_TRUST_PROXY === '1',
  };
}

const nonEmpty = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;

function integer(
  env: SyncEnv,
  name: string,
  fallback: number,
  least: number,
  most = Number.MAX_SAFE_INTEGER,
): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < least || value > most) {
    const range = most === Number.MAX_SAFE_INTEGER ? `at least ${least}` : `${least} to ${most}`;
    throw new Error(`${name} must be a whole number of ${range}, not "${text}"`);
  }
  return value;
}
