import { useCallback, useDeferredValue, useId, useRef, useState } from 'react';

import { type EditorKey, PAGE_SIZE } from '../../db/admin/editor-queries';
import {
  COLLECTION_LABELS,
  COLLECTION_NAMES,
  type CollectionName,
  isCollectionName,
} from '../../schemas/registry';
import { useFocusIfLost } from '../../ui/useFocusIfLost';
import { EditorPanel } from './EditorPanel';
import { RecordList } from './RecordList';
import { keptDraftCollection, useAdminEditor } from './useAdminEditor';
import { useCollectionCounts } from './useCollectionCounts';
import { useRecordPage } from './useRecordPage';

/**
 * /admin/json: pick a collection, browse and search it page by page, edit one record or the
 * whole page as JSON, add, delete and undo. The admin role is a convenience in the visitor's own
 * browser, not security — the notice says so, and the guard only hides the screen.
 */
export function AdminJsonScreen() {
  const pickerId = useId();
  const [collection, setCollection] = useState<CollectionName>(
    () => keptDraftCollection() ?? 'signals',
  );
  const { counts, refresh } = useCollectionCounts(collection);
  // Keyset paging: the start key of every page so far, so Previous is one pop, never an offset.
  const [cursors, setCursors] = useState<(EditorKey | undefined)[]>([undefined]);
  const [idPrefix, setIdPrefix] = useState('');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<Set<EditorKey>>(new Set());
  const actions = useAdminEditor(collection, refresh);
  const { editor, close } = actions;

  // An action that removes or disables the control it was started from (closing the editor,
  // deleting, undoing) would drop focus to <body>: it lands instead on the record's Edit button
  // when that is still listed, else on the list of records, once the screen shows the result.
  const main = useRef<HTMLElement>(null);
  const focusIfLost = useFocusIfLost();
  const landFocus = (key: EditorKey | null) =>
    focusIfLost(() => {
      const edit =
        key === null
          ? undefined
          : [...(main.current?.querySelectorAll<HTMLElement>('button[aria-label]') ?? [])].find(
              (button) => button.getAttribute('aria-label') === `Edit ${String(key)}`,
            );
      return (
        edit ?? main.current?.querySelector<HTMLElement>('section[aria-label="Records"]') ?? null
      );
    });

  const after = cursors[cursors.length - 1];
  // Typing stays responsive on a big table: the query follows the fields at React's idle pace.
  const deferredPrefix = useDeferredValue(idPrefix);
  const deferredText = useDeferredValue(text);
  const { page, from, settled } = useRecordPage(collection, after, deferredPrefix, deferredText);
  const searching = deferredPrefix !== '' || deferredText !== '';
  // Unsearched, a page past the first is empty only once its records are deleted (Next is offered
  // only when a record follows): the pager steps back to the page before, the new last one.
  if (!searching && settled && page?.records.length === 0 && cursors.length > 1)
    setCursors(cursors.slice(0, -1));

  const resetPaging = useCallback(() => {
    setCursors([undefined]);
    setSelected(new Set());
  }, []);

  const toggle = (key: EditorKey) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const next = page?.next;
  const count = counts?.[collection];
  const pageCount =
    !searching && count !== undefined ? Math.max(1, Math.ceil(count / PAGE_SIZE)) : undefined;
  const activeKey = editor?.target.kind === 'record' ? editor.target.key : null;
  const label = COLLECTION_LABELS[collection];

  return (
    <main ref={main} className="page space-y-5">
      <div>
        <h1 className="heading">JSON Editor</h1>
        <p className="mt-2 rounded-lg border border-warn/40 bg-warn/10 p-3 text-sm text-warn">
          The admin role is a convenience in your own browser, not security: anyone can change data
          stored in their own browser.
        </p>
      </div>

      <div className="card space-y-2">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <div className="min-w-0 lg:w-80">
            <label htmlFor={pickerId} className="block text-sm font-medium">
              Collection
            </label>
            <select
              id={pickerId}
              value={collection}
              onChange={(event) => {
                if (!isCollectionName(event.target.value)) return;
                // Another collection starts from its first page, with nothing selected or open.
                if (!close()) return;
                setCollection(event.target.value);
                resetPaging();
              }}
              className="field-input"
            >
              {COLLECTION_NAMES.map((name) => (
                <option key={name} value={name}>
                  {COLLECTION_LABELS[name]} ({counts?.[name]?.toLocaleString() ?? '…'})
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2 lg:ml-auto">
            <button
              type="button"
              className="btn-primary"
              disabled={actions.busy}
              onClick={() => void actions.openNew()}
            >
              Add record
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={!settled || !page || page.records.length === 0}
              onClick={() => page && actions.openPage(page.records)}
            >
              Edit page as JSON
            </button>
            <button
              type="button"
              className="btn-outline hover:border-bearish hover:text-bearish"
              disabled={selected.size === 0 || actions.busy}
              onClick={() =>
                void actions.remove([...selected]).then((done) => {
                  if (done) setSelected(new Set());
                  landFocus(null);
                })
              }
            >
              Delete selected{selected.size > 0 ? ` (${selected.size})` : ''}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={!actions.lastUndo || actions.busy}
              onClick={() => void actions.undo().then(() => landFocus(null))}
              title={
                actions.lastUndo
                  ? `Undo the ${actions.lastUndo.label} in ${COLLECTION_LABELS[actions.lastUndo.collection]}`
                  : undefined
              }
            >
              Undo last change
              {/* The undo stack spans collections: say so when its change is not in the one shown. */}
              {actions.lastUndo &&
                actions.lastUndo.collection !== collection &&
                ` (${COLLECTION_LABELS[actions.lastUndo.collection]})`}
            </button>
          </div>
        </div>
        <p role="status" className="text-sm text-text-muted">
          {actions.status}
        </p>
      </div>

      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RecordList
          page={page}
          pageNumber={cursors.length}
          pageCount={pageCount}
          busy={!settled}
          idPrefix={idPrefix}
          text={text}
          onIdPrefix={(value) => {
            setIdPrefix(value);
            resetPaging();
          }}
          onText={(value) => {
            setText(value);
            resetPaging();
          }}
          selected={selected}
          onToggle={toggle}
          onEdit={actions.openRecord}
          onPrevious={cursors.length > 1 ? () => setCursors((old) => old.slice(0, -1)) : null}
          // Only from the page asked for, once read: until then the page shown is the last one (or
          // another collection's), and a second press would page to the same records again.
          onNext={
            next !== null && next !== undefined
              ? () => {
                  if (settled) setCursors((old) => (old.at(-1) === from ? [...old, next] : old));
                }
              : null
          }
          activeKey={activeKey}
        />
        {editor ? (
          <EditorPanel
            collectionLabel={label}
            editor={editor}
            outcome={actions.saveOutcome}
            busy={actions.busy}
            withTaskRepeats={collection === 'airdrops'}
            onText={actions.setText}
            onSave={() => void actions.save()}
            onClose={() => {
              if (close()) landFocus(activeKey);
            }}
            onDelete={
              activeKey !== null
                ? () =>
                    void actions.remove([activeKey]).then((done) => {
                      // Deleted, it is no longer one of the ticked records "Delete selected" counts.
                      if (done)
                        setSelected((old) => new Set([...old].filter((key) => key !== activeKey)));
                      landFocus(null);
                    })
                : null
            }
          />
        ) : (
          <section
            className="card grid min-h-48 place-items-center text-center"
            aria-label="Editor"
          >
            <p className="muted max-w-sm text-sm">
              Choose Edit on a record, edit the whole page, or add a record. Changes are checked
              against the {label.toLowerCase()} schema before they are saved.
            </p>
          </section>
        )}
      </div>
    </main>
  );
}
