import { type KeyboardEvent, useRef } from 'react';

import type { LoginMode } from './login-form';

interface AuthTabsProps {
  modes: readonly { mode: LoginMode; label: string }[];
  selected: LoginMode;
  onSelect: (mode: LoginMode) => void;
  panelId: string;
}

/**
 * WAI-ARIA tabs with a roving tab stop: Tab reaches the selected tab only, arrow keys, Home and
 * End move between tabs and select them (automatic activation: switching is instant and cheap).
 */
export function AuthTabs({ modes, selected, onSelect, panelId }: AuthTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = modes.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = modes[target];
    if (!next) return;
    onSelect(next.mode);
    refs.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Sign-in method"
      className="flex gap-1 rounded-xl border border-ink-600 bg-ink-900 p-1"
    >
      {modes.map(({ mode, label }, index) => (
        <button
          key={mode}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={`login-tab-${mode}`}
          type="button"
          role="tab"
          aria-selected={mode === selected}
          aria-controls={panelId}
          tabIndex={mode === selected ? 0 : -1}
          className="tab-button whitespace-nowrap px-2 sm:px-3"
          onClick={() => onSelect(mode)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
