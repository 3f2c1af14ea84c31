import { describe, expect, it } from 'vitest';

import { validateCollection, ValidationError } from '../../../../src/db/records/repository';
import {
  changedElsewhere,
  changedSinceChange,
  describeFailure,
  emailConflicts,
  KeyConflictError,
  keyConflicts,
  makeTemplate,
  parseEditorText,
  savedStatus,
  toJson,
} from '../../../../src/features/admin/editor-model';
import { recordLabel } from '../../../../src/features/admin/record-summary';
import { makeAirdrop, makeBlogPost, makeCourse, makeSignal, makeUser } from '../../fixtures';

function failureOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('editor text', () => {
  it('reads one record as an object and a page as an array', () => {
    expect(parseEditorText('{"id":"a"}', { kind: 'record', key: 'a' })).toEqual({
      ok: true,
      records: [{ id: 'a' }],
    });
    expect(parseEditorText('[{"id":"a"},{"id":"b"}]', { kind: 'page', keys: ['a', 'b'] })).toEqual({
      ok: true,
      records: [{ id: 'a' }, { id: 'b' }],
    });
  });

  it('explains syntax errors and wrong shapes', () => {
    const broken = parseEditorText('{"id": ', { kind: 'new' });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problems[0]).toMatch(/^JSON syntax: /);
    expect(parseEditorText('[1]', { kind: 'record', key: 'a' })).toEqual({
      ok: false,
      problems: ['A record must be a JSON object.'],
    });
    expect(parseEditorText('null', { kind: 'new' })).toEqual({
      ok: false,
      problems: ['A record must be a JSON object.'],
    });
    expect(parseEditorText('{}', { kind: 'page', keys: [] })).toEqual({
      ok: false,
      problems: ['The page must be a JSON array of records.'],
    });
  });

  it('names each problem with its path, and its index and id on a page, as an import does', () => {
    const input = [makeSignal(), makeSignal({ id: 'signal-2', score: 500 })];
    const error = failureOf(() => validateCollection('signals', input));
    expect(error).toBeInstanceOf(ValidationError);
    expect(describeFailure(error, { kind: 'page', keys: [] })).toEqual([
      '[1] (id "signal-2") score: must be between 0 and 100',
    ]);
    const single = failureOf(() => validateCollection('signals', [makeSignal({ score: -1 })]));
    expect(describeFailure(single, { kind: 'record', key: 'signal-1' })).toEqual([
      'score: must be between 0 and 100',
    ]);
    expect(describeFailure(new Error('slug taken'), { kind: 'new' })).toEqual(['slug taken']);
  });

  it("takes an airdrop task's repeat of daily or weekly, and names any other on its line", () => {
    const task = { id: 'task-1', description: 'Check in', link: '' };
    const stored = validateCollection('airdrops', [
      makeAirdrop({
        tasks: [
          { ...task, repeat: 'daily' },
          { ...task, id: 'task-2' },
        ],
      }),
    ]);
    expect(stored[0]?.tasks.map((each) => each.repeat)).toEqual(['daily', undefined]);
    const refused = failureOf(() =>
      validateCollection('airdrops', [
        { ...makeAirdrop(), tasks: [task, { ...task, id: 'task-2', repeat: 'monthly' }] },
      ]),
    );
    expect(describeFailure(refused, { kind: 'record', key: 'airdrop-1' })).toEqual([
      'tasks.1.repeat: must be daily or weekly',
    ]);
  });
});

