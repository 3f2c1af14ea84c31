/**
 * Export and import as the Backup/Restore popup uses them (texts in docs/product.md, "Messages"). The work runs in the
 * app worker; this side hands over the file, follows progress and saves the result.
 */
import { signOutIfAccountGone, storeEnvelopes } from '../../db/connection/app-db';
import { storageErrorMessage } from '../../db/storage/write-errors';
import { backupFileName } from '../../lib/backup-file';
import type { ExportProgress, ImportProgress } from '../../worker/client';
import { exportInWorker, importInWorker } from '../../worker/client';

export const EXPORT_FAILED = 'Failed to export data. Please try again.';
export const IMPORT_FAILED = 'Failed to import data. Please check the file format and try again.';
export const IMPORT_SUCCEEDED = 'Data imported successfully. The page will now reload.';
export const IMPORTED_NOT_RELOADED = 'Data imported successfully. Reload the page to see it.';
/**
 * Added to the success message when the imported users hold neither the signed-in account, with
 * its email, nor its email under another id (endSessionWithoutAccount).
 */
export const SIGNED_OUT_BY_IMPORT =
  'You were signed out: the imported backup does not include your account.';

/**
 * The export failure's alert: the spec's text, and the reason when it is one the visitor can act
 * on (the rate limit, storage the browser refuses), as an import's failure names it.
 */
export function exportFailureMessage(error: unknown): string {
  // The worker's RateLimitError comes back through Comlink as an Error with its name kept.
  const reason =
    error instanceof Error && error.name === 'RateLimitError'
      ? error.message
      : storageErrorMessage(error);
  return reason ? `${EXPORT_FAILED}\n\n${reason}` : EXPORT_FAILED;
}

export type ImportOutcome =
  | { status: 'imported'; written: number; signedOut: boolean }
  | { status: 'failed'; lines: string[] }
  | { status: 'cancelled' };

/** Exports every collection and hands the file to the browser's downloads; returns the file's name. */
export async function exportToFile(
  onProgress: (progress: ExportProgress) => void,
): Promise<string> {
  const blob = await exportInWorker(onProgress);
  const url = URL.createObjectURL(blob);
  const name = backupFileName(new Date());
  const anchor = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export async function importFromFile(
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportOutcome> {
  // Read-only mode or a newer database in another tab: say so instead of the worker's raw error.
  const refusal = storageErrorMessage(null);
  if (refusal) return { status: 'failed', lines: [refusal] };
  try {
    const result = await importInWorker(file, onProgress);
    if (!result.ok)
      return result.cancelled
        ? { status: 'cancelled' }
        : { status: 'failed', lines: result.problems };
    // The import has committed: an envelope that cannot be stored is logged, never a failure.
    await storeEnvelopes(result.envelopes).catch((error: unknown) =>
      console.error('AlphaScout: the imported envelopes could not be stored', error),
    );
    const signedOut = await signOutIfAccountGone().catch((error: unknown) => {
      console.error(
        'AlphaScout: the session could not be checked against the imported accounts',
        error,
      );
      return false;
    });
    return { status: 'imported', written: result.written, signedOut };
  } catch (error) {
    return { status: 'failed', lines: [error instanceof Error ? error.message : String(error)] };
  }
}
