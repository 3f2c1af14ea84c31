import { useId, useRef, useState, useSyncExternalStore } from 'react';

import { isJobRunning, subscribeJobs } from '../../lib/busy-jobs';
import { Dialog } from '../../ui/Dialog';
import { ProgressBar } from '../../ui/ProgressBar';
import { useFocusIfLost } from '../../ui/useFocusIfLost';
import type { ImportProgress } from '../../worker/client';
import { cancelImportInWorker } from '../../worker/client';
import {
  exportFailureMessage,
  exportToFile,
  IMPORT_FAILED,
  IMPORT_SUCCEEDED,
  IMPORTED_NOT_RELOADED,
  importFromFile,
  SIGNED_OUT_BY_IMPORT,
} from './backup-actions';
import { StorageStatus } from './StorageStatus';

type Job =
  | { kind: 'export'; done: number; total: number }
  | { kind: 'import'; progress: ImportProgress | null };

/** Asked when the popup is closed during an import: closing it stops the import. */
const STOP_IMPORT_CONFIRMATION =
  'An import is running. Stop it and close? Nothing will be changed.';

const PHASES: Record<ImportProgress['phase'], string> = {
  checking: 'Checking the file',
  writing: 'Writing',
};

/** What the popup's live region says of a job: its phase, not the numbers that change ten times a second. */
function phaseOf(job: Job | null): string {
  if (!job) return '';
  if (job.kind === 'export') return 'Exporting';
  return job.progress ? PHASES[job.progress.phase] : 'Starting the import';
}

/** A job's progress, seen; the bar tells the numbers to whoever reads it. */
function JobProgress({
  job,
  cancelling,
  onCancel,
}: {
  job: Job;
  cancelling: boolean;
  onCancel: () => void;
}) {
  if (job.kind === 'export') {
    const text = `Exporting: ${job.done.toLocaleString()} of ${job.total.toLocaleString()} records`;
    return (
      <div className="space-y-1">
        <p className="text-sm" aria-hidden="true">
          {text}
        </p>
        <ProgressBar value={job.done} max={job.total} label="Export progress" valueText={text} />
      </div>
    );
  }
  const progress = job.progress;
  const unit = progress?.phase === 'checking' ? 'MB' : 'records';
  const amount = (n: number) => (unit === 'MB' ? (n / 1_048_576).toFixed(1) : n.toLocaleString());
  const text = progress
    ? `${phaseOf(job)}: ${amount(progress.done)} of ${amount(progress.total)} ${unit}`
    : phaseOf(job);
  return (
    <div className="space-y-2">
      <p className="text-sm" aria-hidden="true">
        {text}
      </p>
      <ProgressBar
        value={progress?.done ?? 0}
        max={progress?.total ?? 1}
        label="Import progress"
        valueText={text}
      />
      {progress?.phase === 'writing' && (
        <p className="muted text-xs">
          Written in one step: nothing changes until every record is in, and cancelling rolls back
          what was written.
        </p>
      )}
      <button type="button" className="btn-outline" onClick={onCancel} disabled={cancelling}>
        {cancelling ? 'Cancelling…' : 'Cancel import'}
      </button>
    </div>
  );
}

/** Brought into sight as it appears: on a small phone the problems came below the fold. */
const showWhole = (element: HTMLElement | null): void =>
  element?.scrollIntoView({ block: 'nearest' });

