import { type InputHTMLAttributes, useId, useState } from 'react';

interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its error under it, tied together for screen readers. */
export function FormField({
  label,
  value,
  onValueChange,
  error,
  hint,
  type = 'text',
  ...rest
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy =
    [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-text">
        {label}
      </label>
      <div className="relative">
        <input
          {...rest}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`field-input ${isPassword ? 'pr-16' : ''}`}
        />
        {isPassword && (
          <button
            type="button"
            className="btn-ghost touch-target absolute right-1 top-1/2 mt-0.5 -translate-y-1/2 px-2 py-1 text-xs"
            aria-controls={id}
            // The name says what a press does; with aria-pressed as well a reader said "Hide, pressed".
            aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-text-faint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
