/**
 * The width and page offset each list last had, per window width, so that a list opened again at
 * the same window size (a reload, a repeat visit in this tab, Back from a card) lays out its grid's
 * columns in its first render, before any DOM exists to measure: its first rows come with the
 * first commit instead of one render and one frame later. Kept for the tab (sessionStorage): a
 * new tab, another window width or a list that turns out elsewhere simply measures again.
 */
export interface ListPlacement {
  /** The list's width in px. */
  width: number;
  /** The list's distance from the top of the document in px. */
  top: number;
}

const STORAGE_KEY = 'alphascout:list-placement';

type Placements = Record<string, ListPlacement & { viewport: number }>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: lists measure on every visit
  }
}

function stored(): Placements {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Placements)
      : {};
  } catch {
    return {}; // unreadable: measured again and rewritten
  }
}

/** Where the list named `label` was at this window width, or null when it has not been seen so. */
export function rememberedPlacement(label: string, viewport: number): ListPlacement | null {
  const entry = stored()[label];
  if (
    typeof entry?.width !== 'number' ||
    typeof entry.top !== 'number' ||
    entry.viewport !== viewport ||
    !(entry.width > 0) ||
    !Number.isFinite(entry.top)
  )
    return null;
  return { width: entry.width, top: entry.top };
}

/** Records where the list named `label` is now, measured at window width `viewport`. */
export function rememberPlacement(label: string, viewport: number, placement: ListPlacement): void {
  const all = stored();
  const entry = all[label];
  if (
    entry?.viewport === viewport &&
    entry.width === placement.width &&
    entry.top === placement.top
  )
    return;
  all[label] = { viewport, ...placement };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // full or blocked: the list measures again next time
  }
}
