import type { SyncServerOptions } from '../../../server/sync/options';
import { startSyncServer, type SyncServer } from '../../../server/sync/server';

export interface TestServer extends SyncServer {
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** Every log line so far, as written. */
  lines: string[];
}

/** A real server on 127.0.0.1 and a free port, its log captured. */
export async function startTestServer(
  options: Omit<SyncServerOptions, 'port' | 'logger'>,
): Promise<TestServer> {
  const lines: string[] = [];
  const server = await startSyncServer({
    ...options,
    port: 0,
    logger: (line) => {
      lines.push(line);
    },
  });
  return {
    ...server,
    lines,
    get logs() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
