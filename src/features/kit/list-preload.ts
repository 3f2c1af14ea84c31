/**
 * The first screen's list, read before React renders it (a route data preload): main.tsx loads
 * the screen's chunk and, for a content list, starts reading its first page at the same time,
 * so the first render already has rows instead of mounting, then querying, then rendering again.
 * One entry, taken once by the list it was read for (matched by the list's key).
 */
import type { LoadedWindow } from './usePagedList';

let preloaded: { key: string; window: LoadedWindow<unknown> | undefined } | null = null;

/** Starts keeping `reading` for the list with `key`; resolves when it is read (never rejects). */
export async function preloadList(
  key: string,
  reading: Promise<LoadedWindow<unknown>>,
): Promise<void> {
  const entry: { key: string; window: LoadedWindow<unknown> | undefined } = {
    key,
    window: undefined,
  };
  preloaded = entry;
  try {
    entry.window = await reading;
  } catch {
    // Left without rows: the list reads again when it mounts, and shows that error where it belongs.
  }
}

/**
 * The rows read ahead for the list with `key`, once: later visits to the list read their own. The
 * first list to mount takes the entry or drops it: rows still being read (a new database is seeded
 * first) would arrive too late for its first render, and a later visit must not start from them.
 */
export function takePreloadedList<T>(key: string): LoadedWindow<T> | undefined {
  const entry = preloaded;
  preloaded = null;
  if (entry?.key !== key) return undefined;
  // The list it was read for is a list of T: the key names the collection and its filters.
  return entry.window as LoadedWindow<T> | undefined;
}
