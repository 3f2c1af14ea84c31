/**
 * The ranked search (docs/product.md, "Search"), tuned for 100k+ records (docs/search.md).
 * Tiers, each asked only while the results are not yet full:
 * 1–3. name matches: names or symbols equal to the query or starting with it (NameTiers, a
 *    sorted list by binary search), names holding every query word, the last also as a word
 *    start (NameWords, postings shortest name first), and, while those cannot fill the screen,
 *    names whose words are a few edits from the query's (a swap counts one; from 4 letters, two
 *    edits from 8, 3 letters beside other words). Each source offers a pool of candidates,
 *    ranked together by how well they match, then by a popularity prior (name-rank.ts);
 * 4. relevance over names and description words, scored as MiniSearch scores them (TextIndex,
 *    typed postings: MiniSearch itself took ~490 bytes a record) — descriptions indexed without
 *    stop words and without the words so common in a collection that they tell nothing apart;
 *    equal scores by popularity, then by ref;
 * 5. for those common description words, a short list of records that use them;
 * 6. names that hold the query inside a word ("coin" in Bitcoin), shortest first (NameScan): a
 *    scan, so only while the index holds at most CONTAINS_SCAN_LIMIT documents.
 * Each document has a slot (a small integer, reused once freed) that the relevance tier stores.
 * Relevance indexing is the slow part, so documents wait in a queue that `indexPending` drains
 * in time-boxed slices: tiers 1–3 answer at once, relevance fills in. A collection loaded back
 * from its snapshot brings every tier with it, indexed: the names first (`loadCollection`), the
 * relevance tier with the descriptions after (`loadRelevance`).
 * Pure: no Dexie, no worker; the worker feeds it records.
 */
import { itemAt } from '../../src/lib/array';
import { DocStore, type Rows } from './doc-store';
import type { SearchCollection, SearchDoc } from './documents';
import { type NameQuery, type RankDocs, rankNames } from './name-rank';
import { NameScan } from './name-scan';
import { NameTiers } from './name-tiers';
import { NameWords, type SavedPostings } from './name-words';
import { compareRefs, positionsOf, type SlotDocs } from './slot-docs';
import {
  type Documents,
  documentsOf,
  type RelevanceSnapshot,
  type Snapshot,
  toSnapshot,
} from './snapshot';
import { normalize, STOP_WORDS, tokenize } from './text';
import { type FieldTokens, fieldTokens, type SavedRelevance, TextIndex } from './text-index';
import { lowestOfBest } from './top-scores';

export const MIN_QUERY_LENGTH = 2;
export const MAX_RESULTS = 20;
/** A last query word this long or longer also matches words it starts. */
const PREFIX_FROM = 3;
/** A query word this long or longer may be one edit from a name word… */
const ONE_TYPO_FROM = 4;
/** …this long or longer two edits… */
const TWO_TYPOS_FROM = 8;
/** …and this long one edit when other words come with it ("wrapped swl"). */
const ONE_TYPO_IN_PHRASE_FROM = 3;
/** Candidates each source of the name tiers offers the ranking (name-rank.ts). */
const NAME_POOL = 40;
const NONE: ReadonlySet<number> = new Set();

/**
 * How many edits from a name word query word `term`, one of `count`, may be. None for a word
 * with a digit: a ticker or a number ("TOK4"), not a word spelt wrong.
 */
function typoEdits(term: string, count: number): number {
  if (/\d/.test(term)) return 0;
  if (term.length >= TWO_TYPOS_FROM) return 2;
  if (term.length >= ONE_TYPO_FROM) return 1;
  return count > 1 && term.length >= ONE_TYPO_IN_PHRASE_FROM ? 1 : 0;
}

/** A description word in more than this share of a collection's records is "common"… */
const COMMON_TERM_RATIO = 0.01;
/** …in collections big enough for the share to mean something. */
const COMMON_TERM_MIN_DOCS = 200;
/** How many records a common word remembers. */
const COMMON_TERM_KEEP = 64;

/**
 * Most documents the contains tier scans. Past it a name is found by its words only: the tier's
 * cost grows with the table. At 20,000 names (Node), a miss takes 0.02 ms, a query found in every
 * name 1.3 ms, and the first query after a change 8 ms (the names' string is built again).
 */
export const CONTAINS_SCAN_LIMIT = 20_000;

/** Documents moved into the relevance tier per step of `indexPending`. */
const INDEX_BATCH = 500;

/**
 * What `saveCollection` keeps besides the documents, so `loadCollection` can skip the costly
 * part of loading (finding common words, sorting names, tokenising and sorting postings): a
 * repeat visit's index is ready in a fraction of the time. Positions refer to the documents in
 * the order `saveCollection` returned them. The name tiers' share…
 */
