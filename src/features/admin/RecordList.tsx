import { type ReactNode, useId } from 'react';

import type { EditorKey, RecordPage } from '../../db/admin/editor-queries';
import type { AnyRecord } from '../../schemas/registry';
import { Spinner } from '../../ui/Spinner';
import { recordLabel } from './record-summary';

interface RecordListProps {
  page: RecordPage | undefined;
  pageNumber: number;
  /** How many pages the collection fills; unknown while a search narrows it. */
  pageCount: number | undefined;
  /** The page asked for is still being read: `page` is the last one. */
  busy: boolean;
  idPrefix: string;
  text: string;
  onIdPrefix: (value: string) => void;
  onText: (value: string) => void;
  selected: ReadonlySet<EditorKey>;
  onToggle: (key: EditorKey) => void;
  onEdit: (record: AnyRecord) => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  activeKey: EditorKey | null;
}

/** A paging button that keeps focus when there is no page that way: it says so instead (aria-disabled). */
function PageButton({ onPage, children }: { onPage: (() => void) | null; children: ReactNode }) {
  return (
    <button
      type="button"
      className="btn-outline px-3 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-ink-500 aria-disabled:hover:text-text"
      aria-disabled={onPage === null || undefined}
      onClick={onPage ?? undefined}
    >
      {children}
    </button>
  );
}

/** The start of an id the list shows, to type: "e.g. sig-" of "sig-btc-breakout", whatever the collection. */
function examplePrefix(record: AnyRecord | undefined): string {
  if (!record) return 'the start of an id';
  const id = String(record.id);
  const dash = id.indexOf('-');
  return `e.g. ${dash > 0 ? id.slice(0, dash + 1) : id}`;
}

/** Search fields, one page of records with selection boxes, and keyset paging. */
export function RecordList({
  page,
  pageNumber,
  pageCount,
  busy,
  idPrefix,
  text,
  onIdPrefix,
  onText,
  selected,
  onToggle,
  onEdit,
  onPrevious,
  onNext,
  activeKey,
}: RecordListProps) {
  const prefixId = useId();
  const textId = useId();
  const pageName =
    pageCount === undefined
      ? `Page ${pageNumber}`
      : `Page ${pageNumber.toLocaleString()} of ${pageCount.toLocaleString()}`;
  return (
    // Left out of the browser's scroll anchoring: on a phone the editor sits below the list, and a
    // record a save adds to the list pushed Save, which has focus, off the screen.
    <section aria-label="Records" className="card space-y-3 [overflow-anchor:none]">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={prefixId} className="block text-sm font-medium">
            ID starts with
          </label>
          <input
            id={prefixId}
            type="search"
            value={idPrefix}
            onChange={(event) => onIdPrefix(event.target.value)}
            className="field-input"
            placeholder={examplePrefix(page?.records[0])}
          />
        </div>
        <div>
          <label htmlFor={textId} className="block text-sm font-medium">
            Contains text
          </label>
          <input
            id={textId}
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
            className="field-input"
            placeholder="any field"
          />
        </div>
      </div>

      {page === undefined ? (
        <Spinner className="py-8" />
      ) : page.records.length === 0 ? (
        <p className="muted py-6 text-center text-sm">
          {page.partial ? 'No match in this stretch of records yet.' : 'No records match.'}
        </p>
      ) : (
        <ul
          className="divide-y divide-ink-600 overflow-hidden rounded-lg border border-ink-600"
          aria-label={pageName}
          aria-busy={busy || undefined}
        >
          {page.records.map((record) => {
            const key = record.id;
            const label = recordLabel(record);
            const active = key === activeKey;
            return (
              <li
                key={String(key)}
                className={`flex items-center gap-3 px-3 py-2 ${active ? 'bg-brand/10' : 'hover:bg-ink-700'}`}
              >
                {/* The label widens the box's tap area to the row's height, 44 px across. */}
                <label className="-my-2 -ml-3 -mr-2 flex shrink-0 cursor-pointer items-center self-stretch px-3.5">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand"
                    checked={selected.has(key)}
                    onChange={() => onToggle(key)}
                    aria-label={`Select ${String(key)}`}
                  />
                </label>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-mono text-xs text-text-muted">{String(key)}</p>
                  {label && <p className="truncate text-sm text-text">{label}</p>}
                </div>
                <button
                  type="button"
                  className="btn-ghost touch-target shrink-0 px-2 py-1 text-xs"
                  aria-label={`Edit ${String(key)}`}
                  aria-current={active || undefined}
                  onClick={() => onEdit(record)}
                >
                  Edit
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <nav aria-label="Pages" className="flex items-center justify-between gap-2">
        {/* aria-disabled, not disabled: paging to the first or last page would drop focus to <body>. */}
        <PageButton onPage={onPrevious}>Previous</PageButton>
        <p className="muted text-center text-xs" aria-live="polite">
          {pageName}
          {page?.partial
            ? ` · searched ${page.scanned.toLocaleString()} records, more to search`
            : ''}
        </p>
        <PageButton onPage={onNext}>{page?.partial ? 'Search further' : 'Next'}</PageButton>
      </nav>
    </section>
  );
}
