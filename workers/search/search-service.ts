/**
 * Keeps the search index in the worker current with IndexedDB. The worker opens the database
 * itself, so no records cross from the main thread. First start reads each collection in
 * primary-key pages; after that, a small edit anywhere (a screen, the editor, another tab, an
 * import) updates the index by key, and a bulk change reloads that one collection.
 * A snapshot of each collection's search documents and index (snapshot.ts) is kept in the search
 * cache, so a repeat visit skips reading every record and indexing it while the data is unchanged.
 * It is taken once the relevance tier holds the whole collection, so it carries that tier too,
 * in a second part that is read once every collection answers by name.
 * A snapshot is trusted by its generation (search-snapshot.ts). The table's count, which would
 * catch a write that never bumped it (a tab closed between the commit and the bump, an edit made
 * in devtools), is checked later, in the background: counting a million records keeps
 * IndexedDB busy for ~3 s in Chromium, and every read waits behind it, the snapshot's included.
 */
import type { IndexableType } from 'dexie';

import { type CollectionChange, subscribeChanges } from '../../src/db/connection/changes';
import type { AlphaScoutDb } from '../../src/db/connection/database';
import {
  bumpGenerations,
  currentGeneration,
  loadRelevanceSnapshot,
  loadSnapshot,
  saveSnapshot,
} from '../../src/db/search-cache/snapshot';
import type { KeyOf, RecordOf } from '../../src/schemas/registry';
import type { SearchCounts, SearchHit, SearchStatus } from '../api';
import {
  refOf,
  RESULT_TYPES,
  SEARCH_COLLECTIONS,
  type SearchCollection,
  type SearchDoc,
  toSearchDoc,
} from './documents';
import {
  pageOf,
  type RankedAnswer,
  rankedAnswer,
  RESULT_CAP,
  type ResultWindow,
} from './result-pages';
import { type AwaitingRelevance, SearchIndex } from './search-index';
import {
  asRelevanceSnapshot,
  asSnapshot,
  type Documents,
  DocumentsBuilder,
  type Snapshot,
} from './snapshot';

const PAGE = 5_000;
/** Quiet time after the last change before a collection's snapshot is taken again. */
const SNAPSHOT_DELAY_MS = 5_000;

/** Quiet time after start before the loaded snapshots are checked against their tables' counts. */
const VERIFY_DELAY_MS = 10_000;

/** Longest stretch of relevance indexing before the worker answers queued calls again. */
const SLICE_MS = 12;

function toHit(doc: SearchDoc): SearchHit {
  return {
    collection: doc.collection,
    type: RESULT_TYPES[doc.collection],
    id: doc.id,
    title: doc.name,
    image: doc.image,
    ...(doc.symbol ? { symbol: doc.symbol } : {}),
    ...(doc.slug ? { slug: doc.slug } : {}),
    ...(doc.url ? { url: doc.url } : {}),
  };
}

/** What a page of results says besides its hits. */
interface SearchAnswer {
  /** The index's version the answer comes from (see `onChange`). */
  version: number;
  /** Records are still waiting for the relevance tier: a later answer may hold more. */
  indexing: boolean;
  counts: SearchCounts;
  capped: boolean;
}

export class SearchService {
  private readonly index = new SearchIndex();
  private loaded: Promise<void> | null = null;
  private slicing = false;
  private readonly snapshotTimers = new Map<SearchCollection, ReturnType<typeof setTimeout>>();
  /** Collections to snapshot once the relevance tier is complete, with the generation read before their data. */
  private readonly snapshotWhenIndexed = new Map<SearchCollection, string>();
  /** Collections loaded from a snapshot whose table has not been counted yet. */
  private readonly unverified = new Set<SearchCollection>();
  /** Collections loaded from a snapshot's first part, with its generation, until the second is read. */
  private readonly relevanceToLoad = new Map<
    SearchCollection,
    { awaiting: AwaitingRelevance; generation: string }
  >();
  /**
   * Moves each time what a search can answer has changed: a collection's names (re)loaded, the
   * snapshots' descriptions read, the relevance tier completed, records edited.
   */
  private version = 0;
  private readonly changeListeners = new Set<(version: number) => void>();
  /** The last query ranked past the box's 20 hits: its next page, or another kind, is read from it. */
  private answer: RankedAnswer | null = null;

  constructor(
    private readonly db: AlphaScoutDb,
    private readonly verifyDelayMs = VERIFY_DELAY_MS,
  ) {}

  /** Loads every collection once and starts following changes. */
  start(): Promise<void> {
    this.loaded ??= (async () => {
      const unsubscribe = subscribeChanges(this.db.name, (changes) => {
        void bumpGenerations(this.db.name, [...changes.keys()]);
        void this.apply(changes);
      });
      try {
        // Names first for every collection; the relevance tier (read or indexed) once all are in.
        await Promise.all(SEARCH_COLLECTIONS.map((collection) => this.reload(collection, false)));
        void this.loadRelevanceParts().catch((error: unknown) =>
          console.error('AlphaScout worker: the search index could not load descriptions', error),
        );
        setTimeout(() => void this.verifyNext(), this.verifyDelayMs);
      } catch (error) {
        unsubscribe();
        this.loaded = null;
        throw error;
      }
    })();
    return this.loaded;
  }

