/**
 * Recognises a full disk. Pure, so both threads may import it: the page (localStorage, IndexedDB)
 * and the worker's import (IndexedDB), which must not import the page-only envelope store.
 */

/**
 * QuotaExceededError in any of its disguises (plain, legacy code 22, Firefox's name, wrapped), and
 * a disk that filled up under a quota that still had room: Chromium reports that as an
 * UnknownError whose message names the file system's FILE_ERROR_NO_SPACE.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, code, message, inner } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    inner?: unknown;
  };
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22)
    return true;
  if (typeof message === 'string' && message.includes('FILE_ERROR_NO_SPACE')) return true;
  return inner !== undefined && isQuotaError(inner, depth + 1);
}
