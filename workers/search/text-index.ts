/**
 * The relevance tier (tier 4 of search-index.ts): every name, symbol and description word with
 * the documents that hold it, scored as MiniSearch 7 scores an AND query with prefix search on
 * the last term (BM25+, k 1.2, b 0.7, d 0.5; a prefix-expanded word weighted
 * 0.375 · len / (len + 0.3 · extra letters); field boosts name 4, symbol 4, description 1).
 * MiniSearch kept a Map of Maps per word (about 490 bytes a record at 100k); here a word's
 * postings are one packed array of small integers per field (`slot × 256 + term frequency`),
 * and field lengths are bytes, so the tier costs a few dozen bytes a record.
 * Documents are numbered by the caller (`slot`); a removed document's postings are taken out at
 * once (the caller gives its words again, as `add` had them), so its slot can be given to
 * another document.
 */
import { itemAt } from '../../src/lib/array';
import { tokenize } from './text';

/** name, symbol, description. */
const FIELD_COUNT = 3;
const FIELD_BOOSTS = [4, 4, 1] as const;
const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
/** Term frequencies and field lengths are kept in a byte: a word repeated more often counts 255 times. */
const BYTE_MAX = 255;
const TF_SHIFT = 256;
/** Search stamps start again from 0 (with fresh scratch arrays) before they could overflow. */
const STAMP_LIMIT = 2 ** 30;

export type FieldTokens = readonly [
  name: readonly string[],
  symbol: readonly string[],
  text: readonly string[],
];

function counts(tokens: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const token of tokens) found.set(token, (found.get(token) ?? 0) + 1);
  return found;
}

/**
 * Some documents' share of the index, saved by `save`: each word with its posting count per
 * field, all postings as `position × 256 + tf` (positions in the documents as given to `save`),
 * field after field, word after word; and each document's field lengths.
 */
export interface SavedRelevance {
  terms: string[];
  counts: [Int32Array, Int32Array, Int32Array];
  postings: [Int32Array, Int32Array, Int32Array];
  lengths: [Uint8Array, Uint8Array, Uint8Array];
}

type Postings = number[] | Int32Array;

export interface ScoredSlot {
  slot: number;
  score: number;
}

export class TextIndex {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private sortedTerms: string[] | null = null;
  /**
   * field → term id → packed postings (`slot × 256 + tf`), in no particular order. Loaded from
   * a snapshot, a list is a typed array until an edit needs a plain one (`editable`).
   */
  private readonly postings: Postings[][] = Array.from({ length: FIELD_COUNT }, () => []);
  /** field → slot → unique-word count (MiniSearch's field length); 0 for a slot not indexed. */
  private lengths: Uint8Array[] = Array.from({ length: FIELD_COUNT }, () => new Uint8Array(1024));
  private readonly totalLength = new Array<number>(FIELD_COUNT).fill(0);
  /** slot → 1 when indexed. */
  private indexed = new Uint8Array(1024);
  private documentCount = 0;
  private scratch: { stamps: Int32Array; scores: Float64Array } | null = null;
  /** Stamps below this were given by earlier searches. */
  private stamp = 0;

  get size(): number {
    return this.documentCount;
  }

  has(slot: number): boolean {
    return this.indexed[slot] === 1;
  }