  /**
   * The hits for `query`, the index's version they come from (see onChange), and whether records
   * are still waiting for the relevance tier (a later answer may hold more). The box asks at each
   * pause in typing, so it is not ranked past its 20 (see searchPage).
   */
  async search(query: string): Promise<{ hits: SearchHit[]; version: number; indexing: boolean }> {
    await this.start();
    return {
      hits: this.index.search(query).map(toHit),
      version: this.version,
      indexing: this.status().pending > 0,
    };
  }

  /**
   * One window of `query`'s results (all kinds or one), how many the kind has, the counts of
   * every kind, and what `search` says besides. Every window of one query comes from one ranking
   * of its best RESULT_CAP, kept until the index moves.
   */
  async searchPage(
    query: string,
    window: ResultWindow,
  ): Promise<SearchAnswer & { hits: SearchHit[]; total: number }> {
    await this.start();
    const answer = this.rankedFor(query);
    const { docs, total } = pageOf(answer, window);
    return { hits: docs.map(toHit), total, ...this.answerOf(answer) };
  }

  /**
   * Whether `query` has been ranked at the index's current version: its windows are then read
   * from that answer, not searched again (the rate limiter counts searches, see workers/api.ts).
   */
  hasRanked(query: string): boolean {
    return this.answer?.query === query && this.answer.version === this.version;
  }

  /** The best RESULT_CAP results of `query`, ranked once per version of the index. */
  private rankedFor(query: string): RankedAnswer {
    if (this.answer && this.hasRanked(query)) return this.answer;
    // One past the cap tells a query with more results than it lists.
    const answer = rankedAnswer(query, this.version, this.index.search(query, RESULT_CAP + 1));
    this.answer = answer;
    return answer;
  }

  private answerOf({ counts, capped }: RankedAnswer): SearchAnswer {
    return { counts, capped, version: this.version, indexing: this.status().pending > 0 };
  }

