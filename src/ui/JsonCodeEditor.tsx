import { type KeyboardEvent, useMemo, useRef } from 'react';

interface JsonCodeEditorProps {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Ids of elements describing the editor (its problems list). */
  describedBy?: string | undefined;
  invalid?: boolean;
  rows?: number;
}

/**
 * A plain textarea with a line-number gutter that scrolls with it. No syntax highlighting on
 * purpose: a textarea keeps native undo, selection, spellcheck-off and screen-reader support,
 * and stays fast on a page of large records. Lines never wrap, so numbers line up.
 */
export function JsonCodeEditor({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid = false,
  rows = 22,
}: JsonCodeEditorProps) {
  const gutter = useRef<HTMLPreElement>(null);
  const lineCount = useMemo(() => value.split('\n').length, [value]);
  const numbers = useMemo(
    () => Array.from({ length: lineCount }, (_, index) => index + 1).join('\n'),
    [lineCount],
  );

  // Tab keeps moving focus (a keyboard user needs a way out of the editor), so Ctrl/Cmd+]
  // inserts the two-space indent instead.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.key !== ']') return;
    event.preventDefault();
    const area = event.currentTarget;
    const { selectionStart, selectionEnd } = area;
    onChange(`${value.slice(0, selectionStart)}  ${value.slice(selectionEnd)}`);
    requestAnimationFrame(() => area.setSelectionRange(selectionStart + 2, selectionStart + 2));
  };

  return (
    <div
      className={`flex overflow-hidden rounded-lg border bg-ink-900 font-mono text-[13px] leading-5 focus-within:ring-2 ${invalid ? 'border-bearish/70 focus-within:border-bearish focus-within:ring-bearish/40' : 'border-ink-500 focus-within:border-brand focus-within:ring-brand/30'}`}
    >
      {/* The gutter sits in an absolutely placed box so that it never adds height: the row is as
          tall as the textarea, and the numbers scroll with it. */}
      <div
        aria-hidden="true"
        className="relative shrink-0 border-r border-ink-600 bg-ink-800"
        style={{ width: `${String(lineCount).length + 3}ch` }}
      >
        <pre
          ref={gutter}
          className="absolute inset-0 m-0 select-none overflow-hidden px-2 py-2 text-right text-text-faint"
        >
          {numbers}
        </pre>
      </div>
      <textarea
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={value}
        rows={rows}
        wrap="off"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
        className="m-0 min-w-0 flex-1 resize-y whitespace-pre bg-transparent px-3 py-2 text-text outline-none"
      />
    </div>
  );
}
