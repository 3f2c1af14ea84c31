/**
 * The nesting scan (workers/backup/json-depth.ts) jumps from quote to quote instead of reading
 * every character: it must give the same depth as a plain character-by-character scan on any
 * text, JSON or not, and the true depth on JSON. Strings full of quotes and backslashes are where
 * a jump goes wrong, so those are most of the input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepth } from '../../../workers/backup/json-depth';

const RUNS = { numRuns: 2_000, seed: 20261121 } as const;

/** jsonDepth before the quote-to-quote jumps: one character at a time. */
function depthByCharacters(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92) i++;
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 125 || code === 93) depth--;
  }
  return deepest;
}

/** How deeply a parsed JSON value nests, counting each array and object as a level. */
function trueDepth(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(trueDepth));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(trueDepth));
  return 0;
}

/** Text made mostly of the characters that matter to the scan. */
const scanText = fc.string({ unit: fc.constantFrom('"', '\\', '\\', '[', ']', '{', '}', 'a', ' ', ':', ','), maxLength: 60 });

/** Strings a JSON text can carry that end in, or are made of, escapes. */
const trickyString = fc.string({ unit: fc.constantFrom('"', '\\', '[', '{', ']', '}', 'x', '\n', '\u2028'), maxLength: 8 });

const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, trickyString, fc.integer(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(trickyString, tie('value'), { maxKeys: 4 }),
})).value;

describe('jsonDepth', () => {
  it.each([
    ['an escaped quote inside a string', String.raw`{"a": "x\"[[", "b": [1]}`, 2],
    ['a string ending in an escaped backslash', String.raw`["a\\", [[1]]]`, 3],
    ['a string ending in an escaped backslash and an escaped quote', String.raw`["\\\"[", [1]]`, 2],
    ['a string of three escaped backslashes', String.raw`{"k": "\\\\\\", "v": {"w": []}}`, 3],
    ['a key full of brackets', '{"[[{{": {"]]}}": 1}}', 2],
    ['an empty string before nesting', '["", [[""]]]', 3],
    ['a string never closed', '[["abc', 2],
    ['a string never closed, ending in a backslash', '[["abc\\', 2],
    ['a backslash right after the opening quote', String.raw`["\"", ["\\"]]`, 2],
  ])('counts nesting outside strings only: %s', (_, text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
    expect(depthByCharacters(text, 64)).toBe(depth);
  });

  it('stops once past the limit', () => {
    expect(jsonDepth('['.repeat(100_000), 64)).toBe(65);
  });

  it('agrees with a character-by-character scan on any text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(scanText, fc.string()), fc.integer({ min: 0, max: 6 }), (text, limit) => {
        expect(jsonDepth(text, limit)).toBe(depthByCharacters(text, limit));
      }),
      RUNS,
    );
  });

  it('gives the true depth of JSON whose strings hold quotes, backslashes and brackets (property)', () => {
    fc.assert(
      fc.property(json, (value) => {
        const text = JSON.stringify(value);
        expect(jsonDepth(text, 1_000)).toBe(trueDepth(value));
        expect(jsonDepth(text, 1_000)).toBe(depthByCharacters(text, 1_000));
      }),
      RUNS,
    );
  });
});
