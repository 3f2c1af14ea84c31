/**
 * Every place a collection must be declared in (docs/content-kit.md, "Adding a collection"). Most
 * of them are a `Record` over the collection names, which the compiler checks; this test checks
 * the rest (Dexie's tables, the seeds, the trackable set) and the records the compiler sees only
 * through a cast. A failure names the collection and the place it is missing from.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { seedData } from '../../../seeds';
import { CONTENT_PATHS } from '../../../src/features/kit/content-paths';
import { summarize } from '../../../src/features/kit/summary';
import { collectionSchemas } from '../../../src/schemas/collection-schemas';
import {
  COLLECTION_LABELS,
  COLLECTION_NAMES,
  CONTENT_COLLECTIONS,
  type ContentCollection,
} from '../../../src/schemas/registry';
import { TRACKABLE_COLLECTIONS } from '../../../src/schemas/tracking';
import { kindOf } from '../../../src/tracking/trackable';
import { RESULT_TYPES, toSearchDoc } from '../../../workers/search/documents';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeRecord } from '../fixtures';

/** Whether `use` runs without throwing for the collection (a missing entry throws a TypeError). */
function works(use: () => unknown): boolean {
  try {
    return use() !== undefined;
  } catch {
    return false;
  }
}

interface Place {
  name: string;
  collections: readonly string[];
  holds: (collection: string) => boolean;
}

/** "airdrops is missing from …", for every collection the place lacks. */
function missingFrom(place: Place): string[] {
  return place.collections
    .filter((collection) => !place.holds(collection))
    .map((collection) => `${collection} is missing from ${place.name}`);
}

const has = (table: object) => (collection: string) => Object.hasOwn(table, collection);
const content = (use: (collection: ContentCollection) => unknown) => (collection: string) =>
  works(() => use(collection as ContentCollection));

const PLACES: Place[] = [
  {
    name: 'collectionSchemas (src/schemas/collection-schemas.ts)',
    collections: COLLECTION_NAMES,
    holds: has(collectionSchemas),
  },
  {
    name: 'COLLECTION_LABELS (src/schemas/registry.ts)',
    collections: COLLECTION_NAMES,
    holds: has(COLLECTION_LABELS),
  },
  { name: 'seedData (seeds/index.ts)', collections: COLLECTION_NAMES, holds: has(seedData) },
  {
    name: 'CONTENT_PATHS (src/features/kit/content-paths.ts)',
    collections: CONTENT_COLLECTIONS,
    holds: has(CONTENT_PATHS),
  },
  {
    name: 'SUMMARIZERS (src/features/kit/summary.ts)',
    collections: CONTENT_COLLECTIONS,
    holds: content((collection) => summarize(collection, makeRecord(collection, 1))),
  },
  {
    name: 'RESULT_TYPES (workers/search/documents.ts)',
    collections: CONTENT_COLLECTIONS,
    holds: has(RESULT_TYPES),
  },
  {
    name: 'EXTRACT (workers/search/documents.ts)',
    collections: CONTENT_COLLECTIONS,
    holds: content((collection) => toSearchDoc(collection, makeRecord(collection, 1))),
  },
  {
    name: 'TRACKABLES (src/tracking/trackable.ts)',
    collections: TRACKABLE_COLLECTIONS,
    holds: (collection) =>
      works(() => kindOf(collection as (typeof TRACKABLE_COLLECTIONS)[number])),
  },
  {
    name: 'the content collections with detail pages (src/features/kit/content-paths.ts)',
    collections: TRACKABLE_COLLECTIONS,
    holds: (collection) =>
      Object.hasOwn(CONTENT_PATHS, collection) &&
      CONTENT_PATHS[collection as ContentCollection].detail,
  },
];

describe('every collection is declared in every place', () => {
  afterEach(deleteTestDbs);

  it.each(PLACES.map((place) => [place.name, place] as const))('%s', (_, place) => {
    expect(missingFrom(place)).toEqual([]);
  });

  it('the Dexie tables (src/db/connection/database.ts)', async () => {
    const db = await openTestDb();
    const tables = new Set(db.tables.map((table) => table.name));
    expect(
      missingFrom({
        name: 'the Dexie tables (src/db/connection/database.ts)',
        collections: COLLECTION_NAMES,
        holds: (collection) => tables.has(collection),
      }),
    ).toEqual([]);
  });
});
