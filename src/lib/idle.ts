/**
 * Runs `task` when the page is idle, and at the latest after `timeoutMs`. Where idle callbacks
 * do not exist (Safari, Node), after a short timer instead.
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 50);
}
