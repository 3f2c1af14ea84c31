/**
 * The streamed import against the import it replaced, which read the whole file into one string:
 * decode, refuse nesting past the limit, `JSON.parse`, keep collection keys with array values,
 * validate each collection in registry order. Whatever the file, the streamed import writes the
 * same records or gives the same refusal. One difference is allowed, the order of refusals in a
 * file with several faults: the old import read the whole text before judging it, the streamed
 * one stops at the first fault it meets, so for a file both not UTF-8 (or too deep) and not JSON
 * either refusal may come first.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AlphaScoutDb } from '../../../src/db/connection/database';
import {
  replaceCollection,
  validateCollection,
  ValidationError,
} from '../../../src/db/records/repository';
import { COLLECTION_NAMES, type CollectionName } from '../../../src/schemas/registry';
import { MAX_JSON_DEPTH, TOO_DEEP } from '../../../workers/backup/backup-parser';
import {
  EMPTY_FILE,
  importFile,
  importProblemLines,
  NO_COLLECTION,
} from '../../../workers/backup/import';
import { exportAll, type ExportedData } from '../db/test-db';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeRecord, makeSeedData } from '../fixtures';

const RUNS = { numRuns: 250, seed: 20261123 } as const;

/** Nesting depth outside strings, counted over the whole text as the old import did. */
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

/** The whole-text import's verdict: the records per collection it would write, or its lines. */
function wholeTextImport(
  bytes: Uint8Array,
): { ok: true; plan: Map<CollectionName, unknown[]> } | { ok: false; lines: string[] } {
  try {
    if (bytes.length === 0) throw new Error(EMPTY_FILE);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (depthOf(text) > MAX_JSON_DEPTH) throw new RangeError(TOO_DEEP);
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new TypeError('The file must hold a JSON object keyed by collection name.');
    const plan = new Map<CollectionName, unknown[]>();
    const problems: ValidationError['problems'] = [];
    for (const name of COLLECTION_NAMES) {
      const value: unknown = Object.prototype.hasOwnProperty.call(parsed, name)
        ? (parsed as Record<string, unknown>)[name]
        : undefined;
      if (!Array.isArray(value)) continue;
      try {
        plan.set(name, validateCollection(name, value));
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        problems.push(...error.problems);
      }
    }
    if (problems.length > 0) throw new ValidationError(problems);
    if (plan.size === 0) throw new Error(NO_COLLECTION);
    return { ok: true, plan };
  } catch (error) {
    return { ok: false, lines: importProblemLines(error) };
  }
}

const collectionName = fc.constantFrom(...COLLECTION_NAMES);
/** A valid record, now and then with one field replaced by an arbitrary JSON value; ids clash now and then. */
const recordFor = (collection: CollectionName) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: 60 }),
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.record({
            field: fc.constantFrom(...Object.keys(makeRecord(collection, 1))),
            value: fc.jsonValue({ maxDepth: 2 }),
          }),
        },
      ),
    )
    .map(([n, change]) => {
      const record = makeRecord(collection, n) as Record<string, unknown>;
      return change ? { ...record, [change.field]: change.value } : record;
    });
/** Backup text with repeated keys, junk keys and non-array values for collection keys. */
const backupText = fc
  .array(
    fc.oneof(
      collectionName.chain((name) =>
        fc.tuple(
          fc.constant(name),
          fc.oneof(
            { weight: 4, arbitrary: fc.array(recordFor(name), { maxLength: 4 }) },
            { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
          ),
        ),
      ),
      fc.tuple(fc.constantFrom('__proto__', 'junk', 'constructor'), fc.jsonValue({ maxDepth: 3 })),
    ),
    { maxLength: 5 },
  )
  .map(
    (entries) =>
      `{${entries.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(',\n')}}`,
  );
const damaged = fc
  .tuple(backupText, fc.nat(), fc.constantFrom('"', ']', '}', ',', '\\', '['))
  .map(([text, at, character]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    return text.slice(0, i) + character + text.slice(i + 1);
  });
const anyBytes = fc.oneof(
  backupText.map((text) => new TextEncoder().encode(text)),
  damaged.map((text) => new TextEncoder().encode(text)),
  fc
    .integer({ min: MAX_JSON_DEPTH - 2, max: MAX_JSON_DEPTH + 2 })
    .map((levels) =>
      new TextEncoder().encode(`{"signals": [${'['.repeat(levels - 2)}${']'.repeat(levels - 2)}]}`),
    ),
  fc.tuple(backupText, fc.nat()).map(([text, at]) => {
    // A byte that is never UTF-8, somewhere in valid text.
    const bytes = new TextEncoder().encode(text);
    const i = at % (bytes.length + 1);
    return new Uint8Array([...bytes.slice(0, i), 0xff, ...bytes.slice(i)]);
  }),
  fc.uint8Array({ maxLength: 60 }),
);

const ORDER_MAY_DIFFER = new Set([
  'The file is not UTF-8 text.',
  TOO_DEEP,
  'The file is not valid JSON.',
]);
const byId = (records: readonly unknown[]) =>
  [...records].sort((a, b) =>
    String((a as { id: unknown }).id) < String((b as { id: unknown }).id) ? -1 : 1,
  );

let db: AlphaScoutDb;
let before: ExportedData;

beforeAll(async () => {
  db = await openTestDb();
  const seed = makeSeedData(2);
  for (const name of COLLECTION_NAMES) await replaceCollection(db, name, seed[name]);
  before = await exportAll(db);
});

afterAll(deleteTestDbs);

describe('the streamed import against the whole-text import (property)', () => {
  it('writes the same records or gives the same refusal', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(anyBytes, fc.boolean(), async (bytes, streamed) => {
        const expected = wholeTextImport(bytes);
        const result = await importFile(db, new Blob([bytes]), {
          keepRecordsBytes: streamed ? 0 : undefined,
        });
        const after = await exportAll(db);
        if (!expected.ok) {
          expect(result.ok).toBe(false);
          const lines = result.ok ? [] : result.problems;
          if (ORDER_MAY_DIFFER.has(expected.lines[0] ?? ''))
            expect(ORDER_MAY_DIFFER.has(lines[0] ?? '')).toBe(true);
          else expect(lines).toEqual(expected.lines);
          expect(after).toEqual(before);
          return;
        }
        expect(result).toMatchObject({
          ok: true,
          written: [...expected.plan.values()].reduce((sum, records) => sum + records.length, 0),
        });
        for (const name of COLLECTION_NAMES) {
          const records = expected.plan.get(name);
          expect(byId(after[name])).toEqual(byId(records ?? before[name]));
          if (records) await replaceCollection(db, name, before[name]);
        }
      }),
      RUNS,
    );
  });
});
