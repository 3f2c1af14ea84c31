/**
 * Picking the best few of many scored hits without sorting them all: the relevance tier can
 * match a hundred thousand documents for a common word, and a search shows twenty.
 */
import type { ScoredSlot } from './text-index';

/** The `count`-th highest score of `hits` (a min-heap of the best so far), or −∞ when there are no more than `count`. */
export function lowestOfBest(hits: readonly ScoredSlot[], count: number): number {
  if (hits.length <= count || count <= 0) return count <= 0 ? Infinity : -Infinity;
  const heap = new Float64Array(count);
  let size = 0;
  for (const { score } of hits) {
    if (size < count) {
      let at = size++;
      while (at > 0 && (heap[(at - 1) >> 1] ?? 0) > score) {
        heap[at] = heap[(at - 1) >> 1] ?? 0;
        at = (at - 1) >> 1;
      }
      heap[at] = score;
    } else if (score > (heap[0] ?? 0)) {
      let at = 0;
      for (;;) {
        const left = at * 2 + 1;
        if (left >= count) break;
        const child =
          left + 1 < count && (heap[left + 1] ?? 0) < (heap[left] ?? 0) ? left + 1 : left;
        if ((heap[child] ?? 0) >= score) break;
        heap[at] = heap[child] ?? 0;
        at = child;
      }
      heap[at] = score;
    }
  }
  return heap[0] ?? -Infinity;
}
