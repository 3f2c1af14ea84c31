import IORedis from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { acknowledged, closeClients, connect, until } from './clients';
import { startTestServer, type TestServer } from './harness';
import {
  findPostgresBin,
  findRedisServer,
  type Service,
  startPostgres,
  startRedis,
} from './services';
import { newSpace } from './space';

const postgresBin = findPostgresBin();
const redisServer = findRedisServer();
const missing = [
  postgresBin ? '' : 'initdb (apt-get install postgresql)',
  redisServer ? '' : 'redis-server (apt-get install redis-server)',
]
  .filter(Boolean)
  .join(', ');

describe.skipIf(missing !== '')(
  `sync server: several instances behind Redis${missing && ` (skipped: no ${missing})`}`,
  () => {
    let postgres: Service;
    let redis: Service;
    let database = 0;
    const servers: TestServer[] = [];

    beforeAll(async () => {
      [postgres, redis] = await Promise.all([
        startPostgres(postgresBin!),
        startRedis(redisServer!),
      ]);
    }, 120_000);
    afterEach(async () => {
      closeClients();
      await Promise.all(servers.splice(0).map((server) => server.stop()));
    });
    afterAll(async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    });

    /** Two instances on two ports over one database and one Redis. */
    async function twoInstances() {
      database += 1;
      const name = `sync_redis_${database}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const storage = {
        kind: 'postgres',
        url: postgres.url.replace(/\/postgres$/, `/${name}`),
      } as const;
      const started = await Promise.all([
        startTestServer({ storage, redisUrl: redis.url }),
        startTestServer({ storage, redisUrl: redis.url }),
      ]);
      servers.push(...started);
      return { storage, one: started[0], two: started[1] };
    }

    it('converge: a change on either instance reaches the clients of the other', async () => {
      const { storage, one, two } = await twoInstances();
      const space = newSpace();
      const creator = connect(one.port, space.room, space.create);
      await creator.synced;
      const reader = connect(two.port, space.room, space.read);
      await expect(reader.outcome).resolves.toEqual({ ok: true, scope: 'readonly' });
      await reader.synced;
      const writer = connect(two.port, space.room, space.write);
      await writer.synced;

      creator.entries.set('from-one', 1);
      await until(reader.entries, (entries) => entries.get('from-one') === 1);
      writer.entries.set('from-two', 2);
      await until(creator.entries, (entries) => entries.get('from-two') === 2);
      await Promise.all([acknowledged(creator), acknowledged(writer)]);

      closeClients();
      await Promise.all(servers.splice(0).map((server) => server.stop()));
      const alone = await startTestServer({ storage });
      servers.push(alone);
      const late = connect(alone.port, space.room, space.read);
      await late.synced;
      expect(late.entries.toJSON()).toEqual({ 'from-one': 1, 'from-two': 2 });
    });

    it('stores a change although another instance holds the store lock of the room', async () => {
      const { one } = await twoInstances();
      const space = newSpace();
      const creator = connect(one.port, space.room, space.create);
      await creator.synced;
      // The lock the Redis extension takes around a store, held as another instance would.
      const client = new IORedis(redis.url);
      await client.set(`alphascout-sync:${space.room}:lock`, 'another-instance', 'PX', 60_000);
      await client.quit();

      creator.entries.set('a', 'stored');
      await one.logged({ event: 'stored', room: space.room.slice(0, 8) });
    });
  },
);
