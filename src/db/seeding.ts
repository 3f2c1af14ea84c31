/**
 * First start (PRODUCT.md): every empty table is filled from its envelope (newest valid copy),
 * else from the seed data. Envelopes are read and seeds loaded before the transaction opens;
 * inside it, each table is checked again so that two tabs starting together seed only once.
 */
import type { CollectionName, RecordOf } from '../schemas/registry';
import { COLLECTION_NAMES } from '../schemas/registry';
import type { AlphaScoutDb } from './database';
import type { Logger } from './envelope-store';
import { backupKey, envelopeKey } from './storage-keys';

export type SeedData = { [C in CollectionName]: RecordOf<C>[] };

export interface SeedingOptions {
  /** localStorage, or null where it is unavailable. */
  storage: Storage | null;
  /** Loaded only when some collection needs seeds, so seeds stay out of the first page's code. */
  loadSeeds: () => Promise<SeedData>;
  log: Logger;
}

export interface SeedingResult {
  fromEnvelopes: CollectionName[];
  fromSeeds: CollectionName[];
}

/**
 * The seed data served as JSON (scripts/seed-asset-plugin.ts), for `SeedingOptions.loadSeeds`, with
 * its deadlines and start dates moved to `today` (seed-dates.ts). Only seeds go through here:
 * envelopes migrated from localStorage and imported backups keep their dates as they are.
 */
export async function fetchSeedData(url: string, today: Date = new Date()): Promise<SeedData> {
  // The date shifting is loaded with the seeds, not with every start's first page.
  const [response, { SEED_REFERENCE_DAY, shiftSeedDates }] = await Promise.all([fetch(url), import('./seed-dates')]);
  if (!response.ok) throw new Error(`The seed data could not be loaded (${response.status} ${response.statusText} from ${url})`);
  return shiftSeedDates((await response.json()) as SeedData, SEED_REFERENCE_DAY, today);
}

/** Whether a copy of a collection's envelope is stored, valid or not (the keys alone are read). */
function hasEnvelopeIn(storage: Storage): (collection: CollectionName) => boolean {
  const keys = new Set(Array.from({ length: storage.length }, (_, index) => storage.key(index)));
  return (collection) => keys.has(envelopeKey(collection)) || keys.has(backupKey(collection));
}

async function isEmpty(db: AlphaScoutDb, collection: CollectionName): Promise<boolean> {
  return (await db.table(collection).limit(1).primaryKeys()).length === 0;
}

export async function fillEmptyCollections(db: AlphaScoutDb, options: SeedingOptions): Promise<SeedingResult> {
  const result: SeedingResult = { fromEnvelopes: [], fromSeeds: [] };
  // One read transaction with every check in flight at once: this runs before the first screen's query.
  const emptiness = await db.transaction('r', COLLECTION_NAMES.map((name) => db.table(name)), () =>
    Promise.all(COLLECTION_NAMES.map((name) => isEmpty(db, name))),
  );
  const empty = COLLECTION_NAMES.filter((_, i) => emptiness[i]);
  if (empty.length === 0) return result;

  const sources = new Map<CollectionName, { records: readonly unknown[]; from: 'envelope' | 'seeds' }>();
  const withEnvelopes = options.storage ? empty.filter(hasEnvelopeIn(options.storage)) : [];
  if (options.storage && withEnvelopes.length > 0) {
    // Loaded only here: a start whose tables hold data, or a first visit, reads no envelope.
    const { readEnvelope } = await import('./envelope-read');
    for (const name of withEnvelopes) {
      const envelope = readEnvelope(options.storage, name, options.log);
      if (envelope) sources.set(name, { records: envelope.data, from: 'envelope' });
    }
  }
  if (sources.size < empty.length) {
    const seeds = await options.loadSeeds();
    for (const name of empty) if (!sources.has(name)) sources.set(name, { records: seeds[name], from: 'seeds' });
  }

  await db.transaction('rw', empty.map((name) => db.table(name)), async () => {
    for (const name of empty) {
      const source = sources.get(name);
      if (!source || !(await isEmpty(db, name))) continue;
      await db.table(name).bulkPut([...source.records]);
      (source.from === 'envelope' ? result.fromEnvelopes : result.fromSeeds).push(name);
    }
  });
  return result;
}
