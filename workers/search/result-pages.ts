/**
 * The results page's view of a search (docs/search.md, "The results page"): the ranked answer of
 * one query, up to RESULT_CAP documents, counted by collection and read a page at a time, all
 * kinds or one. Pure: the service keeps the last answer and asks the index for a new one.
 */
import type { SearchCounts } from '../api';
import type { SearchCollection, SearchDoc } from './documents';

/**
 * Most results one query lists and counts. The index stops ranking there, so a query that matches
 * most of a million records costs what a query matching 2,000 does.
 */
export const RESULT_CAP = 2_000;
/** Most results one page call returns. */
export const RESULT_PAGE_MAX = 100;

/** One query's ranked documents at one version of the index, with their counts by collection. */
export interface RankedAnswer {
  query: string;
  version: number;
  docs: readonly SearchDoc[];
  counts: SearchCounts;
  /** The index had more than RESULT_CAP results: the counts are of the best RESULT_CAP. */
  capped: boolean;
}

export function rankedAnswer(
  query: string,
  version: number,
  ranked: readonly SearchDoc[],
): RankedAnswer {
  const docs = ranked.slice(0, RESULT_CAP);
  const counts: SearchCounts = {};
  for (const doc of docs) counts[doc.collection] = (counts[doc.collection] ?? 0) + 1;
  return { query, version, docs, counts, capped: ranked.length > RESULT_CAP };
}

/** What the page asks for: which kind, and the window of its results. */
export interface ResultWindow {
  collection?: SearchCollection | undefined;
  offset: number;
  limit: number;
}

/** A whole number from `value`, within [min, max]; anything that is not a number is `min`. */
function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;
}

/**
 * The documents of `answer` in `window`, in ranked order, and how many there are of the kind
 * asked for. A window past the end is empty; a limit over RESULT_PAGE_MAX is RESULT_PAGE_MAX.
 */
export function pageOf(
  answer: RankedAnswer,
  window: ResultWindow,
): { docs: SearchDoc[]; total: number } {
  const { collection } = window;
  const ofKind = collection
    ? answer.docs.filter((doc) => doc.collection === collection)
    : answer.docs;
  const offset = clamp(window.offset, 0, ofKind.length);
  const limit = clamp(window.limit, 0, RESULT_PAGE_MAX);
  return { docs: ofKind.slice(offset, offset + limit), total: ofKind.length };
}