export interface PreparedNames {
  common: string[];
  tierOrder: Int32Array;
  postings: SavedPostings;
}

/** …and the relevance tier's, loaded after it (`loadRelevance`). */
export interface PreparedRelevance {
  /** When every document was in the tier at the save: none is indexed again. */
  relevance: SavedRelevance | null;
  /** The common words' short lists, as positions. */
  commonUsers: [term: string, positions: number[]][];
}

/** A collection loaded without its relevance share yet, as `loadCollection` returned it. */
export interface AwaitingRelevance {
  readonly collection: SearchCollection;
  readonly slots: readonly number[];
  readonly rows: Rows;
}

/** Description words in more than 1 % of a big collection's `count` records (indexed apart, see `commonMatches`). */
export function findCommonTerms(texts: Iterable<string>, count: number): Set<string> {
  if (count < COMMON_TERM_MIN_DOCS) return new Set();
  const frequency = new Map<string, number>();
  for (const text of texts)
    for (const term of new Set(tokenize(text))) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const limit = count * COMMON_TERM_RATIO;
  return new Set(
    [...frequency]
      .filter(([term, count]) => count > limit && !STOP_WORDS.has(term))
      .map(([term]) => term),
  );
}

/** The description words the relevance tier indexes: each once, minus stop words and the collection's common words. */
export function descriptionWords(text: string, common: ReadonlySet<string> | undefined): string[] {
  return [...new Set(tokenize(text))].filter((term) => !STOP_WORDS.has(term) && !common?.has(term));
}

/**
 * A query's words without stop words, or all of them when nothing else is left ("the" may still
 * be a name's word): "bitcoin in" finds what "bitcoin" finds, not less.
 */
function withoutStopWords(terms: readonly string[]): readonly string[] {
  const kept = terms.filter((term) => !STOP_WORDS.has(term));
  return kept.length > 0 ? kept : terms;
}

export class SearchIndex {
  private readonly store = new DocStore();
  /**
   * ref → slot, built on first use (an edit by key): only edits look documents up by ref, and
   * hashing a million refs would add a second to every repeat visit's start.
   */
  private refSlots: Map<string, number> | null = null;
  private readonly slotDocs: SlotDocs = {
    ref: (slot) => this.filled(slot, this.store.refAt(slot)),
    name: (slot) => this.filled(slot, this.store.nameAt(slot)),
    key: (slot, at) => {
      if (at === 0) return this.filled(slot, this.store.nameAt(slot));
      return this.filled(slot, this.store.symbolAt(slot)) || undefined;
    },
  };
  private readonly rankDocs: RankDocs = {
    ref: (slot) => this.refAt(slot),
    name: (slot) => this.store.nameAt(slot) ?? '',
    symbol: (slot) => this.store.symbolAt(slot) ?? '',
    popularity: (slot) => this.store.popularityAt(slot),
  };
  private readonly names = new NameTiers(this.slotDocs);
  private readonly nameWords = new NameWords(this.slotDocs);
  private readonly nameScan = new NameScan(this.store);
  private readonly common = new Map<SearchCollection, Set<string>>();
  /** Common word → slots of up to COMMON_TERM_KEEP records that use it. */
  private readonly commonUsers = new Map<string, number[]>();
  private readonly relevance = new TextIndex();
  /** Slots waiting for the relevance tier, in order, from `pendingAt` on. */
  private pending: number[] = [];
  private pendingAt = 0;
  /** Collections loaded from the first part of a snapshot, until the second arrives. */
  private readonly awaiting = new Map<SearchCollection, AwaitingRelevance>();

  get size(): number {
    return this.store.size;
  }

  /**
   * Does now what the next search would otherwise do first: sort the relevance tier's word list
   * (sorted on first use after words were added) and size its scratch arrays. At a million
   * records the first relevance search took 27 ms in Chromium, the others about 1 ms.
   */
  prepareSearch(): void {
    this.relevance.prepare();
  }

  /** Documents of one collection. */
  countOf(collection: SearchCollection): number {
    return this.store.countOf(collection);
  }

  /** Documents queued for the relevance tier. */
  get pendingCount(): number {
    return this.pending.length - this.pendingAt;
  }

  /** Documents whose relevance share is still to be loaded (`loadRelevance`). */
  get awaitingCount(): number {
    let count = 0;
    for (const { slots } of this.awaiting.values()) count += slots.length;
    return count;
  }

  awaitsRelevance(collection: SearchCollection): boolean {
    return this.awaiting.has(collection);
  }

