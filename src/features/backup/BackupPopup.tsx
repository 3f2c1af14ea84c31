import { useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { EXPORT_FAILED, exportToFile, IMPORT_FAILED, IMPORT_SUCCEEDED, importFromFile, importProblemLines } from './backup-actions';

/** The Backup and Restore popup of spec §2. */
export function BackupPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const inputId = useId();

  const runExport = async () => {
    setBusy('export');
    try {
      await exportToFile();
    } catch (error) {
      console.error(error);
      window.alert(EXPORT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const runImport = async (file: File | undefined) => {
    if (!file) return;
    setBusy('import');
    setProblems([]);
    try {
      await importFromFile(file);
      window.alert(IMPORT_SUCCEEDED);
      window.location.reload();
    } catch (error) {
      const lines = importProblemLines(error);
      setProblems(lines);
      window.alert([IMPORT_FAILED, ...lines].join('\n'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog title="Backup and Restore" open={open} onClose={onClose}>
      <div className="space-y-4">
        <p className="rounded-lg border border-warn/40 bg-warn/10 p-3 text-sm text-warn">
          Your data lives in this browser's storage only. Clearing site data or switching browsers loses it: export a backup regularly.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={runExport} disabled={busy !== null}>
            {busy === 'export' ? 'Exporting…' : 'Export All Data'}
          </button>
          <label htmlFor={inputId} className={`btn-outline cursor-pointer ${busy ? 'pointer-events-none opacity-50' : ''}`}>
            {busy === 'import' ? 'Importing…' : 'Import Data'}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            disabled={busy !== null}
            onChange={(event) => {
              void runImport(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        <p className="muted text-sm">Importing replaces each collection found in the file. Nothing is changed unless the whole file is valid.</p>
        {problems.length > 0 && (
          <div role="alert" className="rounded-lg bg-bearish/10 p-3 text-sm text-bearish">
            <p className="font-semibold">{IMPORT_FAILED}</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Dialog>
  );
}
