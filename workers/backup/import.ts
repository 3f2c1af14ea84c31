/**
 * Import in the worker, check everything, then write once (ARCHITECTURE.md rule 4), for a file
 * of any size: the file is read as bytes and parsed incrementally (backup-parser.ts), twice.
 * Checking reads it all (UTF-8, JSON, spec §5's rule, every record against its schema,
 * duplicates) and keeps no record; writing reads it again (a File's bytes stay on disk) inside
 * one strict-durability transaction replacing each collection present. Any failure, a cancel, or
 * a tab closed before the commit leaves the database exactly as it was: IndexedDB rolls back a
 * transaction that never completed. Measured in Chromium: one transaction holds a million
 * records (bench/browser/import.ts). A success hands back the imported collections'
 * localStorage envelopes, encoded while IndexedDB writes, for the main thread to store.
 */
import type { AlphaScoutDb } from '../../src/db/database';
import { ENVELOPE_MAX_RECORDS, encodeWithinBudget } from '../../src/db/envelope';
import { isQuotaError } from '../../src/db/quota-error';
import { CollectionValidator, ValidationError } from '../../src/db/repository';
import { COLLECTION_NAMES, isCollectionName, type CollectionName } from '../../src/schemas/registry';
import { validateRecord } from '../../src/schemas/validate';
import type { ImportProgress, ImportResult } from '../api';
import { BackupParser, type BackupVisitor } from './backup-parser';
import { RecordQueue } from './record-queue';

/** Bytes parsed between two chances for a cancel to get in while checking. */
const YIELD_BYTES = 4 * 1024 * 1024;
/** Records of each collection put through Dexie after the plain puts, so its change event covers every index. */
const DEXIE_TAIL = 50;
/** Batches of plain puts waiting in IndexedDB at once: enough that it never idles while the worker parses. */
const IN_FLIGHT_BATCHES = 4;
/** A key no record has: the keep-alive read while the file is read slower than IndexedDB writes. */
const NO_SUCH_KEY = '\uffff alphascout: keep-alive';

export class ImportCancelledError extends Error {
  constructor() {
    super('The import was cancelled. Nothing was changed.');
    this.name = 'ImportCancelledError';
  }
}

export interface ImportHooks {
  onProgress?: (progress: ImportProgress) => void;
  /** Aborted to cancel: checked between pieces of the file, and while writing it aborts the transaction. */
  cancel?: AbortSignal;
  /** Bytes this device can still store (from navigator.storage.estimate), when known. */
  freeBytes?: () => Promise<number | undefined>;
}

/** Each collection the file replaces: which of its key's occurrences counts (the last, as in JSON.parse) and how many records it holds. */
export type CheckedFile = Map<CollectionName, { occurrence: number; records: number }>;

