import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  formatCode,
  MISTYPED_CODE,
  newSpace,
  NO_CODE,
  parseCode,
  readOnlyCode,
  SECRET_BYTES,
  type SpaceCode,
} from '../../../src/sync/code';

const RUNS = { numRuns: 200, seed: 20260552 } as const;

const FIXED: SpaceCode = { kind: 'full', secret: new Uint8Array(16).map((_, index) => index) };
const FIXED_FULL = 'AEAA-CAQD-AQCQ-MBYI-BEFA-WDAN-BYHW-77ND';
const FIXED_READ = 'AIA4-FALX-7V4Z-NKR7-WVST-ZPFA-5JRF-U5MN';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.split('');

const secrets = fc.uint8Array({ minLength: SECRET_BYTES, maxLength: SECRET_BYTES });
const codes = fc.record({
  kind: fc.constantFrom('full' as const, 'read' as const),
  secret: secrets.map((bytes) => new Uint8Array(bytes)),
});

describe('space codes', () => {
  it('shows a code as 8 groups of 4 base32 characters', () => {
    expect(formatCode(FIXED)).toBe(FIXED_FULL);
    fc.assert(
      fc.property(codes, (code) => {
        expect(formatCode(code)).toMatch(/^[A-Z2-7]{4}(?:-[A-Z2-7]{4}){7}$/);
      }),
      RUNS,
    );
  });

  it('reads back the kind and the secret of every code it shows', () => {
    fc.assert(
      fc.property(codes, (code) => {
        expect(parseCode(formatCode(code))).toEqual({ ok: true, ...code });
      }),
      RUNS,
    );
  });

  it('forgives case, separators and the digits that look like O, I and B', () => {
    const typed = fc
      .tuple(codes, fc.array(fc.constantFrom(' ', '-', '.', '_', '\t', '')))
      .map(([code, separators]) => {
        const text = formatCode(code)
          .replace(/-/g, '')
          .split('')
          .map((character, index) => {
            const alike = { O: '0', I: '1', B: '8' }[character] ?? character;
            const cased = index % 2 === 0 ? alike.toLowerCase() : alike;
            return cased + (separators[index % Math.max(separators.length, 1)] ?? '');
          })
          .join('');
        return { code, text };
      });
    fc.assert(
      fc.property(typed, ({ code, text }) => {
        expect(parseCode(text)).toEqual({ ok: true, ...code });
      }),
      RUNS,
    );
  });

  it('calls a code with one character changed mistyped', () => {
    const changed = fc
      .tuple(codes, fc.nat({ max: 31 }), fc.constantFrom(...BASE32_ALPHABET))
      .filter(([code, at, to]) => formatCode(code).replace(/-/g, '')[at] !== to);
    fc.assert(
      fc.property(changed, ([code, at, to]) => {
        const text = formatCode(code).replace(/-/g, '');
        expect(parseCode(text.slice(0, at) + to + text.slice(at + 1))).toEqual({
          ok: false,
          message: MISTYPED_CODE,
        });
      }),
      RUNS,
    );
  });

  it('calls a code of the wrong length or with a stray character mistyped', () => {
    const text = FIXED_FULL.replace(/-/g, '');
    for (const wrong of [text.slice(1), `${text}A`, `${text.slice(1)}9`, 'hello'])
      expect(parseCode(wrong)).toEqual({ ok: false, message: MISTYPED_CODE });
  });

  it('asks for the code when nothing is entered', () => {
    for (const empty of ['', '   ', ' - - '])
      expect(parseCode(empty)).toEqual({ ok: false, message: NO_CODE });
  });

  it('refuses a kind it does not know, even with a right check', async () => {
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const { base32nopad } = await import('@scure/base');
    const body = new Uint8Array([3, ...FIXED.secret]);
    const text = base32nopad.encode(new Uint8Array([...body, ...sha256(body).slice(0, 3)]));
    expect(parseCode(text)).toEqual({ ok: false, message: MISTYPED_CODE });
  });

  it('derives the read-only code from the full one, one way', async () => {
    const read = await readOnlyCode(FIXED);
    expect(formatCode(read)).toBe(FIXED_READ);
    expect(await readOnlyCode(read)).toBe(read);
    expect(read.secret).not.toEqual(FIXED.secret);
  });

  it('makes a new full secret every time', () => {
    const [a, b] = [newSpace(), newSpace()];
    expect(a.kind).toBe('full');
    expect(a.secret).toHaveLength(SECRET_BYTES);
    expect(a.secret).not.toEqual(b.secret);
  });
});
