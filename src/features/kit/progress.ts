import type { Step } from './trackable';

/** How many of the record's own steps are checked (keys of steps that no longer exist don't count). */
export function countDone(steps: readonly Step[], checked: ReadonlySet<string>): number {
  return steps.filter((step) => checked.has(step.key)).length;
}
