import type { Step } from './trackable';

/** Whether the step is ticked in `checked` (a row's stored keys), under its key or its old position key. */
export function isDone(step: Step, checked: ReadonlySet<string>): boolean {
  return checked.has(step.key) || (step.positionKey !== undefined && checked.has(step.positionKey));
}

/** How many of the record's own steps are checked (keys of steps that no longer exist don't count). */
export function countDone(steps: readonly Step[], checked: ReadonlySet<string>): number {
  return steps.filter((step) => isDone(step, checked)).length;
}
