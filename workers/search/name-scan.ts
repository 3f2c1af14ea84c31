/**
 * The contains tier: names that hold the query inside a word ("coin" in Bitcoin), which the word
 * tiers cannot find. Every normalised name is kept in one string, a line each, and searched with
 * `indexOf`; a hit's line is found by binary search. Built on the first query after the names
 * change, so only for indexes small enough to scan (search-index.ts, CONTAINS_SCAN_LIMIT).
 */
import type { DocStore } from './doc-store';
import { compareRefs } from './slot-docs';
import { normalize } from './text';

export class NameScan {
  private builtAt = -1;
  private lines = '';
  /** Where each line starts in `lines`, and the slot whose name it is. */
  private starts = new Int32Array(0);
  private slots = new Int32Array(0);

  constructor(private readonly store: DocStore) {}

  /**
   * At most `count` slots not in `taken` whose name holds `needle`: shortest name first, then by
   * ref. Keeps only the best `count` while scanning, so a needle in every name costs no sort.
   */
  match(needle: string, count: number, taken: ReadonlySet<number>): number[] {
    if (count <= 0) return [];
    this.build();
    const best: { slot: number; length: number; ref: string }[] = [];
    const before = (a: { length: number; ref: string }, b: { length: number; ref: string }): boolean => a.length < b.length || (a.length === b.length && compareRefs(a.ref, b.ref) < 0);
    for (let at = this.lines.indexOf(needle); at !== -1; ) {
      const line = this.lineAt(at);
      const start = this.starts[line] ?? 0;
      const end = this.starts[line + 1] ?? this.lines.length + 1;
      const slot = this.slots[line] ?? -1;
      const worst = best.at(-1);
      const length = end - 1 - start;
      if (!taken.has(slot) && (best.length < count || (worst && length <= worst.length))) {
        const hit = { slot, length, ref: this.store.refAt(slot) ?? '' };
        if (best.length < count || (worst && before(hit, worst))) {
          let i = best.length;
          while (i > 0 && before(hit, best[i - 1] ?? hit)) i -= 1;
          best.splice(i, 0, hit);
          if (best.length > count) best.pop();
        }
      }
      at = this.lines.indexOf(needle, end);
    }
    return best.map(({ slot }) => slot);
  }

  /** The line that holds position `at`: the last start at or before it. */
  private lineAt(at: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private build(): void {
    if (this.builtAt === this.store.version) return;
    const names: string[] = [];
    const slots: number[] = [];
    for (const [, slot] of this.store.refs()) {
      // normalize() turns every run of white space into one space: no name holds a line break.
      names.push(normalize(this.store.nameAt(slot) ?? ''));
      slots.push(slot);
    }
    this.starts = new Int32Array(names.length);
    let at = 0;
    names.forEach((name, line) => {
      this.starts[line] = at;
      at += name.length + 1;
    });
    this.lines = names.join('\n');
    this.slots = Int32Array.from(slots);
    this.builtAt = this.store.version;
  }
}