/** The Backup and Restore popup (docs/data.md, "Backups"). */
export function BackupPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [job, setJob] = useState<Job | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Closing while an import runs cancels it, and the popup closes once the worker has stopped:
  // a popup closed at once left the import running unseen, and a new one could be started.
  const closeOnceStopped = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const jobBox = useRef<HTMLDivElement>(null);
  const inputId = useId();
  // An export goes on when the popup is closed, and its file still downloads (an import is stopped
  // first, unless the popup went with the session): a popup opened meanwhile says so, and starts
  // nothing beside it.
  const earlierJob = useSyncExternalStore(subscribeJobs, isJobRunning) && job === null;
  const busy = job !== null || earlierJob;

  // A job disables its button and ends by removing its Cancel button: focus, if lost with them,
  // goes back to the job's control once the job is gone and the control enabled again.
  const focusIfLost = useFocusIfLost();
  // Starting a job disables the control it was started from: focus goes to the job, its Cancel
  // button or its progress, rather than falling out of the popup to <body>.
  const focusTheJob = () =>
    focusIfLost(
      () =>
        jobBox.current?.querySelector('button') ??
        jobBox.current?.querySelector<HTMLElement>('[role="progressbar"]') ??
        null,
    );

  const cancelImport = () => {
    setCancelling(true);
    void cancelImportInWorker();
  };

  const close = () => {
    if (job?.kind !== 'import') {
      onClose();
      return;
    }
    // Asked once: a close while the cancel is under way only waits for it.
    if (!cancelling && !window.confirm(STOP_IMPORT_CONFIRMATION)) return;
    closeOnceStopped.current = true;
    if (!cancelling) cancelImport();
  };

  const endJob = () => {
    setJob(null);
    setCancelling(false);
  };

  const runExport = async () => {
    setJob({ kind: 'export', done: 0, total: 0 });
    // What an earlier import said is gone with the next job: left up, it read as this one's failure.
    setProblems([]);
    setNotice(null);
    focusTheJob();
    try {
      const name = await exportToFile((progress) => setJob({ kind: 'export', ...progress }));
      setNotice(`Backup exported: ${name}`);
    } catch (error) {
      console.error(error);
      window.alert(exportFailureMessage(error));
    } finally {
      setJob(null);
      focusIfLost(() => exportButton.current);
    }
  };

  const runImport = async (file: File | undefined) => {
    if (!file) return;
    setJob({ kind: 'import', progress: null });
    setProblems([]);
    setNotice(null);
    focusTheJob();
    const outcome = await importFromFile(file, (progress) => setJob({ kind: 'import', progress }));
    if (outcome.status === 'imported') {
      // Straight to the reload: a render here would redraw a page about to go.
      window.alert(
        outcome.signedOut ? `${IMPORT_SUCCEEDED}\n\n${SIGNED_OUT_BY_IMPORT}` : IMPORT_SUCCEEDED,
      );
      window.location.reload();
      // Kept only when the admin answers Stay to the editor's leave-page question. The import is
      // written by then: the job ends, with nothing left to cancel, and the popup says so.
      endJob();
      setNotice(IMPORTED_NOT_RELOADED);
      focusIfLost(() => input.current);
      return;
    }
    endJob();
    if (closeOnceStopped.current) {
      closeOnceStopped.current = false;
      if (outcome.status === 'cancelled') {
        onClose();
        return;
      }
    }
    focusIfLost(() => input.current);
    if (outcome.status === 'cancelled') {
      setNotice('Import cancelled. Nothing was changed.');
    } else {
      setProblems(outcome.lines);
      window.alert([IMPORT_FAILED, ...outcome.lines].join('\n'));
    }
  };

  return (
    <Dialog title="Backup and Restore" open={open} onClose={close}>
      <div className="space-y-4">
        <p className="rounded-lg border border-warn/40 bg-warn/10 p-3 text-sm text-warn">
          Your data lives in this browser's storage only. Clearing site data or switching browsers
          loses it: export a backup regularly.
        </p>
        <StorageStatus busy={busy} />
        <div className="flex flex-wrap gap-3">
          <button
            ref={exportButton}
            type="button"
            className="btn-primary"
            onClick={() => void runExport()}
            disabled={busy}
          >
            Export All Data
          </button>
          {/* The input before its label, so the label can show the input's keyboard focus. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="peer sr-only"
            disabled={busy}
            onChange={(event) => {
              void runImport(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className={`btn-outline cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${busy ? 'pointer-events-none opacity-50' : ''}`}
          >
            Import Data
          </label>
        </div>
        <div ref={jobBox}>
          {/* In the page before any job, so that each phase is read out as it begins. */}
          <p className="sr-only" aria-live="polite">
            {phaseOf(job)}
          </p>
          {job && <JobProgress job={job} cancelling={cancelling} onCancel={cancelImport} />}
          {earlierJob && (
            <p className="text-sm text-text-muted">
              A backup job started earlier is still running. An export's file downloads when it is
              ready.
            </p>
          )}
        </div>
        <p className="muted text-sm">
          Importing replaces each collection found in the file. Nothing is changed unless the whole
          file is valid.
        </p>
        {/* Always in the page, its text changing: a region added with its text is often not read out. */}
        <p role="status" className={notice ? 'text-sm text-text-muted' : 'sr-only'}>
          {notice}
        </p>
        {problems.length > 0 && (
          <div
            ref={showWhole}
            role="alert"
            className="rounded-lg bg-bearish/10 p-3 text-sm text-bearish"
          >
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
