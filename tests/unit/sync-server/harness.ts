import type { SyncServerOptions } from '../../../server/sync/options';
import { startSyncServer, type SyncServer } from '../../../server/sync/server';

export interface TestServer extends SyncServer {
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** Every log line so far, as written. */
  lines: string[];
  /** Resolves once a log line holds all these fields. */
  logged(fields: Record<string, unknown>): Promise<void>;
}

const holds = (line: string, fields: Record<string, unknown>) => {
  const entry = JSON.parse(line) as Record<string, unknown>;
  return Object.entries(fields).every(([key, value]) => entry[key] === value);
};

/** A real server on 127.0.0.1 and a free port, its log captured. */
export async function startTestServer(
  options: Omit<SyncServerOptions, 'port' | 'logger'>,
): Promise<TestServer> {
  const lines: string[] = [];
  const waiting = new Set<{ fields: Record<string, unknown>; resolve: () => void }>();
  const server = await startSyncServer({
    ...options,
    port: 0,
    logger: (line) => {
      lines.push(line);
      for (const entry of waiting) {
        if (!holds(line, entry.fields)) continue;
        waiting.delete(entry);
        entry.resolve();
      }
    },
  });
  return {
    ...server,
    lines,
    logged: (fields) =>
      new Promise((resolve) => {
        if (lines.some((line) => holds(line, fields))) resolve();
        else waiting.add({ fields, resolve });
      }),
    get logs() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
