/**
 * A fresh, uniquely named database on fake-indexeddb per test, so tests never see each other's
 * rows. Call `deleteTestDbs()` in `afterEach` to close and delete every database opened here.
 */
import { type AlphaScoutDb, createDb } from '../../../src/db/connection/database';
import {
  COLLECTION_NAMES,
  type CollectionName,
  type RecordOf,
} from '../../../src/schemas/registry';

const opened: AlphaScoutDb[] = [];

/** Opens a new empty database (or a second connection to `name`, like a second tab). */
export async function openTestDb(name = `test-${crypto.randomUUID()}`): Promise<AlphaScoutDb> {
  const db = createDb({ name });
  await db.open();
  opened.push(db);
  return db;
}

export async function deleteTestDbs(): Promise<void> {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await createDb({ name }).delete();
}

/** Empties every collection in one transaction. */
export async function clearAllData(db: AlphaScoutDb): Promise<void> {
  const tables = COLLECTION_NAMES.map((name) => db.table(name));
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
}

/** Every collection's record count (a whole-table count: fine in tests, never on a screen). */
export async function countCollections(db: AlphaScoutDb): Promise<Record<CollectionName, number>> {
  const counts = await Promise.all(
    COLLECTION_NAMES.map(async (name) => [name, await db.table(name).count()] as const),
  );
  return Object.fromEntries(counts) as Record<CollectionName, number>;
}

/** Every record of a collection (a whole-table read: fine in tests, never on a screen). */
export function getCollection<C extends CollectionName>(
  db: AlphaScoutDb,
  collection: C,
): Promise<RecordOf<C>[]> {
  return db.collection(collection).toArray();
}

export type ExportedData = { [C in CollectionName]: RecordOf<C>[] };

/** Every collection, keyed by collection name, read in one consistent snapshot. */
export async function exportAll(db: AlphaScoutDb): Promise<ExportedData> {
  const tables = COLLECTION_NAMES.map((name) => db.table(name));
  return db.transaction('r', tables, async () => {
    const entries = await Promise.all(
      COLLECTION_NAMES.map(async (name) => [name, await getCollection(db, name)] as const),
    );
    return Object.fromEntries(entries) as ExportedData;
  });
}
