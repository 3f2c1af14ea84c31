/**
 * Import in the worker, check everything, then write once (ARCHITECTURE.md rule 4):
 * reading (the file, streamed; size and nesting checked first), checking (JSON, spec §5's
 * rule, every record against its schema, duplicates), writing (one transaction on a
 * strict-durability connection replacing each collection present; nothing but Dexie calls
 * awaited inside it). Cancel works until the transaction commits: while writing, it aborts the
 * transaction. Any failure leaves the database exactly as it was. A success hands back the
 * imported collections' localStorage envelopes, encoded while IndexedDB writes, for the main
 * thread to store before it reloads.
 */
import type { AlphaScoutDb } from '../../src/db/database';
import { encodeWithinBudget } from '../../src/db/envelope';
import { isQuotaError } from '../../src/db/quota-error';
import { CollectionValidator, ValidationError, type ImportPlan } from '../../src/db/repository';
import { COLLECTION_NAMES, type CollectionName } from '../../src/schemas/registry';
import type { ImportProgress, ImportResult } from '../api';
import { jsonDepth, MAX_JSON_DEPTH } from './json-depth';

/** Largest file accepted whatever the device: parsing needs several times its size in memory. */
export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;
const CHECK_CHUNK = 2_000;
/** Records between two progress reports while writing. */
const WRITE_CHUNK = 5_000;
/** Records of each collection put through Dexie after the plain puts, so its change event covers every index. */
const DEXIE_TAIL = 50;

export class ImportCancelledError extends Error {
  constructor() {
    super('The import was cancelled. Nothing was changed.');
    this.name = 'ImportCancelledError';
  }
}

export interface ImportHooks {
  onProgress?: (progress: ImportProgress) => void;
  /** Aborted to cancel: checked between chunks, and while writing it aborts the transaction. */
  cancel?: AbortSignal;
  /** Bytes this device can still store (from navigator.storage.estimate), when known. */
  freeBytes?: () => Promise<number | undefined>;
}

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

