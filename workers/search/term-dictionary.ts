/**
 * The vocabulary of an index: every distinct word, with how many holders (collections) have it,
 * in MiniSearch's radix tree (`SearchableMap`). A query word is looked up in it as a prefix
 * (`prefix`: the words it starts) or as a possible typo (`near`: the words a few edits away;
 * `nearStarts`: the starts of words a few edits away), and the postings of what it finds are read elsewhere. See docs/search.md, "Term dictionary".
 * Kept up to date word by word: nothing is sorted or rebuilt after an edit.
 */
import SearchableMap from 'minisearch/SearchableMap';

/**
 * A word `near` found, and how many edits away it is: insert, delete, substitute, or swap two
 * neighbouring letters (optimal string alignment: "stkaing" is one edit from "staking").
 */
export interface NearWord {
  word: string;
  edits: number;
}

/** A radix tree node of SearchableMap: edge label → child node, and '' → the word's value. */
type TreeNode = Map<string, unknown>;

/**
 * Walks the radix tree with the edit-distance table of `query`, a row per letter of the path,
 * and skips every branch whose row is already past `maxEdits`. `onRow` sees each path and its
 * distance to the whole query; `onWord` each word and its distance. The same walk as
 * SearchableMap.fuzzyGet, plus the swap of two neighbouring letters (the row two back).
 */
function walk(
  root: TreeNode,
  query: string,
  maxEdits: number,
  onWord: (word: string, edits: number) => void,
  onRow?: (path: string, edits: number) => boolean,
): void {
  const width = query.length + 1;
  const depth = query.length + maxEdits + 1;
  const table = new Uint8Array(depth * width);
  for (let j = 0; j < width; j++) table[j] = j;
  for (let i = 0; i < depth; i++) table[i * width] = i;
  const visit = (node: TreeNode, path: string): void => {
    for (const [key, child] of node) {
      if (key === '') {
        const edits = table[path.length * width + query.length] ?? maxEdits + 1;
        if (edits <= maxEdits) onWord(path, edits);
        continue;
      }
      let next = path;
      let alive = true;
      for (const char of key) {
        const i = next.length + 1;
        if (i >= depth) {
          alive = false;
          break;
        }
        const row = i * width;
        const above = row - width;
        let least = table[row] ?? 0;
        const previous = next.at(-1);
        for (let j = 1; j < width; j++) {
          const same = char === query[j - 1] ? 0 : 1;
          let cell = Math.min(
            (table[above + j - 1] ?? 0) + same,
            (table[above + j] ?? 0) + 1,
            (table[row + j - 1] ?? 0) + 1,
          );
          if (i > 1 && j > 1 && char === query[j - 2] && previous === query[j - 1])
            cell = Math.min(cell, (table[above - width + j - 2] ?? 0) + 1);
          table[row + j] = cell;
          if (cell < least) least = cell;
        }
        next += char;
        if (least > maxEdits) {
          alive = false;
          break;
        }
        const edits = table[row + query.length] ?? 0;
        if (onRow && edits <= maxEdits && !onRow(next, edits)) {
          alive = false;
          break;
        }
      }
      if (alive) visit(child as TreeNode, next);
    }
  };
  visit(root, '');
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

  private get tree(): TreeNode {
    // SearchableMap keeps its radix tree in `_tree`; its own fuzzyGet counts a swap as two edits.
    return this.holders._tree;
  }

  /** The words within `maxEdits` of `word`, itself left out: fewest edits first, then in word order. */
  near(word: string, maxEdits: number): NearWord[] {
    const found: NearWord[] = [];
    walk(this.tree, word, maxEdits, (other, edits) => {
      if (other !== word) found.push({ word: other, edits });
    });
    return found.sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
  }

  /**
   * The starts of words within `maxEdits` of `start` (`start` itself left out) and no shorter
   * than `shortest`, each with its distance: the words they start are what `start` may be a
   * mistyped beginning of. A start is left out when a shorter one it extends is as near.
   * Fewest edits first, then in order.
   */
  nearStarts(start: string, maxEdits: number, shortest: number): NearWord[] {
    const found = new Map<string, number>();
    walk(
      this.tree,
      start,
      maxEdits,
      () => undefined,
      (path, edits) => {
        // Every word `start` itself starts is found by it as it is.
        if (path.startsWith(start)) return false;
        if (path.length < shortest) return true;
        for (let end = shortest; end < path.length; end++) {
          const before = found.get(path.slice(0, end));
          if (before !== undefined && before <= edits) return edits > 0;
        }
        found.set(path, edits);
        return edits > 0;
      },
    );
    return [...found]
      .map(([word, edits]) => ({ word, edits }))
      .sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
  }
}
