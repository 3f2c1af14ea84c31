import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

import { type TempDirectory, tempDirectory } from './temp-directory';

// PostgreSQL and Redis for the tests that need them: started on a free loopback port in a
// temporary directory, and stopped by the test. CI installs both (.ci/run).

const run = promisify(execFile);

export interface Service {
  url: string;
  stop(): Promise<void>;
}

const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .map((folder) => join(folder, name))
    .find((path) => existsSync(path));

/** Debian's /usr/lib/postgresql/<version>/bin, newest first, else wherever PATH has initdb. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin');
  const initdb = onPath('initdb');
  return initdb && join(initdb, '..');
}

export const findRedisServer = (): string | undefined => onPath('redis-server');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No port was assigned');
  return address.port;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to `postgres` (or nobody). */
async function clusterUser(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    await run('id', ['-u', 'postgres']);
    return 'postgres';
  } catch {
    return 'nobody';
  }
}

/** A throwaway cluster; its URL names the `postgres` database, user `sync`, no password. */
export async function startPostgres(bin: string): Promise<Service> {
  const directory: TempDirectory = await tempDirectory('sync-postgres-');
  const data = join(directory.path, 'data');
  const user = await clusterUser();
  if (user) await run('chown', [user, directory.path]);
  const asUser = (command: string, args: string[]) =>
    user ? run('runuser', ['-u', user, '--', command, ...args]) : run(command, args);

  await asUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'sync',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = `-p ${port} -k ${directory.path} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = join(bin, 'pg_ctl');
  await asUser(pgCtl, [
    '-D',
    data,
    '-l',
    join(directory.path, 'log'),
    '-w',
    '-t',
    '120',
    '-o',
    settings,
    'start',
  ]);
  return {
    url: `postgres://sync@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asUser(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await directory.remove();
    },
  };
}

/** A Redis that keeps nothing on disk. */
export async function startRedis(binary: string): Promise<Service> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => {
      reject(new Error(`redis-server exited before it was ready:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