async function readText(file: Blob, hooks: ImportHooks): Promise<string> {
  const free = await hooks.freeBytes?.();
  if (file.size > MAX_IMPORT_BYTES || (free !== undefined && file.size * 2 > free)) {
    const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
    throw new Error(`The file (${mb(file.size)}) is too big for this device${free !== undefined ? ` (${mb(free)} of storage free)` : ''}.`);
  }
  const reader = file.stream().getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  let done = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    parts.push(decoder.decode(chunk.value, { stream: true }));
    done += chunk.value.byteLength;
    hooks.onProgress?.({ phase: 'reading', done, total: file.size });
    if (hooks.cancel?.aborted) throw new ImportCancelledError();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

async function check(text: string, hooks: ImportHooks): Promise<ImportPlan> {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new Error(`The file nests deeper than ${MAX_JSON_DEPTH} levels; a backup never does.`);
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('The file must hold a JSON object keyed by collection name.');
  // Spec §5: only collection keys with array values count; anything else is ignored.
  const arrays = COLLECTION_NAMES.flatMap((name) => {
    const value: unknown = Object.prototype.hasOwnProperty.call(parsed, name) ? (parsed as Record<string, unknown>)[name] : undefined;
    return Array.isArray(value) ? [[name, value as unknown[]] as const] : [];
  });
  const total = arrays.reduce((sum, [, records]) => sum + records.length, 0);
  const plan: ImportPlan = {};
  const problems: ValidationError['problems'] = [];
  let done = 0;
  for (const [name, records] of arrays) {
    const validator = new CollectionValidator(name);
    for (let i = 0; i < records.length && !validator.full; i += CHECK_CHUNK) {
      validator.add(records.slice(i, i + CHECK_CHUNK));
      done += Math.min(CHECK_CHUNK, records.length - i);
      hooks.onProgress?.({ phase: 'checking', done, total });
      await yieldToEvents(); // lets a cancel request in
      if (hooks.cancel?.aborted) throw new ImportCancelledError();
    }
    try {
      (plan as Record<CollectionName, unknown[]>)[name] = validator.finish();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return plan;
}

/**
 * One transaction: each collection cleared through Dexie, then its records put with plain
 * IndexedDB requests issued at once, nothing awaited between them (the transaction completes
 * when the last put does). Measured at 100k records: Dexie's bulkPut chunk by chunk wrote
 * 16-17 s where this writes 13-14 s, against a raw floor of ~12 s; IndexedDB idled while each
 * chunk was prepared. The last `DEXIE_TAIL` records of each collection are put through Dexie
 * instead, after the rest: its change event then marks every index of the collection (Dexie
 * marks whole ranges for a bulkPut of 50 or more, exact keys below that), so live queries in
 * every tab re-run, even one whose range was empty before. The unit tests check that with a
 * live query. `whilePutsRun` runs once every plain put is issued, and its value is returned:
 * the worker is idle while IndexedDB works through the puts, so work that needs no database
 * costs the import no time there.
 */
async function write<T>(db: AlphaScoutDb, plan: ImportPlan, hooks: ImportHooks, whilePutsRun: () => T): Promise<{ written: number; duringWrite: T }> {
  const names = COLLECTION_NAMES.filter((name) => plan[name] !== undefined);
  const total = names.reduce((sum, name) => sum + (plan[name]?.length ?? 0), 0);
  let done = 0;
  hooks.onProgress?.({ phase: 'writing', done, total });
  // A cancel aborts the transaction, which rolls back every put so far. Once IndexedDB has begun
  // to commit, abort() throws and the import completes: the result then says it succeeded.
  let abort = (): void => undefined;
  const ours = { aborted: false }; // an object: TypeScript does not see a callback set a plain `let`
  const onCancel = (): void => abort();
  hooks.cancel?.addEventListener('abort', onCancel);
  try {
    const duringWrite = await db.transaction('rw', names.map((name) => db.table(name)), async (transaction) => {
      abort = () => {
        try {
          transaction.idbtrans.abort();
          ours.aborted = true;
        } catch {
          // already committing
        }
      };
      if (hooks.cancel?.aborted) throw new ImportCancelledError();
      for (const name of names) await db.table(name).clear();
      for (const name of names) {
        const store = transaction.idbtrans.objectStore(name);
        const records = plan[name] ?? [];
        const plain = Math.max(0, records.length - DEXIE_TAIL);
        for (let i = 0; i < plain; i++) {
          const request = store.put(records[i]);
          if ((i + 1) % WRITE_CHUNK === 0 || i === plain - 1) {
            const written = (i % WRITE_CHUNK) + 1;
            request.onsuccess = () => {
              done += written;
              hooks.onProgress?.({ phase: 'writing', done, total });
            };
          }
        }
      }
      const value = whilePutsRun();
      for (const name of names) {
        const tail = (plan[name] ?? []).slice(-DEXIE_TAIL);
        await db.table(name).bulkPut(tail);
        done += tail.length;
        hooks.onProgress?.({ phase: 'writing', done, total });
      }
      return value;
    });
    return { written: total, duringWrite };
  } catch (error) {
    // Only an abort of ours is a cancel; a full disk or a closed connection says what it is.
    throw ours.aborted ? new ImportCancelledError() : error;
  } finally {
    hooks.cancel?.removeEventListener('abort', onCancel);
  }
}

/**
 * The localStorage envelope of each imported collection (null: over budget), encoded here because
 * the main thread would first have to read the records back from IndexedDB. A collection that
 * cannot be encoded at all (a string past V8's limit) counts as over budget: the envelopes are a
 * compatibility layer and must never fail an import.
 */
function encodeEnvelopes(plan: ImportPlan, now: Date): Map<CollectionName, string | null> {
  const encode = (records: readonly unknown[]): string | null => {
    try {
      return encodeWithinBudget(records, now);
    } catch {
      return null;
    }
  };
  return new Map(COLLECTION_NAMES.flatMap((name) => {
    const records = plan[name];
    return records ? [[name, encode(records)] as const] : [];
  }));
}

export async function importFile(db: AlphaScoutDb, file: Blob, given: ImportHooks = {}): Promise<ImportResult> {
  // Every report crosses to the main thread and re-renders the popup: ten a second is plenty.
  const hooks: ImportHooks = { ...given, onProgress: throttleProgress(given.onProgress) };
  try {
    const plan = await check(await readText(file, hooks), hooks);
    const { written, duringWrite: envelopes } = await write(db, plan, hooks, () => encodeEnvelopes(plan, new Date()));
    return { ok: true, written, envelopes };
  } catch (error) {
    if (error instanceof ImportCancelledError) return { ok: false, cancelled: true, problems: [error.message] };
    return { ok: false, problems: importProblemLines(error) };
  }
}
