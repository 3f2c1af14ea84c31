import { describe, expect, it } from 'vitest';

import { validateCollection } from '../../../../src/db/records/repository';
import { toJson } from '../../../../src/features/admin/editor-model';
import { tasksInText, withTaskRepeat } from '../../../../src/features/admin/task-repeats';
import { makeAirdrop } from '../../fixtures';

const airdrop = makeAirdrop({
  tasks: [
    { id: 'task-1', description: 'Bridge funds', link: 'https://bridge.example.com' },
    { id: 'task-2', description: 'Check in', link: '', repeat: 'daily' },
  ],
});
const opened = toJson(airdrop);

describe("an airdrop task's repeat choice", () => {
  it('reads each task with its label and its repeat, "none" where it has none', () => {
    expect(tasksInText(opened)).toEqual([
      { index: 0, label: 'Bridge funds', choice: 'none' },
      { index: 1, label: 'Check in', choice: 'daily' },
    ]);
  });

  it('sets a repeat and takes it out again, storing `repeat` only when set, and passes the schema', () => {
    const weekly = withTaskRepeat(opened, 0, 'weekly');
    const [stored] = validateCollection('airdrops', [JSON.parse(weekly)]);
    expect(stored?.tasks[0]).toEqual({
      id: 'task-1',
      description: 'Bridge funds',
      link: 'https://bridge.example.com',
      repeat: 'weekly',
    });
    expect(tasksInText(weekly)?.map((task) => task.choice)).toEqual(['weekly', 'daily']);

    const none = withTaskRepeat(withTaskRepeat(weekly, 1, 'none'), 0, 'none');
    const tasks = (JSON.parse(none) as typeof airdrop).tasks;
    expect(tasks.map((task) => 'repeat' in task)).toEqual([false, false]);
    // Both set back as they were: the text is the editor's own as opened.
    expect(withTaskRepeat(none, 1, 'daily')).toBe(opened);
  });

  it('keeps every other field and the order of the keys', () => {
    const text = withTaskRepeat(opened, 1, 'weekly');
    expect(Object.keys(JSON.parse(text) as object)).toEqual(Object.keys(airdrop));
    expect({ ...(JSON.parse(text) as object), tasks: airdrop.tasks }).toEqual(airdrop);
  });

  it('names a repeat typed by hand that is no choice, for Save to refuse', () => {
    const typed = toJson({ ...airdrop, tasks: [{ ...airdrop.tasks[0], repeat: 'monthly' }] });
    expect(tasksInText(typed)).toEqual([
      { index: 0, label: 'Bridge funds', choice: 'invalid', typed: '"monthly"' },
    ]);
    // A choice made then replaces it.
    expect(tasksInText(withTaskRepeat(typed, 0, 'daily'))?.[0]?.choice).toBe('daily');
  });

  it('labels a task by its id, then its place, when it has no description', () => {
    const text = toJson({ tasks: [{ id: 'task-9', description: ' ' }, {}] });
    expect(tasksInText(text)?.map((task) => task.label)).toEqual(['task-9', 'Task 2']);
  });

  it('offers nothing while the text is not one record with a list of task objects, and leaves it as typed', () => {
    for (const text of ['{"tasks": [', '[]', '{"id": "a"}', '{"tasks": {}}', '{"tasks": [1]}'])
      expect(tasksInText(text), text).toBeNull();
    expect(withTaskRepeat('{"tasks": [', 0, 'daily')).toBe('{"tasks": [');
    expect(withTaskRepeat(opened, 5, 'daily')).toBe(opened);
  });
});
