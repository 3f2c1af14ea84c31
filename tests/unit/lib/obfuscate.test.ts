import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deobfuscate, obfuscate } from '../../../src/lib/obfuscate';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Any Unicode scalar value (every code point but the surrogates), assigned or not. Equivalent to
 * fast-check's `unit: 'binary'`, whose set-up alone costs more than a second.
 */
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((cp) => cp < 0xd800 || cp > 0xdfff)
  .map((cp) => String.fromCodePoint(cp));

/** The fixed key's bytes, recovered through the public API: 0 XOR key = key. */
function keyBytes(length: number): Uint8Array {
  return Buffer.from(obfuscate('\u0000'.repeat(length)), 'base64');
}

/** Base64 of stored bytes that deobfuscate to exactly `plain`. */
function storedFormOf(plain: readonly number[]): string {
  const key = keyBytes(plain.length);
  return Buffer.from(plain.map((byte, i) => byte ^ (key[i] ?? 0))).toString('base64');
}

describe('obfuscation', () => {
  describe('round trip', () => {
    it('gives back any string of printable graphemes (emoji, combining marks, every script)', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
          expect(deobfuscate(obfuscate(text))).toBe(text);
        }),
        { numRuns: 200 },
      );
    });

    it('gives back any string of Unicode code points, astral planes and control characters included', () => {
      fc.assert(
        fc.property(fc.string({ unit: anyCodePoint, maxLength: 100 }), (text) => {
          expect(deobfuscate(obfuscate(text))).toBe(text);
        }),
        { numRuns: 200 },
      );
    });

    it.each([
      ['empty', ''],
      ['emoji', '🚀 to the moon 🌕💎🙌'],
      ['family emoji (zero-width joiners)', '👨‍👩‍👧‍👦 and 🏳️‍🌈'],
      ['flags and skin tones', '🇯🇵🇩🇪 👍🏽'],
      ['Chinese', '比特币价格今天上涨'],
      ['Japanese', 'ビットコインの価格'],
      ['Arabic (right to left)', 'سعر البيتكوين اليوم'],
      ['Hebrew with niqqud', 'בִּיטְקוֹיְן'],
      ['combining accents', 'e\u0301 n\u0303 Å'],
      ['mixed JSON-like text', '{"name":"Ether ☰","note":"naïve café — 100%"}'],
      ['characters beyond the BMP', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠜎𠜱'],
    ])('gives back %s text', (_label, text) => {
      expect(deobfuscate(obfuscate(text))).toBe(text);
    });

    it('gives back a long text (more than one 32 KiB chunk of bytes)', () => {
      const text = '比特币🚀'.repeat(20_000);
      expect(deobfuscate(obfuscate(text))).toBe(text);
    });
  });

  describe('stored form', () => {
    it('is padded base64', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
          const stored = obfuscate(text);
          expect(stored).toMatch(BASE64);
          expect(stored.length % 4).toBe(0);
        }),
        { numRuns: 150 },
      );
    });

    it('changes every byte of the text, so the base64 never decodes to the plain text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }), (text) => {
          const plain = new TextEncoder().encode(text);
          const stored = Buffer.from(obfuscate(text), 'base64');
          expect(stored.length).toBe(plain.length);
          for (let i = 0; i < plain.length; i++) expect(stored[i]).not.toBe(plain[i]);
        }),
        { numRuns: 150 },
      );
    });

    it.each(['password123', 'alice@example.com', '{"version":1,"data":[]}', 'AlphaScout'])(
      'does not contain the plain text %j, raw or base64-encoded',
      (text) => {
        const stored = obfuscate(text);
        expect(stored).not.toContain(text);
        expect(stored).not.toContain(btoa(text).replace(/=+$/, ''));
        expect(Buffer.from(stored, 'base64').toString('latin1')).not.toContain(text);
      },
    );

    it('is the same for the same text (a fixed key, no randomness)', () => {
      expect(obfuscate('same text')).toBe(obfuscate('same text'));
      expect(obfuscate('same text')).not.toBe(obfuscate('same texT'));
    });
  });

  describe('reading back', () => {
    it.each([
      ['a space', 'abc def'],
      ['punctuation', 'hello!'],
      ['a URL-safe base64 character', 'ab-_'],
      ['padding in the middle', 'ab=c'],
      ['too much padding', 'a==='],
      ['a length that cannot be base64', 'abcde'],
      ['plain JSON', '{"version":1}'],
    ])('throws on text with %s (not base64)', (_label, text) => {
      expect(() => deobfuscate(text)).toThrow();
    });

    it.each([
      ['a lone continuation byte', [0x80]],
      ['a byte that never occurs in UTF-8', [0xff]],
      ['a truncated three-byte sequence', [0xe6, 0xaf]],
      ['an overlong encoding of "/"', [0xc0, 0xaf]],
      ['an encoded UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ] as const)('throws when the bytes underneath are not UTF-8 (%s)', (_label, bytes) => {
      const stored = storedFormOf(bytes);
      expect(stored).toMatch(BASE64);
      expect(() => deobfuscate(stored)).toThrow();
    });

    it('reads bytes crafted the same way when they are valid UTF-8 (the helper above is sound)', () => {
      expect(deobfuscate(storedFormOf([...new TextEncoder().encode('ok ✓')]))).toBe('ok ✓');
    });
  });
});
