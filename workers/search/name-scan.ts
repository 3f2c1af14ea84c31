/**
 * The contains tier: names that hold the query inside a word ("coin" in Bitcoin), which the word
 * tiers cannot find. Every normalised name is kept in one string, a line each, and searched with
 * `indexOf`; a hit's line is found by binary search. Built on the first query after the names
 * change, so only for indexes small enough to scan (search-index.ts, CONTAINS_SCAN_LIMIT).
 */
import type { DocStore } from './doc-store';
import { compareRefs } from './slot-docs';
import { normalize } from './text';

interface Hit {
  slot: number;
  length: number;
  ref: string;
}

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
    const before = (a: Hit, b: Hit): boolean =>
      a.length < b.length || (a.length === b.length && compareRefs(a.ref, b.ref) < 0);
    const best: Hit[] = [];
    for (let at = this.lines.indexOf(needle); at !== -1;) {
      const line = this.lineAt(at);
      const end = this.starts[line + 1] ?? this.lines.length + 1;
      const slot = this.slots[line] ?? -1;
      const length = end - 1 - (this.starts[line] ?? 0);
      const worst = best.length === count ? best[count - 1] : undefined;
      // The length alone rules most hits out: the ref is made only for one that may make the cut.
      if (!taken.has(slot) && (!worst || length <= worst.length)) {
        const hit = { slot, length, ref: this.store.refAt(slot) ?? '' };
        if (!worst || before(hit, worst)) {
          if (worst) best.pop();
          const after = best.findIndex((kept) => before(hit, kept));
          best.splice(after === -1 ? best.length : after, 0, hit);
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
    const slots = [...this.store.slots()];
    // normalize() turns every run of white space into one space: no name holds a line break.
    const names = slots.map((slot) => normalize(this.store.nameAt(slot) ?? ''));
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
