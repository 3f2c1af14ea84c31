/**
 * Ticks stored by position before step keys followed the text ('r1', 'l0') are rewritten to the
 * keys of the steps at those positions (db/tracking/rows rewritePositionKeys, tracking/trackable positionKeysOf).
 */
import { afterEach, describe, expect, it } from 'vitest';

import {
  GUEST_OWNER,
  rewritePositionKeys,
  setStep,
  trackingRow,
} from '../../../src/db/tracking/rows';
import { positionKeysOf, stepsOf } from '../../../src/tracking/trackable';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeAirdrop, makeTestnet } from '../fixtures';

afterEach(deleteTestDbs);

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('ticks stored by position', () => {
  it('are rewritten to the keys of the steps at those positions, keeping new keys, other rows and updatedAt', async () => {
    const db = await openTestDb();
    const testnet = makeTestnet({
      id: 't1',
      requirements: ['Run a node', 'Report a bug', 'Join Discord'],
    });
    const airdrop = makeAirdrop({
      id: 'a1',
      tasks: [{ id: 'r1', description: 'A task whose id looks like a position', link: '' }],
    });
    await db.collection('testnets').put(testnet);
    await db.collection('airdrops').put(airdrop);
    const [node, bug, discord] = stepsOf('testnets', testnet);
    const item = { collection: 'testnets', itemId: 't1', name: 'T' } as const;
    await setStep(db, GUEST_OWNER, item, 'r0', true, at(1));
    await setStep(db, GUEST_OWNER, item, discord?.key ?? '', true, at(2));
    await setStep(db, GUEST_OWNER, item, 'r1', true, at(3));
    await setStep(
      db,
      GUEST_OWNER,
      { collection: 'airdrops', itemId: 'a1', name: 'A' },
      'r1',
      true,
      at(4),
    );
    await setStep(
      db,
      GUEST_OWNER,
      { collection: 'testnets', itemId: 'gone', name: 'G' },
      'r0',
      true,
      at(5),
    );

    expect(await rewritePositionKeys(db, positionKeysOf)).toBe(1);
    expect(await trackingRow(db, GUEST_OWNER, 'testnets', 't1')).toMatchObject({
      steps: [node?.key, discord?.key, bug?.key],
      updatedAt: at(3).toISOString(),
    });
    expect((await trackingRow(db, GUEST_OWNER, 'airdrops', 'a1'))?.steps).toEqual(['r1']);
    expect((await trackingRow(db, GUEST_OWNER, 'testnets', 'gone'))?.steps).toEqual(['r0']);

    // An admin now removes the first requirement: the ticks stay with their steps.
    await db
      .collection('testnets')
      .put({ ...testnet, requirements: ['Report a bug', 'Join Discord'] });
    const after = await trackingRow(db, GUEST_OWNER, 'testnets', 't1');
    const steps = stepsOf('testnets', {
      ...testnet,
      requirements: ['Report a bug', 'Join Discord'],
    });
    expect(
      steps.filter((step) => after?.steps.includes(step.key)).map((step) => step.label),
    ).toEqual(['Report a bug', 'Join Discord']);
    expect(await rewritePositionKeys(db, positionKeysOf)).toBe(0);
  });

  it('a step keeps its key when an edit changes only its spacing or Unicode form', () => {
    const keyOf = (text: string) =>
      stepsOf('testnets', makeTestnet({ requirements: [text] }))[0]?.key;
    expect(keyOf(' Join  the\tDiscord ')).toBe(keyOf('Join the Discord'));
    expect(keyOf('Caf\u00e9 meetup')).toBe(keyOf('Cafe\u0301 meetup'));
    expect(keyOf('Join the Discord!')).not.toBe(keyOf('Join the Discord'));
  });
});
