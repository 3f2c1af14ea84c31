import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for tables such as pricing. */
  size?: 'md' | 'lg';
}

/**
 * A real modal dialog (PRODUCT.md): the native `<dialog>` opened with `showModal()`, so the page
 * behind is inert and focus stays inside. Closes on Escape, on its close button and on a click
 * on the backdrop, and gives focus back to what opened it.
 */
export function Dialog({ title, open, onClose, children, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-4xl' : 'max-w-lg'} max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-ink-600 bg-ink-800 p-0 text-text shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-ink-600 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" className="btn-ghost -my-1 -mr-2 px-2" onClick={onClose} aria-label="Close">
          <span aria-hidden="true" className="text-xl leading-none">×</span>
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
