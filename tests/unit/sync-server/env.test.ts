import { describe, expect, it } from 'vitest';

import { optionsFromEnv } from '../../../server/sync/env';

describe('sync server settings from the environment', () => {
  it('defaults to port 8787, LevelDB in .sync-data/ and the documented limits', () => {
    expect(optionsFromEnv({})).toEqual({
      port: 8787,
      storage: { kind: 'leveldb', directory: '.sync-data/' },
      maxMessageBytes: 1024 * 1024,
      maxRoomBytes: 32 * 1024 * 1024,
      maxConnectionsPerMinute: 60,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    expect(
      optionsFromEnv({
        SYNC_PORT: '9000',
        SYNC_DATABASE_URL: 'postgres://sync@127.0.0.1/sync',
        SYNC_REDIS_URL: 'redis://127.0.0.1:6379',
        SYNC_MAX_MESSAGE_BYTES: '65536',
        SYNC_MAX_ROOM_BYTES: '1048576',
        SYNC_MAX_CONNECTIONS_PER_MINUTE: '10',
        SYNC_TRUST_PROXY: '1',
      }),
    ).toEqual({
      port: 9000,
      storage: { kind: 'postgres', url: 'postgres://sync@127.0.0.1/sync' },
      redisUrl: 'redis://127.0.0.1:6379',
      maxMessageBytes: 65536,
      maxRoomBytes: 1048576,
      maxConnectionsPerMinute: 10,
      trustProxy: true,
    });
    expect(optionsFromEnv({ SYNC_DATA_DIR: '/var/lib/sync' }).storage).toEqual({
      kind: 'leveldb',
      directory: '/var/lib/sync',
    });
  });

  it('refuses Redis without PostgreSQL: instances on their own LevelDB would disagree on rooms', () => {
    expect(() => optionsFromEnv({ SYNC_REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      'SYNC_REDIS_URL needs SYNC_DATABASE_URL',
    );
  });

  it('refuses a limit that is not a whole number, naming the variable', () => {
    expect(() => optionsFromEnv({ SYNC_MAX_ROOM_BYTES: '32MB' })).toThrow(
      'SYNC_MAX_ROOM_BYTES must be a whole number of at least 1024, not "32MB"',
    );
    expect(() => optionsFromEnv({ SYNC_PORT: '-1' })).toThrow('SYNC_PORT');
    expect(() => optionsFromEnv({ SYNC_PORT: '65536' })).toThrow(
      'SYNC_PORT must be a whole number of 0 to 65535, not "65536"',
    );
    expect(() => optionsFromEnv({ SYNC_MAX_CONNECTIONS_PER_MINUTE: '0' })).toThrow(
      'SYNC_MAX_CONNECTIONS_PER_MINUTE',
    );
  });
});
