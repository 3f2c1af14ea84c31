import { useEffect, useId, useLayoutEffect, useRef } from 'react';

import { JsonCodeEditor } from '../../ui/JsonCodeEditor';
import { TaskRepeats } from './TaskRepeats';
import type { EditorState } from './useAdminEditor';

interface EditorPanelProps {
  collectionLabel: string;
  editor: EditorState;
  /** What the last save did. */
  outcome: string;
  busy: boolean;
  /** Whether the record is an airdrop's, whose tasks get a repeat choice under the JSON. */
  withTaskRepeats: boolean;
  onText: (text: string) => void;
  onSave: () => void;
  onClose: () => void;
  onDelete: (() => void) | null;
}

function titleOf(editor: EditorState, collectionLabel: string): string {
  switch (editor.target.kind) {
    case 'record':
      return `${collectionLabel}: ${String(editor.target.key)}`;
    case 'page': {
      // Not "this page": a saved array may hold more records than a page lists.
      const count = editor.target.keys.length;
      return `${collectionLabel}: ${count.toLocaleString()} ${count === 1 ? 'record' : 'records'} as JSON`;
    }
    default:
      return `${collectionLabel}: new record`;
  }
}

/** The JSON of one record or a page, its validation problems (each with its path) and Save. */
export function EditorPanel({
  collectionLabel,
  editor,
  outcome,
  busy,
  withTaskRepeats,
  onText,
  onSave,
  onClose,
  onDelete,
}: EditorPanelProps) {
  const problemsId = useId();
  const editorId = useId();
  const hasProblems = editor.problems.length > 0;
  /** Typed since the refused save: the list may be out of date, and the text is no longer known to be invalid. */
  const edited = editor.text !== editor.checked;
  const these = editor.problems.length === 1 ? 'this problem' : 'these problems';
  const section = useRef<HTMLElement>(null);
  const actions = useRef<HTMLDivElement>(null);

  // On a narrow screen the editor sits below a long list: bring it into view when something is
  // opened, and put the caret in it for keyboard users. A save (a new record's gets its id) keeps
  // focus on Save.
  useEffect(() => {
    section.current?.querySelector('textarea')?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'nearest' });
  }, [editor.opening]);

  // A save's outcome moves Save: the problems it found come above it, or go, or the saved text
  // becomes the text as opened. On a phone Save went below the screen while it had focus: the
  // control that has focus stays in sight, with the save's outcome beside it, before the frame is
  // painted.
  const refused = editor.problems;
  const saved = editor.opened;
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && actions.current?.contains(focused))
      actions.current.scrollIntoView({ block: 'nearest' });
  }, [refused, saved]);
  return (
    <section
      ref={section}
      aria-labelledby={`${editorId}-title`}
      className="card min-w-0 scroll-mt-20 space-y-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Wraps rather than cut: on a phone a long id was cut short, and a phone has no hover to show it whole. */}
        <h2 id={`${editorId}-title`} className="min-w-0 text-lg font-semibold">
          {titleOf(editor, collectionLabel)}
        </h2>
        <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={onClose}>
          Close editor
        </button>
      </div>
      <JsonCodeEditor
        id={editorId}
        label={editor.target.kind === 'page' ? 'Records JSON' : 'Record JSON'}
        value={editor.text}
        onChange={onText}
        describedBy={hasProblems ? problemsId : undefined}
        invalid={hasProblems && !edited}
      />
      {withTaskRepeats && editor.target.kind !== 'page' && (
        <TaskRepeats text={editor.text} onText={onText} />
      )}
      {hasProblems && (
        <div
          id={problemsId}
          role="alert"
          className="rounded-lg border border-bearish/40 bg-bearish/10 p-3 text-sm text-bearish"
        >
          <p className="font-semibold">
            {edited
              ? `Not saved: the last Save found ${these}. Save again to check your changes.`
              : `Not saved: fix ${these} first.`}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono text-xs">
            {editor.problems.map((problem, index) => (
              <li key={index} className="break-words">
                {problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div ref={actions} className="flex flex-wrap items-center gap-2">
        {/* Not disabled while saving (save ignores a second press): a disabled button drops focus to <body>. */}
        <button
          type="button"
          className={`btn-primary ${busy ? 'cursor-wait opacity-50' : ''}`}
          aria-disabled={busy || undefined}
          onClick={onSave}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
        {onDelete && (
          <button
            type="button"
            className="btn-outline hover:border-bearish hover:text-bearish"
            disabled={busy}
            onClick={onDelete}
          >
            Delete this record
          </button>
        )}
        {/* Present while the editor is, even empty, so that a screen reader hears the outcome when it comes. */}
        <p role="status" className="text-sm font-medium text-bullish">
          {outcome}
        </p>
        <p className="muted text-xs">
          Checked against the collection's schema before anything is written.
          {editor.target.kind === 'page' &&
            ' A record taken out of the array is not deleted: select it and use Delete.'}
        </p>
      </div>
    </section>
  );
}
