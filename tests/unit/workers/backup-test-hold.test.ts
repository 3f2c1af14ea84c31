import { afterEach, describe, expect, it } from 'vitest';

import { replaceCollection } from '../../../src/db/records/repository';
import { COLLECTION_NAMES } from '../../../src/schemas/registry';
import { importFile } from '../../../workers/backup/import';
import { type TestHold, testHold } from '../../../workers/backup/test-hold';
import { deleteTestDbs, exportAll, openTestDb } from '../db/test-db';
import { makeSeedData, makeSignal } from '../fixtures';

const scope = globalThis as { alphascoutTestHold?: unknown };

afterEach(async () => {
  delete scope.alphascoutTestHold;
  await deleteTestDbs();
});

async function seededDb() {
  const db = await openTestDb();
  const data = makeSeedData(3);
  for (const name of COLLECTION_NAMES) await replaceCollection(db, name, data[name]);
  return db;
}

const signalsFile = (count: number): Blob =>
  new Blob([
    JSON.stringify({
      signals: Array.from({ length: count }, (_, i) => makeSignal({ id: `s${i}` })),
    }),
  ]);

/** Resolves once `hold` waits, then cancels. */
async function cancelOnceHeld(hold: TestHold, cancel: AbortController): Promise<void> {
  await expect.poll(() => hold.held, { timeout: 10_000 }).toBe(true);
  cancel.abort();
}

describe('the import hold for end-to-end tests', () => {
  it('is inert unless a test sets one in the global scope, and ignores anything else there', () => {
    expect(testHold()).toBeUndefined();
    scope.alphascoutTestHold = { phase: 'exporting' };
    expect(testHold()).toBeUndefined();
    scope.alphascoutTestHold = { phase: 'writing' };
    expect(testHold()).toEqual({ phase: 'writing' });
  });

  it('holds the check before reading the file until a cancel, which then changes nothing', async () => {
    const db = await seededDb();
    const before = await exportAll(db);
    const hold: TestHold = { phase: 'checking' };
    scope.alphascoutTestHold = hold;
    const cancel = new AbortController();
    // Bytes read before the cancel: none while held.
    const readBeforeCancel: number[] = [];
    const [result] = await Promise.all([
      importFile(db, signalsFile(5), {
        cancel: cancel.signal,
        onProgress: ({ done }) => {
          if (!cancel.signal.aborted) readBeforeCancel.push(done);
        },
      }),
      cancelOnceHeld(hold, cancel),
    ]);
    expect(result).toMatchObject({ ok: false, cancelled: true });
    expect(readBeforeCancel).toEqual([0]);
    expect(await exportAll(db)).toEqual(before);
  });

  it('holds the write after its first batch of puts, reports them, and a cancel rolls them back', async () => {
    const db = await seededDb();
    const before = await exportAll(db);
    const hold: TestHold = { phase: 'writing' };
    const cancel = new AbortController();
    const written: number[] = [];
    const [result] = await Promise.all([
      importFile(db, signalsFile(1_100), {
        hold,
        cancel: cancel.signal,
        onProgress: ({ phase, done }) => {
          if (phase === 'writing' && done > 0) written.push(done);
        },
      }),
      (async () => {
        await expect.poll(() => written.length, { timeout: 10_000 }).toBeGreaterThan(0);
        await cancelOnceHeld(hold, cancel);
      })(),
    ]);
    expect(result).toMatchObject({ ok: false, cancelled: true });
    // A batch of 1,000 put, not the last 50 that go through Dexie: held part-way.
    expect(Math.max(...written)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...written)).toBeLessThan(1_100);
    expect(await exportAll(db)).toEqual(before);
  });
});
