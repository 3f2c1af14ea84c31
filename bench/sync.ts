/**
 * Sync server benchmark (docs/sync.md): a hundred devices in one room, each making a hundred edits
 * of its tracker (a note, a tick) through its replica, sealed as the app seals them, until every
 * device's doc holds every other device's last write. Run on one instance over LevelDB, then on
 * two instances over one PostgreSQL and one Redis, half the devices on each: the second run's
 * figures are also given as ratios to the first's, both taken in this run. Each instance is the
 * server's own program in a child process (bench/sync/server-process.ts), its RSS read from
 * /proc; PostgreSQL and Redis are throwaway ones on loopback, as the server tests start them.
 * Writes bench/results/sync.json. Run: `npm run bench -- --only sync`
 * (or `node --import tsx bench/sync.ts [devices] [edits per device]`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { newSpace } from '../src/sync/code';
import { closeClients } from '../tests/unit/sync-server/clients';
import {
  findPostgresBin,
  findRedisServer,
  type Service,
  startPostgres,
  startRedis,
} from '../tests/unit/sync-server/services';
import { tempDirectory } from '../tests/unit/sync-server/temp-directory';
import { Room, type RoomOptions } from './sync/room';
import { type ServerEnv, type ServerProcess, startServerProcess } from './sync/server-process';

const [devices = 100, editsPerDevice = 100] = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isSafeInteger(n) && n > 0);
if (devices < 2) throw new Error('A room needs two devices at least: one writes, one receives');
/** Every tenth edit of each device is followed to every other device. */
const STAMP_EVERY = 10;
/** Edits made one at a time once the room is quiet, each awaited on every other device. */
const QUIET_EDITS = 100;
/** Devices that open every entry of the room at the end and must read what the writers hold. */
const READERS = Math.min(20, devices);
const MB = 1024 * 1024;

const round = (value: number, digits = 1) => +value.toFixed(digits);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function latency(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'max ms': round(sorted.at(-1) ?? Number.NaN),
    samples: sorted.length,
  };
}

interface Scenario {
  name: string;
  /** One environment per instance (docs/sync.md, "Settings"). */
  instances: ServerEnv[];
}

async function measure({ name, instances }: Scenario) {
  console.log(`\n${name}: ${devices} devices × ${editsPerDevice} edits`);
  const servers: ServerProcess[] = [];
  try {
    for (const env of instances) servers.push(await startServerProcess(env));
    const idle = servers.map((server) => server.rss());
    const options: RoomOptions = {
      ports: servers.map((server) => server.port),
      devices,
      editsPerDevice,
      stampEvery: STAMP_EVERY,
    };
    const joinStart = performance.now();
    const room = await Room.join(newSpace(), options);
    const joinMs = performance.now() - joinStart;

    const serverCpuBefore = servers.map((server) => server.cpuSeconds());
    const clientCpuBefore = process.cpuUsage();
    const times = await room.editAll(options);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const serverCpu = servers.map((server, index) => server.cpuSeconds() - serverCpuBefore[index]!);
    const underLoad = latency(room.stamps.take());
    const withRoom = servers.map((server) => server.rss());

    await room.editOneByOne(QUIET_EDITS);
    const quiet = latency(room.stamps.take());
    const check = await room.readAll(READERS);
    if (!check.sameDocs || check.replicasAgreeing !== READERS || check.ignored > 0)
      throw new Error(`${name}: the devices did not converge: ${JSON.stringify(check)}`);

    return {
      name,
      instances: instances.length,
      'join ms': round(joinMs, 0),
      'written s': round(times.writtenMs / 1000, 2),
      'acknowledged s': round(times.acknowledgedMs / 1000, 2),
      'converged s': round(times.convergedMs / 1000, 2),
      'edits/s': round((devices * editsPerDevice) / (times.convergedMs / 1000), 0),
      // Each device takes in the other devices' edits; fewer updates than edits are batches.
      'updates taken in per device': round(times.updatesTaken / devices, 0),
      'latency under load': underLoad,
      'latency one edit at a time': quiet,
      'server CPU s': round(
        serverCpu.reduce((sum, seconds) => sum + seconds, 0),
        2,
      ),
      'client CPU s': round((clientCpu.user + clientCpu.system) / 1e6, 2),
      'server RSS growth MB': round(
        withRoom.reduce((sum, rss, index) => sum + rss - idle[index]!, 0) / MB,
      ),
      servers: servers.map((_, index) => ({
        'idle RSS MB': round(idle[index]! / MB),
        'RSS with the room MB': round(withRoom[index]! / MB),
        'CPU s': round(serverCpu[index]!, 2),
      })),
      check,
    };
  } finally {
    closeClients();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const postgresBin = findPostgresBin();
const redisServer = findRedisServer();
if (!postgresBin || !redisServer)
  throw new Error(
    'The sync benchmark needs PostgreSQL and Redis: apt-get install postgresql redis-server',
  );

const dataDirectory = await tempDirectory('sync-bench-');
const services: Service[] = [];
let results;
try {
  const one = await measure({
    name: 'One instance, LevelDB',
    instances: [{ SYNC_DATA_DIR: join(dataDirectory.path, 'leveldb') }],
  });
  services.push(...(await Promise.all([startPostgres(postgresBin), startRedis(redisServer)])));
  const [postgres, redis] = services as [Service, Service];
  const shared = { SYNC_DATABASE_URL: postgres.url, SYNC_REDIS_URL: redis.url };
  const two = await measure({
    name: 'Two instances, PostgreSQL and Redis',
    instances: [shared, shared],
  });
  const ratio = (figure: (scenario: typeof one) => number) => round(figure(two) / figure(one), 2);
  results = {
    date: new Date().toISOString(),
    devices,
    editsPerDevice,
    stampEvery: STAMP_EVERY,
    quietEdits: QUIET_EDITS,
    readers: READERS,
    scenarios: [one, two],
    'two ÷ one': {
      'converged s': ratio((s) => s['converged s']),
      'latency under load p50 ms': ratio((s) => s['latency under load']['p50 ms']),
      'latency one edit at a time p50 ms': ratio((s) => s['latency one edit at a time']['p50 ms']),
      'latency one edit at a time p95 ms': ratio((s) => s['latency one edit at a time']['p95 ms']),
      'server CPU s': ratio((s) => s['server CPU s']),
      'updates taken in per device': ratio((s) => s['updates taken in per device']),
      'server RSS growth MB': ratio((s) => s['server RSS growth MB']),
    },
  };
} finally {
  await Promise.all(services.map((service) => service.stop()));
  await dataDirectory.remove();
}

const { scenarios, ...rest } = results;
console.log(`\nSync: ${devices} devices × ${editsPerDevice} edits in one room`);
console.table(
  scenarios.map(({ servers, check, ...figures }) => ({
    ...figures,
    'latency under load': `${figures['latency under load']['p50 ms']} / ${figures['latency under load']['p95 ms']} ms`,
    'latency one edit at a time': `${figures['latency one edit at a time']['p50 ms']} / ${figures['latency one edit at a time']['p95 ms']} ms`,
    servers: servers.length,
    replicas: `${check.replicasAgreeing} of ${READERS} agree`,
  })),
);
console.table(rest['two ÷ one']);
const directory = process.env.BENCH_RESULTS_DIR ?? 'bench/results';
mkdirSync(directory, { recursive: true });
writeFileSync(join(directory, 'sync.json'), `${JSON.stringify(results, null, 2)}\n`);
