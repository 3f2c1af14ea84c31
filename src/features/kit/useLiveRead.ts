import { useLiveQuery } from 'dexie-react-hooks';

/**
 * A read over the database that re-runs when the rows it read change, in this tab, another tab or
 * the worker: the one wrapper features use, so that only the kit touches dexie-react-hooks.
 * undefined until the first result.
 */
export function useLiveRead<T>(read: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  return useLiveQuery(read, [...deps]);
}
