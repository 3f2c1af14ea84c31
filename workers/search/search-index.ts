/**
 * The ranked search of spec §7 and PRODUCT.md, tuned for 100k+ records (FOOTGUNS.md, Search).
 * Tiers, each asked only while the results are not yet full:
 * 1. names or symbols equal to the query, then 2. names or symbols that start with it — from a
 *    sorted list by binary search (NameTiers);
 * 3. names that contain every query word, the last as a prefix from 3 characters, shortest
 *    first (NameWords: BM25's order for one field, without scoring every match);
 *    Light fuzzy matching: a last word of 5+ letters that no name has is also tried as the name
 *    words within one edit (two from 8 letters);
 * 4. MiniSearch relevance over names and description words — descriptions indexed without stop
 *    words and without the words so common in a collection that they tell nothing apart;
 * 5. for those common description words, a short list of records that use them.
 * Building MiniSearch is the slow part (seconds at 100k), so documents wait in a queue that
 * `indexPending` drains in time-boxed slices: tiers 1–3 answer at once, relevance fills in.
 * Pure: no Dexie, no worker; the worker feeds it records.
 */
import MiniSearch from 'minisearch';
import type { SearchCollection, SearchDoc } from './documents';
import { NameTiers } from './name-tiers';
import { NameWords, type SavedPostings } from './name-words';
import { normalize, STOP_WORDS, tokenize } from './text';

export const MIN_QUERY_LENGTH = 2;
export const MAX_RESULTS = 20;
/** A last query word this long or longer also matches words it starts. */
const PREFIX_FROM = 3;
/** A last query word this long or longer may be a typo of a name word. */
const FUZZY_FROM = 5;

/** A description word in more than this share of a collection's records is "common"… */
const COMMON_TERM_RATIO = 0.01;
/** …in collections big enough for the share to mean something. */
const COMMON_TERM_MIN_DOCS = 200;
/** How many records a common word remembers. */
const COMMON_TERM_KEEP = 64;

interface IndexedDoc {
  ref: string;
  name: string;
  symbol: string;
  text: string;
}

const nameKeys = (doc: SearchDoc): string[] => (doc.symbol ? [doc.name, doc.symbol] : [doc.name]);

/**
 * What `saveCollection` keeps besides the documents, so `replaceCollection` can skip the
 * costly part of loading (finding common words, sorting names, tokenising and sorting
 * postings): a repeat visit's index is ready in a fraction of the time. Positions refer to the
 * documents in the order `saveCollection` returned them.
 */
export interface PreparedCollection {
  common: string[];
  tierOrder: number[];
  postings: SavedPostings;
}

function findCommonTerms(docs: readonly SearchDoc[]): Set<string> {
  if (docs.length < COMMON_TERM_MIN_DOCS) return new Set();
  const frequency = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(tokenize(doc.text))) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const limit = docs.length * COMMON_TERM_RATIO;
  return new Set([...frequency].filter(([term, count]) => count > limit && !STOP_WORDS.has(term)).map(([term]) => term));
}

export class SearchIndex {
  private readonly docs = new Map<string, SearchDoc>();
  private readonly names = new NameTiers();
  private readonly nameWords = new NameWords();
  private readonly common = new Map<SearchCollection, Set<string>>();
  private readonly commonUsers = new Map<string, string[]>();
  /** Refs MiniSearch holds, and documents still waiting for it, in order. */
  private readonly inMini = new Set<string>();
  private pending: SearchDoc[] = [];
  private readonly mini = new MiniSearch<IndexedDoc>({
    idField: 'ref',
    fields: ['name', 'symbol', 'text'],
    storeFields: [],
    tokenize,
    processTerm: (term) => term,
    autoVacuum: { minDirtCount: 1_000, minDirtFactor: 0.2, batchSize: 5_000, batchWait: 10 },
  });

  get size(): number {
    return this.docs.size;
  }

  /** Documents not yet in the relevance tier. */
  get pendingCount(): number {
    return this.pending.length;
  }

  /** Moves queued documents into MiniSearch for about `budgetMs`; returns how many are left. */
  indexPending(budgetMs: number, now: () => number = () => performance.now()): number {
    const deadline = now() + budgetMs;
    while (this.pending.length > 0 && now() < deadline) {
      const batch = this.pending.splice(0, 500).filter((doc) => this.docs.get(doc.ref) === doc);
      for (const doc of batch) this.inMini.add(doc.ref);
      this.mini.addAll(batch.map((doc) => this.indexed(doc)));
    }
    return this.pending.length;
  }

  private discardFromMini(refs: Iterable<string>): void {
    const held = [...refs].filter((ref) => this.inMini.delete(ref));
    if (held.length > 0) this.mini.discardAll(held);
  }

  /** The document as MiniSearch indexes it: description words minus stop words and common words. */
  private indexed(doc: SearchDoc): IndexedDoc {
    const common = this.common.get(doc.collection);
    const words: string[] = [];
    for (const term of new Set(tokenize(doc.text))) {
      if (STOP_WORDS.has(term)) continue;
      if (common?.has(term)) this.rememberCommon(term, doc.ref);
      else words.push(term);
    }
    return { ref: doc.ref, name: doc.name, symbol: doc.symbol ?? '', text: words.join(' ') };
  }

