/**
 * The data operations (docs/data.md, "Data operations") over Dexie. Every write validates first and opens its
 * transaction last, so nothing but Dexie calls is awaited inside it (it would end early): a bad record
 * never leaves a half-written table. Shared by the main thread and the worker.
 */
import { cutGraphemes } from '../../lib/graphemes';
import {
  type CollectionName,
  isSlugCollection,
  type KeyOf,
  type RecordOf,
} from '../../schemas/registry';
import { type Problem, validateRecord } from '../../schemas/validate';
import type { AlphaScoutDb } from '../connection/database';

export interface RecordProblem extends Problem {
  /** A collection, or the backup's `tracking` or `wallets` rows. */
  collection: CollectionName | 'tracking' | 'wallets';
  /** Position of the record in the array that was given. */
  index: number;
  /** The record's id, when it has one that is a string or a number. */
  id?: string | number;
}

/** Past this many characters, a problem line cuts a value short (a record's id, a duplicate). */
const VALUE_SHOWN = 40;

/** A value as a problem line quotes it: long text cut short by {@link cutGraphemes}. */
const quoted = (value: unknown): string =>
  JSON.stringify(typeof value === 'string' ? cutGraphemes(value, VALUE_SHOWN) : value);

/**
 * The record a problem line is about, as the line names it: ` (id "sig-btc")`, or nothing for a
 * record with no id. The import and the admin editor both name records this way.
 */
export function idLabel(id: string | number | undefined): string {
  return id === undefined ? '' : ` (id ${quoted(id)})`;
}

/** `item.id` when it is a string or a number: what names a record a check refused. */
function idOf(item: unknown): { id: string | number } | Record<string, never> {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? { id } : {};
}

/** Thrown by writes whose input fails its schema; nothing has been written. */
export class ValidationError extends Error {
  /** `incomplete`: checking stopped at the problem cap, so there are more than `problems` says. */
  constructor(
    readonly problems: RecordProblem[],
    readonly incomplete = false,
  ) {
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

/**
 * Validates a collection's records in as many pieces as the caller likes (so a big import can
 * report progress and be cancelled between pieces), keeping indexes and the duplicate-id and
 * duplicate-slug checks across pieces. With `keepRecords` false it only checks: a streamed
 * import reads the file again to write, so a million records are never held at once.
 */
export class CollectionValidator<C extends CollectionName> {
  private readonly records: RecordOf<C>[] = [];
  private readonly problems: RecordProblem[] = [];
  /** The fields no two records may share, each with the sets of values seen so far. */
  private readonly seen = new Map<'id' | 'slug' | 'email', Set<unknown>>([['id', new Set()]]);
  private next = 0;
  /** Records not checked because the problem cap was reached. */
  private unchecked = 0;

  constructor(
    private readonly collection: C,
    private readonly keepRecords = true,
  ) {
    if (isSlugCollection(collection)) this.seen.set('slug', new Set());
    // Sign-in finds one account per email, letter case aside (compared lower-cased below).
    if (collection === 'users') this.seen.set('email', new Set());
  }

  /** Records given so far, valid or not. */
  get size(): number {
    return this.next;
  }

  get full(): boolean {
    return this.problems.length >= MAX_PROBLEMS;
  }

  add(input: readonly unknown[]): void {
    for (const item of input) {
      const index = this.next++;
      if (this.full) {
        this.unchecked++;
        continue;
      }
      const result = validateRecord(this.collection, item);
      if (!result.ok) {
        for (const problem of result.problems)
          this.problems.push({ collection: this.collection, index, ...idOf(item), ...problem });
        continue;
      }
      for (const [field, values] of this.seen) {
        const stored = (result.value as Record<string, unknown>)[field];
        const value =
          field === 'email' && typeof stored === 'string' ? stored.toLowerCase() : stored;
        // A duplicate id is named by its message: a label would name it twice.
        if (values.has(value))
          this.problems.push({
            collection: this.collection,
            index,
            ...(field === 'id' ? {} : idOf(item)),
            path: field,
            message: `duplicate ${field} ${quoted(stored)}`,
          });
        values.add(value);
      }
      if (this.keepRecords) this.records.push(result.value);
    }
  }

  /** The valid records (none unless kept); throws {@link ValidationError} naming the first problems. */
  finish(): RecordOf<C>[] {
    if (this.problems.length > 0) throw new ValidationError(this.problems, this.unchecked > 0);
    return this.records;
  }
}

/** Validates every record of a collection; throws {@link ValidationError} naming the first problems. */
export function validateCollection<C extends CollectionName>(
  collection: C,
  input: readonly unknown[],
): RecordOf<C>[] {
  const validator = new CollectionValidator(collection);
  validator.add(input);
  return validator.finish();
}

/**
 * Replaces a collection's contents with the given records, all or nothing: a collection's "save"
 * and "import one collection from an array". Returns how many records were written.
 */
export async function replaceCollection(
  db: AlphaScoutDb,
  collection: CollectionName,
  input: readonly unknown[],
): Promise<number> {
  const records = validateCollection(collection, input);
  const table = db.collection(collection);
  await db.transaction('rw', table, async () => {
    await table.clear();
    await table.bulkPut(records);
  });
  return records.length;
}

/** A slug already taken by another stored record: reported like any validation problem. */
async function findTakenSlug(
  db: AlphaScoutDb,
  collection: CollectionName,
  records: readonly RecordOf<CollectionName>[],
): Promise<RecordProblem | null> {
  if (!isSlugCollection(collection)) return null;
  const bySlug = new Map(
    records.map((record, index) => [(record as { slug: string }).slug, { id: record.id, index }]),
  );
  const stored = (await db
    .table(collection)
    .where('slug')
    .anyOf([...bySlug.keys()])
    .toArray()) as { id: string | number; slug: string }[];
  for (const other of stored) {
    const mine = bySlug.get(other.slug);
    if (mine && mine.id !== other.id)
      return {
        collection,
        index: mine.index,
        id: mine.id,
        path: 'slug',
        message: `slug ${quoted(other.slug)} is already used by another record${idLabel(other.id)}`,
      };
  }
  return null;
}

/** Adds or updates records (the editor's save), all or nothing. */
export async function putRecords(
  db: AlphaScoutDb,
  collection: CollectionName,
  input: readonly unknown[],
): Promise<number> {
  const records = validateCollection(collection, input);
  const taken = await findTakenSlug(db, collection, records);
  if (taken) throw new ValidationError([taken]);
  const table = db.collection(collection);
  await db.transaction('rw', table, async () => {
    await table.bulkPut(records);
  });
  return records.length;
}

export async function deleteRecords<C extends CollectionName>(
  db: AlphaScoutDb,
  collection: C,
  ids: readonly KeyOf<C>[],
): Promise<void> {
  await db.collection(collection).bulkDelete([...ids]);
}

/** Emails are compared trimmed and case-insensitively. */
export function getUserByEmail(
  db: AlphaScoutDb,
  email: string,
): Promise<RecordOf<'users'> | undefined> {
  return db.collection('users').where('email').equalsIgnoreCase(email.trim()).first();
}
