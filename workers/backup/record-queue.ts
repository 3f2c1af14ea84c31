/**
 * Between the two halves of an import's write: the file's second reading pushes validated records
 * in, in batches per collection, and the transaction takes whole batches out from IndexedDB
 * callbacks. Bounded: the reading waits for room, so memory holds a few batches whatever the
 * file's size.
 */
import type { CollectionName } from '../../src/schemas/registry';

/** Records per batch: the puts issued at once, and one progress step. */
export const BATCH_RECORDS = 1_000;
/** Batches queued before the reading waits. */
const MAX_QUEUED = 8;

export interface RecordBatch {
  name: CollectionName;
  records: unknown[];
}

export class RecordQueue {
  private readonly batches: RecordBatch[] = [];
  /** The batch being filled: the last one queued, unless taken. */
  private filling: RecordBatch | null = null;
  private wake: (() => void) | null = null;
  /** The reading failed: the transaction must abort. */
  failure: { error: unknown } | null = null;
  /** Every record is queued. */
  finished = false;
  /** The write has ended (failed, cancelled): the reading stops. */
  stopped = false;

  push(name: CollectionName, record: unknown): void {
    if (this.filling?.name !== name || this.filling.records.length >= BATCH_RECORDS) {
      this.filling = { name, records: [] };
      this.batches.push(this.filling);
    }
    this.filling.records.push(record);
  }

  /** The oldest batch, a partly filled one included, or undefined when none is queued. */
  take(): RecordBatch | undefined {
    const batch = this.batches.shift();
    if (batch === this.filling) this.filling = null;
    if (this.batches.length < MAX_QUEUED) this.release();
    return batch;
  }

  /** Resolves once there is room for more, or the write has stopped. */
  whenRoom(): Promise<void> {
    if (this.batches.length < MAX_QUEUED || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  finish(): void {
    this.finished = true;
  }

  fail(error: unknown): void {
    this.failure = { error };
  }

  stop(): void {
    this.stopped = true;
    this.release();
  }

  private release(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
