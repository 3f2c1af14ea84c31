import { afterEach, describe, expect, it } from 'vitest';

import type { AlphaScoutDb } from '../../../../src/db/connection/database';
import { getById, recordByRouteKey } from '../../../../src/db/records/reads';
import {
  deleteRecords,
  getUserByEmail,
  putRecords,
  replaceCollection,
  validateCollection,
  ValidationError,
} from '../../../../src/db/records/repository';
import { COLLECTION_NAMES } from '../../../../src/schemas/registry';
import {
  byId,
  makeBlogPost,
  makeCourse,
  makeRecords,
  makeSeedData,
  makeSignal,
  makeUser,
} from '../../fixtures';
import { exportAll, getCollection } from '../test-db';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

/** The error a call rejects with (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the call succeeded');
}

async function validationErrorOf(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof ValidationError))
    throw new Error(`expected a ValidationError, got ${String(error)}`);
  return error;
}

async function fillAll(db: AlphaScoutDb): Promise<void> {
  const data = makeSeedData(3);
  for (const name of COLLECTION_NAMES) await replaceCollection(db, name, data[name]);
}

describe('repository', () => {
  describe('validateCollection', () => {
    it('returns the records as the schema outputs them', () => {
      const input = [{ ...makeSignal(), indicators: ['Golden cross'], extra: 'dropped' }];
      expect(validateCollection('signals', input)).toEqual([
        makeSignal({ indicators: [{ name: 'Golden cross', value: '', sentiment: 'neutral' }] }),
      ]);
    });

    it('names collection, index, field and problem, in the message too', () => {
      let error: unknown;
      try {
        validateCollection('signals', [
          makeSignal({ id: 'a' }),
          makeSignal({ id: 'b', score: 101 }),
        ]);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).problems).toEqual([
        {
          collection: 'signals',
          index: 1,
          id: 'b',
          path: 'score',
          message: 'must be between 0 and 100',
        },
      ]);
      expect((error as ValidationError).message).toBe(
        'Invalid data: signals[1].score: must be between 0 and 100',
      );
    });

    it('collects the problems of several records, at most 20', () => {
      const input = Array.from({ length: 50 }, (_, i) => ({
        ...makeSignal({ id: `s${i}` }),
        action: 'HOLD',
      }));
      const error = (() => {
        try {
          validateCollection('signals', input);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(ValidationError);
      const problems = (error as ValidationError).problems;
      expect(problems).toHaveLength(20);
      expect(problems.map((p) => p.index)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      // The message names the first five.
      expect((error as ValidationError).message.match(/signals\[\d+\]\.action/g)).toHaveLength(5);
    });
  });

  describe('replaceCollection', () => {
    it("replaces the table's contents and returns the count", async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'signals', makeRecords('signals', 3, 1));
      const next = makeRecords('signals', 2, 7);
      expect(await replaceCollection(db, 'signals', next)).toBe(2);
      expect(await getCollection(db, 'signals')).toEqual(next);
    });

    it('empties the table when given an empty array', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'news', makeRecords('news', 2));
      expect(await replaceCollection(db, 'news', [])).toBe(0);
      expect(await db.collection('news').count()).toBe(0);
    });

    it('stores what the schema outputs, not the raw input', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'users', [
        { ...makeUser(), email: '  alice@example.com ', role: 'admin' },
      ]);
      expect(await getCollection(db, 'users')).toEqual([makeUser()]);
    });

    it('throws a ValidationError naming collection, index and path for one invalid record, and leaves the table exactly as before', async () => {
      const db = await openTestDb();
      const before = makeRecords('signals', 2, 1);
      await replaceCollection(db, 'signals', before);

      const input = [
        makeSignal({ id: 'new-1' }),
        { ...makeSignal({ id: 'new-2' }), type: 'STOCK' },
        makeSignal({ id: 'new-3' }),
      ];
      const error = await validationErrorOf(replaceCollection(db, 'signals', input));

      expect(error.problems).toEqual([
        {
          collection: 'signals',
          index: 1,
          id: 'new-2',
          path: 'type',
          message: 'must be CRYPTO or NFT',
        },
      ]);
      expect(error.message).toContain('signals[1].type');
      expect(await getCollection(db, 'signals')).toEqual(before);
    });

    it('refuses duplicate ids in the input, naming the second occurrence', async () => {
      const db = await openTestDb();
      const error = await validationErrorOf(
        replaceCollection(db, 'signals', [
          makeSignal({ id: 'x' }),
          makeSignal({ id: 'y' }),
          makeSignal({ id: 'x', name: 'Other' }),
        ]),
      );
      // The message names the id: a problem line does not name it a second time.
      expect(error.problems).toEqual([
        { collection: 'signals', index: 2, path: 'id', message: 'duplicate id "x"' },
      ]);
      expect(await db.collection('signals').count()).toBe(0);
    });

    it('refuses duplicate integer blog ids', async () => {
      const db = await openTestDb();
      const error = await validationErrorOf(
        replaceCollection(db, 'blogPosts', [
          makeBlogPost({ id: 4, slug: 'a' }),
          makeBlogPost({ id: 4, slug: 'b' }),
        ]),
      );
      expect(error.problems[0]).toMatchObject({ collection: 'blogPosts', index: 1, path: 'id' });
    });

    it('refuses two users with one email, letter case aside: sign-in would find only one of them', async () => {
      const db = await openTestDb();
      const error = await validationErrorOf(
        replaceCollection(db, 'users', [
          makeUser({ id: 'u1', email: 'same@example.org' }),
          makeUser({ id: 'u2', email: 'other@example.org' }),
          makeUser({ id: 'u3', email: 'Same@Example.org' }),
        ]),
      );
      expect(error.problems).toEqual([
        {
          collection: 'users',
          index: 2,
          id: 'u3',
          path: 'email',
          message: 'duplicate email "Same@Example.org"',
        },
      ]);
      expect(await db.collection('users').count()).toBe(0);
    });

    it.each([
      [
        'academy',
        () => [makeCourse({ id: 'c1', slug: 'same' }), makeCourse({ id: 'c2', slug: 'same' })],
      ],
      [
        'blogPosts',
        () => [makeBlogPost({ id: 1, slug: 'same' }), makeBlogPost({ id: 2, slug: 'same' })],
      ],
    ] as const)('refuses duplicate slugs in %s', async (collection, records) => {
      const db = await openTestDb();
      const error = await validationErrorOf(replaceCollection(db, collection, records()));
      expect(error.problems).toEqual([
        {
          collection,
          index: 1,
          id: collection === 'academy' ? 'c2' : 2,
          path: 'slug',
          message: 'duplicate slug "same"',
        },
      ]);
      expect(await db.table(collection).count()).toBe(0);
    });
  });

  describe('putRecords', () => {
    it('adds new records and updates existing ones by id, leaving the rest', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'signals', makeRecords('signals', 3, 1));
      const updated = makeSignal({ id: 'signal-2', name: 'Renamed', score: 12 });
      const added = makeSignal({ id: 'signal-9' });

      expect(await putRecords(db, 'signals', [updated, added])).toBe(2);

      const all = await getCollection(db, 'signals');
      expect(all.map((s) => s.id)).toEqual(['signal-1', 'signal-2', 'signal-3', 'signal-9']);
      expect(all[1]).toEqual(updated);
    });

    it('writes nothing when one record is invalid', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'users', [makeUser()]);
      const error = await validationErrorOf(
        putRecords(db, 'users', [
          makeUser({ id: 'user-2', email: 'b@example.com' }),
          makeUser({ id: 'user-3', email: 'not-an-email' }),
        ]),
      );
      expect(error.problems[0]).toMatchObject({ collection: 'users', index: 1, path: 'email' });
      expect(await getCollection(db, 'users')).toEqual([makeUser()]);
    });

    it('refuses a slug that another stored record already has, and writes nothing', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'academy', [makeCourse({ id: 'c1', slug: 'taken' })]);
      const error = await rejectionOf(
        putRecords(db, 'academy', [
          makeCourse({ id: 'c2', slug: 'free' }),
          makeCourse({ id: 'c3', slug: 'taken' }),
        ]),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).problems[0]).toMatchObject({
        collection: 'academy',
        index: 1,
        path: 'slug',
        message: 'slug "taken" is already used by another record (id "c1")',
      });
      expect((await getCollection(db, 'academy')).map((c) => c.id)).toEqual(['c1']);
    });

    it('names a numeric id that holds the slug as every problem line names a record', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'blogPosts', [makeBlogPost({ id: 1, slug: 'taken' })]);
      const error = await rejectionOf(
        putRecords(db, 'blogPosts', [makeBlogPost({ id: 2, slug: 'taken' })]),
      );
      expect((error as ValidationError).problems[0]?.message).toBe(
        'slug "taken" is already used by another record (id 1)',
      );
    });

    it('lets a record keep its own slug when it is updated', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'blogPosts', [makeBlogPost({ id: 1, slug: 'mine' })]);
      expect(
        await putRecords(db, 'blogPosts', [makeBlogPost({ id: 1, slug: 'mine', title: 'Edited' })]),
      ).toBe(1);
      expect((await getCollection(db, 'blogPosts'))[0]?.title).toBe('Edited');
    });
  });

  describe('deleteRecords', () => {
    it('deletes the given ids and ignores ids that do not exist', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'airdrops', makeRecords('airdrops', 3));
      await deleteRecords(db, 'airdrops', ['airdrop-1', 'airdrop-3', 'no-such-id']);
      expect((await getCollection(db, 'airdrops')).map((a) => a.id)).toEqual(['airdrop-2']);
    });

    it('deletes blog posts by integer id', async () => {
      const db = await openTestDb();
      await replaceCollection(db, 'blogPosts', makeRecords('blogPosts', 3));
      await deleteRecords(db, 'blogPosts', [2]);
      expect((await getCollection(db, 'blogPosts')).map((p) => p.id)).toEqual([1, 3]);
    });
  });

  describe('reading one record', () => {
    it('getById finds a record by its string id, and returns undefined for an unknown id', async () => {
      const db = await openTestDb();
      const nfts = makeRecords('nftProjects', 3);
      await replaceCollection(db, 'nftProjects', nfts);
      expect(await getById(db, 'nftProjects', 'nft-2')).toEqual(nfts[1]);
      expect(await getById(db, 'nftProjects', 'nft-4')).toBeUndefined();
    });

    it('getById finds a blog post by its integer id, and not by the same number as text', async () => {
      const db = await openTestDb();
      const posts = makeRecords('blogPosts', 3);
      await replaceCollection(db, 'blogPosts', posts);
      expect(await getById(db, 'blogPosts', 3)).toEqual(posts[2]);
      expect(await db.table('blogPosts').get('3')).toBeUndefined();
    });

    it.each(['users', 'airdrops', 'testnets', 'icoProjects'] as const)(
      'getById works for %s',
      async (collection) => {
        const db = await openTestDb();
        const records = makeRecords(collection, 2);
        await replaceCollection(db, collection, records);
        const second = records[1];
        expect(second && (await getById(db, collection, second.id))).toEqual(second);
      },
    );

    it('recordByRouteKey finds a course by slug', async () => {
      const db = await openTestDb();
      const courses = makeRecords('academy', 3);
      await replaceCollection(db, 'academy', courses);
      expect(await recordByRouteKey(db, 'academy', 'course-3')).toEqual(courses[2]);
      expect(await recordByRouteKey(db, 'academy', 'course-9')).toBeUndefined();
    });

    it('recordByRouteKey finds a blog post by slug, exactly (slugs are case-sensitive)', async () => {
      const db = await openTestDb();
      const posts = makeRecords('blogPosts', 2);
      await replaceCollection(db, 'blogPosts', posts);
      expect(await recordByRouteKey(db, 'blogPosts', 'post-2')).toEqual(posts[1]);
      expect(await recordByRouteKey(db, 'blogPosts', 'POST-2')).toBeUndefined();
    });

    it.each([
      'alice@example.com',
      'Alice@Example.COM',
      '  alice@example.com  ',
      '\tALICE@EXAMPLE.COM\n',
    ])('getUserByEmail finds the user for %j (trimmed, case ignored)', async (typed) => {
      const db = await openTestDb();
      const alice = makeUser({ id: 'alice', email: 'alice@example.com' });
      await replaceCollection(db, 'users', [
        makeUser({ id: 'bob', email: 'bob@example.com' }),
        alice,
      ]);
      expect(await getUserByEmail(db, typed)).toEqual(alice);
    });

    it('getUserByEmail finds a user stored with capitals, and nobody for an unknown or partial email', async () => {
      const db = await openTestDb();
      const carol = makeUser({ id: 'carol', email: 'Carol@Example.com' });
      await replaceCollection(db, 'users', [carol]);
      expect(await getUserByEmail(db, 'carol@example.com')).toEqual(carol);
      expect(await getUserByEmail(db, 'carol@example.co')).toBeUndefined();
      expect(await getUserByEmail(db, 'dave@example.com')).toBeUndefined();
    });
  });

  describe('exportAll', () => {
    it('returns an object with all 12 collection keys and exactly the stored data', async () => {
      const db = await openTestDb();
      const data = makeSeedData(3);
      for (const name of COLLECTION_NAMES) await replaceCollection(db, name, data[name]);

      const exported = await exportAll(db);

      expect(Object.keys(exported).sort()).toEqual([...COLLECTION_NAMES].sort());
      expect(COLLECTION_NAMES).toHaveLength(12);
      for (const name of COLLECTION_NAMES)
        expect(exported[name], name).toEqual(byId<{ id: string | number }>(data[name]));
    });

    it('returns every key with an empty array for an empty database', async () => {
      const db = await openTestDb();
      const exported = await exportAll(db);
      expect(exported).toEqual(Object.fromEntries(COLLECTION_NAMES.map((name) => [name, []])));
    });

    it('round-trips: replacing every collection with an export gives the same export', async () => {
      const db = await openTestDb();
      await fillAll(db);
      const exported = await exportAll(db);
      const other = await openTestDb();
      for (const name of COLLECTION_NAMES) await replaceCollection(other, name, exported[name]);
      expect(await exportAll(other)).toEqual(exported);
      expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    });
  });
});