  /**
   * Calls `listener` with the new version each time the answers may have changed: a search shown
   * while a collection is being read again (an import, another tab's edit) or while descriptions
   * are still being indexed can then be asked again, instead of keeping the answer it got.
   */
  onChange(listener: (version: number) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.changeListeners) listener(this.version);
  }

  status(): SearchStatus {
    return {
      documents: this.index.size,
      pending: this.index.pendingCount + this.index.awaitingCount,
      ready: this.loaded !== null && this.index.size > 0,
    };
  }

  private async reload(collection: SearchCollection, indexRelevance = true): Promise<void> {
    const stored = await this.fromSnapshot(collection);
    this.unverified.delete(collection);
    this.relevanceToLoad.delete(collection);
    if (stored) {
      this.relevanceToLoad.set(collection, {
        awaiting: this.index.loadCollection(collection, stored.snapshot),
        generation: stored.generation,
      });
      this.unverified.add(collection);
    } else {
      const generation = await currentGeneration(this.db.name, collection);
      this.index.replaceDocuments(collection, await this.fromDatabase(collection));
      this.snapshotWhenIndexed.set(collection, generation);
    }
    this.changed();
    if (indexRelevance) await this.loadRelevanceParts();
  }

  /**
   * Reads the second part of every snapshot loaded since (descriptions and relevance tier), then
   * indexes whatever is queued. A first part whose second is missing or unreadable makes the
   * snapshot stale for every tab, and that collection is read again from the table.
   */
  private async loadRelevanceParts(): Promise<void> {
    const loading = [...this.relevanceToLoad].map(
      async ([collection, { awaiting, generation }]) => {
        const part = asRelevanceSnapshot(
          await loadRelevanceSnapshot(this.db.name, collection, generation),
          awaiting.slots.length,
        );
        if (this.relevanceToLoad.get(collection)?.awaiting !== awaiting) return; // reloaded meanwhile
        this.relevanceToLoad.delete(collection);
        if (!part) {
          await bumpGenerations(this.db.name, [collection]);
          await this.reload(collection, false);
          return;
        }
        this.index.loadRelevance(awaiting, part);
        // Saved before its relevance tier was complete: saved again once it is.
        if (!part.relevance) this.snapshotWhenIndexed.set(collection, generation);
      },
    );
    await Promise.all(loading);
    // Once for all the parts read together (eleven on a repeat visit), not once each.
    if (loading.length > 0) this.changed();
    this.scheduleRelevance();
  }

  /** The collection's snapshot, when it was taken at the current generation. */
  private async fromSnapshot(
    collection: SearchCollection,
  ): Promise<{ snapshot: Snapshot; generation: string } | null> {
    const stored = await loadSnapshot(this.db.name, collection);
    // A snapshot in an older shape is rebuilt from the table, like a stale one.
    const snapshot = asSnapshot(stored?.data);
    return stored && snapshot ? { snapshot, generation: stored.generation } : null;
  }

  /**
   * Counts the table of one collection loaded from a snapshot, then the next: a count that
   * differs from the index's makes the snapshot stale for every tab, and the collection is
   * read again from the table.
   */
  private async verifyNext(): Promise<void> {
    const [collection] = this.unverified;
    if (!collection) return;
    try {
      const count = await this.db.collection(collection).count();
      // Reloaded or edited while it was counted: checked again by then, or current.
      if (!this.unverified.delete(collection) || count === this.index.countOf(collection)) return;
      await bumpGenerations(this.db.name, [collection]);
      await this.reload(collection);
    } catch (error) {
      console.error(
        `AlphaScout worker: the search snapshot of ${collection} could not be checked`,
        error,
      );
    } finally {
      setTimeout(() => void this.verifyNext());
    }
  }

  /** Reads every record in primary-key pages into columns: no object per record outlives its page. */
  private async fromDatabase<C extends SearchCollection>(collection: C): Promise<Documents> {
    const table = this.db.collection(collection);
    const docs = new DocumentsBuilder();
    let last: IndexableType | undefined;
    for (;;) {
      const page: RecordOf<C>[] =
        last === undefined
          ? await table.orderBy(':id').limit(PAGE).toArray()
          : await table.where(':id').above(last).limit(PAGE).toArray();
      for (const record of page) docs.add(toSearchDoc(collection, record));
      if (page.length < PAGE) break;
      last = page[page.length - 1]?.id;
    }
    return docs.finish();
  }

  /** Snapshots the collection as the index holds it, tagged with the generation read before its data. */
  private async saveSnapshotOf(collection: SearchCollection, generation: string): Promise<void> {
    const parts = this.index.saveCollection(collection);
    if (parts) await saveSnapshot(this.db.name, collection, generation, parts);
  }

  /**
   * Snapshots the collections waiting for it (built from the table, or loaded from a snapshot
   * without its relevance tier) once every collection is loaded and the relevance tier holds
   * every document, so the snapshot has it too; one collection per task: serialising 100k
   * documents must not hold up a search for long.
   */
  private saveIndexedSnapshots(): void {
    const save = (): void => {
      const [next] = this.snapshotWhenIndexed;
      if (!next || this.index.pendingCount > 0 || this.index.awaitingCount > 0) return;
      const [collection, generation] = next;
      this.snapshotWhenIndexed.delete(collection);
      this.saveSnapshotOf(collection, generation)
        .catch((error: unknown) => {
          console.error('AlphaScout worker: search snapshot not saved', error);
        })
        .finally(() => setTimeout(save));
    };
    void this.loaded?.then(
      () => setTimeout(save),
      () => undefined,
    );
  }

  /** After edits settle, snapshots the collection as the index now holds it. */
  private scheduleSnapshot(collection: SearchCollection): void {
    clearTimeout(this.snapshotTimers.get(collection));
    this.snapshotTimers.set(
      collection,
      setTimeout(async () => {
        // Its descriptions are not loaded yet: they would be missing from the snapshot.
        if (this.index.awaitsRelevance(collection)) this.scheduleSnapshot(collection);
        else
          await this.saveSnapshotOf(collection, await currentGeneration(this.db.name, collection));
      }, SNAPSHOT_DELAY_MS),
    );
  }

  private async apply(changes: Map<string, CollectionChange>): Promise<void> {
    await this.loaded;
    for (const [name, change] of changes) {
      const collection = SEARCH_COLLECTIONS.find((candidate) => candidate === name);
      if (!collection) continue;
      if (change.kind === 'all') {
        await this.reload(collection);
        continue;
      }
      // The index no longer holds the snapshot alone, so its count says nothing about it.
      this.unverified.delete(collection);
      await this.applyKeys(collection, change.keys);
      this.scheduleSnapshot(collection);
    }
  }

  /** Upserts the records still there under `keys`, removes the rest. */
  private async applyKeys<C extends SearchCollection>(
    collection: C,
    keys: readonly IndexableType[],
  ): Promise<void> {
    // Blog posts have numeric keys, every other collection string keys (KeyOf).
    const keyType = collection === 'blogPosts' ? 'number' : 'string';
    const wanted = keys.filter((key): key is KeyOf<C> => typeof key === keyType);
    const records = await this.db.collection(collection).bulkGet(wanted);
    wanted.forEach((key, i) => {
      const record = records[i];
      if (record) this.index.upsert(toSearchDoc(collection, record));
      else this.index.remove(refOf(collection, key));
    });
    this.changed();
  }

  /** Drains the relevance queue in short slices so search calls keep being answered. */
  private scheduleRelevance(): void {
    if (this.slicing) return;
    if (this.index.pendingCount === 0) {
      this.relevanceComplete();
      return;
    }
    this.slicing = true;
    const slice = (): void => {
      if (this.index.indexPending(SLICE_MS) > 0) setTimeout(slice, 0);
      else {
        this.slicing = false;
        this.relevanceComplete();
        this.changed();
      }
    };
    setTimeout(slice, 0);
  }

  private relevanceComplete(): void {
    this.index.prepareSearch();
    this.saveIndexedSnapshots();
  }
}
