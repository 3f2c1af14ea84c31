/**
 * The editor's save (src/features/admin/admin-actions.ts) over the page's database: a user given
 * another account's email is refused, as sign-up refuses it, and nothing is written. The wording
 * itself is `emailConflicts`' (editor-model.test.ts); this checks the save asks the stored users.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { appDb } from '../../../../src/db/connection/app-db';
import { saveRecords } from '../../../../src/features/admin/admin-actions';
import { KeyConflictError, makeTemplate } from '../../../../src/features/admin/editor-model';

const STORED = {
  id: 'user-satoshi',
  email: 'satoshi@example.org',
  username: 'satoshi',
  password: 'stored-before',
  created_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  await appDb.table('users').put(STORED);
});

afterEach(async () => {
  await appDb.table('users').clear();
});

describe('saving a user record', () => {
  it("refuses another account's email in any letter case, and writes nothing", async () => {
    const user = { ...makeTemplate('users', undefined, undefined), email: ' Satoshi@Example.ORG' };

    const saving = saveRecords('users', [user], { kind: 'new' }, '');

    await expect(saving).rejects.toBeInstanceOf(KeyConflictError);
    await expect(saving).rejects.toMatchObject({
      problems: ['email: User with this email already exists (the user "user-satoshi").'],
    });
    expect(await appDb.table('users').toArray()).toEqual([STORED]);
  });

  it('saves a user whose email no other account has', async () => {
    const user = { ...makeTemplate('users', undefined, undefined), email: 'new@example.org' };

    await saveRecords('users', [user], { kind: 'new' }, '');

    expect(await appDb.table('users').count()).toBe(2);
  });
});
