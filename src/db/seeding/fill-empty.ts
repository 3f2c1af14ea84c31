/**
 * First start (docs/data.md, "localStorage envelopes"): every empty table is filled from its envelope (newest valid copy),
 * else from the seed data. Envelopes are read and seeds loaded before the transaction opens;
 * inside it, each table is checked again so that two tabs starting together seed only once.
 */
import type { CollectionName, RecordOf } from '../../schemas/registry';
import { COLLECTION_NAMES } from '../../schemas/registry';
import type { AlphaScoutDb } from '../connection/database';
import type { Logger } from '../envelope/store';
import { backupKey, envelopeKey } from '../storage/keys';

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
  const [response, { SEED_REFERENCE_DAY, shiftSeedDates }] = await Promise.all([
    fetch(url),
    import('./seed-dates'),
  ]);
  if (!response.ok)
    throw new Error(
      `The seed data could not be loaded (${response.status} ${response.statusText} from ${url})`,
    );
  return shiftSeedDates((await response.json()) as SeedData, SEED_REFERENCE_DAY, today);
}

/**
 * The valid stored envelopes of `collections`, by name. The keys alone tell which have a copy
 * (valid or not), and only then is the reader loaded: a start whose tables hold data, or a first
 * visit, loads no schema.
 */
async function storedEnvelopes(
  storage: Storage,
  collections: readonly CollectionName[],
  log: Logger,
): Promise<Map<CollectionName, readonly unknown[]>> {
  const keys = new Set(Array.from({ length: storage.length }, (_, index) => storage.key(index)));
  const stored = collections.filter(
    (name) => keys.has(envelopeKey(name)) || keys.has(backupKey(name)),
  );
  const found = new Map<CollectionName, readonly unknown[]>();
  if (stored.length === 0) return found;
  const { readEnvelope } = await import('../envelope/read');
  for (const name of stored) {
    const envelope = readEnvelope(storage, name, log);
    if (envelope) found.set(name, envelope.data);
  }
  return found;
}

async function isEmpty(db: AlphaScoutDb, collection: CollectionName): Promise<boolean> {
  return (await db.table(collection).limit(1).primaryKeys()).length === 0;
}

export async function fillEmptyCollections(
  db: AlphaScoutDb,
  options: SeedingOptions,
): Promise<SeedingResult> {
  const result: SeedingResult = { fromEnvelopes: [], fromSeeds: [] };
  // One read transaction with every check in flight at once: this runs before the first screen's query.
  const emptiness = await db.transaction(
    'r',
    COLLECTION_NAMES.map((name) => db.table(name)),
    () => Promise.all(COLLECTION_NAMES.map((name) => isEmpty(db, name))),
  );
  const empty = COLLECTION_NAMES.filter((_, i) => emptiness[i]);
  if (empty.length === 0) return result;

  const sources = new Map<
    CollectionName,
    { records: readonly unknown[]; from: 'envelope' | 'seeds' }
  >();
  if (options.storage) {
    for (const [name, records] of await storedEnvelopes(options.storage, empty, options.log))
      sources.set(name, { records, from: 'envelope' });
  }
  if (sources.size < empty.length) {
    const seeds = await options.loadSeeds();
    for (const name of empty)
      if (!sources.has(name)) sources.set(name, { records: seeds[name], from: 'seeds' });
  }

  await db.transaction(
    'rw',
    empty.map((name) => db.table(name)),
    async () => {
      for (const name of empty) {
        const source = sources.get(name);
        if (!source || !(await isEmpty(db, name))) continue;
        await db.table(name).bulkPut([...source.records]);
        (source.from === 'envelope' ? result.fromEnvelopes : result.fromSeeds).push(name);
      }
    },
  );
  return result;
}
