/** localStorage, or null where it is missing or access throws (storage blocked, some private windows). */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
