/**
 * A fresh, uniquely named database on fake-indexeddb per test, so tests never see each other's
 * rows. Call `deleteTestDbs()` in `afterEach` to close and delete every database opened here.
 */
import { createDb, type AlphaScoutDb } from '../../../src/db/database';

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