describe('new record template', () => {
  it('copies a stored record with a fresh id, so it passes the schema once edited', () => {
    const template = makeTemplate('signals', makeSignal(), undefined);
    expect(template.id).toMatch(/^signals-[0-9a-f]{8}$/);
    expect(validateCollection('signals', [template])).toHaveLength(1);
  });

  it('gives slug collections a fresh slug and blog posts the next integer id', () => {
    const course = makeTemplate('academy', makeCourse(), undefined);
    expect(course.slug).not.toBe(makeCourse().slug);
    const post = makeTemplate('blogPosts', makeBlogPost({ id: 41 }), 41);
    expect(post.id).toBe(42);
    expect(post.slug).not.toBe(makeBlogPost().slug);
  });

  it('offers a fresh user, never a copy of someone else’s password hash', () => {
    const user = makeTemplate(
      'users',
      makeUser({ password: 'pbkdf2-sha256$600000$AA==$AA==' }),
      undefined,
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(user.password).not.toContain('pbkdf2');
    expect(user.created_at).toBe('2026-01-01T00:00:00.000Z');
  });

  it('is only an id when the collection is empty', () => {
    expect(Object.keys(makeTemplate('news', undefined, undefined))).toEqual(['id']);
  });

  it('labels records by name, title, project name or email', () => {
    expect(recordLabel(makeSignal())).toBe('Bitcoin');
    expect(recordLabel(makeUser())).toBe('alice@example.com');
  });
});

describe('keys a save may not take', () => {
  it('refuses a new record on a stored id, and takes a free one', () => {
    expect(keyConflicts('links', { kind: 'new' }, ['link-aave'], [true])).toEqual([
      'id: a record with the id "link-aave" already exists in Links. Choose another id, or open that record to edit it.',
    ]);
    expect(keyConflicts('links', { kind: 'new' }, ['link-new'], [false])).toEqual([]);
  });

  it('refuses an edited record under another id, whether stored or not', () => {
    const problem =
      'id: the id cannot be changed here (it was 3). To store this under another id, use "Add record".';
    expect(keyConflicts('blogPosts', { kind: 'record', key: 3 }, [4], [false])).toEqual([problem]);
    expect(keyConflicts('blogPosts', { kind: 'record', key: 3 }, [4], [true])).toEqual([problem]);
    expect(keyConflicts('blogPosts', { kind: 'record', key: 3 }, [3], [true])).toEqual([]);
  });

  it("refuses a page's record moved onto a stored id off the page; the page's own and new ids pass", () => {
    const target = { kind: 'page', keys: ['a', 'b'] } as const;
    expect(
      keyConflicts(
        'news',
        { ...target, keys: [...target.keys] },
        ['a', 'b', 'c', 'd'],
        [true, true, false, true],
      ),
    ).toEqual([
      'id: "d" is not on this page and already exists in News: edit it from its own row.',
    ]);
  });

  it('lists each conflict as a line of the failure', () => {
    const error = new KeyConflictError(['first', 'second']);
    expect(describeFailure(error, { kind: 'new' })).toEqual(['first', 'second']);
  });
});

describe('changes another tab made since the editor opened', () => {
  const opened = makeSignal({ id: 'sig-a', name: 'Solana' });

  it('passes a record stored as it was opened', () => {
    expect(
      changedElsewhere(
        { kind: 'record', key: 'sig-a' },
        toJson(opened),
        ['sig-a'],
        [structuredClone(opened)],
      ),
    ).toEqual([]);
  });

  it('refuses to write over a record changed or deleted in another tab, naming it', () => {
    const target = { kind: 'record', key: 'sig-a' } as const;
    const [changed] = changedElsewhere(
      target,
      toJson(opened),
      ['sig-a'],
      [{ ...opened, name: 'Solana T1' }],
    );
    expect(changed).toMatch(/^id: "sig-a" was changed in another tab after you opened it/);
    const [deleted] = changedElsewhere(target, toJson(opened), ['sig-a'], [undefined]);
    expect(deleted).toMatch(
      /^id: "sig-a" was deleted in another tab after you opened it, and saving would bring it back/,
    );
  });

  it("on a page, checks only the page's own records, not ones added to it", () => {
    const other = makeSignal({ id: 'sig-b' });
    const target = { kind: 'page', keys: ['sig-a', 'sig-b'] } as const;
    const openedText = toJson([opened, other]);
    expect(
      changedElsewhere(
        { ...target, keys: [...target.keys] },
        openedText,
        ['sig-a', 'sig-b', 'sig-new'],
        [opened, { ...other, score: 1 }, undefined],
      ),
    ).toHaveLength(1);
    expect(
      changedElsewhere(
        { ...target, keys: [...target.keys] },
        openedText,
        ['sig-a', 'sig-new'],
        [opened, undefined],
      ),
    ).toEqual([]);
  });

  it('never applies to a new record', () => {
    expect(changedElsewhere({ kind: 'new' }, '{}', ['sig-a'], [opened])).toEqual([]);
  });
});

describe('one account per email', () => {
  it('refuses a user given the email of another stored user, letter case and spaces aside', () => {
    expect(
      emailConflicts(
        [{ id: 'new', email: ' Satoshi@Example.org' }],
        [{ id: 'u1', email: 'satoshi@example.org' }],
      ),
    ).toEqual(['email: User with this email already exists (the user "u1").']);
  });

  it('lets a user keep its own email, and take one the same save moves off another user', () => {
    expect(
      emailConflicts(
        [{ id: 'u1', email: 'satoshi@example.org' }],
        [{ id: 'u1', email: 'satoshi@example.org' }],
      ),
    ).toEqual([]);
    expect(
      emailConflicts(
        [
          { id: 'u1', email: 'new@example.org' },
          { id: 'u2', email: 'satoshi@example.org' },
        ],
        [{ id: 'u1', email: 'satoshi@example.org' }],
      ),
    ).toEqual([]);
  });

  it('names which user of a page has the taken email', () => {
    const users = [
      { id: 'a', email: 'free@example.org' },
      { id: 'b', email: 'SATOSHI@example.org' },
    ];
    expect(emailConflicts(users, [{ id: 'u1', email: 'satoshi@example.org' }])).toEqual([
      '(id "b") email: User with this email already exists (the user "u1").',
    ]);
  });
});

describe('what a save says it did', () => {
  it('counts the records, and on a page names the new ones and those left out of the array but still stored', () => {
    expect(savedStatus({ kind: 'record', key: 'a' }, ['a'], [])).toBe('Saved 1 record.');
    expect(savedStatus({ kind: 'new' }, ['n'], ['n'])).toBe('Saved 1 record.');
    expect(savedStatus({ kind: 'page', keys: ['a', 'b'] }, ['a', 'b'], [])).toBe(
      'Saved 2 records.',
    );
    expect(savedStatus({ kind: 'page', keys: ['a', 'b'] }, ['a', 'b2'], ['b2'])).toBe(
      'Saved 2 records. New: "b2". Left out of the array but still stored: "b" (Delete removes a record).',
    );
    expect(savedStatus({ kind: 'page', keys: ['a'] }, ['a', 'c'], ['c'])).toBe(
      'Saved 2 records. New: "c".',
    );
    expect(savedStatus({ kind: 'page', keys: ['a', 'b'] }, ['a'], [])).toBe(
      'Saved 1 record. Left out of the array but still stored: "b" (Delete removes a record).',
    );
  });
});

describe('an undo after another tab wrote', () => {
  const saved = makeSignal({ id: 'sig-a', name: 'Saved here' });
  const entry = {
    collection: 'signals' as const,
    label: 'save of 1 record',
    put: [],
    remove: ['sig-a'],
    left: [{ key: 'sig-a', json: toJson(saved) }],
  };

  it('finds nothing when the store still holds what the change left', () => {
    expect(changedSinceChange(entry, [structuredClone(saved)])).toEqual([]);
  });

  it('names a record changed, deleted or added back since', () => {
    expect(changedSinceChange(entry, [{ ...saved, name: 'Changed there' }])).toEqual(['sig-a']);
    expect(changedSinceChange(entry, [undefined])).toEqual(['sig-a']);
    const deletion = {
      ...entry,
      label: 'deletion of 1 record',
      left: [{ key: 'sig-a', json: null }],
    };
    expect(changedSinceChange(deletion, [undefined])).toEqual([]);
    expect(changedSinceChange(deletion, [saved])).toEqual(['sig-a']);
  });
});