  private rememberCommon(term: string, ref: string): void {
    const users = this.commonUsers.get(term) ?? [];
    if (users.length < COMMON_TERM_KEEP && !users.includes(ref)) users.push(ref);
    this.commonUsers.set(term, users);
  }

  private forgetCommon(refs: ReadonlySet<string>): void {
    for (const [term, users] of this.commonUsers) this.commonUsers.set(term, users.filter((ref) => !refs.has(ref)));
  }

  /**
   * Replaces everything indexed for one collection (first build, or after a bulk import).
   * `prepared` comes from `saveCollection` with these same documents in this same order.
   */
  replaceCollection(collection: SearchCollection, docs: readonly SearchDoc[], prepared?: PreparedCollection): void {
    const stale = new Set<string>();
    for (const doc of this.docs.values()) if (doc.collection === collection) stale.add(doc.ref);
    if (stale.size > 0) {
      this.discardFromMini(stale);
      this.forgetCommon(stale);
      for (const ref of stale) this.docs.delete(ref);
    }
    this.common.set(collection, prepared ? new Set(prepared.common) : findCommonTerms(docs));
    for (const doc of docs) this.docs.set(doc.ref, doc);
    this.pending = this.pending.filter((doc) => doc.collection !== collection).concat(docs);
    this.names.replaceAll(`${collection}:`, docs.map((doc) => ({ ref: doc.ref, keys: nameKeys(doc) })), prepared?.tierOrder);
    this.nameWords.replaceCollection(`${collection}:`, docs, prepared?.postings);
  }

  /** One collection's documents and what loading them again needs (see `PreparedCollection`). */
  saveCollection(collection: SearchCollection): { docs: SearchDoc[]; prepared: PreparedCollection } {
    const docs = [...this.docs.values()].filter((doc) => doc.collection === collection);
    const prefix = `${collection}:`;
    return {
      docs,
      prepared: {
        common: [...(this.common.get(collection) ?? [])],
        tierOrder: this.names.orderOf(prefix, docs.map((doc) => ({ ref: doc.ref, keys: nameKeys(doc) }))),
        postings: this.nameWords.postingsOf(prefix, docs),
      },
    };
  }

  /** Adds or updates one record (a small edit). */
  upsert(doc: SearchDoc): void {
    if (this.docs.has(doc.ref)) this.remove(doc.ref);
    this.docs.set(doc.ref, doc);
    this.inMini.add(doc.ref);
    this.mini.add(this.indexed(doc));
    this.names.add(doc.ref, nameKeys(doc));
    this.nameWords.add(doc.ref, doc.name);
  }

  remove(ref: string): void {
    const previous = this.docs.get(ref);
    if (!previous) return;
    this.docs.delete(ref);
    this.names.remove(ref, nameKeys(previous));
    this.nameWords.remove(ref);
    this.forgetCommon(new Set([ref]));
    this.discardFromMini([ref]);
  }

  doc(ref: string): SearchDoc | undefined {
    return this.docs.get(ref);
  }

  search(query: string, limit = MAX_RESULTS): SearchDoc[] {
    const normalized = normalize(query);
    if (normalized.length < MIN_QUERY_LENGTH) return [];
    const { exact, prefix } = this.names.match(normalized, limit);
    const refs = [...exact, ...prefix];
    const taken = new Set(refs);
    const add = (found: Iterable<string>): void => {
      for (const ref of found) {
        if (refs.length >= limit) return;
        if (taken.has(ref)) continue;
        taken.add(ref);
        refs.push(ref);
      }
    };

    const terms = tokenize(normalized);
    const last = terms.at(-1) ?? '';
    const lastIsPrefix = last.length >= PREFIX_FROM;
    if (refs.length < limit) add(this.nameWords.match(terms, lastIsPrefix, limit - refs.length, taken) ?? []);
    if (refs.length < limit && last.length >= FUZZY_FROM) {
      for (const word of this.nameWords.similarWords(last, last.length >= 8 ? 2 : 1)) {
        if (refs.length >= limit) break;
        add(this.nameWords.match([...terms.slice(0, -1), word], false, limit - refs.length, taken) ?? []);
      }
    }
    if (refs.length < limit && terms.length > 0) {
      const hits = this.mini.search(normalized, {
        boost: { name: 4, symbol: 4, text: 1 },
        combineWith: 'AND',
        prefix: (term, index, all) => index === all.length - 1 && term.length >= PREFIX_FROM,
      });
      add(hits.map((hit) => String(hit.id)));
    }
    if (refs.length < limit) add(this.commonMatches(terms));
    return refs.flatMap((ref) => this.docs.get(ref) ?? []);
  }

  /** Records whose description has every query word, found through the first common word. */
  private *commonMatches(terms: readonly string[]): Generator<string> {
    const anchor = terms.find((term) => this.commonUsers.has(term));
    if (!anchor) return;
    const users = this.commonUsers.get(anchor) ?? [];
    if (terms.length === 1) {
      yield* users;
      return;
    }
    for (const ref of users) {
      const doc = this.docs.get(ref);
      if (!doc) continue;
      const words = new Set(tokenize(`${doc.name} ${doc.text}`));
      if (terms.every((term) => words.has(term))) yield ref;
    }
  }
}
