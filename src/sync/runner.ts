/**
 * Runs the engine for an owner in one tab only: a Web Lock per owner picks the tab, the others
 * wait on it (and take over when that tab closes) and hear its status on a BroadcastChannel. A
 * browser without Web Locks runs it in every tab, which costs connections, not correctness: every
 * engine writes through the same transactions.
 */
import type { AlphaScoutDb } from '../db/connection/database';
import { spaceOf } from '../db/sync/spaces';
import { type Engine, startEngine, type SyncStatus } from './engine';

export interface RunOptions {
  readonly db: AlphaScoutDb;
  readonly owner: string;
  readonly url: string;
  readonly onStatus: (status: SyncStatus) => void;
}

type Message = { kind: 'status'; status: SyncStatus } | { kind: 'ask' };

const lockName = (owner: string) => `alphascout-sync:${owner}`;

/** Starts syncing `owner`'s space, if it has one; returns the stop. */
export function runSync({ db, owner, url, onStatus }: RunOptions): () => void {
  const stopped = new AbortController();
  const channel = new BroadcastChannel(lockName(owner));
  let holder = false;
  let latest: SyncStatus | null = null;

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (holder && data.kind === 'ask' && latest !== null)
      channel.postMessage({ kind: 'status', status: latest } satisfies Message);
    if (!holder && data.kind === 'status') onStatus(data.status);
  };

  async function hold(): Promise<void> {
    const space = await spaceOf(db, owner);
    if (space === undefined || stopped.signal.aborted) return;
    holder = true;
    const engine: Engine = await startEngine({
      db,
      space,
      url,
      onStatus: (status) => {
        // A status after the stop is an engine winding down: nobody listens, the channel is shut.
        if (stopped.signal.aborted) return;
        latest = status;
        onStatus(status);
        channel.postMessage({ kind: 'status', status } satisfies Message);
      },
    });
    await new Promise<void>((resolve) => {
      if (stopped.signal.aborted) resolve();
      stopped.signal.addEventListener('abort', () => {
        resolve();
      });
    });
    engine.stop();
  }

  const run =
    'locks' in navigator
      ? navigator.locks.request(lockName(owner), { signal: stopped.signal }, hold)
      : hold();
  run.catch((error: unknown) => {
    if (!stopped.signal.aborted) console.error('Sync stopped', error);
  });
  channel.postMessage({ kind: 'ask' } satisfies Message);

  return () => {
    stopped.abort();
    channel.close();
  };
}
