/**
 * The editor's writes over the page's database. Each returns the undo entry for what it
 * changed. Everything slow (hashing) happens before the write; the read, check and write of one
 * change share one transaction, which src/db/admin/editor-writes.ts holds (docs/data.md, "IndexedDB pitfalls").
 */
import {
  type EditorKey,
  firstRecord,
  lastKey,
  readRecords,
  usersWithEmails,
} from '../../db/admin/editor-queries';
import { changeChecked, saveChecked } from '../../db/admin/editor-writes';
import { appDb } from '../../db/connection/app-db';
import { deleteRecords, validateCollection } from '../../db/records/repository';
import { hashPassword, isHashRecord } from '../../lib/password';
import type { AnyRecord, CollectionName } from '../../schemas/registry';
import type { User } from '../../schemas/user';
import {
  changedElsewhere,
  changedSinceChange,
  type EditorTarget,
  emailConflicts,
  KeyConflictError,
  keyConflicts,
  keysOf,
  makeTemplate,
  plural,
  toJson,
  UndoConflictError,
  type UndoEntry,
} from './editor-model';

/**
 * An admin typing a password into a user record types it in plain text; it is hashed here, so
 * the users table never holds a plain password whatever the editor was given.
 */
async function hashTypedPasswords(
  collection: CollectionName,
  records: AnyRecord[],
): Promise<AnyRecord[]> {
  if (collection !== 'users') return records;
  return Promise.all(
    records.map(async (record) =>
      'password' in record && !isHashRecord(record.password)
        ? { ...record, password: await hashPassword(record.password) }
        : record,
    ),
  );
}

/** Users the save would give another user's email, as `emailConflicts` words it. */
async function usersEmailConflicts(
  collection: CollectionName,
  records: readonly AnyRecord[],
): Promise<string[]> {
  if (collection !== 'users') return [];
  const users = records as User[];
  return emailConflicts(
    users,
    await usersWithEmails(
      appDb,
      users.map((user) => user.email),
    ),
  );
}

/**
 * Validates, hashes typed passwords, then reads, checks and writes in one transaction, so no
 * other tab's write gets in between the check and the save. Throws ValidationError, or
 * KeyConflictError when the save would replace a record the editor did not open, write over a
 * change another tab made since `openedText` was opened, or give a user another user's email.
 * `mayWrite` asks the admin about valid records before anything slow starts; declined, the save
 * writes nothing and returns null.
 */
export async function saveRecords(
  collection: CollectionName,
  input: readonly unknown[],
  target: EditorTarget,
  openedText: string,
  mayWrite: (valid: readonly AnyRecord[]) => boolean = () => true,
): Promise<{ saved: AnyRecord[]; undo: UndoEntry } | null> {
  const valid = validateCollection(collection, input);
  if (!mayWrite(valid)) return null;
  const keys = keysOf(valid);
  const toWrite = await hashTypedPasswords(collection, valid);
  const { previous, saved } = await saveChecked(
    appDb,
    collection,
    keys,
    toWrite,
    async (before) => {
      const conflicts = [
        ...keyConflicts(
          collection,
          target,
          keys,
          before.map((record) => record !== undefined),
        ),
        ...changedElsewhere(target, openedText, keys, before),
        ...(await usersEmailConflicts(collection, valid)),
      ];
      if (conflicts.length > 0) throw new KeyConflictError(conflicts);
    },
  );
  return {
    saved,
    undo: {
      collection,
      label: `save of ${plural(valid.length, 'record')}`,
      put: previous.filter((record): record is AnyRecord => record !== undefined),
      remove: keys.filter((_, index) => previous[index] === undefined),
      left: saved.map((record) => ({ key: record.id, json: toJson(record) })),
    },
  };
}

export async function removeRecords(
  collection: CollectionName,
  keys: readonly EditorKey[],
): Promise<UndoEntry> {
  const previous = (await readRecords(appDb, collection, keys)).filter(
    (record): record is AnyRecord => record !== undefined,
  );
  await deleteRecords(appDb, collection, keys);
  return {
    collection,
    label: `deletion of ${plural(previous.length, 'record')}`,
    put: previous,
    remove: [],
    left: previous.map((record) => ({ key: record.id, json: null })),
  };
}

/**
 * Puts back what a change replaced, in one transaction with the check that no other tab changed
 * those records since; throws UndoConflictError if one did, unless `overwrite`.
 */
export function undoChange(entry: UndoEntry, overwrite = false): Promise<void> {
  return changeChecked(
    appDb,
    entry.collection,
    entry.left.map(({ key }) => key),
    { put: entry.put, remove: entry.remove },
    (current) => {
      const changed = changedSinceChange(entry, current);
      if (changed.length > 0 && !overwrite) throw new UndoConflictError(changed);
    },
  );
}

export async function newRecordTemplate(
  collection: CollectionName,
): Promise<Record<string, unknown>> {
  const [sample, last] = await Promise.all([
    firstRecord(appDb, collection),
    collection === 'blogPosts' ? lastKey(appDb, collection) : Promise.resolve(undefined),
  ]);
  return makeTemplate(collection, sample, last);
}
