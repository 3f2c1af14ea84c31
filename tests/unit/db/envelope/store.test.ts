import { describe, expect, it, vi } from 'vitest';

import { ENVELOPE_MAX_CHARS, ENVELOPE_MAX_RECORDS } from '../../../../src/db/envelope/codec';
import { decodeEnvelope, readEnvelope } from '../../../../src/db/envelope/read';
import { removeEnvelopes, writeEnvelope } from '../../../../src/db/envelope/store';
import { backupKey, envelopeKey } from '../../../../src/db/storage/keys';
import { isQuotaError } from '../../../../src/db/storage/quota-error';
import { obfuscate } from '../../../../src/lib/obfuscate';
import { makeRecords, makeSignal } from '../../fixtures';
import { MemoryStorage } from '../../memory-storage';
import { encodeEnvelope } from './test-envelope';

const OLDER = new Date('2025-01-01T00:00:00.000Z');
const NEWER = new Date('2025-02-01T00:00:00.000Z');
const MAIN = envelopeKey('signals');
const BACKUP = backupKey('signals');

const CORRUPT_COPIES = [
  ['not base64', '%%% definitely not base64 %%%'],
  ['truncated', encodeEnvelope(makeRecords('signals', 2), OLDER).slice(0, -8)],
  [
    'version 2',
    obfuscate(JSON.stringify({ version: 2, timestamp: OLDER.toISOString(), data: [] })),
  ],
  [
    'an invalid record',
    obfuscate(
      JSON.stringify({
        version: 1,
        timestamp: OLDER.toISOString(),
        data: [{ ...makeSignal(), action: 'HOLD' }],
      }),
    ),
  ],
] as const;

function setup(): {
  storage: MemoryStorage;
  log: ReturnType<typeof vi.fn<(message: string) => void>>;
} {
  return { storage: new MemoryStorage(), log: vi.fn<(message: string) => void>() };
}

