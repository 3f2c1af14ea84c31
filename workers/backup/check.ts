/**
 * The import's first reading: the whole file parsed and every record checked (schema,
 * duplicate ids and slugs), none kept, so a file of any size is judged in bounded memory. Its
 * answer says, for the second reading, which collections to write and how many records each has.
 */
import { CollectionValidator, ValidationError } from '../../src/db/records/repository';
import {
  COLLECTION_NAMES,
  type CollectionName,
  isCollectionName,
} from '../../src/schemas/registry';
import {
  MAX_TRACKING_ROWS,
  TRACKING_BACKUP_KEY,
  type TrackingRow,
  trackingRowSchema,
} from '../../src/schemas/tracking';
import { validateWith } from '../../src/schemas/validate';
import { BackupParser, type BackupVisitor } from './backup-parser';
import { ImportCancelledError, type ImportHooks, readInto, yieldToEvents } from './read-file';
import { heldUntilCancelled } from './test-hold';

/** Bytes parsed between two chances for a cancel to get in while checking. */
const YIELD_BYTES = 4 * 1024 * 1024;

/**
 * Each collection the file replaces: which of its key's occurrences counts (the last, as in
 * JSON.parse), how many records it holds, and the checked records themselves when kept.
 */
export type CheckedFile = Map<
  CollectionName,
  { occurrence: number; records: number; kept?: unknown[] }
>;

/** What the first reading found: the collections to replace, and the tracker rows to merge (null: none in the file). */
export interface CheckedBackup {
  collections: CheckedFile;
  tracking: TrackingRow[] | null;
}

/** Collects the file's `tracking` rows (its last array, as for a collection), each checked against its schema. */
class TrackingRows {
  private rows: TrackingRow[] = [];
  private problems: ValidationError['problems'] = [];
  /** Rows read so far, good or bad: a bad row may have several problems. */
  private seen = 0;
  private final: { rows: TrackingRow[]; problems: ValidationError['problems'] } | null = null;

  start(): void {
    this.rows = [];
    this.problems = [];
    this.seen = 0;
  }

  add(value: unknown): void {
    const index = this.seen++;
    if (index >= MAX_TRACKING_ROWS) {
      if (index === MAX_TRACKING_ROWS)
        this.problems.push({
          collection: 'tracking',
          index,
          path: '',
          message: `at most ${MAX_TRACKING_ROWS.toLocaleString('en')} tracker rows`,
        });
      return;
    }
    const result = validateWith(trackingRowSchema, value);
    if (result.ok) this.rows.push(result.value);
    else
      this.problems.push(
        ...result.problems.map((problem) => ({
          collection: 'tracking' as const,
          index,
          ...problem,
        })),
      );
  }

  leave(wasArray: boolean): void {
    this.final = wasArray ? { rows: this.rows, problems: this.problems } : null;
  }

  finish(problems: ValidationError['problems']): TrackingRow[] | null {
    if (!this.final) return null;
    problems.push(...this.final.problems);
    return this.final.rows;
  }
}

/**
 * The first reading: every record checked, and kept only if `keep` (a small file, which the write
 * then need not read again). Throws what is wrong with the file.
 */
export async function checkFile(
  file: Blob,
  hooks: ImportHooks = {},
  keep = false,
): Promise<CheckedBackup> {
  const seen = new Map<CollectionName, number>();
  const counted = new Map<
    CollectionName,
    { occurrence: number; validator: CollectionValidator<CollectionName> }
  >();
  let current: {
    name: CollectionName;
    occurrence: number;
    validator: CollectionValidator<CollectionName>;
  } | null = null;
  const tracking = new TrackingRows();
  let inTracking = false;
  const visitor: BackupVisitor = {
    enter(key) {
      current = null;
      inTracking = key === TRACKING_BACKUP_KEY;
      if (inTracking) {
        tracking.start();
        return true;
      }
      if (!isCollectionName(key)) return false;
      const occurrence = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrence);
      current = { name: key, occurrence, validator: new CollectionValidator(key, keep) };
      return true;
    },
    record(value) {
      if (inTracking) tracking.add(value);
      else current?.validator.add([value]);
    },
    // Only collection keys with array values count; a repeated key counts with its last value.
    leave(wasArray) {
      if (inTracking) {
        tracking.leave(wasArray);
        inTracking = false;
        return;
      }
      if (!current) return;
      if (wasArray) counted.set(current.name, current);
      else counted.delete(current.name);
      current = null;
    },
  };
  const parser = new BackupParser(visitor);
  let nextYield = YIELD_BYTES;
  hooks.onProgress?.({ phase: 'checking', done: 0, total: file.size });
  if (hooks.hold?.phase === 'checking') await heldUntilCancelled(hooks.hold, hooks.cancel);
  await readInto(
    file,
    parser,
    async (bytes) => {
      hooks.onProgress?.({ phase: 'checking', done: bytes, total: file.size });
      if (bytes >= nextYield) {
        nextYield = bytes + YIELD_BYTES;
        await yieldToEvents();
      }
      if (hooks.cancel?.aborted) throw new ImportCancelledError();
    },
    () => false,
  );
  if (!parser.rootIsObject)
    throw new TypeError('The file must hold a JSON object keyed by collection name.');
  const checked: CheckedFile = new Map();
  const problems: ValidationError['problems'] = [];
  let incomplete = false;
  for (const name of COLLECTION_NAMES) {
    const entry = counted.get(name);
    if (!entry) continue;
    try {
      const records = entry.validator.finish();
      checked.set(name, {
        occurrence: entry.occurrence,
        records: entry.validator.size,
        ...(keep ? { kept: records } : {}),
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...error.problems);
      incomplete ||= error.incomplete;
    }
  }
  const trackingRows = tracking.finish(problems);
  if (problems.length > 0) throw new ValidationError(problems, incomplete);
  return { collections: checked, tracking: trackingRows };
}
