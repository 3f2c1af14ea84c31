import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the dialog: the native modal lets focus leave for the browser's
 * own controls after the last element, which a keyboard user reads as focus getting lost.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for tables such as pricing. */
  size?: 'md' | 'lg';
}

/**
 * A real modal dialog (docs/product.md, "Shell"): the native `<dialog>` opened with `showModal()`, so the page
 * behind is inert, and Tab wraps around inside it. Closes on Escape, on its close button and on a click
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
  // Held near the top, not centred: a popup that grows (a job's progress, an import's problems)
  // grows downwards, and the buttons a pointer is on stay where they were.
  // A dimmed backdrop, not a blurred one: without a GPU the compositor re-blurs the whole
  // viewport on every frame the dialog changes, ~6 s of a core during a 100k-record import's
  // progress bar, taken from the IndexedDB writer on a 2-core machine.
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={wrapTab}
      onCancel={(event) => {
        // Chromium lets a page refuse Escape only once per user activation; a second Escape comes
        // uncancelable and closes the dialog: that is handled as the close below, not twice.
        if (!event.cancelable) return;
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser while the screen still shows it open: asked like every other
        // close, and opened again when the screen keeps it (a popup that asks first, told no).
        onClose();
        requestAnimationFrame(() => {
          const dialog = ref.current;
          if (dialog?.isConnected && !dialog.open) dialog.showModal();
        });
      }}
      onClick={(event) => {
        // A backdrop click closes, but not the second click of a double-click: a press inside that
        // shrank the dialog (a form swapped for its thanks) left that click on the backdrop.
        if (event.target === event.currentTarget && event.detail <= 1) onClose();
      }}
      className={`mx-auto mb-auto mt-[8dvh] w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-4xl' : 'max-w-lg'} max-h-[calc(92dvh-1rem)] overflow-y-auto [scroll-padding-top:4.5rem] rounded-2xl border border-ink-600 bg-ink-800 p-0 text-text shadow-2xl backdrop:bg-black/75`}
    >
      {/* The title bar stays in view, its close button with it, however far a long popup is scrolled;
          the dialog's scroll padding keeps a control that takes focus from going under it. */}
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-ink-600 bg-ink-800 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          className="btn-ghost touch-target -my-1 -mr-2 px-2"
          onClick={onClose}
          aria-label="Close"
        >
          <span aria-hidden="true" className="text-xl leading-none">
            ×
          </span>
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