  /** Moves queued documents into the relevance tier for about `budgetMs`; returns how many are left. */
  indexPending(budgetMs: number, now: () => number = () => performance.now()): number {
    const deadline = now() + budgetMs;
    while (this.pendingAt < this.pending.length && now() < deadline) {
      const end = Math.min(this.pending.length, this.pendingAt + INDEX_BATCH);
      for (let i = this.pendingAt; i < end; i++) {
        const slot = itemAt(this.pending, i);
        const doc = this.store.get(slot);
        // A slot emptied since it was queued, or given to a document an edit indexed at once.
        if (doc && !this.relevance.has(slot))
          this.relevance.add(slot, this.relevanceTokens(slot, doc, true));
      }
      this.pendingAt = end;
    }
    if (this.pendingAt === this.pending.length) {
      this.pending = [];
      this.pendingAt = 0;
    }
    return this.pendingCount;
  }

  /**
   * What the relevance tier holds of a document: description words minus stop words and common
   * words (remembered, when `remember`, in the common words' short lists), all name and symbol words.
   */
  private relevanceTokens(slot: number, doc: SearchDoc, remember: boolean): FieldTokens {
    const common = this.common.get(doc.collection);
    if (remember && common)
      for (const term of new Set(tokenize(doc.text)))
        if (common.has(term)) this.rememberCommon(term, slot);
    return fieldTokens(doc.name, doc.symbol, descriptionWords(doc.text, common));
  }

  private rememberCommon(term: string, slot: number): void {
    const users = this.commonUsers.get(term) ?? [];
    if (users.length < COMMON_TERM_KEEP && !users.includes(slot)) users.push(slot);
    this.commonUsers.set(term, users);
  }

  private forgetCommon(slots: ReadonlySet<number>): void {
    for (const [term, users] of this.commonUsers)
      this.commonUsers.set(
        term,
        users.filter((slot) => !slots.has(slot)),
      );
  }

  private place(doc: SearchDoc): number {
    const slot = this.store.add(doc);
    this.refSlots?.set(doc.ref, slot);
    return slot;
  }

  /** Empties a slot for reuse; its postings must already be out. */
  private free(slot: number): void {
    const ref = this.store.refAt(slot);
    if (ref !== undefined) this.refSlots?.delete(ref);
    this.store.delete(slot);
  }

  private slotOf(ref: string): number | undefined {
    this.refSlots ??= new Map(this.store.refs());
    return this.refSlots.get(ref);
  }

  private docAt(slot: number): SearchDoc {
    return this.filled(slot, this.store.get(slot));
  }

  /** A slot's document or field, which an empty slot does not have. */
  private filled<T>(slot: number, value: T | undefined): T {
    if (value === undefined) throw new Error(`SearchIndex: slot ${slot} is empty`);
    return value;
  }

  /** Takes a collection's documents out, before it is replaced. */
  private clearCollection(collection: SearchCollection): void {
    this.awaiting.delete(collection);
    const stale = new Set(this.store.slotsOf(collection));
    if (stale.size === 0) return;
    this.relevance.removeAll(stale);
    this.forgetCommon(stale);
    for (const slot of stale) this.free(slot);
    this.pending = this.pending.slice(this.pendingAt).filter((slot) => !stale.has(slot));
    this.pendingAt = 0;
  }

  /** Queues slots for the relevance tier, after those already waiting. */
  private enqueue(slots: readonly number[]): void {
    this.pending = this.pending.slice(this.pendingAt).concat(slots);
    this.pendingAt = 0;
  }

  /** Replaces everything indexed for one collection (first build, or after a bulk import). */
  replaceCollection(collection: SearchCollection, docs: Iterable<SearchDoc>): void {
    this.replaceDocuments(collection, documentsOf(docs));
  }

  /** `replaceCollection` for documents already in columns (the worker builds them page by page). */
  replaceDocuments(collection: SearchCollection, { docs, text }: Documents): void {
    this.clearCollection(collection);
    const { slots } = this.store.addRows(collection, docs, text);
    this.refSlots = null; // built again from the store on the next edit
    this.common.set(collection, findCommonTerms(this.texts(slots), slots.length));
    this.enqueue(slots);
    this.names.replaceAll(`${collection}:`, slots);
    this.nameWords.replaceCollection(`${collection}:`, slots);
  }

  private *docsAt(slots: readonly number[]): Generator<SearchDoc> {
    for (const slot of slots) yield this.docAt(slot);
  }

  private *texts(slots: readonly number[]): Generator<string> {
    for (const slot of slots) yield this.store.textAt(slot) ?? '';
  }

