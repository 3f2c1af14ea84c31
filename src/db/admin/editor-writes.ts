/**
 * The admin editor's checked writes: the records a change touches are read, handed to the
 * editor's check and written in one transaction, so no other tab's write gets in between the
 * check and the write. The check refuses by throwing; it may read the database (it runs inside
 * the transaction) but awaits nothing else, so the transaction stays open.
 */
import type { AnyRecord, CollectionName } from '../../schemas/registry';
import type { AlphaScoutDb } from '../connection/database';
import { putRecords } from '../records/repository';
import { applyRecordChange, type EditorKey, readRecords } from './editor-queries';

const stored = (record: AnyRecord | undefined): record is AnyRecord => record !== undefined;

/**
 * Reads the versions stored under `keys`, lets `check` see them, then puts `records` (validated,
 * all or nothing). Returns what was stored before (undefined where nothing was) and after.
 */
export function saveChecked(
  db: AlphaScoutDb,
  collection: CollectionName,
  keys: readonly EditorKey[],
  records: readonly AnyRecord[],
  check: (previous: readonly (AnyRecord | undefined)[]) => Promise<void>,
): Promise<{ previous: (AnyRecord | undefined)[]; saved: AnyRecord[] }> {
  return db.transaction('rw', db.table(collection), async () => {
    const previous = await readRecords(db, collection, keys);
    await check(previous);
    await putRecords(db, collection, records);
    const saved = (await readRecords(db, collection, keys)).filter(stored);
    return { previous, saved };
  });
}

/** Reads the versions stored under `keys`, lets `check` see them, then applies `change`. */
export function changeChecked(
  db: AlphaScoutDb,
  collection: CollectionName,
  keys: readonly EditorKey[],
  change: { put: readonly unknown[]; remove: readonly EditorKey[] },
  check: (current: readonly (AnyRecord | undefined)[]) => void,
): Promise<void> {
  return db.transaction('rw', db.table(collection), async () => {
    check(await readRecords(db, collection, keys));
    await applyRecordChange(db, collection, change);
  });
}
