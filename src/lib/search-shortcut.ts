/**
 * The keyboard shortcut that opens the search box from anywhere, as on GitHub and DefiLlama:
 * `/`, or Ctrl+K (⌘K on a Mac). Never while the visitor is typing in a field, where `/` is text.
 */

/** Shown in the search box's placeholder and tooltip. */
export const SEARCH_SHORTCUT_HINT = 'Press / or Ctrl+K';

/** For `aria-keyshortcuts`. */
export const SEARCH_SHORTCUT_KEYS = '/ Control+K Meta+K';

/** Where the header shows its own search box; below it the search lives in the mobile menu. */
export const HEADER_SEARCH_MEDIA = '(min-width: 1024px)';

function isTyping(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a modal dialog is open: the page behind it is out of reach, its shortcuts too. */
export function modalOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null;
}

export function isSearchShortcut(
  event: Pick<
    KeyboardEvent,
    | 'key'
    | 'ctrlKey'
    | 'metaKey'
    | 'altKey'
    | 'shiftKey'
    | 'target'
    | 'defaultPrevented'
    | 'isComposing'
  >,
): boolean {
  if (
    event.defaultPrevented ||
    event.isComposing ||
    event.altKey ||
    isTyping(event.target) ||
    modalOpen()
  )
    return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey;
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}
