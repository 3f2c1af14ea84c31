/**
 * The search index's cache, in its own database (`<app database>-search`, so `alphascout-search`)
 * so the app's schema is untouched: per collection, a compact snapshot of what search needs in
 * two parts (the names, then the descriptions and relevance tier), and a generation tag.
 * Every context that sees a commit to a collection gives it a new generation; the worker reads
 * the generation before it reads the data it snapshots, so a snapshot is used only while the
 * data is unchanged — a race can cost a rebuild, never a stale index.
 * DO NOT CHANGE the database name or stores without a new version.
 */
import { Dexie, type Table } from 'dexie';

import type { CollectionName } from '../../schemas/registry';

interface Mark {
  collection: CollectionName;
  generation: string;
}

interface Snapshot {
  collection: CollectionName;
  generation: string;
  /** The collection's search documents and prepared index (workers/search/snapshot.ts says their shape). */
  data: unknown;
}

/** The parts of a collection's snapshot, saved together. */
export interface SnapshotParts {
  names: unknown;
  relevance: unknown;
}

class SearchCacheDb extends Dexie {
  marks!: Table<Mark, CollectionName>;
  snapshots!: Table<Snapshot, CollectionName>;
  relevance!: Table<Snapshot, CollectionName>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ marks: 'collection', snapshots: 'collection' });
    // The second part of each snapshot, read after the first.
    this.version(2).stores({ relevance: 'collection' });
  }
}

const caches = new Map<string, SearchCacheDb>();

/** The cache that belongs to the app database `appDbName`. */
function cacheOf(appDbName: string): SearchCacheDb {
  let cache = caches.get(appDbName);
  if (!cache) {
    cache = new SearchCacheDb(`${appDbName}-search`);
    caches.set(appDbName, cache);
  }
  return cache;
}

/** Marks collections as changed: their snapshots stop being used. */
export async function bumpGenerations(
  appDbName: string,
  collections: readonly CollectionName[],
): Promise<void> {
  if (collections.length === 0) return;
  await cacheOf(appDbName).marks.bulkPut(
    collections.map((collection) => ({ collection, generation: crypto.randomUUID() })),
  );
}

/** The collection's current generation, created when it has none yet. */
export async function currentGeneration(
  appDbName: string,
  collection: CollectionName,
): Promise<string> {
  const marks = cacheOf(appDbName).marks;
  const mark = await marks.get(collection);
  if (mark) return mark.generation;
  const generation = crypto.randomUUID();
  await marks.put({ collection, generation });
  return generation;
}

/** The snapshot and its generation if it was taken at the current generation, else null. */
export async function loadSnapshot(
  appDbName: string,
  collection: CollectionName,
): Promise<{ generation: string; data: unknown } | null> {
  const cache = cacheOf(appDbName);
  const [mark, snapshot] = await Promise.all([
    cache.marks.get(collection),
    cache.snapshots.get(collection),
  ]);
  return mark && snapshot?.generation === mark.generation
    ? { generation: snapshot.generation, data: snapshot.data }
    : null;
}

/** The second part of the snapshot, when it belongs to the first part read at `generation`. */
export async function loadRelevanceSnapshot(
  appDbName: string,
  collection: CollectionName,
  generation: string,
): Promise<unknown> {
  const part = await cacheOf(appDbName).relevance.get(collection);
  return part?.generation === generation ? part.data : null;
}

/** Both parts, in one transaction: neither is ever stored without the other. */
export async function saveSnapshot(
  appDbName: string,
  collection: CollectionName,
  generation: string,
  parts: SnapshotParts,
): Promise<void> {
  const cache = cacheOf(appDbName);
  await cache.transaction('rw', cache.snapshots, cache.relevance, async () => {
    await cache.snapshots.put({ collection, generation, data: parts.names });
    await cache.relevance.put({ collection, generation, data: parts.relevance });
  });
}
