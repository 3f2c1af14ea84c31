/** Recognises a storage quota error; shared by the main thread's envelope store and the worker's import. */

/** QuotaExceededError in any of its disguises (plain, legacy code 22, Firefox's name, wrapped). */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, code, inner } = error as { name?: unknown; code?: unknown; inner?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || (inner !== undefined && isQuotaError(inner, depth + 1));
}