  /**
   * Replaces a collection with the first part of what `saveCollection` kept: names and name
   * words without sorting or tokenising, and no document object made until one is read. Its
   * relevance share follows with `loadRelevance`; until then the relevance tier does not have it.
   */
  loadCollection(collection: SearchCollection, snapshot: Snapshot): AwaitingRelevance {
    this.clearCollection(collection);
    const { prepared } = snapshot;
    this.common.set(collection, new Set(prepared.common));
    const { slots, rows } = this.store.addRows(collection, snapshot, null);
    this.refSlots = null; // built again from the store on the next edit
    this.names.replaceAll(`${collection}:`, slots, prepared.tierOrder);
    this.nameWords.replaceCollection(`${collection}:`, slots, prepared.postings);
    const awaiting = { collection, slots, rows };
    this.awaiting.set(collection, awaiting);
    return awaiting;
  }

  /**
   * Adds the second part of the snapshot `loadCollection` loaded: the descriptions and the
   * relevance tier (queued for indexing when it was saved incomplete). Rows edited or removed
   * meanwhile are left out. False when the collection was replaced since: the part is not its own.
   */
  loadRelevance(awaiting: AwaitingRelevance, part: RelevanceSnapshot): boolean {
    const { collection, rows } = awaiting;
    if (this.awaiting.get(collection) !== awaiting) return false;
    this.awaiting.delete(collection);
    const slots = awaiting.slots.map((slot, row) =>
      this.store.holdsRow(slot, rows, row) ? slot : -1,
    );
    rows.text = part.text;
    if (part.relevance) {
      this.relevance.load(slots, part.relevance);
      for (const [term, positions] of part.commonUsers) {
        for (const position of positions) {
          const slot = slots[position] ?? -1;
          if (slot !== -1) this.rememberCommon(term, slot);
        }
      }
    } else this.enqueue(slots.filter((slot) => slot !== -1));
    return true;
  }

  /**
   * One collection's documents and what loading them again needs, as the two parts of a
   * snapshot for `loadCollection` and `loadRelevance`; null while its descriptions are still to
   * be loaded.
   */
  saveCollection(
    collection: SearchCollection,
  ): { names: Snapshot; relevance: RelevanceSnapshot } | null {
    if (this.awaiting.has(collection)) return null;
    const slots = this.store.slotsOf(collection);
    const prefix = `${collection}:`;
    const positions = positionsOf(slots);
    const commonUsers: [string, number[]][] = [];
    for (const [term, users] of this.commonUsers) {
      const found = users.map((slot) => positions[slot] ?? -1).filter((at) => at !== -1);
      if (found.length > 0) commonUsers.push([term, found]);
    }
    return toSnapshot(
      this.store.documentsOf(slots) ?? documentsOf(this.docsAt(slots)),
      {
        common: [...(this.common.get(collection) ?? [])],
        tierOrder: this.names.orderOf(prefix, positions),
        postings: this.nameWords.postingsOf(prefix, positions),
      },
      { relevance: this.relevance.save(slots, positions), commonUsers },
    );
  }

  /** Adds or updates one record (a small edit). */
  upsert(doc: SearchDoc): void {
    if (this.slotOf(doc.ref) !== undefined) this.remove(doc.ref);
    const slot = this.place(doc);
    this.relevance.add(slot, this.relevanceTokens(slot, doc, true));
    this.names.add(slot);
    this.nameWords.add(slot);
  }

  remove(ref: string): void {
    const slot = this.slotOf(ref);
    const previous = slot === undefined ? undefined : this.store.get(slot);
    if (slot === undefined || !previous) return;
    this.relevance.remove(slot, this.relevanceTokens(slot, previous, false));
    this.names.remove(slot);
    this.nameWords.remove(slot);
    this.forgetCommon(new Set([slot]));
    this.free(slot);
  }

  doc(ref: string): SearchDoc | undefined {
    const slot = this.slotOf(ref);
    return slot === undefined ? undefined : this.store.get(slot);
  }

