import { useLiveQuery } from 'dexie-react-hooks';

/**
 * A read over the database that re-runs when the rows it read change, in this tab, another tab or
 * the worker: the one wrapper features use, so that dexie-react-hooks stays in a few React layers.
 * undefined until the first result.
 */
export function useLiveRead<T>(read: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  return useLiveQuery(read, [...deps]);
}
