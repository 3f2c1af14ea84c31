/**
 * Keeps the localStorage envelopes (a compatibility layer, not a second store) in step with
 * IndexedDB. Any committed write, from this tab, another tab or the worker, marks its tables
 * dirty (Dexie's `storagemutated`); dirty collections are rewritten in idle time. An import
 * hands over envelopes the worker encoded, stored at once, before the page reloads. A
 * collection too big for its budget is kept in IndexedDB only: logged once, never shown as an
 * error.
 */
import { Dexie, type ObservabilitySet } from 'dexie';

import { whenIdle } from '../../lib/idle';
import { nextTask } from '../../lib/next-task';
import type { CollectionName } from '../../schemas/registry';
import { touchedCollections } from '../connection/changes';
import type { AlphaScoutDb } from '../connection/database';
import { ENVELOPE_MAX_RECORDS } from './codec';
import { type Logger, storeEncodedEnvelope, writeEnvelope, type WriteOutcome } from './store';

export interface EnvelopeSyncOptions {
  storage: Storage;
  log: Logger;
  /**
   * Runs a callback when the page is idle. The callback's promise settles when its rewrite is
   * done (it never rejects: a failure is logged); the page's scheduler ignores it, tests await it.
   */
  schedule?: (task: () => Promise<void>) => void;
  now?: () => Date;
}

export interface EnvelopeSync {
  /** Marks collections for rewriting and schedules a flush. */
  markDirty(collections: readonly CollectionName[]): void;
  /** Rewrites every dirty collection now; resolves when done. */
  flush(): Promise<void>;
  /**
   * Stores envelopes encoded elsewhere (null: over budget) for collections whose write has
   * committed, after any flush under way, which may have read the data from before that write.
   */
  store(envelopes: ReadonlyMap<CollectionName, string | null>): Promise<void>;
  stop(): void;
}

const idle = (task: () => void): void => whenIdle(task, 1_000);

export function startEnvelopeSync(db: AlphaScoutDb, options: EnvelopeSyncOptions): EnvelopeSync {
  const schedule = options.schedule ?? idle;
  const now = options.now ?? (() => new Date());
  const dirty = new Set<CollectionName>();
  const loggedTooBig = new Set<CollectionName>();
  let scheduled = false;
  let running: Promise<void> = Promise.resolve();

  /** The collection's records, or null when it has too many for an envelope. */
  async function load(collection: CollectionName): Promise<unknown[] | null> {
    const table = db.table(collection);
    const keys = await table.limit(ENVELOPE_MAX_RECORDS + 1).primaryKeys();
    return keys.length > ENVELOPE_MAX_RECORDS ? null : table.toArray();
  }

  function noteOutcome(collection: CollectionName, outcome: WriteOutcome): void {
    if (outcome === 'too-big' && !loggedTooBig.has(collection)) {
      loggedTooBig.add(collection);
      options.log(
        `AlphaScout: "${collection}" is too big for localStorage; it is kept in IndexedDB only.`,
      );
    }
  }

  /**
   * Runs `task` after every write queued before it, whether or not that one failed: a rejected
   * `running` would otherwise skip every later write, and the envelopes would silently stop
   * following IndexedDB.
   */
  function queue(task: () => Promise<void>): Promise<void> {
    running = running.catch(() => undefined).then(task);
    return running;
  }

  function store(envelopes: ReadonlyMap<CollectionName, string | null>): Promise<void> {
    return queue(async () => {
      for (const [collection, encoded] of envelopes) {
        noteOutcome(collection, storeEncodedEnvelope(options.storage, collection, encoded));
        await nextTask(); // two copies of up to 400,000 characters each: one collection per task
      }
    });
  }

  function flush(): Promise<void> {
    return queue(async () => {
      const batch = [...dirty];
      dirty.clear();
      // All reads at once (one by one, a dozen collections took ~0.3 s more), each written as it
      // comes, in a task of its own so that a dozen envelopes never make one long task.
      const loads = batch.map((collection) => ({ collection, pending: load(collection) }));
      for (const { pending } of loads) pending.catch(() => undefined); // a failure is thrown below, in order
      for (const { collection, pending } of loads) {
        const records = await pending;
        noteOutcome(
          collection,
          records === null
            ? storeEncodedEnvelope(options.storage, collection, null)
            : writeEnvelope(options.storage, collection, records, now()),
        );
        await nextTask();
      }
    });
  }

  function markDirty(collections: readonly CollectionName[]): void {
    for (const collection of collections) dirty.add(collection);
    if (scheduled || dirty.size === 0) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      return flush().catch((error: unknown) =>
        options.log(`AlphaScout: envelope rewrite failed: ${String(error)}`),
      );
    });
  }

  const onMutated = (parts: ObservabilitySet): void =>
    markDirty(touchedCollections(db.name, parts));
  Dexie.on('storagemutated', onMutated);

  return {
    markDirty,
    flush,
    store,
    stop: () => Dexie.on('storagemutated').unsubscribe(onMutated),
  };
}
