/**
 * Bad input everywhere, for the backup import (workers/backup/import.ts) and the collection
 * validator under it (src/db/records/repository.ts): whatever the file holds, the import answers
 * `{ ok: false, problems }` instead of throwing, and a failed import leaves every table exactly as
 * it was. Inputs: arbitrary JSON values, arbitrary text and bytes, objects whose collection keys
 * hold arbitrary arrays, and valid records with one field replaced by something arbitrary.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AlphaScoutDb } from '../../../src/db/connection/database';
import {
  CollectionValidator,
  replaceCollection,
  validateCollection,
  ValidationError,
} from '../../../src/db/records/repository';
import { COLLECTION_NAMES, type CollectionName } from '../../../src/schemas/registry';
import { importFile } from '../../../workers/backup/import';
import { exportAll, type ExportedData } from '../db/test-db';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeRecord, makeSeedData } from '../fixtures';

const RUNS = { numRuns: 120, seed: 20261121 } as const;

const collectionName = fc.constantFrom(...COLLECTION_NAMES);

/** A valid record with one field replaced by (or added as) an arbitrary JSON value. */
const nearlyValidRecord = (collection: CollectionName) =>
  fc
    .record({
      field: fc.oneof(fc.constantFrom(...Object.keys(makeRecord(collection, 1))), fc.string()),
      value: fc.jsonValue({ maxDepth: 3 }),
    })
    .map(({ field, value }): Record<string, unknown> => ({
      ...makeRecord(collection, 1),
      [field]: value,
    }));

/** A record-ish value for `collection`: nearly valid, arbitrary JSON, or a primitive. */
const recordFor = (collection: CollectionName) =>
  fc.oneof(
    nearlyValidRecord(collection),
    fc.jsonValue({ maxDepth: 4 }),
    fc.object({ maxDepth: 2 }),
  );

/** `{ <collection>: [ … ], <junk>: … }`, as a backup file's JSON text. */
const backupLike = fc
  .tuple(
    fc.uniqueArray(collectionName, { minLength: 1, maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  )
  .chain(([names, junk]) =>
    fc
      .tuple(
        ...names.map((name) =>
          fc
            .array(recordFor(name), { minLength: 1, maxLength: 6 })
            .map((records) => [name, records] as const),
        ),
      )
      .map((entries) =>
        // Junk first, so a junk key named like a collection is overwritten by the generated array.
        JSON.stringify({ ...junk, ...Object.fromEntries(entries) }),
      ),
  );

/** Files that are not JSON objects of collections at all. */
const arbitraryFileText = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '{"__proto__":{"polluted":true},"signals":[{"__proto__":{"admin":true}}]}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '',
    ' ',
    '{',
    '[]',
    '{"signals":{}}',
  ),
  fc
    .integer({ min: 1, max: 20_000 })
    .map((depth) => `{"signals":[${'['.repeat(depth)}${']'.repeat(depth)}]}`),
);

let db: AlphaScoutDb;
let before: ExportedData;

beforeAll(async () => {
  db = await openTestDb();
  const seed = makeSeedData(3);
  for (const name of COLLECTION_NAMES) await replaceCollection(db, name, seed[name]);
  before = await exportAll(db);
});

afterAll(deleteTestDbs);

/** Imports `file`, checks the contract, and puts the seed data back if the import succeeded. */
async function importAndCheck(file: Blob): Promise<void> {
  let result: Awaited<ReturnType<typeof importFile>>;
  try {
    result = await importFile(db, file);
  } catch (error) {
    throw new Error(`importFile threw instead of answering ok:false: ${String(error)}`, {
      cause: error,
    });
  }
  const after = await exportAll(db);
  if (!result.ok) {
    expect(result.problems.length).toBeGreaterThan(0);
    for (const line of result.problems) expect(typeof line).toBe('string');
    expect(after).toEqual(before);
    return;
  }
  // A success replaces exactly the collections it names; the rest stay as they were.
  for (const name of COLLECTION_NAMES)
    if (!result.envelopes.has(name)) expect(after[name]).toEqual(before[name]);
  for (const name of result.envelopes.keys()) await replaceCollection(db, name, before[name]);
}

describe('importing bad backups (property)', () => {
  it('answers ok:false without throwing, and changes nothing, for arbitrary file text', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryFileText, (text) => importAndCheck(new Blob([text]))),
      RUNS,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers ok:false without throwing, and changes nothing, for arbitrary bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), (bytes) =>
        importAndCheck(new Blob([bytes])),
      ),
      { ...RUNS, numRuns: 60 },
    );
  });

  it('never half-writes objects whose collection keys hold arbitrary arrays', async () => {
    await fc.assert(
      fc.asyncProperty(backupLike, (text) => importAndCheck(new Blob([text]))),
      RUNS,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the collection validator on arbitrary arrays (property)', () => {
  it('either accepts every record or throws a ValidationError naming real indexes, never anything else', () => {
    fc.assert(
      fc.property(
        collectionName.chain((name) =>
          fc.tuple(fc.constant(name), fc.array(recordFor(name), { maxLength: 30 })),
        ),
        fc.integer({ min: 1, max: 7 }),
        ([name, records], piece) => {
          const validator = new CollectionValidator(name);
          for (let i = 0; i < records.length; i += piece)
            validator.add(records.slice(i, i + piece));
          let accepted: unknown[] | null = null;
          try {
            accepted = validator.finish();
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
            const { problems } = error as ValidationError;
            expect(problems.length).toBeGreaterThan(0);
            for (const problem of problems) {
              expect(problem.collection).toBe(name);
              expect(problem.index).toBeGreaterThanOrEqual(0);
              expect(problem.index).toBeLessThan(records.length);
              expect(typeof problem.message).toBe('string');
            }
          }
          if (accepted) expect(accepted).toHaveLength(records.length);
          // Validating in one piece or many gives the same answer.
          let whole: unknown[] | string;
          try {
            whole = validateCollection(name, records);
          } catch (error) {
            whole = (error as Error).message;
          }
          if (accepted) expect(whole).toEqual(accepted);
          else expect(typeof whole).toBe('string');
        },
      ),
      { ...RUNS, numRuns: 200 },
    );
  });
});
