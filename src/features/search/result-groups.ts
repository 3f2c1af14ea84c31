/**
 * How the box's results are grouped (docs/product.md, "Search"): by kind, the kinds in the order
 * of their best hit and each kind's hits in ranked order, under a heading with the group's count.
 * The options, the groups' hits and then "See all results", are one list for the arrow keys. Pure.
 */
import { COLLECTION_LABELS } from '../../schemas/registry';
import type { SearchHit } from '../../worker/client';

export const SEE_ALL_RESULTS = 'See all results';

/**
 * The hits as the box lists them: grouped by kind, the groups in the order of their best hit.
 * The first is still the best hit, the one Enter opens when none is highlighted.
 */
export function groupedOrder(hits: readonly SearchHit[]): SearchHit[] {
  const groups = new Map<SearchHit['collection'], SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.collection);
    if (group) group.push(hit);
    else groups.set(hit.collection, [hit]);
  }
  return [...groups.values()].flat();
}

export interface HitGroup {
  collection: SearchHit['collection'];
  /** "Signals · 3": the kind's name and how many of its results the box shows. */
  heading: string;
  /** Where the group's first hit is among the options. */
  start: number;
  hits: SearchHit[];
}

/** "Signals · 3". */
export const groupHeading = (collection: SearchHit['collection'], count: number): string =>
  `${COLLECTION_LABELS[collection]} · ${count.toLocaleString()}`;

/**
 * The groups of hits already in `groupedOrder`, each heading counting its group's hits. Not every
 * result of the kind: those are counted on the results page, which ranks the query past the box's
 * 20 (docs/search.md, "Groups and the results page").
 */
export function hitGroups(hits: readonly SearchHit[]): HitGroup[] {
  const groups: HitGroup[] = [];
  hits.forEach((hit, index) => {
    const last = groups.at(-1);
    if (last?.collection === hit.collection) last.hits.push(hit);
    else groups.push({ collection: hit.collection, heading: '', start: index, hits: [hit] });
  });
  for (const group of groups) group.heading = groupHeading(group.collection, group.hits.length);
  return groups;
}

/**
 * The option ArrowDown (`down`) or ArrowUp highlights next among `count` options, from `active`
 * (-1: none yet, then Down is the first and Up the last); wraps at both ends, across the groups.
 */
export function nextOption(active: number, count: number, down: boolean): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return down ? 0 : count - 1;
  return (active + (down ? 1 : -1) + count) % count;
}
