/**
 * What this tab's data layer can do right now, for the banner the shell shows. A tiny store
 * (get + subscribe) so React reads it with `useSyncExternalStore` and src/db stays free of React.
 *
 * - `ready`: IndexedDB is open (or still opening); reads and writes work.
 * - `upgraded-elsewhere`: another tab opened a newer schema (or deleted the database). This tab
 *   closed its connection so that the upgrade can go on; it must reload before it saves again.
 * - `unavailable`: the browser refuses IndexedDB (blocked site data, some private windows). The
 *   built-in content is shown read-only; every write is refused with {@link STORAGE_UNAVAILABLE}.
 */
export type DataStatus = 'ready' | 'upgraded-elsewhere' | 'unavailable';

/** The refusal every write gives while storage is unavailable: shown as is by the screens. */
export const STORAGE_UNAVAILABLE =
  'Your browser is not letting AlphaScout store data, so changes cannot be saved.';
/** The refusal every write gives once another tab has upgraded the database. */
export const UPGRADED_ELSEWHERE = 'AlphaScout was updated in another tab. Reload to continue.';

let current: DataStatus = 'ready';
const listeners = new Set<() => void>();

export function getDataStatus(): DataStatus {
  return current;
}

export function setDataStatus(status: DataStatus): void {
  if (status === current) return;
  current = status;
  listeners.forEach((listener) => listener());
}

/**
 * True until start-up has checked the tables and filled the empty ones (from the envelopes or
 * the seeds): a screen reading them before would show an empty state that is not true a moment
 * later, so the shell waits. On a repeat visit that is one quick read; the router's first render
 * waits for it too, so a screen never mounts only to be swapped for a spinner.
 */
let startingUp = true;

export function isStartingUp(): boolean {
  return startingUp;
}

export function setStartedUp(): void {
  if (!startingUp) return;
  startingUp = false;
  listeners.forEach((listener) => listener());
}

/** Calls back when the status or `isStartingUp` changes. */
export function subscribeDataStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
