/**
 * Filter and sort controls for the content lists. Each filter is a labelled group of toggle
 * chips (buttons with `aria-pressed`, reachable with Tab, activated with Enter or Space); the sort
 * order is a labelled native select. Values are plain strings, typically bound to the URL with
 * `useQueryState`.
 */
import { type ReactNode, useId, useRef } from 'react';

import { historyEntryKey } from '../lib/navigation';
import { focusForAMoment } from './focus';

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** The bar that holds the groups; wraps on narrow screens. */
export function FilterBar({
  children,
  label = 'Filters',
}: {
  children: ReactNode;
  label?: string;
}) {
  return (
    <div role="search" aria-label={label} className="flex flex-wrap items-end gap-x-6 gap-y-3">
      {children}
    </div>
  );
}

/**
 * A button that puts the page's filters back ("Clear filters", "Show all"), and that goes away
 * once they are: focus moves to the filter bar, which names the filters, rather than falling to
 * `<body>` with the button.
 */
export function ResetButton({
  onReset,
  className = 'btn-outline',
  children,
}: {
  onReset: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        const bar = event.currentTarget
          .closest('main')
          ?.querySelector<HTMLElement>('[role="search"]');
        onReset();
        if (bar) focusForAMoment(bar);
      }}
    >
      {children}
    </button>
  );
}

export function ChipGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex min-w-0 flex-col gap-1.5">
      <span id={id} className="filter-label">
        {label}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="chip touch-target"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Keys that step a closed select through its options, one change each; a printable key is type-ahead. */
const STEPPING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A labelled native select. `again` tells a change made by stepping with the keyboard right after
 * another change of this select, still on the history entry that change made: bound to the URL,
 * those replace the entry, so Back returns to the value before the stepping began. A pick from
 * the open list (mouse, touch, Enter) is a step of its own.
 */
export function SortSelect<T extends string>({
  label = 'Sort by',
  value,
  options,
  onChange,
}: {
  label?: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T, again: boolean) => void;
}) {
  const id = useId();
  // The history entry the last change of this select made (null: none since it took focus).
  const changedAt = useRef<string | null>(null);
  const stepping = useRef(false);
  return (
    <div className="flex min-w-0 max-w-full flex-col gap-1.5">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <select
        id={id}
        className="select-field"
        value={value}
        onFocus={() => (changedAt.current = null)}
        onKeyDown={(event) =>
          (stepping.current =
            STEPPING_KEYS.has(event.key) ||
            (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey))
        }
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (!chosen) return;
          const again =
            stepping.current &&
            changedAt.current !== null &&
            changedAt.current === historyEntryKey();
          stepping.current = false;
          onChange(chosen.value, again);
          changedAt.current = historyEntryKey();
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
