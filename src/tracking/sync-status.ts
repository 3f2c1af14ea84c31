/**
 * The sync engine's status as the page knows it (docs/sync.md, "The Sync panel"): the runner
 * (SyncRunner.tsx) writes it, the panel reads it. One store per page: the engine runs for the
 * owner signed in, and a status of another owner is no status.
 */
import type { SyncStatus } from '../sync/engine';

export interface OwnerSyncStatus extends SyncStatus {
  readonly owner: string;
}

let current: OwnerSyncStatus | null = null;
const listeners = new Set<() => void>();

export function setSyncStatus(status: OwnerSyncStatus | null): void {
  current = status;
  for (const listener of listeners) listener();
}

export function getSyncStatus(): OwnerSyncStatus | null {
  return current;
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
