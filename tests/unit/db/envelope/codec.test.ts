import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  encodedLengthAtLeast,
  ENVELOPE_VERSION,
  envelopeJson,
} from '../../../../src/db/envelope/codec';
import { decodeEnvelope } from '../../../../src/db/envelope/read';
import { deobfuscate, obfuscate } from '../../../../src/lib/obfuscate';
import { makeBlogPost, makeRecords, makeSignal, makeUser } from '../../fixtures';
import { encodeEnvelope } from './test-envelope';

const NOW = new Date('2025-03-10T08:30:00.000Z');

/** A non-empty, already-trimmed name of arbitrary graphemes (requiredText trims and needs 1+). */
const unicodeName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
  .map((s) => s.trim())
  .filter((s) => s.length > 0 && s.length <= 300);

/** Stores an arbitrary JSON value the way an envelope is stored. */
const stored = (value: unknown): string => obfuscate(JSON.stringify(value));

function reasonOf(result: ReturnType<typeof decodeEnvelope>): string {
  if (result.ok) throw new Error('expected the envelope to be refused, but it was accepted');
  return result.reason;
}

describe('envelope coding', () => {
  describe('round trip', () => {
    it('decodes what it encoded: signals with arbitrary unicode names, reasons and indicators', () => {
      const signal = fc.record({
        name: unicodeName,
        reason: fc.string({ unit: 'grapheme', maxLength: 60 }),
        indicator: unicodeName,
        score: fc.integer({ min: 0, max: 100 }),
      });
      fc.assert(
        fc.property(fc.array(signal, { maxLength: 8 }), (items) => {
          const records = items.map((item, i) =>
            makeSignal({
              id: `signal-${i}`,
              name: item.name,
              reason: item.reason,
              score: item.score,
              indicators: [
                { name: item.indicator, value: item.reason.slice(0, 10), sentiment: 'neutral' },
              ],
            }),
          );
          const decoded = decodeEnvelope('signals', encodeEnvelope(records, NOW));
          expect(decoded).toEqual({
            ok: true,
            envelope: { version: 1, timestamp: NOW.toISOString(), data: records },
          });
        }),
        { numRuns: 100 },
      );
    });

    it('decodes what it encoded: users and blog posts with unicode text, at any timestamp', () => {
      fc.assert(
        fc.property(
          fc.array(unicodeName, { minLength: 1, maxLength: 5 }),
          fc.date({
            min: new Date('1970-01-01T00:00:00Z'),
            max: new Date('9999-12-31T23:59:59Z'),
            noInvalidDate: true,
          }),
          (names, now) => {
            const users = names.map((username, i) =>
              makeUser({ id: `user-${i}`, username, email: `u${i}@example.com` }),
            );
            const posts = names.map((title, i) =>
              makeBlogPost({
                id: i + 1,
                slug: `post-${i + 1}`,
                title,
                content: `# ${title}\n\n${title}`,
              }),
            );
            expect(decodeEnvelope('users', encodeEnvelope(users, now))).toEqual({
              ok: true,
              envelope: { version: 1, timestamp: now.toISOString(), data: users },
            });
            const decodedPosts = decodeEnvelope('blogPosts', encodeEnvelope(posts, now));
            expect(decodedPosts.ok && decodedPosts.envelope.data).toEqual(posts);
          },
        ),
        { numRuns: 100 },
      );
    });

    it('decodes an empty collection', () => {
      expect(decodeEnvelope('news', encodeEnvelope([], NOW))).toEqual({
        ok: true,
        envelope: { version: 1, timestamp: NOW.toISOString(), data: [] },
      });
    });

    it('keeps a lone UTF-16 surrogate in a record (JSON escapes it before the UTF-8 step)', () => {
      const records = [makeSignal({ name: 'broken \uD83D pair' })];
      const decoded = decodeEnvelope('signals', encodeEnvelope(records, NOW));
      expect(decoded.ok && decoded.envelope.data[0]?.name).toBe('broken \uD83D pair');
    });

    it('stores the envelope format: { version: 1, timestamp, data }, obfuscated', () => {
      const records = makeRecords('links', 2);
      expect(JSON.parse(deobfuscate(encodeEnvelope(records, NOW)))).toEqual({
        version: ENVELOPE_VERSION,
        timestamp: NOW.toISOString(),
        data: records,
      });
      expect(ENVELOPE_VERSION).toBe(1);
    });

    it('gives back records as the schema outputs them (plain-string indicators become objects)', () => {
      const legacy = { ...makeSignal(), indicators: ['Volume spike'] };
      const decoded = decodeEnvelope(
        'signals',
        stored({ version: 1, timestamp: NOW.toISOString(), data: [legacy] }),
      );
      expect(decoded.ok && decoded.envelope.data[0]?.indicators).toEqual([
        { name: 'Volume spike', value: '', sentiment: 'neutral' },
      ]);
    });
  });

  describe('the length bound used to refuse an envelope before encoding it', () => {
    it('never exceeds the encoded length, whatever the text (ASCII, CJK, emoji, lone surrogates)', () => {
      const text = fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme-ascii' }),
        fc.string(),
      );
      fc.assert(
        fc.property(text, (json) => {
          expect(encodedLengthAtLeast(json)).toBeLessThanOrEqual(obfuscate(json).length);
        }),
        { numRuns: 500 },
      );
    });

    it('is exact for ASCII JSON', () => {
      const json = envelopeJson(makeRecords('signals', 3), NOW);
      expect(encodedLengthAtLeast(json)).toBe(obfuscate(json).length);
    });
  });

  describe('refusing a corrupt copy', () => {
    const valid = encodeEnvelope(makeRecords('signals', 3), NOW);

    it.each([
      ['the last base64 group', valid.slice(0, -4)],
      ['half of it', valid.slice(0, Math.floor(valid.length / 2))],
      ['all but 10 characters', valid.slice(0, 10)],
      ['everything', ''],
    ])('reports a copy truncated by %s', (_label, truncated) => {
      expect(reasonOf(decodeEnvelope('signals', truncated))).toMatch(/^unreadable/);
    });

    it('reports any truncation that loses at least one byte', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: valid.replace(/=+$/, '').length - 1 }), (cut) => {
          expect(decodeEnvelope('signals', valid.slice(0, cut)).ok).toBe(false);
        }),
        { numRuns: 100 },
      );
    });

    it.each([
      ['punctuation', '!!not base64!!'],
      ['a space', `${valid.slice(0, 8)} ${valid.slice(8)}`],
      ['URL-safe characters', valid.replace(/[+/]/g, '-') + '-_'],
    ])('reports text that is not base64 (%s)', (_label, raw) => {
      expect(reasonOf(decodeEnvelope('signals', raw))).toMatch(/^unreadable \(/);
    });

    it('reports obfuscated text that is not JSON', () => {
      expect(reasonOf(decodeEnvelope('signals', obfuscate('{"version":1,"timestamp":')))).toMatch(
        /^unreadable/,
      );
      expect(reasonOf(decodeEnvelope('signals', obfuscate('not json at all')))).toMatch(
        /^unreadable/,
      );
    });

    it('reports the envelope JSON stored without obfuscation', () => {
      expect(
        reasonOf(
          decodeEnvelope(
            'signals',
            JSON.stringify({ version: 1, timestamp: NOW.toISOString(), data: [] }),
          ),
        ),
      ).toMatch(/^unreadable/);
    });

    it('reports version 2 (and any version but 1)', () => {
      for (const version of [2, 0, '1', null]) {
        const reason = reasonOf(
          decodeEnvelope('signals', stored({ version, timestamp: NOW.toISOString(), data: [] })),
        );
        expect(reason).toMatch(/^not a version 1 envelope \(version: /);
      }
    });

    it('reports a missing or malformed timestamp', () => {
      expect(reasonOf(decodeEnvelope('signals', stored({ version: 1, data: [] })))).toMatch(
        /^not a version 1 envelope \(timestamp: /,
      );
      expect(
        reasonOf(
          decodeEnvelope('signals', stored({ version: 1, timestamp: 'yesterday', data: [] })),
        ),
      ).toMatch(/timestamp: /);
    });

    it('reports data that is not an array, and JSON that is not an envelope', () => {
      expect(
        reasonOf(
          decodeEnvelope(
            'signals',
            stored({ version: 1, timestamp: NOW.toISOString(), data: { 0: makeSignal() } }),
          ),
        ),
      ).toMatch(/data: /);
      expect(reasonOf(decodeEnvelope('signals', stored([makeSignal()])))).toMatch(
        /^not a version 1 envelope/,
      );
      expect(reasonOf(decodeEnvelope('signals', stored(null)))).toMatch(
        /^not a version 1 envelope/,
      );
    });

    it('reports a record that fails its schema, with its index and field', () => {
      const data = [
        makeSignal({ id: 'a' }),
        makeSignal({ id: 'b' }),
        { ...makeSignal({ id: 'c' }), score: 101 },
      ];
      expect(
        reasonOf(
          decodeEnvelope('signals', stored({ version: 1, timestamp: NOW.toISOString(), data })),
        ),
      ).toBe('record 2 is invalid (score: must be between 0 and 100)');
    });

    it("validates records against the named collection's schema", () => {
      const raw = encodeEnvelope(makeRecords('signals', 1), NOW);
      expect(decodeEnvelope('signals', raw).ok).toBe(true);
      expect(reasonOf(decodeEnvelope('users', raw))).toMatch(/^record 0 is invalid/);
    });
  });
});
