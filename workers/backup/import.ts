/**
 * Import in the worker, check everything, then write once (docs/data.md, "Backups"), for a file
 * of any size: the file is read as bytes and parsed incrementally (backup-parser.ts), twice.
 * Checking reads it all (UTF-8, JSON, collection keys with arrays, every record against its schema,
 * duplicates) and keeps no record; writing reads it again (a File's bytes stay on disk) inside
 * one strict-durability transaction replacing each collection present. Any failure, a cancel, or
 * a tab closed before the commit leaves the database exactly as it was: IndexedDB rolls back a
 * transaction that never completed. Measured in Chromium: one transaction holds a million
 * records (bench/browser/million.ts). A success hands back the imported collections'
 * localStorage envelopes, encoded while IndexedDB writes, for the main thread to store.
 */
import type { AlphaScoutDb } from '../../src/db/connection/database';
import { idLabel, ValidationError } from '../../src/db/records/repository';
import { bumpGenerations } from '../../src/db/search-cache/snapshot';
import { isQuotaError } from '../../src/db/storage/quota-error';
import type { ImportProgress, ImportResult } from '../api';
import { checkFile } from './check';
import { ImportCancelledError, type ImportHooks } from './read-file';
import { testHold } from './test-hold';
import { writeCheckedFile } from './write';

/**
 * Files up to this size keep their checked records for the write instead of being read again:
 * at 10k records a second parse and validation cost more than the memory (~60 MB of heap here).
 */
export const KEEP_RECORDS_BYTES = 16 * 1024 * 1024;

/** At most one progress report per interval, but always the first and the last of each phase. */
export function throttleProgress(
  report: ((progress: ImportProgress) => void) | undefined,
  intervalMs = 100,
  now = () => Date.now(),
) {
  if (!report) return undefined;
  let last = -Infinity;
  let phase: ImportProgress['phase'] | null = null;
  return (progress: ImportProgress): void => {
    const time = now();
    if (progress.phase !== phase || progress.done >= progress.total || time - last >= intervalMs) {
      phase = progress.phase;
      last = time;
      report(progress);
    }
  };
}

/** Problems listed one per line; past this many, one more line says how many are left. */
const MAX_PROBLEM_LINES = 5;

/**
 * Up to five lines naming collection, index (from 0, as in the file's array), the record's id,
 * field and problem, and how many more there are.
 */
export function importProblemLines(error: unknown): string[] {
  if (error instanceof ValidationError) {
    const lines = error.problems
      .slice(0, MAX_PROBLEM_LINES)
      .map(
        (p) =>
          `${p.collection}[${p.index}]${idLabel(p.id)}${p.path ? ` ${p.path}` : ''}: ${p.message}`,
      );
    const more = error.problems.length - lines.length;
    // Checking stops at a cap of problems: past it, how many more is not known.
    if (error.incomplete)
      return [
        ...lines,
        `…and more: checking stopped after ${error.problems.length.toLocaleString('en')} problems.`,
      ];
    return more > 0
      ? [...lines, `…and ${more.toLocaleString('en')} more ${more === 1 ? 'problem' : 'problems'}.`]
      : lines;
  }
  if (error instanceof SyntaxError) return ['The file is not valid JSON.'];
  if (error instanceof TypeError && /decode|encoded/i.test(error.message))
    return ['The file is not UTF-8 text.'];
  if (isQuotaError(error))
    return ['There is not enough storage space on this device for this import.'];
  if (error instanceof Error) return [error.message];
  return ['Unknown error.'];
}

export const EMPTY_FILE = 'The file is empty.';
export const NO_COLLECTION =
  'The file holds no AlphaScout collection (an array under a name such as "signals"), so there is nothing to import.';

const megabytes = (bytes: number): string =>
  `${Math.round(bytes / 1_048_576).toLocaleString('en')} MB`;

/** A file larger than the space left cannot be imported: said at once, before reading it. */
async function refuseIfTooBig(file: Blob, hooks: ImportHooks): Promise<void> {
  const free = await hooks.freeBytes?.();
  if (free !== undefined && file.size > free) {
    throw new Error(
      `The file (${megabytes(file.size)}) is too big for this device (${megabytes(free)} of storage free).`,
    );
  }
}

export async function importFile(
  db: AlphaScoutDb,
  file: Blob,
  given: ImportHooks = {},
): Promise<ImportResult> {
  // Every report crosses to the main thread and re-renders the popup: ten a second is plenty.
  const hooks: ImportHooks = {
    hold: testHold(),
    ...given,
    onProgress: throttleProgress(given.onProgress),
  };
  try {
    if (file.size === 0) throw new Error(EMPTY_FILE);
    await refuseIfTooBig(file, hooks);
    const { collections, tracking, wallets } = await checkFile(
      file,
      hooks,
      file.size <= (hooks.keepRecordsBytes ?? KEEP_RECORDS_BYTES),
    );
    // Valid JSON holding no collection (another app's file, `{}`, an empty tracker alone): a
    // success would reload the page having changed nothing.
    if (collections.size === 0 && !tracking?.length && !wallets?.length)
      throw new Error(NO_COLLECTION);
    if (hooks.cancel?.aborted) throw new ImportCancelledError();
    const { written, envelopes } = await writeCheckedFile(db, file, collections, hooks, {
      tracking,
      wallets,
    });
    // Before success is reported, not left to the change events: the page reloads on success, and
    // a generation bumped after that left the new worker trusting the old search snapshot (seen
    // after a 100k-record import: "No results found" for the imported names).
    await bumpGenerations(db.name, [...collections.keys()]);
    return { ok: true, written, envelopes };
  } catch (error) {
    if (error instanceof ImportCancelledError)
      return { ok: false, cancelled: true, problems: [error.message] };
    return { ok: false, problems: importProblemLines(error) };
  }
}
