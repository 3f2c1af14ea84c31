/**
 * The third tier's fast path: names that contain every query word (the last one as a prefix),
 * shortest name first — for one word in one field that is BM25's own order, so the first k
 * postings are the top k without scoring thousands of documents. Postings stay sorted by name
 * length, then ref; a word prefix or a typo is looked up in the term dictionary (term-dictionary.ts).
 * Postings are kept per collection (the ref's `collection:` prefix), so loading one collection
 * never re-sorts another's, and a collection's postings can be saved and loaded back as they
 * are (`postingsOf`, `replaceCollection`), without tokenising or sorting again.
 * A posting is a document's slot (see slot-docs.ts); names are read from the documents when a
 * posting is compared or checked, rather than kept as words per record.
 */
import { itemAt } from '../../src/lib/array';
import type { SlotDocs } from './slot-docs';
import { compareRefs, inRefOrder } from './slot-docs';
import { TermDictionary } from './term-dictionary';
import { tokenize } from './text';

/**
 * Yields the postings of several sorted lists in one sorted stream (`before` is their order),
 * through a binary heap of the lists' heads: a short prefix can expand to thousands of words,
 * each with a list per collection, and only the first few dozen postings are ever taken.
 */
function* mergeSorted(
  lists: readonly ArrayLike<number>[],
  before: (a: number, b: number) => boolean,
): Generator<number> {
  const heads = lists.filter((list) => list.length > 0).map((list) => ({ list, at: 0 }));
  type Head = (typeof heads)[number];
  const headBefore = (a: Head, b: Head): boolean =>
    before(itemAt(a.list, a.at), itemAt(b.list, b.at));
  const siftDown = (from: number): void => {
    for (let i = from; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heads.length && headBefore(itemAt(heads, left), itemAt(heads, smallest)))
        smallest = left;
      if (right < heads.length && headBefore(itemAt(heads, right), itemAt(heads, smallest)))
        smallest = right;
      if (smallest === i) return;
      [heads[i], heads[smallest]] = [itemAt(heads, smallest), itemAt(heads, i)];
      i = smallest;
    }
  };
  for (let i = (heads.length >> 1) - 1; i >= 0; i--) siftDown(i);
  while (heads.length > 0) {
    const top = itemAt(heads, 0);
    yield itemAt(top.list, top.at);
    top.at += 1;
    if (top.at === top.list.length) {
      const last = heads.pop();
      if (last === undefined || heads.length === 0) return;
      if (last !== top) heads[0] = last;
    }
    siftDown(0);
  }
}

/**
 * Most candidates `matchChoices` checks word by word: with two common words ("radiant capital"
 * at a million records) one name in a hundred holds both, and checking 17,000 names took 20 ms.
 */
const MAX_CHECKED = 2_000;

/** Most words a prefix may expand to before the fast path gives way to the relevance tier. */
const MAX_PREFIX_WORDS = 5_000;

/**
 * One collection's postings saved by `postingsOf`: each word with how many postings it has, and
 * all postings as positions in the collection's documents, word after word, in posting order.
 */
export interface SavedPostings {
  words: string[];
  counts: Int32Array;
  positions: Int32Array;
}

/** A word a query word may stand for: itself, or a name word (or word start) a few edits away. */
export interface WordChoice {
  text: string;
  /** Whether `text` is the start of a word rather than a whole word. */
  prefix: boolean;
  edits: number;
}

/** A name that `matchChoices` found, and how many edits its words are from the query's. */
export interface WordMatch {
  slot: number;
  edits: number;
}

/**
 * A word's postings: slots sorted by name length, then ref. Loaded from a snapshot they stay
 * the typed array they were read into, until an edit needs a plain array (`editable`).
 */
type Postings = number[] | Int32Array;

export class NameWords {
  /** collection prefix → word → postings. */
  private readonly postings = new Map<string, Map<string, Postings>>();
  /** Every collection's words; a word's holders are the collections with postings of it. */
  private readonly dictionary = new TermDictionary();

  constructor(private readonly docs: SlotDocs) {}

  /** Name length, then ref. */
  private readonly compare = (a: number, b: number): number =>
    this.docs.name(a).length - this.docs.name(b).length ||
    compareRefs(this.docs.ref(a), this.docs.ref(b));

