/** Resolves in a task of its own: what a long piece of work awaits between chunks, so the page gets its turn. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Longest stretch of a sliced loop between two task boundaries: far under the 50 ms at which a
 * task counts as long, with room for the render that may share its task.
 */
export const SLICE_MS = 8;

/**
 * Visits every item, awaiting `pause` each time SLICE_MS has gone by: the tasks stay short however
 * slow the machine, where a fixed count per task (a thousand items) was 5 ms on one machine and
 * 60 ms on another. Resolves false, having stopped, once `signal` aborts.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  visit: (item: T) => void,
  options: { signal?: AbortSignal; pause?: () => Promise<void> } = {},
): Promise<boolean> {
  const pause = options.pause ?? nextTask;
  let sliceEnd = performance.now() + SLICE_MS;
  for (let index = 0; index < items.length; index += 1) {
    // The clock read every 16 items: reading it is not free either.
    if ((index & 15) === 15 && performance.now() >= sliceEnd) {
      await pause();
      if (options.signal?.aborted) return false;
      sliceEnd = performance.now() + SLICE_MS;
    }
    visit(items[index] as T);
  }
  return options.signal?.aborted !== true;
}
