/**
 * One shared clock for every countdown on the page. Each countdown subscribes on its own, so a
 * tick re-renders only the countdowns (never the list around them), and a single interval runs
 * however many countdowns are shown; it stops when the last one unmounts.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The current time in ms, rounded down to `step` ms: a component re-renders only when the rounded
 * value changes, so a countdown showing minutes renders once a minute, not every second.
 */
export function useNow(step = 1_000): number {
  const snapshot = (): number => Math.floor(now / step) * step;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