/** Lets queued messages (a cancel) in without setTimeout's 4 ms clamp. */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** At most one progress report per interval, but always the first and the last of each phase. */
export function throttleProgress(report: ((progress: ImportProgress) => void) | undefined, intervalMs = 100, now = () => Date.now()) {
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

/** Up to five lines naming collection, index, field and problem. */
export function importProblemLines(error: unknown): string[] {
  if (error instanceof ValidationError) {
    return error.problems.slice(0, 5).map((p) => `${p.collection}[${p.index}]${p.path ? ` ${p.path}` : ''}: ${p.message}`);
  }
  if (error instanceof SyntaxError) return ['The file is not valid JSON.'];
  if (error instanceof TypeError && /decode|encoded/i.test(error.message)) return ['The file is not UTF-8 text.'];
  if (isQuotaError(error)) return ['There is not enough storage space on this device for this import.'];
  if (error instanceof Error) return [error.message];
  return ['Unknown error.'];
}

const megabytes = (bytes: number): string => `${Math.round(bytes / 1_048_576).toLocaleString('en')} MB`;

/** A file larger than the space left cannot be imported: said at once, before reading it. */
async function refuseIfTooBig(file: Blob, hooks: ImportHooks): Promise<void> {
  const free = await hooks.freeBytes?.();
  if (free !== undefined && file.size > free) {
    throw new Error(`The file (${megabytes(file.size)}) is too big for this device (${megabytes(free)} of storage free).`);
  }
}

/**
 * Feeds the file's text to `parser` piece by piece and ends it. `afterPiece` runs after each piece
 * with the bytes read so far, and may wait (for room to queue records, or for a cancel to get in);
 * `stopped` ends the reading early.
 */
async function readInto(file: Blob, parser: BackupParser, afterPiece: (bytes: number) => Promise<void> | void, stopped: () => boolean): Promise<void> {
  const reader = file.stream().getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (stopped()) return;
      if (chunk.done) break;
      bytes += chunk.value.byteLength;
      parser.write(decoder.decode(chunk.value, { stream: true }));
      await afterPiece(bytes);
    }
    parser.write(decoder.decode());
    parser.end();
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/** The first reading: every record checked, none kept. Throws what is wrong with the file. */
export async function checkFile(file: Blob, hooks: ImportHooks = {}): Promise<CheckedFile> {
  const seen = new Map<CollectionName, number>();
  const counted = new Map<CollectionName, { occurrence: number; validator: CollectionValidator<CollectionName> }>();
  let current: { name: CollectionName; occurrence: number; validator: CollectionValidator<CollectionName> } | null = null;
  const visitor: BackupVisitor = {
    enter(key) {
      current = null;
      if (!isCollectionName(key)) return false;
      const occurrence = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrence);
      current = { name: key, occurrence, validator: new CollectionValidator(key, false) };
      return true;
    },
    record(value) {
      current?.validator.add([value]);
    },
    // Spec §5: only collection keys with array values count; a repeated key counts with its last value.
    leave(wasArray) {
      if (!current) return;
      if (wasArray) counted.set(current.name, current);
      else counted.delete(current.name);
      current = null;
    },
  };
  const parser = new BackupParser(visitor);
  let nextYield = YIELD_BYTES;
  hooks.onProgress?.({ phase: 'checking', done: 0, total: file.size });
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
  if (!parser.rootIsObject) throw new TypeError('The file must hold a JSON object keyed by collection name.');
  const checked: CheckedFile = new Map();
  const problems: ValidationError['problems'] = [];
  for (const name of COLLECTION_NAMES) {
    const entry = counted.get(name);
    if (!entry) continue;
    try {
      entry.validator.finish();
      checked.set(name, { occurrence: entry.occurrence, records: entry.validator.size });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return checked;
}

/**
 * The second reading, the producer side of the write: validated records (the schema's output) of
 * each counted collection go into `queue`, except the last {@link DEXIE_TAIL} of each, held back
 * in `tails`; the records of collections small enough for a localStorage envelope are kept for it.
 */
async function readRecords(file: Blob, checked: CheckedFile, queue: RecordQueue, tails: Map<CollectionName, unknown[]>, small: Map<CollectionName, unknown[]>): Promise<void> {
  const seen = new Map<CollectionName, number>();
  let current: { name: CollectionName; tail: unknown[]; kept: unknown[] | undefined } | null = null;
  const visitor: BackupVisitor = {
    enter(key) {
      current = null;
      if (!isCollectionName(key)) return false;
      const occurrence = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrence);
      if (checked.get(key)?.occurrence !== occurrence) return false;
      current = { name: key, tail: [], kept: small.get(key) };
      return true;
    },
    record(value) {
      if (!current) return;
      const result = validateRecord(current.name, value);
      // Checked already: a failure here means the file changed on disk while it was imported.
      if (!result.ok) throw new Error('The file changed while it was being imported.');
      const record = result.value;
      current.kept?.push(record);
      current.tail.push(record);
      if (current.tail.length > DEXIE_TAIL) queue.push(current.name, current.tail.shift());
    },
    leave() {
      if (current) tails.set(current.name, current.tail);
      current = null;
    },
  };
  await readInto(file, new BackupParser(visitor), () => queue.whenRoom(), () => queue.stopped);
  queue.finish();
}

/**
 * The envelope of each collection small enough for one (null: over budget), encoded here because
 * the main thread would first have to read the records back from IndexedDB. A failure to encode
 * counts as over budget: the envelopes are a compatibility layer and must never fail an import.
 */
function encodeEnvelopes(checked: CheckedFile, small: Map<CollectionName, unknown[]>, now: Date): Map<CollectionName, string | null> {
  const encode = (records: readonly unknown[] | undefined): string | null => {
    try {
      return records ? encodeWithinBudget(records, now) : null;
    } catch {
      return null;
    }
  };
  return new Map(COLLECTION_NAMES.flatMap((name) => (checked.has(name) ? [[name, encode(small.get(name))] as const] : [])));
}

/**
 * One transaction: each collection cleared through Dexie, then its records put with plain
 * IndexedDB requests in batches, a few batches waiting in IndexedDB at any time: each batch's
 * last put, on success, issues the next ones, so the transaction stays active while the worker
 * parses on (an await of anything but IndexedDB would end it; FOOTGUNS.md). The reading runs
 * ahead in its own tasks, bounded by the queue. The last `DEXIE_TAIL` records of each collection
 * are put through Dexie after the rest: its change event then marks every index of the
 * collection (Dexie marks whole ranges for a bulkPut of 50 or more), so live queries in every tab
 * re-run. Measured at 100k records against one Dexie bulkPut per collection: see the README.
 */
async function write(db: AlphaScoutDb, file: Blob, checked: CheckedFile, hooks: ImportHooks): Promise<{ written: number; envelopes: Map<CollectionName, string | null> }> {
  const names = COLLECTION_NAMES.filter((name) => checked.has(name));
  if (names.length === 0) return { written: 0, envelopes: new Map() };
  const total = names.reduce((sum, name) => sum + (checked.get(name)?.records ?? 0), 0);
  const queue = new RecordQueue();
  const tails = new Map<CollectionName, unknown[]>();
  const small = new Map(names.filter((name) => (checked.get(name)?.records ?? 0) <= ENVELOPE_MAX_RECORDS).map((name) => [name, [] as unknown[]]));
  let envelopes = new Map<CollectionName, string | null>();
  const reading = readRecords(file, checked, queue, tails, small).then(
    () => {
      if (!queue.stopped) envelopes = encodeEnvelopes(checked, small, new Date());
    },
    (error: unknown) => queue.fail(error),
  );
  let done = 0;
  hooks.onProgress?.({ phase: 'writing', done, total });
  // A cancel aborts the transaction, which rolls back every put so far. Once IndexedDB has begun
  // to commit, abort() throws and the import completes: the result then says it succeeded.
  let abort = (): void => undefined;
  let aborted = false;
  const onCancel = (): void => abort();
  hooks.cancel?.addEventListener('abort', onCancel);
  try {
    await db.transaction('rw', names.map((name) => db.table(name)), (transaction) => {
      const idb = transaction.idbtrans;
      return new Promise<void>((resolve, reject) => {
        let settled = false;
        const fail = (error: unknown): void => {
          if (settled) return;
          settled = true;
          queue.stop();
          try {
            idb.abort();
          } catch {
            // already aborted
          }
          reject(error);
        };
        abort = () => {
          try {
            idb.abort();
            aborted = true;
          } catch {
            // already committing
          }
        };
        idb.addEventListener('abort', () => fail(idb.error ?? new DOMException('The import was aborted.', 'AbortError')));
        if (hooks.cancel?.aborted) {
          fail(new ImportCancelledError());
          return;
        }
        const stores = new Map(names.map((name) => [name, idb.objectStore(name)]));
        const report = (records: number): void => {
          done += records;
          hooks.onProgress?.({ phase: 'writing', done, total });
        };
        let inFlight = 0;
        let finishing = false;
        const pump = (): void => {
          if (settled || finishing) return;
          try {
            if (queue.failure) throw queue.failure.error;
            while (inFlight < IN_FLIGHT_BATCHES) {
              const batch = queue.take();
              if (!batch) break;
              const store = stores.get(batch.name);
              if (!store) throw new Error(`No store for ${batch.name}`);
              let last: IDBRequest | undefined;
              for (const record of batch.records) last = store.put(record);
              const written = batch.records.length;
              inFlight++;
              if (last) {
                last.onsuccess = () => {
                  inFlight--;
                  report(written);
                  pump();
                };
              }
            }
            if (inFlight > 0) return;
            if (!queue.finished) {
              // The reading is behind: keep the transaction alive until it catches up.
              const spin = idb.objectStore(names[0] ?? 'signals').get(NO_SUCH_KEY);
              spin.onsuccess = pump;
              return;
            }
            finishing = true;
            const tailWrites = names.map((name) => {
              const tail = tails.get(name) ?? [];
              return transaction
                .table(name)
                .bulkPut(tail)
                .then(() => report(tail.length));
            });
            Promise.all(tailWrites).then(() => {
              if (!settled) resolve();
            }, fail);
          } catch (error) {
            fail(error);
          }
        };
        // The clears go first and end before any put is issued: a put queued ahead of its clear would be wiped.
        const clears = names.map((name) => transaction.table(name).clear());
        Promise.all(clears).then(pump, fail);
      });
    });
    await reading;
    return { written: total, envelopes };
  } catch (error) {
    queue.stop();
    await reading;
    // Only an abort of ours is a cancel; a full disk or a closed connection says what it is.
    throw aborted ? new ImportCancelledError() : error;
  } finally {
    hooks.cancel?.removeEventListener('abort', onCancel);
  }
}

export async function importFile(db: AlphaScoutDb, file: Blob, given: ImportHooks = {}): Promise<ImportResult> {
  // Every report crosses to the main thread and re-renders the popup: ten a second is plenty.
  const hooks: ImportHooks = { ...given, onProgress: throttleProgress(given.onProgress) };
  try {
    await refuseIfTooBig(file, hooks);
    const checked = await checkFile(file, hooks);
    if (hooks.cancel?.aborted) throw new ImportCancelledError();
    const { written, envelopes } = await write(db, file, checked, hooks);
    return { ok: true, written, envelopes };
  } catch (error) {
    if (error instanceof ImportCancelledError) return { ok: false, cancelled: true, problems: [error.message] };
    return { ok: false, problems: importProblemLines(error) };
  }
}