const quotaError = (): DOMException =>
  new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('envelope store', () => {
  describe('storage keys', () => {
    it('names the copies alphascout:<collection> and alphascout:<collection>:backup', () => {
      expect(envelopeKey('signals')).toBe('alphascout:signals');
      expect(backupKey('signals')).toBe('alphascout:signals:backup');
      expect(envelopeKey('blogPosts')).toBe('alphascout:blogPosts');
      expect(backupKey('nftProjects')).toBe('alphascout:nftProjects:backup');
    });
  });

  describe('reading', () => {
    it('returns null and logs nothing when no copy is stored', () => {
      const { storage, log } = setup();
      expect(readEnvelope(storage, 'signals', log)).toBeNull();
      expect(log).not.toHaveBeenCalled();
    });

    it('uses the main copy when it is valid', () => {
      const { storage, log } = setup();
      const records = makeRecords('signals', 2);
      storage.setItem(MAIN, encodeEnvelope(records, OLDER));
      expect(readEnvelope(storage, 'signals', log)).toEqual({
        version: 1,
        timestamp: OLDER.toISOString(),
        data: records,
      });
      expect(storage.getItem(MAIN)).not.toBeNull();
      expect(log).not.toHaveBeenCalled();
    });

    it('uses the backup copy when it is the only one', () => {
      const { storage, log } = setup();
      const records = makeRecords('signals', 1);
      storage.setItem(BACKUP, encodeEnvelope(records, OLDER));
      expect(readEnvelope(storage, 'signals', log)?.data).toEqual(records);
    });

    it.each(CORRUPT_COPIES)(
      'falls back to the backup copy when the main copy is corrupt (%s), and deletes the main copy',
      (_label, corrupt) => {
        const { storage, log } = setup();
        const backup = makeRecords('signals', 2, 7);
        storage.setItem(MAIN, corrupt);
        storage.setItem(BACKUP, encodeEnvelope(backup, OLDER));

        expect(readEnvelope(storage, 'signals', log)?.data).toEqual(backup);
        expect(storage.getItem(MAIN)).toBeNull();
        expect(storage.getItem(BACKUP)).not.toBeNull();
        expect(log).toHaveBeenCalledTimes(1);
        expect(log).toHaveBeenCalledWith(expect.stringContaining(`deleted corrupt copy ${MAIN}`));
      },
    );

    it('uses the main copy and deletes the backup copy when only the backup is corrupt', () => {
      const { storage, log } = setup();
      const main = makeRecords('signals', 1);
      storage.setItem(MAIN, encodeEnvelope(main, OLDER));
      storage.setItem(BACKUP, 'corrupt!');
      expect(readEnvelope(storage, 'signals', log)?.data).toEqual(main);
      expect(storage.getItem(BACKUP)).toBeNull();
      expect(storage.getItem(MAIN)).not.toBeNull();
    });

    it('deletes both copies and returns null when both are corrupt', () => {
      const { storage, log } = setup();
      storage.setItem(MAIN, CORRUPT_COPIES[0][1]);
      storage.setItem(BACKUP, CORRUPT_COPIES[3][1]);
      storage.setItem('alphascout:session', 'keep me');

      expect(readEnvelope(storage, 'signals', log)).toBeNull();
      expect(storage.keys()).toEqual(['alphascout:session']);
      expect(log).toHaveBeenCalledTimes(2);
    });

    it('prefers the newer copy when both are valid: main newer', () => {
      const { storage, log } = setup();
      storage.setItem(MAIN, encodeEnvelope(makeRecords('signals', 1, 1), NEWER));
      storage.setItem(BACKUP, encodeEnvelope(makeRecords('signals', 1, 2), OLDER));
      const envelope = readEnvelope(storage, 'signals', log);
      expect(envelope?.timestamp).toBe(NEWER.toISOString());
      expect(envelope?.data.map((s) => s.id)).toEqual(['signal-1']);
    });

    it('prefers the newer copy when both are valid: backup newer (a write stopped between the two copies)', () => {
      const { storage, log } = setup();
      storage.setItem(MAIN, encodeEnvelope(makeRecords('signals', 1, 1), OLDER));
      storage.setItem(BACKUP, encodeEnvelope(makeRecords('signals', 1, 2), NEWER));
      const envelope = readEnvelope(storage, 'signals', log);
      expect(envelope?.timestamp).toBe(NEWER.toISOString());
      expect(envelope?.data.map((s) => s.id)).toEqual(['signal-2']);
      // Both copies were valid: neither is deleted.
      expect(storage.length).toBe(2);
    });

    it('prefers the main copy when both copies have the same timestamp', () => {
      const { storage, log } = setup();
      storage.setItem(MAIN, encodeEnvelope(makeRecords('signals', 1, 1), OLDER));
      storage.setItem(BACKUP, encodeEnvelope(makeRecords('signals', 1, 2), OLDER));
      expect(readEnvelope(storage, 'signals', log)?.data.map((s) => s.id)).toEqual(['signal-1']);
    });

    it("only reads the named collection's keys", () => {
      const { storage, log } = setup();
      storage.setItem(envelopeKey('users'), 'corrupt');
      storage.setItem(MAIN, encodeEnvelope(makeRecords('signals', 1), OLDER));
      expect(readEnvelope(storage, 'signals', log)?.data).toHaveLength(1);
      expect(storage.getItem(envelopeKey('users'))).toBe('corrupt');
    });
  });

  describe('writing', () => {
    it('writes both copies, alphascout:<c> and alphascout:<c>:backup, each decodable with the data', () => {
      const { storage } = setup();
      const records = makeRecords('signals', 3);
      expect(writeEnvelope(storage, 'signals', records, NEWER)).toBe('written');
      expect(storage.keys().sort()).toEqual(['alphascout:signals', 'alphascout:signals:backup']);
      for (const key of [MAIN, BACKUP]) {
        const decoded = decodeEnvelope('signals', storage.getItem(key) ?? '');
        expect(decoded).toEqual({
          ok: true,
          envelope: { version: 1, timestamp: NEWER.toISOString(), data: records },
        });
      }
    });

    it('writes the backup copy first, then the main copy', () => {
      const { storage } = setup();
      const setItem = vi.spyOn(storage, 'setItem');
      writeEnvelope(storage, 'signals', makeRecords('signals', 1), NEWER);
      expect(setItem.mock.calls.map(([key]) => key)).toEqual([BACKUP, MAIN]);
    });

    it('replaces older copies, and a later read returns the new data', () => {
      const { storage, log } = setup();
      writeEnvelope(storage, 'signals', makeRecords('signals', 2, 1), OLDER);
      writeEnvelope(storage, 'signals', makeRecords('signals', 1, 9), NEWER);
      expect(readEnvelope(storage, 'signals', log)?.data.map((s) => s.id)).toEqual(['signal-9']);
      expect(storage.length).toBe(2);
    });

    it('writes a collection of exactly ENVELOPE_MAX_RECORDS records', () => {
      const { storage } = setup();
      expect(
        writeEnvelope(storage, 'users', makeRecords('users', ENVELOPE_MAX_RECORDS), NEWER),
      ).toBe('written');
      expect(storage.getItem(envelopeKey('users'))).not.toBeNull();
    });

    it('refuses a collection over ENVELOPE_MAX_RECORDS as too big and removes its stale copies', () => {
      const { storage } = setup();
      writeEnvelope(storage, 'users', makeRecords('users', 1), OLDER);
      expect(storage.length).toBe(2);

      const records = Array.from({ length: ENVELOPE_MAX_RECORDS + 1 }, (_, i) => ({ id: `u${i}` }));
      expect(writeEnvelope(storage, 'users', records, NEWER)).toBe('too-big');
      expect(storage.length).toBe(0);
    });

    it('refuses a collection whose envelope is over ENVELOPE_MAX_CHARS as too big and removes its stale copies', () => {
      const { storage } = setup();
      writeEnvelope(storage, 'signals', makeRecords('signals', 1), OLDER);
      // 30 signals with 20,000-character reasons: few records, but far past the character budget.
      const records = makeRecords('signals', 30).map((s) => ({ ...s, reason: 'x'.repeat(20_000) }));
      expect(records.length).toBeLessThan(ENVELOPE_MAX_RECORDS);
      expect(encodeEnvelope(records, NEWER).length).toBeGreaterThan(ENVELOPE_MAX_CHARS);

      expect(writeEnvelope(storage, 'signals', records, NEWER)).toBe('too-big');
      expect(storage.getItem(MAIN)).toBeNull();
      expect(storage.getItem(BACKUP)).toBeNull();
    });

    it('leaves other collections and the session alone when a collection is too big', () => {
      const { storage } = setup();
      storage.setItem('alphascout:session', '{}');
      writeEnvelope(storage, 'users', makeRecords('users', 1), OLDER);
      writeEnvelope(
        storage,
        'signals',
        Array.from({ length: ENVELOPE_MAX_RECORDS + 1 }, () => ({})),
        NEWER,
      );
      expect(storage.keys().sort()).toEqual([
        'alphascout:session',
        'alphascout:users',
        'alphascout:users:backup',
      ]);
    });

    it('returns too-big and leaves no stale copies when the quota runs out on the second copy', () => {
      const records = makeRecords('signals', 20);
      const encodedLength = encodeEnvelope(records, NEWER).length;
      // Room for one new copy next to the small old ones, not for two.
      const storage = new MemoryStorage({ quota: Math.floor(encodedLength * 1.5) });
      writeEnvelope(storage, 'signals', makeRecords('signals', 1), OLDER);
      expect(storage.length).toBe(2);

      const setItem = vi.spyOn(storage, 'setItem');
      expect(writeEnvelope(storage, 'signals', records, NEWER)).toBe('too-big');
      expect(setItem).toHaveBeenCalledTimes(2);
      expect(storage.length).toBe(0);
    });

    it('returns too-big and leaves no stale copies when the quota runs out on the first copy', () => {
      const storage = new MemoryStorage({ quota: 3_000 });
      expect(writeEnvelope(storage, 'signals', makeRecords('signals', 1), OLDER)).toBe('written');
      expect(writeEnvelope(storage, 'signals', makeRecords('signals', 10), NEWER)).toBe('too-big');
      expect(storage.length).toBe(0);
    });

    it('treats a quota error wrapped in an AbortError like a quota error', () => {
      const { storage } = setup();
      vi.spyOn(storage, 'setItem').mockImplementation(() => {
        throw Object.assign(new Error('aborted'), { name: 'AbortError', inner: quotaError() });
      });
      expect(writeEnvelope(storage, 'signals', makeRecords('signals', 1), NEWER)).toBe('too-big');
    });

    it('rethrows an error that is not about the quota', () => {
      const { storage } = setup();
      const denied = new DOMException('The operation is insecure.', 'SecurityError');
      vi.spyOn(storage, 'setItem').mockImplementation(() => {
        throw denied;
      });
      expect(() => writeEnvelope(storage, 'signals', makeRecords('signals', 1), NEWER)).toThrow(
        denied,
      );
    });

    it('removeEnvelopes removes exactly the two copies of one collection', () => {
      const { storage } = setup();
      writeEnvelope(storage, 'signals', makeRecords('signals', 1), NEWER);
      writeEnvelope(storage, 'news', makeRecords('news', 1), NEWER);
      removeEnvelopes(storage, 'signals');
      expect(storage.keys().sort()).toEqual(['alphascout:news', 'alphascout:news:backup']);
    });
  });

  describe('recognising quota errors', () => {
    it.each([
      ['a DOMException named QuotaExceededError', quotaError()],
      ['a plain object named QuotaExceededError', { name: 'QuotaExceededError' }],
      ["Firefox's NS_ERROR_DOM_QUOTA_REACHED", { name: 'NS_ERROR_DOM_QUOTA_REACHED' }],
      ['the legacy code 22', { name: 'Error', code: 22 }],
      ['a quota error wrapped in an AbortError', { name: 'AbortError', inner: quotaError() }],
      [
        'a quota error wrapped twice',
        {
          name: 'AbortError',
          inner: { name: 'AbortError', inner: { name: 'QuotaExceededError' } },
        },
      ],
      // As a QA run on a 60 MB disk saw it, under a quota that still had room.
      [
        "Chromium's full disk, an UnknownError naming FILE_ERROR_NO_SPACE, wrapped",
        {
          name: 'AbortError',
          inner: new DOMException(
            'Connection is closing because of: IO error: /profile/IndexedDB/leveldb/000223.log: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 15::WritableFileAppend::8)',
            'UnknownError',
          ),
        },
      ],
    ])('recognises %s', (_label, error) => {
      expect(isQuotaError(error)).toBe(true);
    });

    it.each([
      ['undefined', undefined],
      ['null', null],
      ['the bare string', 'QuotaExceededError'],
      ['a plain Error mentioning quota', new Error('QuotaExceededError')],
      ['another DOMException', new DOMException('no', 'SecurityError')],
      ['an AbortError wrapping something else', { name: 'AbortError', inner: new Error('x') }],
      ['an AbortError with no inner error', { name: 'AbortError' }],
      [
        'an UnknownError about something else',
        new DOMException('Internal error opening backing store', 'UnknownError'),
      ],
    ])('does not mistake %s for a quota error', (_label, error) => {
      expect(isQuotaError(error)).toBe(false);
    });

    it('recognises what MemoryStorage throws when full (the test double is faithful)', () => {
      const storage = new MemoryStorage({ quota: 10 });
      let thrown: unknown;
      try {
        storage.setItem('key', 'a value that is too long');
      } catch (error) {
        thrown = error;
      }
      expect(isQuotaError(thrown)).toBe(true);
      expect(storage.length).toBe(0);
    });

    it('does not recurse forever on an error that wraps itself', () => {
      const loop: { name: string; inner?: unknown } = { name: 'AbortError' };
      loop.inner = loop;
      expect(isQuotaError(loop)).toBe(false);
    });
  });
});