  search(query: string, limit = MAX_RESULTS): SearchDoc[] {
    const normalized = normalize(query);
    if (normalized.length < MIN_QUERY_LENGTH) return [];
    // "$BTC" is how a ticker is written: the symbol BTC is its exact match.
    const ticker = /^\$[a-z0-9]/.test(normalized) ? normalized.slice(1) : normalized;
    const terms = tokenize(normalized);
    const last = terms.at(-1) ?? '';
    const lastIsPrefix = last.length >= PREFIX_FROM;
    const found = this.nameMatches({ text: normalized, ticker, terms, lastIsPrefix }, limit);
    const taken = new Set(found);
    const add = (slots: Iterable<number>): void => {
      for (const slot of slots) {
        if (found.length >= limit) return;
        if (taken.has(slot)) continue;
        taken.add(slot);
        found.push(slot);
      }
    };

    // Descriptions are indexed without stop words, so a query's own would match nothing there.
    const meaningful = withoutStopWords(terms);
    const trailingStopWord = lastIsPrefix && meaningful !== terms && STOP_WORDS.has(last);
    // "bitcoin for" may be "bitcoin fork" half typed: what the last word starts comes first.
    if (found.length < limit && trailingStopWord)
      add(this.relevant([...meaningful, last], true, taken, limit - found.length));
    const meaningfulLastIsPrefix = lastIsPrefix && (meaningful === terms || !STOP_WORDS.has(last));
    if (found.length < limit && meaningful.length > 0)
      add(this.relevant(meaningful, meaningfulLastIsPrefix, taken, limit - found.length));
    if (found.length < limit) add(this.commonMatches(meaningful));
    if (found.length < limit && this.store.size <= CONTAINS_SCAN_LIMIT)
      add(this.nameScan.match(ticker, limit - found.length, taken));
    return found.map((slot) => this.docAt(slot));
  }

  /**
   * The best `limit` name matches (tiers 1 to 3): a pool of candidates from the sorted names
   * (key order) and the name words (shortest name first), each source offering up to
   * NAME_POOL, ranked by name-rank.ts. Only when the pool cannot fill the screen are the query
   * words also tried a few edits away: an exact or starts-with match always ranks above a typo.
   */
  private nameMatches(query: NameQuery, limit: number): number[] {
    const pool = new Map<number, number>();
    const offer = (slot: number, edits: number): void => {
      const before = pool.get(slot);
      if (before === undefined || edits < before) pool.set(slot, edits);
    };
    // In key order, so past the screenful they add little that the postings do not.
    const { exact, prefix } = this.names.match(query.ticker, limit);
    for (const slot of exact) offer(slot, 0);
    for (const slot of prefix) offer(slot, 0);
    const { terms, lastIsPrefix } = query;
    const lastIndex = terms.length - 1;
    // Names that start with a query of several words hold all of them: when those fill the
    // screen, names holding the words further in cannot make it, and finding them costs most.
    if (terms.length === 1 || pool.size < limit)
      for (const slot of this.nameWords.match(terms, lastIsPrefix, NAME_POOL, NONE) ?? [])
        offer(slot, 0);
    if (pool.size < limit) {
      const choices = terms.map((term, i) =>
        this.nameWords.choices(
          term,
          i === lastIndex && lastIsPrefix,
          typoEdits(term, terms.length),
          PREFIX_FROM,
        ),
      );
      if (choices.some((each) => each.length > 1))
        for (const { slot, edits } of this.nameWords.matchChoices(choices, NAME_POOL, NONE) ?? [])
          offer(slot, edits);
    }
    return rankNames(pool, query, this.rankDocs, limit);
  }

  /**
   * The relevance tier's best `count` slots not in `taken`, best score first, equal scores by
   * popularity (popularity.ts), then by ref.
   * Only the hits that can make the cut are sorted: a common word has a hundred thousand.
   */
  private relevant(
    terms: readonly string[],
    lastIsPrefix: boolean,
    taken: ReadonlySet<number>,
    count: number,
  ): number[] {
    const hits = this.relevance.search(terms, lastIsPrefix).filter(({ slot }) => !taken.has(slot));
    const floor = lowestOfBest(hits, count);
    return hits
      .filter(({ score }) => score >= floor)
      .sort(
        (a, b) =>
          b.score - a.score ||
          this.store.popularityAt(b.slot) - this.store.popularityAt(a.slot) ||
          compareRefs(this.refAt(a.slot), this.refAt(b.slot)),
      )
      .slice(0, count)
      .map(({ slot }) => slot);
  }

  private refAt(slot: number): string {
    return this.store.refAt(slot) ?? '';
  }

  /** Records whose description has every query word, found through the first common word. */
  private *commonMatches(terms: readonly string[]): Generator<number> {
    const anchor = terms.find((term) => this.commonUsers.has(term));
    if (!anchor) return;
    for (const slot of this.commonUsers.get(anchor) ?? []) {
      const doc = this.store.get(slot);
      if (!doc) continue;
      if (terms.length === 1) {
        yield slot;
        continue;
      }
      const words = new Set(tokenize(`${doc.name} ${doc.text}`));
      if (terms.every((term) => words.has(term))) yield slot;
    }
  }
}
