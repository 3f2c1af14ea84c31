/**
 * The task repeat choice beside an airdrop's JSON (docs/product.md, "The JSON editor"), pure: the
 * tasks read from the editor's text, and the text with one task's `repeat` set or taken out. The
 * text stays the one source: a choice rewrites it, and Save validates it as it does any edit.
 */
import { type Repeat, REPEATS } from '../../lib/periods';
import { toJson } from './editor-model';

/** What the choice offers, in order; "none" stores no `repeat` at all. */
export const REPEAT_CHOICES = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const satisfies readonly { value: Repeat | 'none'; label: string }[];

export type RepeatChoice = (typeof REPEAT_CHOICES)[number]['value'];

export interface TaskRepeatRow {
  /** The task's place in `tasks`. */
  index: number;
  /** Its description, else its id, else its place: what the choice is labelled by. */
  label: string;
  /** The choice the stored `repeat` is: "none" when absent, "invalid" for any other value. */
  choice: RepeatChoice | 'invalid';
  /** The invalid value as typed, in JSON (`"monthly"`), for the choice to show until Save names it. */
  typed?: string;
}

type Task = Record<string, unknown>;

const isRepeat = (value: unknown): value is Repeat => REPEATS.some((known) => known === value);

const isObject = (value: unknown): value is Task =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record of the text and its task objects, or null when the text is not a record with tasks. */
function parsedTasks(text: string): { record: Task; tasks: Task[] } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !Array.isArray(value.tasks)) return null;
  const tasks: unknown[] = value.tasks;
  return tasks.every(isObject) ? { record: value, tasks } : null;
}

function labelOf(task: Task, index: number): string {
  for (const field of [task.description, task.id])
    if ((typeof field === 'string' && field.trim() !== '') || typeof field === 'number')
      return String(field);
  return `Task ${index + 1}`;
}

/**
 * The tasks of an airdrop's editor text, or null while the text is not JSON of one record whose
 * `tasks` is a list of objects (the problems are Save's to name, with their paths).
 */
export function tasksInText(text: string): TaskRepeatRow[] | null {
  const parsed = parsedTasks(text);
  return (
    parsed?.tasks.map((task, index): TaskRepeatRow => {
      const { repeat } = task;
      const label = labelOf(task, index);
      if (repeat === undefined) return { index, label, choice: 'none' };
      return isRepeat(repeat)
        ? { index, label, choice: repeat }
        : { index, label, choice: 'invalid', typed: JSON.stringify(repeat) };
    }) ?? null
  );
}

/**
 * The text with task `index` repeating as chosen: `repeat` set, or left out for "none" (a task
 * that does not repeat has no `repeat`), formatted as the editor opens a record. The text comes
 * back as it was when it holds no such task.
 */
export function withTaskRepeat(text: string, index: number, choice: RepeatChoice): string {
  const parsed = parsedTasks(text);
  const task = parsed?.tasks[index];
  if (!parsed || !task) return text;
  const { repeat: _old, ...rest } = task;
  const tasks = parsed.tasks.map((each, at) =>
    at === index ? (choice === 'none' ? rest : { ...task, repeat: choice }) : each,
  );
  return toJson({ ...parsed.record, tasks });
}
