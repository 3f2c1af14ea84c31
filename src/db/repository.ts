/**
 * The data operations of spec §7 over Dexie. Every write validates first and opens its
 * transaction last, so nothing but Dexie calls is awaited inside it (FOOTGUNS.md): a bad record
 * never leaves a half-written table. Shared by the main thread and the worker.
 */
import { COLLECTION_NAMES, type CollectionName, type RecordOf, type SlugCollection } from '../schemas/registry';
import { validateRecord, type Problem } from '../schemas/validate';
import type { AlphaScoutDb, KeyOf } from './database';

export interface RecordProblem extends Problem {
  collection: CollectionName;
  /** Position of the record in the array that was given. */
  index: number;
}

/** Thrown by writes whose input fails its schema; nothing has been written. */
export class ValidationError extends Error {
  constructor(readonly problems: RecordProblem[]) {
    super(
      `Invalid data: ${problems
        .slice(0, 5)
        .map((p) => `${p.collection}[${p.index}]${p.path ? `.${p.path}` : ''}: ${p.message}`)
        .join('; ')}`,
    );
    this.name = 'ValidationError';
  }
}

/** Most problems collected before validation stops: enough to fix a file, bounded for a huge one. */
const MAX_PROBLEMS = 20;

/** Validates every record of a collection; throws {@link ValidationError} naming the first problems. */
export function validateCollection<C extends CollectionName>(collection: C, input: readonly unknown[]): RecordOf<C>[] {
  const valid: RecordOf<C>[] = [];
  const problems: RecordProblem[] = [];
  for (const [index, item] of input.entries()) {
    const result = validateRecord(collection, item);
    if (result.ok) valid.push(result.value);
    else {
      for (const problem of result.problems) problems.push({ collection, index, ...problem });
      if (problems.length >= MAX_PROBLEMS) break;
    }
  }
  const duplicate = findDuplicateKey(collection, valid);
  if (duplicate) problems.push(duplicate);
  if (problems.length > 0) throw new ValidationError(problems);
  return valid;
}

function findDuplicateKey(collection: CollectionName, records: readonly RecordOf<CollectionName>[]): RecordProblem | null {
  const fields = collection === 'academy' || collection === 'blogPosts' ? (['id', 'slug'] as const) : (['id'] as const);
  for (const field of fields) {
    const seen = new Set<unknown>();
    for (const [index, record] of records.entries()) {
      const value = (record as Record<string, unknown>)[field];
      if (seen.has(value)) return { collection, index, path: field, message: `duplicate ${field} ${JSON.stringify(value)}` };
      seen.add(value);
    }
  }
  return null;
}

/** Every record of a collection. For small collections and export; lists page by index instead. */
export function getCollection<C extends CollectionName>(db: AlphaScoutDb, collection: C): Promise<RecordOf<C>[]> {
  return db.collection(collection).toArray();
}

/**
 * Replaces a collection's contents with the given records, all or nothing: spec §7's "save"
 * and "import one collection from an array". Returns how many records were written.
 */
export async function replaceCollection<C extends CollectionName>(db: AlphaScoutDb, collection: C, input: readonly unknown[]): Promise<number> {
  const records = validateCollection(collection, input);
  const table = db.collection(collection);
  await db.transaction('rw', table, async () => {
    await table.clear();
    await table.bulkPut(records);
  });
  return records.length;
}

/** A slug already taken by another stored record: reported like any validation problem. */
async function findTakenSlug(db: AlphaScoutDb, collection: CollectionName, records: readonly RecordOf<CollectionName>[]): Promise<RecordProblem | null> {
  if (collection !== 'academy' && collection !== 'blogPosts') return null;
  const bySlug = new Map(records.map((record, index) => [(record as { slug: string }).slug, { id: record.id, index }]));
  const stored = (await db.table(collection).where('slug').anyOf([...bySlug.keys()]).toArray()) as { id: unknown; slug: string }[];
  for (const other of stored) {
    const mine = bySlug.get(other.slug);
    if (mine && mine.id !== other.id) return { collection, index: mine.index, path: 'slug', message: `slug "${other.slug}" is already used by ${String(other.id)}` };
  }
  return null;
}

/** Adds or updates records (the editor's save), all or nothing. */
export async function putRecords<C extends CollectionName>(db: AlphaScoutDb, collection: C, input: readonly unknown[]): Promise<number> {
  const records = validateCollection(collection, input);
  const taken = await findTakenSlug(db, collection, records);
  if (taken) throw new ValidationError([taken]);
  const table = db.collection(collection);
  await db.transaction('rw', table, async () => {
    await table.bulkPut(records);
  });
  return records.length;
}

export async function deleteRecords<C extends CollectionName>(db: AlphaScoutDb, collection: C, ids: readonly KeyOf<C>[]): Promise<void> {
  await db.collection(collection).bulkDelete([...ids]);
}

export function getById<C extends CollectionName>(db: AlphaScoutDb, collection: C, id: KeyOf<C>): Promise<RecordOf<C> | undefined> {
  return db.collection(collection).get(id);
}

export function getBySlug<C extends SlugCollection>(db: AlphaScoutDb, collection: C, slug: string): Promise<RecordOf<C> | undefined> {
  return db.collection(collection).where('slug').equals(slug).first();
}

/** Emails are compared trimmed and case-insensitively. */
export function getUserByEmail(db: AlphaScoutDb, email: string): Promise<RecordOf<'users'> | undefined> {
  return db.collection('users').where('email').equalsIgnoreCase(email.trim()).first();
}

/** Empties every collection in one transaction. */
export async function clearAllData(db: AlphaScoutDb): Promise<void> {
  const tables = COLLECTION_NAMES.map((name) => db.table(name));
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
}

export type ExportedData = { [C in CollectionName]: RecordOf<C>[] };

/** Every collection, keyed by collection name, read in one consistent snapshot. */
export async function exportAll(db: AlphaScoutDb): Promise<ExportedData> {
  const tables = COLLECTION_NAMES.map((name) => db.table(name));
  return db.transaction('r', tables, async () => {
    const entries = await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await getCollection(db, name)] as const));
    return Object.fromEntries(entries) as ExportedData;
  });
}


/** What a backup file holds once parsed: only collection keys with array values count (spec §5). */
export type ImportPlan = { [C in CollectionName]?: RecordOf<C>[] };

/**
 * Applies spec §5's import rule to a parsed file and validates every record of every collection
 * it names. Throws {@link ValidationError} (or a TypeError for a file that is not an object)
 * before anything is written.
 */
export function planImport(parsed: unknown): ImportPlan {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new TypeError('The file must hold a JSON object keyed by collection name.');
  }
  const plan: ImportPlan = {};
  const problems: RecordProblem[] = [];
  for (const name of COLLECTION_NAMES) {
    if (!Object.prototype.hasOwnProperty.call(parsed, name)) continue;
    const value: unknown = (parsed as Record<string, unknown>)[name];
    if (!Array.isArray(value)) continue;
    try {
      (plan as Record<CollectionName, unknown[]>)[name] = validateCollection(name, value);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return plan;
}

/** Replaces every collection in the plan in one transaction: all of them or none. */
export async function applyImport(db: AlphaScoutDb, plan: ImportPlan): Promise<number> {
  const names = COLLECTION_NAMES.filter((name) => plan[name] !== undefined);
  let written = 0;
  await db.transaction('rw', names.map((name) => db.table(name)), async () => {
    for (const name of names) {
      const records = plan[name] ?? [];
      await db.table(name).clear();
      await db.table(name).bulkPut(records);
      written += records.length;
    }
  });
  return written;
}