  private grow(slot: number): void {
    if (slot < this.indexed.length) return;
    let capacity = this.indexed.length;
    while (capacity <= slot) capacity *= 2;
    const indexed = new Uint8Array(capacity);
    indexed.set(this.indexed);
    this.indexed = indexed;
    this.lengths = this.lengths.map((old) => {
      const lengths = new Uint8Array(capacity);
      lengths.set(old);
      return lengths;
    });
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
      this.sortedTerms = null;
      for (const field of this.postings) field.push([]);
    }
    return id;
  }

  /** The list as a plain array that may be changed in place. */
  private editable(field: number, id: number): number[] | undefined {
    const lists = this.postings[field];
    const list = lists?.[id];
    if (!(list instanceof Int32Array)) return list;
    const plain = Array.from(list);
    if (lists) lists[id] = plain;
    return plain;
  }

  add(slot: number, fields: FieldTokens): void {
    if (this.has(slot)) throw new Error(`TextIndex: slot ${slot} is already indexed`);
    this.grow(slot);
    fields.forEach((tokens, field) => {
      const frequencies = counts(tokens);
      const length = Math.min(frequencies.size, BYTE_MAX);
      itemAt(this.lengths, field)[slot] = length;
      this.totalLength[field] = (this.totalLength[field] ?? 0) + length;
      for (const [term, tf] of frequencies) {
        const id = this.termId(term);
        this.editable(field, id)?.push(slot * TF_SHIFT + Math.min(tf, BYTE_MAX));
      }
    });
    this.indexed[slot] = 1;
    this.documentCount += 1;
  }

  /** Removes one document; `fields` are the words it was added with. */
  remove(slot: number, fields: FieldTokens): void {
    if (!this.has(slot)) return;
    fields.forEach((tokens, field) => {
      for (const term of new Set(tokens)) {
        const id = this.termIds.get(term);
        const list = id === undefined ? undefined : this.editable(field, id);
        const at = list ? list.findIndex((packed) => Math.floor(packed / TF_SHIFT) === slot) : -1;
        if (list && at !== -1) list.splice(at, 1);
      }
    });
    this.forget(slot);
  }

  /** Removes many documents in one pass over every posting list (a collection being reloaded). */
  removeAll(slots: ReadonlySet<number>): void {
    const held = [...slots].filter((slot) => this.has(slot));
    if (held.length === 0) return;
    const gone = new Set(held);
    for (const lists of this.postings) {
      lists.forEach((list, id) => {
        lists[id] = list.filter((packed) => !gone.has(Math.floor(packed / TF_SHIFT)));
      });
    }
    for (const slot of held) this.forget(slot);
  }

  private forget(slot: number): void {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const lengths = itemAt(this.lengths, field);
      this.totalLength[field] = (this.totalLength[field] ?? 0) - (lengths[slot] ?? 0);
      lengths[slot] = 0;
    }
    this.indexed[slot] = 0;
    this.documentCount -= 1;
  }

  /**
   * What `slots` hold of the index, for `load` to put back under other slot numbers
   * (`positions` from `positionsOf(slots)`); null while some are not indexed yet.
   */
  save(slots: readonly number[], positions: Int32Array): SavedRelevance | null {
    if (!slots.every((slot) => this.has(slot))) return null;
    const terms: string[] = [];
    const counts: number[][] = [[], [], []];
    const postings: number[][] = [[], [], []];
    this.terms.forEach((term, id) => {
      const found = [0, 0, 0];
      for (let field = 0; field < FIELD_COUNT; field++) {
        const into = itemAt(postings, field);
        for (const packed of this.postings[field]?.[id] ?? []) {
          const at = positions[Math.floor(packed / TF_SHIFT)] ?? -1;
          if (at === -1) continue;
          into.push(at * TF_SHIFT + (packed % TF_SHIFT));
          found[field] = (found[field] ?? 0) + 1;
        }
      }
      if (found.every((count) => count === 0)) return;
      terms.push(term);
      found.forEach((count, field) => itemAt(counts, field).push(count));
    });
    const lengthsOf = (field: number): Uint8Array =>
      Uint8Array.from(slots, (slot) => itemAt(this.lengths, field)[slot] ?? 0);
    return {
      terms,
      counts: [
        Int32Array.from(itemAt(counts, 0)),
        Int32Array.from(itemAt(counts, 1)),
        Int32Array.from(itemAt(counts, 2)),
      ],
      postings: [
        Int32Array.from(itemAt(postings, 0)),
        Int32Array.from(itemAt(postings, 1)),
        Int32Array.from(itemAt(postings, 2)),
      ],
      lengths: [lengthsOf(0), lengthsOf(1), lengthsOf(2)],
    };
  }

  /**
   * Puts back what `save` kept, the document at position i now numbered `slots[i]` (none of them
   * indexed yet), or left out where `slots[i]` is −1.
   */
  load(slots: readonly number[], saved: SavedRelevance): void {
    for (const slot of slots)
      if (slot !== -1 && this.has(slot))
        throw new Error(`TextIndex: slot ${slot} is already indexed`);
    this.grow(slots.reduce((highest, slot) => Math.max(highest, slot), 0));
    const at = [0, 0, 0];
    saved.terms.forEach((term, i) => {
      const id = this.termId(term);
      for (let field = 0; field < FIELD_COUNT; field++) {
        const count = saved.counts[field]?.[i] ?? 0;
        const lists = this.postings[field];
        const before = lists?.[id];
        const start = at[field] ?? 0;
        at[field] = start + count;
        if (!lists || !before || count === 0) continue;
        const list = new Int32Array(before.length + count);
        list.set(before);
        let end = before.length;
        const from = saved.postings[field]?.subarray(start, start + count) ?? new Int32Array(0);
        for (let j = 0; j < count; j++) {
          const packed = from[j] ?? 0;
          const slot = slots[Math.floor(packed / TF_SHIFT)] ?? -1;
          if (slot !== -1) list[end++] = slot * TF_SHIFT + (packed % TF_SHIFT);
        }
        lists[id] = end === list.length ? list : list.slice(0, end);
      }
    });
    let loaded = 0;
    slots.forEach((slot, i) => {
      if (slot === -1) return;
      loaded += 1;
      for (let field = 0; field < FIELD_COUNT; field++) {
        const length = itemAt(saved.lengths[field] ?? [], i);
        itemAt(this.lengths, field)[slot] = length;
        this.totalLength[field] = (this.totalLength[field] ?? 0) + length;
      }
      this.indexed[slot] = 1;
    });
    this.documentCount += loaded;
  }

  /** The words in order, sorted again after words were added. */
  private sortedWords(): readonly string[] {
    this.sortedTerms ??= [...this.terms].sort();
    return this.sortedTerms;
  }

  /** Sorts the word list and sizes the scratch arrays now, so that the next search need not. */
  prepare(): void {
    this.sortedWords();
    this.scratchFor();
  }

  /** Words that start with `prefix`, from the sorted word list. */
  private wordsStarting(prefix: string): string[] {
    const words = this.sortedWords();
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < words.length && (words[i] ?? '').startsWith(prefix); i++)
      found.push(itemAt(words, i));
    return found;
  }

  /** A term's words with their weights: the term itself, and (`prefix`) the longer words it starts. */
  private wordsOf(term: string, prefix: boolean): { id: number; weight: number }[] {
    const found: { id: number; weight: number }[] = [];
    const id = this.termIds.get(term);
    if (id !== undefined) found.push({ id, weight: 1 });
    if (!prefix) return found;
    for (const word of this.wordsStarting(term)) {
      if (word === term) continue;
      found.push({
        id: this.termIds.get(word) ?? -1,
        weight: (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * (word.length - term.length)),
      });
    }
    return found;
  }

  private postingCount(words: readonly { id: number }[]): number {
    let total = 0;
    for (const { id } of words) for (const lists of this.postings) total += lists[id]?.length ?? 0;
    return total;
  }

  /**
   * Calls `visit` with every posting of the words, scored by BM25+ times the word's weight and
   * the field's boost.
   */
  private scoreWords(
    words: readonly { id: number; weight: number }[],
    visit: (slot: number, score: number) => void,
  ): void {
    for (const { id, weight } of words) {
      for (let field = 0; field < FIELD_COUNT; field++) {
        const list = this.postings[field]?.[id];
        if (!list || list.length === 0) continue;
        const lengths = itemAt(this.lengths, field);
        const average = (this.totalLength[field] ?? 0) / this.documentCount;
        const inverse = Math.log(
          1 + (this.documentCount - list.length + 0.5) / (list.length + 0.5),
        );
        const boost = weight * (FIELD_BOOSTS[field] ?? 1);
        for (const packed of list) {
          const slot = Math.floor(packed / TF_SHIFT);
          const tf = packed % TF_SHIFT;
          visit(
            slot,
            boost *
              inverse *
              (D + (tf * (K + 1)) / (tf + K * (1 - B + (B * (lengths[slot] ?? 0)) / average))),
          );
        }
      }
    }
  }

  /** The scratch arrays of `search`, as long as the slot range. */
  private scratchFor(): { stamps: Int32Array; scores: Float64Array } {
    if (this.scratch?.stamps.length !== this.indexed.length || this.stamp > STAMP_LIMIT) {
      this.scratch = {
        stamps: new Int32Array(this.indexed.length),
        scores: new Float64Array(this.indexed.length),
      };
      this.stamp = 0;
    }
    return this.scratch;
  }

  /**
   * Documents holding every term (the last also as a prefix when `lastIsPrefix`), with scores
   * equal to MiniSearch's for the same documents; in no particular order. The term with the
   * fewest postings goes first, and each later term only adds to the documents still in: a
   * slot's stamp says how many terms it has matched in this query, so no map is built per term.
   */
  search(terms: readonly string[], lastIsPrefix: boolean): ScoredSlot[] {
    if (terms.length === 0 || this.documentCount === 0) return [];
    const words = terms.map((term, i) =>
      this.wordsOf(term, i === terms.length - 1 && lastIsPrefix),
    );
    const order = words
      .map((list) => ({ list, cost: this.postingCount(list) }))
      .sort((a, b) => a.cost - b.cost);
    const { stamps, scores } = this.scratchFor();
    const base = this.stamp;
    this.stamp += terms.length + 1;
    let held: number[] = [];
    order.forEach(({ list }, k) => {
      if (k > 0 && held.length === 0) return;
      const matched = base + k;
      const now = matched + 1;
      this.scoreWords(list, (slot, score) => {
        const stamp = stamps[slot] ?? 0;
        if (stamp === now) scores[slot] = (scores[slot] ?? 0) + score;
        else if (k === 0 ? stamp <= base : stamp === matched) {
          stamps[slot] = now;
          scores[slot] = k === 0 ? score : (scores[slot] ?? 0) + score;
          if (k === 0) held.push(slot);
        }
      });
      if (k > 0) held = held.filter((slot) => stamps[slot] === now);
    });
    const quality = new Set(terms).size;
    return held.map((slot) => ({ slot, score: (scores[slot] ?? 0) * quality }));
  }
}

/** What the relevance tier indexes of a document: all name and symbol words, and the given description words. */
export function fieldTokens(
  name: string,
  symbol: string | undefined,
  textWords: readonly string[],
): FieldTokens {
  return [tokenize(name), tokenize(symbol ?? ''), textWords];
}
