// @vitest-environment happy-dom
/**
 * Signing in (src/features/auth/account-actions.ts) moves the guest tracker into the account
 * before the session is stored: storing it sends the login screen on at once, and a page load
 * then would end a merge still under way.
 */
import { Dexie, type ObservabilitySet } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LEGACY_ALPHA_USER_ID } from '../../../../src/db/accounts/accounts';
import { getSession, signOutSession } from '../../../../src/db/accounts/app-session';
import { subscribeSession } from '../../../../src/db/accounts/session';
import { appDb } from '../../../../src/db/connection/app-db';
import { GUEST_OWNER, ownerOf, setWatched, watchedRows } from '../../../../src/db/tracking/rows';
import { signInAlpha } from '../../../../src/features/auth/account-actions';

afterEach(async () => {
  vi.restoreAllMocks();
  signOutSession();
  await appDb.tracking.clear();
});

describe('signing in with a guest tracker', () => {
  it('stores the session only once the guest rows are committed to the account', async () => {
    await setWatched(
      appDb,
      GUEST_OWNER,
      { collection: 'airdrops', itemId: 'a1', name: 'Alpha drop' },
      true,
    );
    let trackerCommits = 0;
    const onCommit = (parts: ObservabilitySet): void => {
      if (Object.keys(parts).some((part) => part.startsWith(`idb://${appDb.name}/tracking/`)))
        trackerCommits += 1;
    };
    Dexie.on('storagemutated', onCommit);
    const commitsWhenStored: number[] = [];
    const stop = subscribeSession(() => commitsWhenStored.push(trackerCommits));
    try {
      await signInAlpha('alpha@example.org');
    } finally {
      stop();
      Dexie.on('storagemutated').unsubscribe(onCommit);
    }

    expect(commitsWhenStored).toEqual([1]);
    const session = getSession();
    expect(session?.alpha).toBe(true);
    expect((await watchedRows(appDb, ownerOf(session))).map((row) => row.itemId)).toEqual(['a1']);
    expect(await watchedRows(appDb, GUEST_OWNER)).toEqual([]);
  });

  it('moves nothing when this browser cannot keep a session, and says so', async () => {
    await setWatched(
      appDb,
      GUEST_OWNER,
      { collection: 'airdrops', itemId: 'a1', name: 'Alpha drop' },
      true,
    );
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    await expect(signInAlpha('alpha@example.org')).rejects.toThrow(
      'This browser does not allow AlphaScout to keep a session.',
    );
    expect((await watchedRows(appDb, GUEST_OWNER)).map((row) => row.itemId)).toEqual(['a1']);
  });
});

describe('the alpha login', () => {
  const drop = { collection: 'airdrops', itemId: 'a1', name: 'Alpha drop' } as const;
  const watchedBy = async (email: string): Promise<string[]> => {
    await signInAlpha(email);
    const rows = await watchedRows(appDb, ownerOf(getSession()));
    signOutSession();
    return rows.map((row) => row.itemId);
  };

  it('gives each email its own tracker, and the same one again at the next sign-in', async () => {
    await signInAlpha('first@example.org');
    await setWatched(appDb, ownerOf(getSession()), drop, true);
    signOutSession();

    expect(await watchedBy('second@example.org')).toEqual([]);
    expect(await watchedBy(' First@Example.org ')).toEqual(['a1']);
  });

  it('hands the tracker every alpha login shared before to the first alpha login, losing nothing', async () => {
    const legacy = `account:${LEGACY_ALPHA_USER_ID}`;
    await setWatched(appDb, legacy, drop, true);

    expect(await watchedBy('first@example.org')).toEqual(['a1']);
    expect(await watchedRows(appDb, legacy)).toEqual([]);
    expect(await watchedBy('second@example.org')).toEqual([]);
    expect(await watchedBy('first@example.org')).toEqual(['a1']);
  });
});
