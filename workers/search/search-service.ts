/**
 * Keeps the search index in the worker current with IndexedDB. The worker opens the database
 * itself, so no records cross from the main thread. First start reads each collection in
 * primary-key pages; after that, a small edit anywhere (a screen, the editor, another tab, an
 * import) updates the index by key, and a bulk change reloads that one collection.
 */
import type { IndexableType } from 'dexie';
import { subscribeChanges, type CollectionChange } from '../../src/db/changes';
import type { AlphaScoutDb } from '../../src/db/database';
import type { RecordOf } from '../../src/schemas/registry';
import type { SearchHit, SearchStatus } from '../api';
import { RESULT_TYPES, SEARCH_COLLECTIONS, refOf, toSearchDoc, type SearchCollection, type SearchDoc } from './documents';
import { SearchIndex } from './search-index';

const PAGE = 5_000;
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

export class SearchService {
  private readonly index = new SearchIndex();
  private loaded: Promise<void> | null = null;
  private slicing = false;

  constructor(private readonly db: AlphaScoutDb) {}

  /** Loads every collection once and starts following changes. */
  start(): Promise<void> {
    this.loaded ??= (async () => {
      const unsubscribe = subscribeChanges(this.db.name, (changes) => void this.apply(changes));
      try {
        for (const collection of SEARCH_COLLECTIONS) await this.reload(collection);
      } catch (error) {
        unsubscribe();
        this.loaded = null;
        throw error;
      }
    })();
    return this.loaded;
  }

  async search(query: string): Promise<SearchHit[]> {
    await this.start();
    return this.index.search(query).map(toHit);
  }

  status(): SearchStatus {
    return { documents: this.index.size, pending: this.index.pendingCount, ready: this.loaded !== null && this.index.size > 0 };
  }

  private async reload(collection: SearchCollection): Promise<void> {
    const table = this.db.collection(collection);
    const docs: SearchDoc[] = [];
    let last: IndexableType | undefined;
    for (;;) {
      const page: RecordOf<SearchCollection>[] =
        last === undefined ? await table.orderBy(':id').limit(PAGE).toArray() : await table.where(':id').above(last).limit(PAGE).toArray();
      for (const record of page) docs.push(toSearchDoc(collection, record as never));
      if (page.length < PAGE) break;
      last = page[page.length - 1]?.id;
    }
    this.index.replaceCollection(collection, docs);
    this.scheduleRelevance();
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
      const records = await this.db.collection(collection).bulkGet(change.keys as never[]);
      change.keys.forEach((key, i) => {
        const record = records[i];
        if (record) this.index.upsert(toSearchDoc(collection, record as never));
        else this.index.remove(refOf(collection, key as string | number));
      });
    }
  }

  /** Drains the relevance queue in short slices so search calls keep being answered. */
  private scheduleRelevance(): void {
    if (this.slicing || this.index.pendingCount === 0) return;
    this.slicing = true;
    const slice = (): void => {
      if (this.index.indexPending(SLICE_MS) > 0) setTimeout(slice, 0);
      else this.slicing = false;
    };
    setTimeout(slice, 0);
  }
}
