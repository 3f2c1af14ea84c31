/**
 * The incremental backup reader (workers/backup/backup-parser.ts) against `JSON.parse` of the
 * whole text: fed the text in arbitrary pieces, it must accept exactly what `JSON.parse` accepts
 * (unless the text nests deeper than the limit, which it refuses), and deliver the same top-level
 * keys with the same values, the last one winning for a repeated key. Inputs: JSON values, backup
 * shapes with repeated keys and odd whitespace, strings full of quotes, backslashes, escapes and
 * brackets, nested values, and each of these damaged by one inserted, removed or changed
 * character.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BackupParser, MAX_JSON_DEPTH, TOO_DEEP } from '../../../workers/backup/backup-parser';

const RUNS = { numRuns: 1_500, seed: 20261123 } as const;

type Read = { root: 'object'; entries: Map<string, unknown> } | { root: 'other' };

/** What JSON.parse makes of the text, in the reader's terms: each key's value, an array's elements as an array. */
function byJsonParse(text: string): Read {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { root: 'other' };
  return { root: 'object', entries: new Map(Object.entries(parsed)) };
}

/** What the reader delivers, fed `pieces`; a non-array value is read back by JSON.parse of nothing: marked as such. */
function byReader(pieces: readonly string[]): Read {
  const entries = new Map<string, unknown>();
  let key = '';
  let records: unknown[] = [];
  const parser = new BackupParser({
    enter(name) {
      key = name;
      records = [];
      return true;
    },
    record(value) {
      records.push(value);
    },
    leave(wasArray) {
      entries.delete(key); // a repeated key moves to the end, as its last value decides
      entries.set(key, wasArray ? records : NOT_AN_ARRAY);
    },
  });
  for (const piece of pieces) parser.write(piece);
  parser.end();
  return parser.rootIsObject ? { root: 'object', entries } : { root: 'other' };
}

const NOT_AN_ARRAY = Symbol('not an array');

/** JSON.parse's answer with non-array values replaced by the marker the reader uses. */
function comparable(read: Read): unknown {
  if (read.root === 'other') return read;
  return new Map(
    [...read.entries].map(([key, value]) => [key, Array.isArray(value) ? value : NOT_AN_ARRAY]),
  );
}

/** Nesting depth counted character by character outside strings (the limit's definition). */
function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92) i++;
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) deepest = Math.max(deepest, ++depth);
    else if (code === 125 || code === 93) depth--;
  }
  return deepest;
}

/** Splits `text` at the given fractions of its length. */
function split(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => Math.floor(cut * text.length)))].sort(
    (a, b) => a - b,
  );
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

const trickyString = fc.string({
  unit: fc.constantFrom(
    '"',
    '\\',
    '[',
    '{',
    ']',
    '}',
    ',',
    ':',
    'x',
    ' ',
    '\n',
    '\u2028',
    'é',
    '😀',
  ),
  maxLength: 8,
});
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    trickyString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(trickyString, tie('value'), { maxKeys: 4 }),
})).value;
const space = fc.constantFrom('', ' ', '\n', '\t', '\r\n  ', '\u00a0', '\f');
const key = fc.oneof(
  fc.constantFrom('signals', 'news', '__proto__', 'constructor', 's\\u0069gnals', ''),
  trickyString.map((text) => JSON.stringify(text).slice(1, -1)),
);

/** A backup-like text: an object whose keys (some repeated) hold arrays or other values, with odd whitespace. */
const backupText = fc
  .array(fc.tuple(key, fc.oneof(fc.array(json, { maxLength: 5 }), json), space, space), {
    maxLength: 6,
  })
  .map(
    (entries) =>
      `{${entries.map(([name, value, before, after]) => `${before}"${name}"${after}:${before}${JSON.stringify(value)}${after}`).join(',')}}`,
  );

/** A text damaged by one character inserted, removed or replaced. */
const damaged = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(
      text,
      fc.nat(),
      fc.constantFrom('insert', 'remove', 'replace'),
      fc.constantFrom('"', '\\', '[', ']', '{', '}', ',', ':', '0', '-', 'e', 'n', ' ', '\u0001'),
    )
    .map(([whole, at, how, character]) => {
      const i = whole.length === 0 ? 0 : at % whole.length;
      if (how === 'insert') return whole.slice(0, i) + character + whole.slice(i);
      if (how === 'remove') return whole.slice(0, i) + whole.slice(i + 1);
      return whole.slice(0, i) + character + whole.slice(i + 1);
    });

const deep = fc
  .integer({ min: MAX_JSON_DEPTH - 3, max: MAX_JSON_DEPTH + 3 })
  .map((levels) => `{"signals":[${'['.repeat(levels - 2)}${']'.repeat(levels - 2)}]}`);

const anyText = fc.oneof(
  backupText,
  json.map((value) => JSON.stringify(value)),
  damaged(backupText),
  damaged(json.map((value) => JSON.stringify(value))),
  deep,
  fc.string({ maxLength: 40 }),
);

describe('the incremental backup reader against JSON.parse (property)', () => {
  it('accepts what JSON.parse accepts and reads the same keys and values, in pieces of any size', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (text, cuts) => {
          let expected: unknown;
          try {
            expected = comparable(byJsonParse(text));
          } catch (error) {
            expected = error instanceof SyntaxError ? 'syntax' : 'other';
          }
          const tooDeep = depthOf(text) > MAX_JSON_DEPTH;
          let actual: unknown;
          try {
            actual = comparable(byReader(split(text, cuts)));
          } catch (error) {
            if (error instanceof Error && error.message === TOO_DEEP) {
              expect(tooDeep).toBe(true); // refused for depth only where the text does nest that deep
              return;
            }
            expect(error).toBeInstanceOf(SyntaxError);
            actual = 'syntax';
          }
          if (expected !== 'syntax' && tooDeep)
            throw new Error('valid text deeper than the limit was not refused for depth');
          expect(actual).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('keeps "__proto__" a plain key and an own property, never a prototype', () => {
    const read = byReader(['{"__proto__": [{"__proto__": {"polluted": true}}], "signals": []}']);
    expect(read.root === 'object' && [...read.entries.keys()]).toEqual(['__proto__', 'signals']);
    const [record] = (read.root === 'object' ? read.entries.get('__proto__') : []) as object[];
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a trailing comma in an array', '{"signals":[1,]}'],
    ['a trailing comma in the object', '{"signals":[],}'],
    ['text after the value', '{"signals":[]} x'],
    ['a second value', '{} {}'],
    ['a missing colon', '{"signals" []}'],
    ['an unterminated string', '{"signals":["abc]}'],
    ['a bad escape in a key', '{"sig\\xnals":[]}'],
    ['a control character in a string', '{"signals":["a\u0001"]}'],
    ['nothing at all', ''],
    ['a lone number that stops early', '12e'],
  ])('refuses %s', (_, text) => {
    expect(() => byJsonParse(text)).toThrow(SyntaxError);
    for (const size of [1, 2, 3, text.length || 1]) {
      const pieces = Array.from({ length: Math.ceil(text.length / size) }, (__, i) =>
        text.slice(i * size, (i + 1) * size),
      );
      expect(() => byReader(pieces)).toThrow(SyntaxError);
    }
  });
});
