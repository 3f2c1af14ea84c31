/**
 * The vocabulary of an index: every distinct word, with how many holders (collections) have it,
 * in MiniSearch's radix tree (`SearchableMap`). A query word is looked up in it as a prefix
 * (`prefix`: the words it starts) or as a possible typo (`near`: the words a few edits away),
 * and the postings of what it finds are read elsewhere. See docs/search.md, "Term dictionary".
 * Kept up to date word by word: nothing is sorted or rebuilt after an edit.
 */
import SearchableMap from 'minisearch/SearchableMap';

/** A word `near` found, and how many Levenshtein edits (insert, delete, substitute) away it is. */
export interface NearWord {
  word: string;
  edits: number;
}

export class TermDictionary {
  /** word → how many holders have it; a word leaves when the last one lets go. */
  private readonly holders = new SearchableMap<number>();

  /** Distinct words. */
  get size(): number {
    return this.holders.size;
  }

  has(word: string): boolean {
    return this.holders.has(word);
  }

  /** One more holder has `word`. */
  add(word: string): void {
    this.holders.set(word, (this.holders.get(word) ?? 0) + 1);
  }

  /** One holder no longer has `word`. */
  remove(word: string): void {
    const count = this.holders.get(word);
    if (count === undefined) return;
    if (count > 1) this.holders.set(word, count - 1);
    else this.holders.delete(word);
  }

  /**
   * The words that start with `start` (itself included when it is a word), in no set order;
   * null when there are more than `limit`, found without listing them all.
   */
  prefix(start: string, limit: number): string[] | null {
    const found: string[] = [];
    for (const word of this.holders.atPrefix(start).keys()) {
      if (found.length === limit) return null;
      found.push(word);
    }
    return found;
  }

  /** The words within `maxEdits` of `word`, itself left out: fewest edits first, then in word order. */
  near(word: string, maxEdits: number): NearWord[] {
    const found: NearWord[] = [];
    for (const [other, [, edits]] of this.holders.fuzzyGet(word, maxEdits))
      if (other !== word) found.push({ word: other, edits });
    return found.sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
  }
}
