/** The Sync panel's words (docs/sync.md, "The Sync panel"), apart from the panel so tests can read them. */
import type { SyncView } from '../../tracking/useSync';

export const SYNCED = 'Synced';
export const SYNCING = 'Syncing';
export const UNREACHABLE = 'Cannot reach the sync server';
export const NO_TRACKER_FOR_CODE = 'No tracker found for this code';
export const READ_ONLY_NOTE =
  'Read-only: this device shows the tracker but cannot change it. Edits made here stay here.';
export const STOP_CONFIRMATION =
  'Stop syncing this tracker on this device? Its rows stay here, and your other devices keep syncing.';
export const JOIN_FROM_LINK =
  'This link joins a synced tracker. Join it? This device’s tracker merges into it: where both have an item, the newer edit wins, and nothing is dropped.';
export const ALREADY_SYNCING =
  'This link is for a synced tracker, but this tracker already syncs. Stop syncing on this device first to join another.';

export const offline = (waiting: number) =>
  `Offline, ${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`;

/** The status line: what the engine says, with the changes still waiting to be sent. */
export function statusText({ state, waiting }: Pick<SyncView, 'state' | 'waiting'>): string {
  switch (state) {
    case 'not-found':
      return NO_TRACKER_FOR_CODE;
    case 'offline':
      return offline(waiting);
    case 'unreachable':
      return UNREACHABLE;
    case 'synced':
      return waiting > 0 ? SYNCING : SYNCED;
    case 'syncing':
      return SYNCING;
  }
}

/** The link another device opens to join: the code in the fragment, which no server sees. */
export const joinLink = (origin: string, code: string) => `${origin}/tracker#join=${code}`;

/** The code a `#join=` fragment carries, or null. */
export function codeInFragment(hash: string): string | null {
  const match = /^#join=(.+)$/.exec(hash);
  if (match?.[1] === undefined) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
