import { afterEach, describe, expect, it } from 'vitest';

import { alphaSession, signUp } from '../../../../src/db/accounts/accounts';
import { readSession, writeSession } from '../../../../src/db/accounts/session';
import { endSessionWithoutAccount } from '../../../../src/db/accounts/session-without-account';
import { ownerOf, setWatched, watchedRows } from '../../../../src/db/tracking/rows';
import { makeUser } from '../../fixtures';
import { MemoryStorage } from '../../memory-storage';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

describe('a session whose account is gone', () => {
  it('is ended once the account is no longer stored (an import without it), and kept while it is', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    const session = await signUp(db, {
      email: 'admin@alphascout.app',
      username: 'admin',
      password: 'diamond-hands-1',
    });
    writeSession(storage, session);

    expect(await endSessionWithoutAccount(db, storage)).toBe(false);
    expect(readSession(storage)).toEqual(session);

    await db.collection('users').clear();
    expect(await endSessionWithoutAccount(db, storage)).toBe(true);
    expect(readSession(storage)).toBeNull();
  });

  it('is ended when the account under its id now has another email (the admin role follows the email)', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    const session = await signUp(db, {
      email: 'admin@alphascout.app',
      username: 'admin',
      password: 'diamond-hands-1',
    });
    writeSession(storage, { ...session, email: ' Admin@AlphaScout.app ' });
    expect(await endSessionWithoutAccount(db, storage)).toBe(false);
    const account = await db.collection('users').get(session.id);
    if (!account) throw new Error('the account was not stored');
    await db.collection('users').put({ ...account, email: 'someone.else@example.org' });
    expect(await endSessionWithoutAccount(db, storage)).toBe(true);
  });

  it('follows its email to the id the imported users give it (a backup made in another browser), with its tracker', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    const session = await signUp(db, {
      email: 'satoshi@example.org',
      username: 'satoshi',
      password: 'hodl-forever-21',
    });
    writeSession(storage, session);
    const drop = { collection: 'airdrops', itemId: 'a1', name: 'Alpha drop' } as const;
    await setWatched(db, ownerOf(session), drop, true);

    // The import replaces the users: the same email, signed up in the other browser.
    await db.collection('users').clear();
    await db
      .collection('users')
      .put(makeUser({ id: 'elsewhere', email: 'Satoshi@Example.org', username: 'satoshi2' }));
    expect(await endSessionWithoutAccount(db, storage)).toBe(false);
    const moved = readSession(storage);
    expect(moved).toEqual({
      id: 'elsewhere',
      email: 'Satoshi@Example.org',
      username: 'satoshi2',
      alpha: false,
    });
    expect((await watchedRows(db, ownerOf(moved))).map((row) => row.itemId)).toEqual(['a1']);
    expect(await watchedRows(db, ownerOf(session))).toEqual([]);
  });

  it('leaves the alpha login, which has no account row, and a signed-out browser alone', async () => {
    const db = await openTestDb();
    const storage = new MemoryStorage();
    expect(await endSessionWithoutAccount(db, storage)).toBe(false);
    const alpha = alphaSession('tester@example.org');
    writeSession(storage, alpha);
    expect(await endSessionWithoutAccount(db, storage)).toBe(false);
    expect(readSession(storage)).toEqual(alpha);
  });
});
