/**
 * One sync server instance for bench/sync.ts: `npm run sync-server`'s own program
 * (server/sync/main.ts) in a child process, configured through its environment as deployed. A
 * process of its own keeps the server's memory apart from the hundred clients' and lets it run on
 * the other core, as it would on a host of its own.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export interface ServerProcess {
  port: number;
  /** The resident set size of the server's process now, in bytes (Linux: /proc/<pid>/status). */
  rss(): number;
  /** CPU time the server's process has used so far, user and system, in seconds. */
  cpuSeconds(): number;
  /** Resolves once a log line holds all these fields. */
  logged(fields: Record<string, unknown>): Promise<void>;
  /** SIGTERM: the server stores every open room and exits. */
  stop(): Promise<void>;
}

/** Environment variables of the server (docs/sync.md, "Settings"), port and limits aside. */
export type ServerEnv = Record<string, string>;

/** USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS = 100;
const VM_RSS = /^VmRSS:\s+(\d+) kB$/m;

export async function startServerProcess(env: ServerEnv): Promise<ServerProcess> {
  const child: ChildProcessByStdio<null, Readable, null> = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/sync/main.ts'],
    {
      env: {
        ...process.env,
        ...env,
        SYNC_PORT: '0',
        // A hundred clients connect from one address within the minute.
        SYNC_MAX_CONNECTIONS_PER_MINUTE: '10000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const entries: Record<string, unknown>[] = [];
  const waiting = new Set<{ fields: Record<string, unknown>; resolve: () => void }>();
  const holds = (entry: Record<string, unknown>, fields: Record<string, unknown>) =>
    Object.entries(fields).every(([key, value]) => entry[key] === value);
  createInterface({ input: child.stdout }).on('line', (line) => {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (entry.level === 'error') console.error(`sync server: ${line}`);
    entries.push(entry);
    for (const wait of waiting)
      if (holds(entry, wait.fields)) {
        waiting.delete(wait);
        wait.resolve();
      }
  });
  const logged = (fields: Record<string, unknown>) =>
    new Promise<void>((resolve) => {
      if (entries.some((entry) => holds(entry, fields))) resolve();
      else waiting.add({ fields, resolve });
    });

  await Promise.race([
    logged({ event: 'listening' }),
    exited.then(() => {
      throw new Error('The sync server exited before it listened');
    }),
  ]);
  const port = Number(entries.find((entry) => entry.event === 'listening')?.port);
  return {
    port,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(VM_RSS.exec(status)?.[1]) * 1024;
    },
    cpuSeconds() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    },
    logged,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
