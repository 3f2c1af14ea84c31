import { nextTask, SLICE_MS } from './next-task';

/** Runs sorted in one go before the merges: each a few µs, so the clock is read between runs only. */
const RUN = 32;

/**
 * A stable sort (what `Array.prototype.sort` gives) in slices of a few ms with `pause` awaited
 * between them: a bottom-up merge sort whose merges stop and resume. Ten thousand tracker entries
 * sorted by the collator in one go were a 60 ms task (bench/browser/tracker.ts). Resolves
 * undefined, having stopped, once `signal` aborts.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  options: { signal?: AbortSignal; pause?: () => Promise<void> } = {},
): Promise<T[] | undefined> {
  const pause = options.pause ?? nextTask;
  let sliceEnd = performance.now() + SLICE_MS;
  const turn = async (): Promise<boolean> => {
    if (performance.now() < sliceEnd) return true;
    await pause();
    sliceEnd = performance.now() + SLICE_MS;
    return options.signal?.aborted !== true;
  };

  let from = [...items];
  for (let start = 0; start < from.length; start += RUN) {
    if (!(await turn())) return undefined;
    const run = from.slice(start, start + RUN).sort(compare);
    for (let index = 0; index < run.length; index += 1) from[start + index] = run[index] as T;
  }
  let into = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let a = left;
      let b = middle;
      for (let out = left; out < end; out += 1) {
        // Ties take the left run's item first: the sort stays stable.
        if (a < middle && (b >= end || compare(from[a] as T, from[b] as T) <= 0)) {
          into[out] = from[a] as T;
          a += 1;
        } else {
          into[out] = from[b] as T;
          b += 1;
        }
        if ((out & 255) === 255 && !(await turn())) return undefined;
      }
    }
    [from, into] = [into, from];
  }
  return options.signal?.aborted === true ? undefined : from;
}
