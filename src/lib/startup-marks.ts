/**
 * User Timing marks of a visit's start-up, `alphascout:<step>`, each once per page: they show in
 * the DevTools Performance panel (Timings), and bench/browser/startup.ts reads them to tell where
 * a repeat visit's time goes (waiting on the database or the screen's chunk, or rendering).
 */
export type StartupStep =
  /** The app's entry module runs: every script it needs is loaded. */
  | 'entry'
  /** The database is open. */
  | 'database-open'
  /** The first screen's chunk is loaded and a list's first page read, or 300 ms have passed waiting for them (main.tsx, before the first render). */
  | 'screen-ready'
  /** A list has committed its first rows to the DOM (they are painted with the next frame). */
  | 'first-rows';

const marked = new Set<StartupStep>();

export function markStartup(step: StartupStep): void {
  if (marked.has(step)) return;
  marked.add(step);
  performance.mark(`alphascout:${step}`);
}
