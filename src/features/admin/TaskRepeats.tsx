import { useId } from 'react';

import { REPEAT_CHOICES, type RepeatChoice, tasksInText, withTaskRepeat } from './task-repeats';

const isChoice = (value: string): value is RepeatChoice =>
  REPEAT_CHOICES.some((choice) => choice.value === value);

/**
 * Under an airdrop's JSON: how often each task is done, one choice per task, written into the
 * text as `repeat`. While the text is not a record with tasks it says so instead; Save names why.
 */
export function TaskRepeats({ text, onText }: { text: string; onText: (text: string) => void }) {
  const titleId = useId();
  const tasks = tasksInText(text);
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-ink-600 p-3">
      <h3 id={titleId} className="text-sm font-semibold">
        Task repeats
      </h3>
      {tasks === null ? (
        <p className="muted mt-1 text-xs">
          The tasks show here once the JSON is a record with a list of tasks.
        </p>
      ) : tasks.length === 0 ? (
        <p className="muted mt-1 text-xs">This airdrop has no tasks.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {tasks.map((task) => (
            <li
              key={task.index}
              className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <label
                htmlFor={`${titleId}-${task.index}`}
                dir="auto"
                className="min-w-0 break-words text-sm"
              >
                {task.label}
              </label>
              <select
                id={`${titleId}-${task.index}`}
                className="select-field shrink-0 sm:w-44"
                value={task.choice}
                onChange={(event) => {
                  const choice = event.target.value;
                  if (isChoice(choice)) onText(withTaskRepeat(text, task.index, choice));
                }}
              >
                {REPEAT_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
                {/* A value typed in the JSON that is no choice: shown as it is until Save names it. */}
                {task.choice === 'invalid' && (
                  <option value="invalid" disabled>
                    {`${task.typed ?? ''} (not valid)`}
                  </option>
                )}
              </select>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