  private readonly before = (a: number, b: number): boolean => this.compare(a, b) < 0;

  private collectionPostings(slot: number): Map<string, Postings> {
    const ref = this.docs.ref(slot);
    const prefix = ref.slice(0, ref.indexOf(':') + 1);
    let byWord = this.postings.get(prefix);
    if (!byWord) {
      byWord = new Map();
      this.postings.set(prefix, byWord);
    }
    return byWord;
  }

  /** Every collection's postings of `word`. */
  private listsOf(word: string): Postings[] {
    const lists: Postings[] = [];
    for (const byWord of this.postings.values()) {
      const list = byWord.get(word);
      if (list) lists.push(list);
    }
    return lists;
  }

  private wordsOf(slot: number): string[] {
    return [...new Set(tokenize(this.docs.name(slot)))];
  }

  /** The word's postings as a plain array that `add` and `remove` may change in place. */
  private editable(byWord: Map<string, Postings>, word: string): number[] | undefined {
    const list = byWord.get(word);
    if (!(list instanceof Int32Array)) return list;
    const plain = Array.from(list);
    byWord.set(word, plain);
    return plain;
  }

  add(slot: number): void {
    const byWord = this.collectionPostings(slot);
    for (const word of this.wordsOf(slot)) {
      let list = this.editable(byWord, word);
      if (!list) {
        list = [];
        byWord.set(word, list);
        this.dictionary.add(word);
      }
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.compare(itemAt(list, mid), slot) < 0) lo = mid + 1;
        else hi = mid;
      }
      list.splice(lo, 0, slot);
    }
  }

  /**
   * Replaces one collection's postings (`prefix` is `collection:`) with those of `slots`. With
   * `saved` (from `postingsOf` over the same documents in the same order) nothing is tokenised or sorted.
   */
  replaceCollection(prefix: string, slots: readonly number[], saved?: SavedPostings): void {
    for (const word of this.postings.get(prefix)?.keys() ?? []) this.dictionary.remove(word);
    const byWord = new Map<string, Postings>();
    this.postings.set(prefix, byWord);
    if (saved) {
      let at = 0;
      saved.words.forEach((word, i) => {
        const list = saved.positions.slice(at, at + itemAt(saved.counts, i));
        for (let j = 0; j < list.length; j++) list[j] = itemAt(slots, itemAt(list, j));
        byWord.set(word, list);
        this.dictionary.add(word);
        at += list.length;
      });
      return;
    }
    // Walked in posting order, every word's postings come out sorted.
    const built = new Map<string, number[]>();
    for (const slot of this.postingOrder(slots)) {
      for (const word of this.wordsOf(slot)) {
        let list = built.get(word);
        if (!list) {
          list = [];
          built.set(word, list);
        }
        list.push(slot);
      }
    }
    for (const [word, list] of built) {
      byWord.set(word, list);
      this.dictionary.add(word);
    }
  }

  /** `slots` by name length, then ref: ref order, then a stable bucket per name length. */
  private postingOrder(slots: readonly number[]): number[] {
    const byLength: number[][] = [];
    for (const slot of inRefOrder(slots, this.docs))
      (byLength[this.docs.name(slot).length] ??= []).push(slot);
    return byLength.flat();
  }

  /** One collection's postings as positions of its documents (`positions` from `positionsOf`). */
  postingsOf(prefix: string, positions: Int32Array): SavedPostings {
    const words: string[] = [];
    const counts: number[] = [];
    const found: number[] = [];
    for (const [word, list] of this.postings.get(prefix) ?? []) {
      const before = found.length;
      for (const slot of list) {
        const at = positions[slot] ?? -1;
        if (at !== -1) found.push(at);
      }
      words.push(word);
      counts.push(found.length - before);
    }
    return { words, counts: Int32Array.from(counts), positions: Int32Array.from(found) };
  }

  /** Takes the slot's postings out; call while the slot still holds the document. */
  remove(slot: number): void {
    const byWord = this.collectionPostings(slot);
    for (const word of this.wordsOf(slot)) {
      const list = this.editable(byWord, word);
      if (!list) continue;
      const at = list.indexOf(slot);
      if (at !== -1) list.splice(at, 1);
      if (list.length === 0) {
        byWord.delete(word);
        this.dictionary.remove(word);
      }
    }
  }

  /**
   * What query word `term` may stand for in a name: itself (the start of a word when
   * `asPrefix`), and within `maxEdits` edits the name words near it and, when `asPrefix`, the
   * starts of name words near it (no shorter than `shortestStart`).
   */
  choices(term: string, asPrefix: boolean, maxEdits: number, shortestStart: number): WordChoice[] {
    const found: WordChoice[] = [{ text: term, prefix: asPrefix, edits: 0 }];
    if (maxEdits === 0) return found;
    for (const { word, edits } of this.dictionary.near(term, maxEdits))
      found.push({ text: word, prefix: false, edits });
    if (asPrefix)
      for (const { word, edits } of this.dictionary.nearStarts(term, maxEdits, shortestStart))
        found.push({ text: word, prefix: true, edits });
    return found;
  }

  /**
   * Up to `limit` slots whose name has every word of `terms` (the last as a prefix when
   * `lastIsPrefix`), shortest name first, skipping `exclude`. Null when the fast path cannot
   * answer exactly (a prefix that expands to too many words).
   */
  match(
    terms: readonly string[],
    lastIsPrefix: boolean,
    limit: number,
    exclude: ReadonlySet<number>,
  ): number[] | null {
    const lastIndex = terms.length - 1;
    const choices = terms.map((term, i) => [
      { text: term, prefix: i === lastIndex && lastIsPrefix, edits: 0 },
    ]);
    return this.matchChoices(choices, limit, exclude)?.map(({ slot }) => slot) ?? null;
  }

  /**
   * Up to `limit` slots whose name has, for every query word, one of its `choices` (from
   * `choices`), walked shortest name first, skipping `exclude`, among the first MAX_CHECKED
   * names of the rarest query word; each with the edits of its nearest choices summed. Null when the query word as typed is a prefix of too many words; a
   * near start of too many words is left out.
   */
  matchChoices(
    choices: readonly (readonly WordChoice[])[],
    limit: number,
    exclude: ReadonlySet<number>,
  ): WordMatch[] | null {
    if (choices.length === 0 || limit <= 0) return [];
    const lists: Postings[][] = [];
    for (const termChoices of choices) {
      const group: Postings[] = [];
      for (const choice of termChoices) {
        const words = choice.prefix
          ? this.dictionary.prefix(choice.text, MAX_PREFIX_WORDS)
          : this.dictionary.has(choice.text)
            ? [choice.text]
            : [];
        if (words === null && choice.edits === 0) return null;
        for (const word of words ?? []) group.push(...this.listsOf(word));
      }
      lists.push(group);
    }
    const sizes = lists.map((group) => group.reduce((sum, list) => sum + list.length, 0));
    // Walk the rarest word's postings in name-length order; check the others on the candidate's tokens.
    let driver = 0;
    for (let i = 1; i < sizes.length; i++) if ((sizes[i] ?? 0) < (sizes[driver] ?? 0)) driver = i;
    const exactOnly = choices.length === 1 && (choices[0] ?? []).every((c) => c.edits === 0);
    const found: WordMatch[] = [];
    const seen = new Set<number>();
    for (const slot of mergeSorted(lists[driver] ?? [], this.before)) {
      if (found.length >= limit || seen.size >= MAX_CHECKED) break;
      if (exclude.has(slot) || seen.has(slot)) continue;
      seen.add(slot);
      if (exactOnly) {
        found.push({ slot, edits: 0 });
        continue;
      }
      const tokens = tokenize(this.docs.name(slot));
      let edits = 0;
      for (const termChoices of choices) edits += nearestChoice(tokens, termChoices);
      if (edits < Infinity) found.push({ slot, edits });
    }
    return found;
  }
}

/** The fewest edits of a choice that one of a name's `tokens` matches; Infinity for none. */
function nearestChoice(tokens: readonly string[], choices: readonly WordChoice[]): number {
  let best = Infinity;
  for (const { text, prefix, edits } of choices) {
    if (edits >= best) continue;
    if (prefix ? tokens.some((token) => token.startsWith(text)) : tokens.includes(text))
      best = edits;
  }
  return best;
}
