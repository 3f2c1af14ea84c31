/**
 * The import's first reading: the whole file parsed and every record checked (schema,
 * duplicate ids and slugs), none kept, so a file of any size is judged in bounded memory. Its
 * answer says, for the second reading, which collections to write and how many records each has.
 */
import type * as v from 'valibot';

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
import {
  MAX_WALLET_ROWS,
  type WalletRow,
  walletRowSchema,
  WALLETS_BACKUP_KEY,
} from '../../src/schemas/wallet';
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

/** What the first reading found: the collections to replace, and the visitor's rows to merge (null: none in the file). */
export interface CheckedBackup {
  collections: CheckedFile;
  tracking: TrackingRow[] | null;
  wallets: WalletRow[] | null;
}

type Problems = ValidationError['problems'];

/**
 * Collects the rows of one of the file's merged keys (`tracking`, `wallets`; its last array, as
 * for a collection), each checked against its schema.
 */
class MergedRows<Row> {
  private rows: Row[] = [];
  private problems: Problems = [];
  /** Rows read so far, good or bad: a bad row may have several problems. */
  private seen = 0;
  private final: { rows: Row[]; problems: Problems } | null = null;

  constructor(
    private readonly key: 'tracking' | 'wallets',
    private readonly schema: v.GenericSchema<unknown, Row>,
    private readonly max: number,
    /** What the rows are, in the line refusing too many. */
    private readonly what: string,
  ) {}

  start(): void {
    this.rows = [];
    this.problems = [];
    this.seen = 0;
  }

  add(value: unknown): void {
    const index = this.seen++;
    if (index >= this.max) {
      if (index === this.max)
        this.problems.push({
          collection: this.key,
          index,
          path: '',
          message: `at most ${this.max.toLocaleString('en')} ${this.what}`,
        });
      return;
    }
    const result = validateWith(this.schema, value);
    if (result.ok) this.rows.push(result.value);
    else
      this.problems.push(
        ...result.problems.map((problem) => ({
          collection: this.key,
          index,
          ...idOf(value),
          ...problem,
        })),
      );
  }

  leave(wasArray: boolean): void {
    this.final = wasArray ? { rows: this.rows, problems: this.problems } : null;
  }

  finish(problems: Problems): Row[] | null {
    if (!this.final) return null;
    problems.push(...this.final.problems);
    return this.final.rows;
  }
}

/** A wallet row's `id` names it in a problem line; a tracker row is named by its place. */
function idOf(value: unknown): { id: string } | Record<string, never> {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : null;
  return typeof id === 'string' ? { id } : {};
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
  const tracking = new MergedRows('tracking', trackingRowSchema, MAX_TRACKING_ROWS, 'tracker rows');
  const wallets = new MergedRows('wallets', walletRowSchema, MAX_WALLET_ROWS, 'wallet rows');
  let merged: MergedRows<TrackingRow> | MergedRows<WalletRow> | null = null;
  const visitor: BackupVisitor = {
    enter(key) {
      current = null;
      merged = key === TRACKING_BACKUP_KEY ? tracking : key === WALLETS_BACKUP_KEY ? wallets : null;
      if (merged) {
        merged.start();
        return true;
      }
      if (!isCollectionName(key)) return false;
      const occurrence = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrence);
      current = { name: key, occurrence, validator: new CollectionValidator(key, keep) };
      return true;
    },
    record(value) {
      if (merged) merged.add(value);
      else current?.validator.add([value]);
    },
    // Only collection keys with array values count; a repeated key counts with its last value.
    leave(wasArray) {
      if (merged) {
        merged.leave(wasArray);
        merged = null;
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
  const walletRows = wallets.finish(problems);
  if (problems.length > 0) throw new ValidationError(problems, incomplete);
  return { collections: checked, tracking: trackingRows, wallets: walletRows };
}
