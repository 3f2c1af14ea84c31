/**
 * Reading a backup file, shared by the import's two readings (check.ts, write.ts): the bytes
 * streamed from the File, decoded as UTF-8 and fed to the incremental parser piece by piece, so
 * the file is never one string; and what both readings are given to report progress and to stop.
 */
import type { ImportProgress } from '../api';
import type { BackupParser } from './backup-parser';
import type { TestHold } from './test-hold';

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
  /** Largest file whose checked records are kept for the write instead of read again (import.ts's default; 0 always reads again). */
  keepRecordsBytes?: number;
  /** End-to-end tests only: where the import waits for a cancel (test-hold.ts). */
  hold?: TestHold;
}

/** Lets queued messages (a cancel) in without setTimeout's 4 ms clamp. */
export function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Feeds the file's text to `parser` piece by piece and ends it. `afterPiece` runs after each piece
 * with the bytes read so far, and may wait (for room to queue records, or for a cancel to get in);
 * `stopped` ends the reading early.
 */
export async function readInto(
  file: Blob,
  parser: BackupParser,
  afterPiece: (bytes: number) => Promise<void> | void,
  stopped: () => boolean,
): Promise<void> {
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
