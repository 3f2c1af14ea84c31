import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { trackingRowSchema } from '../../../src/schemas/tracking';
import { deadlineOf, stateOf, stepsOf, trackedItemOf } from '../../../src/tracking/trackable';
import {
  makeAirdrop,
  makeCourse,
  makeIcoProject,
  makeNftProject,
  makeSignal,
  makeTestnet,
  makeWhitelist,
} from '../fixtures';

describe('what the tracker takes from a record', () => {
  it('airdrop steps are its tasks, keyed by task id; requirements and lessons by their text', () => {
    const airdrop = makeAirdrop({
      tasks: [{ id: 'follow', description: 'Follow on X', link: '' }],
    });
    expect(stepsOf('airdrops', airdrop)).toEqual([{ key: 'follow', label: 'Follow on X' }]);
    const [node, bug] = stepsOf(
      'testnets',
      makeTestnet({ requirements: ['Run a node', 'Report a bug'] }),
    );
    expect([node?.label, node?.positionKey, bug?.label, bug?.positionKey]).toEqual([
      'Run a node',
      'r0',
      'Report a bug',
      'r1',
    ]);
    expect(node?.key).toMatch(/^r~[0-9a-z]+$/);
    expect(node?.key).not.toBe(bug?.key);
    const course = makeCourse();
    expect(stepsOf('academy', course).map((step) => step.label)).toEqual(
      course.lessons_content.map((lesson) => lesson.title),
    );
    expect(stepsOf('signals', makeSignal())).toEqual([]);
  });

  it('a step keeps its key when the list around it is edited, and repeated texts are told apart', () => {
    const keysOf = (requirements: string[]) =>
      stepsOf('whitelists', makeTestnet({ requirements }) as never).map((step) => step.key);
    const [first, second, third] = keysOf(['Follow on X', 'Join Discord', 'Retweet']);
    expect(keysOf(['Join Discord', 'Retweet'])).toEqual([second, third]);
    expect(keysOf(['Retweet', 'New step', 'Follow on X'])).toEqual([
      third,
      expect.any(String),
      first,
    ]);
    const repeated = keysOf(['Retweet', 'Retweet']);
    expect(repeated[0]).toBe(third);
    expect(repeated[1]).toBe(`${third}~2`);
    const lesson = (title: string) => ({ title, description: '', video: '', content: title });
    const course = makeCourse({
      lessons_content: [lesson('Wallets'), lesson('Keys'), lesson('Scams')],
    });
    const lessons = stepsOf('academy', {
      ...course,
      lessons_content: course.lessons_content.slice(1),
    });
    expect(lessons.map((step) => step.key)).toEqual(
      stepsOf('academy', course)
        .slice(1)
        .map((step) => step.key),
    );
    expect(lessons[0]?.key).toMatch(/^l~/);
    expect(lessons[0]?.positionKey).toBe('l0');
  });

  it('deadlines: endDate; an upcoming sale or mint date; none for signals', () => {
    expect(deadlineOf('testnets', makeTestnet({ endDate: '2027-01-03' }))).toBe('2027-01-03');
    expect(
      deadlineOf('icoProjects', makeIcoProject({ status: 'upcoming', saleDate: '2027-01-02' })),
    ).toBe('2027-01-02');
    expect(
      deadlineOf('nftProjects', makeNftProject({ status: 'upcoming', mintDate: '2027-01-04' })),
    ).toBe('2027-01-04');
    expect(deadlineOf('signals', makeSignal())).toBeUndefined();
  });

  it('a live or ended sale or mint has no deadline: its date is when it began', () => {
    for (const status of ['live', 'ended'] as const) {
      expect(
        deadlineOf('icoProjects', makeIcoProject({ status, saleDate: '2026-11-06' })),
      ).toBeUndefined();
      expect(
        deadlineOf('nftProjects', makeNftProject({ status, mintDate: '2026-11-06' })),
      ).toBeUndefined();
    }
  });

  it('a whitelist with no spots left is Filled with no deadline, whatever its stored status', () => {
    for (const status of ['Open', 'Closing Soon', 'Filled'] as const) {
      const full = makeWhitelist({ status, remainingSpots: 0, endDate: '2030-01-01' });
      expect(deadlineOf('whitelists', full), status).toBeUndefined();
      expect(stateOf('whitelists', full), status).toBe('Filled');
    }
    const open = makeWhitelist({ status: 'Open', remainingSpots: 5, endDate: '2030-01-01' });
    expect(deadlineOf('whitelists', open)).toBe('2030-01-01');
    expect(stateOf('whitelists', open)).toBeUndefined();
  });

  it('a row keeps the name as shown (signals with their symbol)', () => {
    expect(
      trackedItemOf('signals', makeSignal({ id: 's1', name: 'Bitcoin', symbol: 'BTC' })),
    ).toMatchObject({ collection: 'signals', itemId: 's1', name: 'Bitcoin (BTC)' });
  });
});

describe('trackingRowSchema', () => {
  const valid = {
    owner: 'guest',
    collection: 'airdrops',
    itemId: 'a1',
    watched: true,
    steps: ['t1'],
    note: '',
    updatedAt: '2026-01-01T00:00:00Z',
    name: 'Alpha',
  };

  it('accepts a row and says clearly what is wrong with a bad one', () => {
    expect(v.safeParse(trackingRowSchema, valid).success).toBe(true);
    const bad = v.safeParse(trackingRowSchema, {
      ...valid,
      collection: 'news',
      note: 'x'.repeat(2001),
      updatedAt: 'yesterday',
    });
    expect(bad.success).toBe(false);
    expect(bad.issues?.map((issue) => issue.message)).toEqual([
      'must be a collection that can be watched',
      'must be at most 2000 characters',
      'must be an ISO date (YYYY-MM-DD or an ISO date-time)',
    ]);
  });
});
