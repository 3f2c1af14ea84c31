/**
 * Export and import as the Backup/Restore popup uses them (spec §8 texts). The work runs in the
 * app worker; this side only hands over the file and saves the result.
 */
import { flushEnvelopes } from '../../db/app-db';
import { backupFileName } from '../../lib/backup-file';
import { isCollectionName } from '../../schemas/registry';
import { appWorker } from '../../worker/client';

export const EXPORT_FAILED = 'Failed to export data. Please try again.';
export const IMPORT_FAILED = 'Failed to import data. Please check the file format and try again.';
export const IMPORT_SUCCEEDED = 'Data imported successfully. The page will now reload.';

export class ImportFailedError extends Error {
  constructor(readonly lines: string[]) {
    super(IMPORT_FAILED);
    this.name = 'ImportFailedError';
  }
}

export async function exportToFile(): Promise<void> {
  const blob = await (await appWorker()).exportAll();
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: backupFileName(new Date()) });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Imports a backup file; throws ImportFailedError with the problem lines when nothing was written. */
export async function importFromFile(file: File): Promise<number> {
  const result = await (await appWorker()).importBackup(file);
  if (!result.ok) throw new ImportFailedError(result.problems);
  await flushEnvelopes(result.collections.filter(isCollectionName));
  return result.written;
}

/** The lines to show under the failure text. */
export function importProblemLines(error: unknown): string[] {
  if (error instanceof ImportFailedError) return error.lines;
  return error instanceof Error ? [error.message] : [];
}
