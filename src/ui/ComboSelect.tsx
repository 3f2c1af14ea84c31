import { useId, useState } from 'react';

import type { Option } from './FilterBar';

/** Past this many options a filter's select is a combo field instead (ControlsBar). */
export const MAX_SELECT_OPTIONS = 50;

const normalised = (text: string): string => text.trim().toLocaleLowerCase();

/**
 * A choice among more options than a `<select>` should draw: a text field that offers them as the
 * visitor types (a `<datalist>`, filled only while the field has focus). A thousand wallets in a
 * select were 20-40 ms of layout on every render of /tracker (bench/browser/tracker.ts). A typed
 * name counts once it is complete: picked from the list, or on Enter or leaving the field; one
 * that names no option is said so and changes nothing.
 */
export function ComboSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  /** The first is what an empty field means ("All wallets"). */
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  const listId = useId();
  const hintId = useId();
  const chosen = options.find((option) => option.value === value);
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const text = typed ?? chosen?.label ?? '';
  const match = (candidate: string): Option<T> | undefined =>
    normalised(candidate) === ''
      ? options[0]
      : options.find((option) => normalised(option.label) === normalised(candidate));
  const unknown = typed !== null && match(typed) === undefined;

  const commit = (candidate: string): void => {
    const found = match(candidate);
    if (!found) return;
    setTyped(null);
    if (found.value !== value) onChange(found.value);
  };

  return (
    <div className="flex min-w-0 max-w-full flex-col gap-1.5">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        className="select-field w-56"
        list={listId}
        value={text}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={unknown}
        aria-describedby={unknown ? hintId : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          commit(text);
        }}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          // A pick from the list replaces the text at once (no inputType on that input event).
          const picked = (event.nativeEvent as Partial<InputEvent>).inputType;
          if (picked === undefined || picked === 'insertReplacementText') commit(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
          if (event.key === 'Escape') setTyped(null);
        }}
      />
      {focused && (
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option.value} value={option.label} />
          ))}
        </datalist>
      )}
      {unknown && (
        <span id={hintId} className="text-xs text-bearish">
          No {label.toLocaleLowerCase()} is called that.
        </span>
      )}
    </div>
  );
}
