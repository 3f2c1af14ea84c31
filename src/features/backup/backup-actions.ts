/**
 * Export and import as the Backup/Restore popup uses them (spec §8 texts). Import is
 * all-or-nothing: the whole file is parsed and validated before one transaction writes it.
 */
import { appDb, flushEnvelopes } from '../../db/app-db';
import { applyImport, exportAll, planImport, ValidationError } from '../../db/repository';
import { backupFileName } from '../../lib/backup-file';

export const EXPORT_FAILED = 'Failed to export data. Please try again.';
export const IMPORT_FAILED = 'Failed to import data. Please check the file format and try again.';
export const IMPORT_SUCCEEDED = 'Data imported successfully. The page will now reload.';

export async function exportToFile(): Promise<void> {
  const data = await exportAll(appDb);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const anchor = Object.assign(document.createElement('a'), { href: url, download: backupFileName(new Date()) });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Up to five lines naming collection, index, field and problem. */
export function importProblemLines(error: unknown): string[] {
  if (error instanceof ValidationError) {
    return error.problems.slice(0, 5).map((p) => `${p.collection}[${p.index}]${p.path ? ` ${p.path}` : ''}: ${p.message}`);
  }
  if (error instanceof SyntaxError) return ['The file is not valid JSON.'];
  if (error instanceof Error) return [error.message];
  return [];
}

export async function importFromFile(file: File): Promise<number> {
  const plan = planImport(JSON.parse(await file.text()));
  const written = await applyImport(appDb, plan);
  await flushEnvelopes();
  return written;
}
