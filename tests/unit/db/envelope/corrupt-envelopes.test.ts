/**
 * Every pairing of main and backup envelope copies, good and bad: start-up keeps the newest
 * valid copy, deletes the corrupt ones, and falls back to the seeds when neither is usable.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readEnvelope } from '../../../../src/db/envelope/read';
import { fillEmptyCollections } from '../../../../src/db/seeding/fill-empty';
import { backupKey, envelopeKey } from '../../../../src/db/storage/keys';
import { obfuscate } from '../../../../src/lib/obfuscate';
import { makeRecords, makeSeedData } from '../../fixtures';
import { MemoryStorage } from '../../memory-storage';
import { deleteTestDbs, openTestDb } from '../test-db';
import { encodeEnvelope } from './test-envelope';

afterEach(deleteTestDbs);

const OLDER = new Date('2025-01-01T00:00:00.000Z');
const NEWER = new Date('2025-03-01T00:00:00.000Z');

type Slot = 'main' | 'backup';
type Kind =
  | 'missing'
  | 'truncated'
  | 'not base64'
  | 'not JSON'
  | 'wrong version'
  | 'invalid record'
  | 'older'
  | 'newer';
const KINDS: Kind[] = [
  'missing',
  'truncated',
  'not base64',
  'not JSON',
  'wrong version',
  'invalid record',
  'older',
  'newer',
];
const VALID: ReadonlySet<Kind> = new Set(['older', 'newer']);

/** Each slot holds its own records (main from 1001, backup from 2001), so the winner is visible. */
const recordsOf = (slot: Slot) => makeRecords('signals', 2, slot === 'main' ? 1001 : 2001);

function storedCopy(kind: Kind, slot: Slot): string | null {
  const good = encodeEnvelope(recordsOf(slot), NEWER);
  switch (kind) {
    case 'missing':
      return null;
    case 'truncated':
      return good.slice(0, Math.floor(good.length / 2));
    case 'not base64':
      return '%%% this is not base64 %%%';
    case 'not JSON':
      return obfuscate('{"version":1,"timestamp":"2025-03-01T00:00:00.000Z","data":[');
    case 'wrong version':
      return obfuscate(
        JSON.stringify({ version: 2, timestamp: NEWER.toISOString(), data: recordsOf(slot) }),
      );
    case 'invalid record':
      return encodeEnvelope([{ ...recordsOf(slot)[0], score: 'high' }], NEWER);
    case 'older':
      return encodeEnvelope(recordsOf(slot), OLDER);
    case 'newer':
      return encodeEnvelope(recordsOf(slot), NEWER);
  }
}

/** Which copy must win: the newer valid one, the main copy on a tie, none when neither is valid. */
function winner(main: Kind, backup: Kind): Slot | null {
  const mainOk = VALID.has(main);
  const backupOk = VALID.has(backup);
  if (mainOk && backupOk) return backup === 'newer' && main === 'older' ? 'backup' : 'main';
  return mainOk ? 'main' : backupOk ? 'backup' : null;
}

function storageWith(main: Kind, backup: Kind): MemoryStorage {
  const storage = new MemoryStorage();
  const mainCopy = storedCopy(main, 'main');
  const backupCopy = storedCopy(backup, 'backup');
  if (mainCopy !== null) storage.setItem(envelopeKey('signals'), mainCopy);
  if (backupCopy !== null) storage.setItem(backupKey('signals'), backupCopy);
  return storage;
}

/** A stored copy survives start-up exactly when it was valid; corrupt copies are deleted. */
function expectCorruptCopiesDeleted(storage: MemoryStorage, main: Kind, backup: Kind): void {
  expect(storage.getItem(envelopeKey('signals')) !== null).toBe(VALID.has(main));
  expect(storage.getItem(backupKey('signals')) !== null).toBe(VALID.has(backup));
}

const PAIRS = KINDS.flatMap((main) =>
  KINDS.map((backup) => ({ main, backup, expected: winner(main, backup) })),
);

describe('corrupt envelopes: every pair of main and backup copies', () => {
  it.each(PAIRS)(
    'readEnvelope: main $main, backup $backup → $expected',
    ({ main, backup, expected }) => {
      const storage = storageWith(main, backup);
      const envelope = readEnvelope(storage, 'signals', vi.fn());
      expect(envelope?.data ?? null).toEqual(expected ? recordsOf(expected) : null);
      expectCorruptCopiesDeleted(storage, main, backup);
    },
  );

  it.each(PAIRS)(
    'first start: main $main, backup $backup → $expected (else the seeds)',
    async ({ main, backup, expected }) => {
      const db = await openTestDb();
      const storage = storageWith(main, backup);
      const seeds = makeSeedData();

      const result = await fillEmptyCollections(db, {
        storage,
        loadSeeds: () => Promise.resolve(seeds),
        log: vi.fn(),
      });

      expect(await db.table('signals').toArray()).toEqual(
        expected ? recordsOf(expected) : seeds.signals,
      );
      expect(result.fromEnvelopes.includes('signals')).toBe(expected !== null);
      expect(await db.table('airdrops').count()).toBe(seeds.airdrops.length); // the others still start
      expectCorruptCopiesDeleted(storage, main, backup);
    },
  );
});
