/**
 * The third tier's fast path: names that contain every query word (the last one as a prefix),
 * shortest name first — for one word in one field that is BM25's own order, so the first k
 * postings are the top k without scoring thousands of documents. Postings stay sorted by name
 * length; word prefixes are found in a sorted word list by binary search.
 * Postings are kept per collection (the ref's `collection:` prefix), so loading one collection
 * never re-sorts another's, and a collection's postings can be saved and loaded back as they
 * are (`postingsOf`, `replaceCollection`), without tokenising or sorting again.
 */
import { itemAt } from '../../src/lib/array';
import { collectionPrefixOf } from './documents';
import { tokenize } from './text';

interface Posting {
  ref: string;
  length: number;
}

const byLength = (a: Posting, b: Posting): number => a.length - b.length || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0);

function insertSorted(list: Posting[], posting: Posting): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byLength(itemAt(list, mid), posting) < 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, posting);
}

/**
 * Yields the postings of several length-sorted lists in one length-sorted stream, through a
 * binary heap of the lists' heads: a short prefix can expand to thousands of words, each with a
 * list per collection, and only the first few dozen postings are ever taken.
 */
function* mergeSorted(lists: readonly Posting[][]): Generator<Posting> {
  const heads = lists.filter((list) => list.length > 0).map((list) => ({ list, at: 0 }));
  type Head = (typeof heads)[number];
  const before = (a: Head, b: Head): boolean => byLength(itemAt(a.list, a.at), itemAt(b.list, b.at)) < 0;
  const siftDown = (from: number): void => {
    for (let i = from; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heads.length && before(itemAt(heads, left), itemAt(heads, smallest))) smallest = left;
      if (right < heads.length && before(itemAt(heads, right), itemAt(heads, smallest))) smallest = right;
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

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Most words a prefix may expand to before the fast path gives way to MiniSearch. */
const MAX_PREFIX_WORDS = 5_000;


/** One collection's postings saved by `postingsOf`: each word with its items' positions, in posting order. */
export type SavedPostings = [word: string, positions: number[]][];

export class NameWords {
  /** collection prefix → word → postings sorted by `byLength`. */
  private readonly postings = new Map<string, Map<string, Posting[]>>();
  private readonly tokens = new Map<string, string[]>();
  private words: string[] = [];
  private wordsDirty = false;

  private sortedWords(): string[] {
    if (this.wordsDirty) {
      const all = new Set<string>();
      for (const byWord of this.postings.values()) for (const word of byWord.keys()) all.add(word);
      this.words = [...all].sort();
      this.wordsDirty = false;
    }
    return this.words;
  }

  private collectionPostings(prefix: string): Map<string, Posting[]> {
    let byWord = this.postings.get(prefix);
    if (!byWord) {
      byWord = new Map();
      this.postings.set(prefix, byWord);
    }
    return byWord;
  }

  /** Every collection's postings of `word`. */
  private listsOf(word: string): Posting[][] {
    const lists: Posting[][] = [];
    for (const byWord of this.postings.values()) {
      const list = byWord.get(word);
      if (list) lists.push(list);
    }
    return lists;
  }

  add(ref: string, name: string): void {
    const words = [...new Set(tokenize(name))];
    if (words.length > 0) this.tokens.set(ref, words);
    const byWord = this.collectionPostings(collectionPrefixOf(ref));
    const posting = { ref, length: name.length };
    for (const word of words) {
      let list = byWord.get(word);
      if (!list) {
        list = [];
        byWord.set(word, list);
        this.wordsDirty = true;
      }
      insertSorted(list, posting);
    }
  }

  /**
   * Replaces one collection's postings (`prefix` is `collection:`) with those of `items`. With
   * `saved` (from `postingsOf` over the same items in the same order) nothing is tokenised or sorted.
   */
  replaceCollection(prefix: string, items: readonly { ref: string; name: string }[], saved?: SavedPostings): void {
    for (const byWord of this.postings.get(prefix)?.values() ?? []) for (const { ref } of byWord) this.tokens.delete(ref);
    const byWord = new Map<string, Posting[]>();
    this.postings.set(prefix, byWord);
    this.wordsDirty = true;
    if (saved) {
      const tokens = items.map((): string[] => []);
      for (const [word, positions] of saved) {
        byWord.set(
          word,
          positions.map((position) => {
            const item = items[position] as { ref: string; name: string };
            tokens[position]?.push(word);
            return { ref: item.ref, length: item.name.length };
          }),
        );
      }
      items.forEach((item, i) => {
        const words = tokens[i] ?? [];
        if (words.length > 0) this.tokens.set(item.ref, words);
      });
      return;
    }
    for (const { ref, name } of items) {
      const words = [...new Set(tokenize(name))];
      if (words.length > 0) this.tokens.set(ref, words);
      for (const word of words) {
        let list = byWord.get(word);
        if (!list) {
          list = [];
          byWord.set(word, list);
        }
        list.push({ ref, length: name.length });
      }
    }
    for (const list of byWord.values()) list.sort(byLength);
  }

  /** One collection's postings as positions in `items` (the collection's items, in the order they will be given back). */
  postingsOf(prefix: string, items: readonly { ref: string }[]): SavedPostings {
    const position = new Map(items.map((item, i) => [item.ref, i]));
    return [...(this.postings.get(prefix) ?? [])].map(([word, list]) => [word, list.flatMap(({ ref }) => position.get(ref) ?? [])]);
  }

  remove(ref: string): void {
    const byWord = this.postings.get(collectionPrefixOf(ref));
    for (const word of this.tokens.get(ref) ?? []) {
      const list = byWord?.get(word);
      if (!byWord || !list) continue;
      const at = list.findIndex((posting) => posting.ref === ref);
      if (at !== -1) list.splice(at, 1);
      if (list.length === 0) {
        byWord.delete(word);
        this.wordsDirty = true;
      }
    }
    this.tokens.delete(ref);
  }

  /**
   * Name words within `maxDistance` edits of `term` (light fuzzy matching for typos), nearest
   * first. Scans the word list, which grows with distinct name words, not with records.
   */
  similarWords(term: string, maxDistance: number): string[] {
    const found: { word: string; distance: number }[] = [];
    for (const word of this.sortedWords()) {
      if (Math.abs(word.length - term.length) > maxDistance || word === term) continue;
      const distance = editDistance(term, word, maxDistance);
      if (distance <= maxDistance) found.push({ word, distance });
    }
    return found.sort((a, b) => a.distance - b.distance).map(({ word }) => word);
  }

  /** Words that start with `prefix`, or null when there are too many to be worth merging. */
  private expand(prefix: string): string[] | null {
    const words = this.sortedWords();
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < words.length && (words[i] ?? '').startsWith(prefix); i++) {
      if (found.length === MAX_PREFIX_WORDS) return null;
      found.push(itemAt(words, i));
    }
    return found;
  }

  /**
   * Up to `limit` refs whose name has every word of `terms` (the last as a prefix when
   * `lastIsPrefix`), shortest name first, skipping `exclude`. Null when the fast path cannot
   * answer exactly (a prefix that expands to too many words).
   */
  match(terms: readonly string[], lastIsPrefix: boolean, limit: number, exclude: ReadonlySet<string>): string[] | null {
    if (terms.length === 0 || limit <= 0) return [];
    const lastIndex = terms.length - 1;
    const choices = terms.map((term, i) => (i === lastIndex && lastIsPrefix ? this.expand(term) : [term]));
    if (choices.some((choice) => choice === null)) return null;
    const lists = (choices as string[][]).map((words) => words.flatMap((word) => this.listsOf(word)));
    const sizes = lists.map((group) => group.reduce((sum, list) => sum + list.length, 0));
    // Walk the rarest word's postings in name-length order; check the others on the candidate's tokens.
    let driver = 0;
    for (let i = 1; i < sizes.length; i++) if ((sizes[i] ?? 0) < (sizes[driver] ?? 0)) driver = i;
    const walk = mergeSorted(lists[driver] ?? []);
    const found: string[] = [];
    const seen = new Set<string>();
    for (const { ref } of walk) {
      if (found.length >= limit) break;
      if (exclude.has(ref) || seen.has(ref)) continue;
      seen.add(ref);
      const tokens = this.tokens.get(ref) ?? [];
      const hasAll = terms.every((term, i) =>
        i === driver ? true : i === lastIndex && lastIsPrefix ? tokens.some((token) => token.startsWith(term)) : tokens.includes(term),
      );
      if (hasAll) found.push(ref);
    }
    return found;
  }
}
