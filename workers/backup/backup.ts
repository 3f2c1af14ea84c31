/**
 * Export and import in the worker, so a big backup never freezes the page. Import checks
 * everything, then writes once (ARCHITECTURE.md rule 4): parse, the spec §5 rule, every record
 * validated, then one transaction on a strict-durability connection replaces each collection
 * present. Anything wrong leaves the database exactly as it was.
 */
import type { AlphaScoutDb } from '../../src/db/database';
import { applyImport, exportAll, planImport, ValidationError } from '../../src/db/repository';
import type { ImportResult } from '../api';

export async function exportBlob(db: AlphaScoutDb): Promise<Blob> {
  return new Blob([JSON.stringify(await exportAll(db))], { type: 'application/json' });
}

/** Up to five lines naming collection, index, field and problem. */
export function importProblemLines(error: unknown): string[] {
  if (error instanceof ValidationError) {
    return error.problems.slice(0, 5).map((p) => `${p.collection}[${p.index}]${p.path ? ` ${p.path}` : ''}: ${p.message}`);
  }
  if (error instanceof SyntaxError) return ['The file is not valid JSON.'];
  if (error instanceof Error) return [error.message];
  return ['Unknown error.'];
}

export async function importFile(db: AlphaScoutDb, file: Blob): Promise<ImportResult> {
  try {
    const plan = planImport(JSON.parse(await file.text()));
    const collections = Object.keys(plan);
    const written = await applyImport(db, plan);
    return { ok: true, written, collections };
  } catch (error) {
    return { ok: false, problems: importProblemLines(error) };
  }
}
