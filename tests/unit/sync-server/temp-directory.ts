import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempDirectory {
  path: string;
  remove(): Promise<void>;
}

/** A fresh directory for one test's data (a LevelDB, a PostgreSQL cluster). */
export async function tempDirectory(prefix = 'sync-server-test-'): Promise<TempDirectory> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
