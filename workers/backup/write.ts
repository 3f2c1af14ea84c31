/**
 * The import's second reading, into one transaction: the file read again (a File's bytes stay on
 * disk, so this costs no memory), each record validated again for the schema's output, and put
 * while the reading goes on. Nothing is committed before the last record is in: a failure, a
 * cancel or a closed tab rolls everything back.
 */
import type { AlphaScoutDb } from '../../src/db/connection/database';
import { encodeWithinBudget, ENVELOPE_MAX_RECORDS } from '../../src/db/envelope/codec';
import { mergeBackupRows } from '../../src/db/tracking/backup-merge';
import type { TrackingKey } from '../../src/db/tracking/rows';
import type { WalletKey } from '../../src/db/tracking/wallets';
import {
  COLLECTION_NAMES,
  type CollectionName,
  isCollectionName,
} from '../../src/schemas/registry';
import type { TrackingRow } from '../../src/schemas/tracking';
import { validateRecord } from '../../src/schemas/validate';
import type { WalletRow } from '../../src/schemas/wallet';
import { BackupParser, type BackupVisitor } from './backup-parser';
import type { CheckedBackup, CheckedFile } from './check';
import { ImportCancelledError, type ImportHooks, readInto } from './read-file';
import { BATCH_RECORDS, RecordQueue } from './record-queue';

/** Records of each collection put through Dexie after the plain puts, so its change event covers every index. */
const DEXIE_TAIL = 50;
/** Batches of plain puts waiting in IndexedDB at once: enough that it never idles while the worker parses. */
const IN_FLIGHT_BATCHES = 4;
/** A key no record has: the keep-alive read while the file is read slower than IndexedDB writes. */
const NO_SUCH_KEY = '\uffff alphascout: keep-alive';

/**
 * The second reading, the producer side of the write: validated records (the schema's output) of
 * each counted collection go into `queue`, except the last {@link DEXIE_TAIL} of each, held back
 * in `tails`; the records of collections small enough for a localStorage envelope are kept for it.
 */
async function readRecords(
  file: Blob,
  checked: CheckedFile,
  queue: RecordQueue,
  tails: Map<CollectionName, unknown[]>,
  small: Map<CollectionName, unknown[]>,
): Promise<void> {
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
  await readInto(
    file,
    new BackupParser(visitor),
    () => queue.whenRoom(),
    () => queue.stopped,
  );
  queue.finish();
}

/** The write's producer for a small file whose records the check kept: no second reading. */
async function queueKept(
  checked: CheckedFile,
  queue: RecordQueue,
  tails: Map<CollectionName, unknown[]>,
  small: Map<CollectionName, unknown[]>,
): Promise<void> {
  for (const [name, { kept = [] }] of checked) {
    const plain = Math.max(0, kept.length - DEXIE_TAIL);
    for (let i = 0; i < plain; i++) {
      queue.push(name, kept[i]);
      if ((i + 1) % BATCH_RECORDS === 0) await queue.whenRoom();
      if (queue.stopped) return;
    }
    tails.set(name, kept.slice(plain));
    if (small.has(name)) small.set(name, kept);
  }
  queue.finish();
}

/**
 * The envelope of each collection small enough for one (null: over budget), encoded here because
 * the main thread would first have to read the records back from IndexedDB. A failure to encode
 * counts as over budget: the envelopes are a compatibility layer and must never fail an import.
 */
function encodeEnvelopes(
  checked: CheckedFile,
  small: Map<CollectionName, unknown[]>,
  now: Date,
): Map<CollectionName, string | null> {
  const encode = (records: readonly unknown[] | undefined): string | null => {
    try {
      return records ? encodeWithinBudget(records, now) : null;
    } catch {
      return null;
    }
  };
  return new Map(
    COLLECTION_NAMES.flatMap((name) =>
      checked.has(name) ? [[name, encode(small.get(name))] as const] : [],
    ),
  );
}

/**
 * One transaction: each collection cleared through Dexie, then its records put with plain
 * IndexedDB requests in batches, a few batches waiting in IndexedDB at any time: each batch's
 * last put, on success, issues the next ones, so the transaction stays active while the worker
 * parses on (an await of anything but IndexedDB would end it; docs/data.md, "IndexedDB pitfalls"). The reading runs
 * ahead in its own tasks, bounded by the queue. The last `DEXIE_TAIL` records of each collection
 * are put through Dexie after the rest: its change event then marks every index of the
 * collection (Dexie marks whole ranges for a bulkPut of 50 or more), so live queries in every tab
 * re-run. Measured at 100k records against one Dexie bulkPut per collection: see docs/performance.md.
 */
export async function writeCheckedFile(
  db: AlphaScoutDb,
  file: Blob,
  checked: CheckedFile,
  hooks: ImportHooks,
  merged: Pick<CheckedBackup, 'tracking' | 'wallets'> = { tracking: null, wallets: null },
): Promise<{ written: number; envelopes: Map<CollectionName, string | null> }> {
  const names = COLLECTION_NAMES.filter((name) => checked.has(name));
  const mergesRows = merged.tracking !== null || merged.wallets !== null;
  if (names.length === 0 && !mergesRows) return { written: 0, envelopes: new Map() };
  const total = names.reduce((sum, name) => sum + (checked.get(name)?.records ?? 0), 0);
  const queue = new RecordQueue();
  const tails = new Map<CollectionName, unknown[]>();
  const small = new Map(
    names
      .filter((name) => (checked.get(name)?.records ?? 0) <= ENVELOPE_MAX_RECORDS)
      .map((name) => [name, [] as unknown[]]),
  );
  let envelopes = new Map<CollectionName, string | null>();
  const keptAll = [...checked.values()].every((entry) => entry.kept !== undefined);
  const reading = (
    keptAll
      ? queueKept(checked, queue, tails, small)
      : readRecords(file, checked, queue, tails, small)
  ).then(
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
  // An object, not a `let`: the abort handler sets it from inside a closure.
  const cancelled = { byUs: false };
  const onCancel = (): void => abort();
  hooks.cancel?.addEventListener('abort', onCancel);
  try {
    const tables = [
      ...names.map((name) => db.table(name)),
      // Both, whichever the file holds: a removed wallet's ticks leave the tracker's rows.
      ...(mergesRows ? [db.tracking, db.wallets] : []),
    ];
    await db.transaction('rw', tables, (transaction) => {
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
          reject(error instanceof Error ? error : new Error(String(error)));
        };
        abort = () => {
          try {
            idb.abort();
            cancelled.byUs = true;
          } catch {
            // already committing
          }
        };
        idb.addEventListener('abort', () =>
          fail(idb.error ?? new DOMException('The import was aborted.', 'AbortError')),
        );
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
            // End-to-end tests only (test-hold.ts): no more puts once some have succeeded.
            const held = hooks.hold?.phase === 'writing' && done > 0;
            while (!held && inFlight < IN_FLIGHT_BATCHES) {
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
            if (held && hooks.hold) {
              hooks.hold.held = true;
              hooks.onProgress?.({ phase: 'writing', done, total });
            }
            if (held || !queue.finished) {
              // The reading is behind (or a test holds the write): keep the transaction alive.
              const spin = idb.objectStore(names[0] ?? 'tracking').get(NO_SUCH_KEY);
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
            // The visitor's own rows merge (the newer `updatedAt` wins, docs/data.md, "Tracker rows") in the same transaction.
            const mergeWrite = mergesRows
              ? mergeBackupRows(
                  {
                    tracking: transaction.table<TrackingRow, TrackingKey>('tracking'),
                    wallets: transaction.table<WalletRow, WalletKey>('wallets'),
                  },
                  merged.tracking ?? [],
                  merged.wallets ?? [],
                )
              : Promise.resolve();
            Promise.all([...tailWrites, mergeWrite]).then(() => {
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
    throw cancelled.byUs ? new ImportCancelledError() : error;
  } finally {
    hooks.cancel?.removeEventListener('abort', onCancel);
  }
}
