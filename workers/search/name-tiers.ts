/**
 * The exact and starts-with tiers of spec §7's ranking, answered from a sorted list of
 * normalised names and symbols by binary search: O(log n + k), whatever the table size.
 */
import { normalize } from './text';

interface Entry {
  key: string;
  ref: string;
}

function lowerBound(entries: readonly Entry[], key: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((entries[mid]?.key ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byKey = (a: Entry, b: Entry): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0);

export class NameTiers {
  private entries: Entry[] = [];

  get size(): number {
    return this.entries.length;
  }

  /** Replaces every entry whose ref starts with `refPrefix` (one collection) in one pass. */
  replaceAll(refPrefix: string, items: readonly { ref: string; keys: readonly string[] }[]): void {
    const kept = this.entries.filter((entry) => !entry.ref.startsWith(refPrefix));
    const added = items.flatMap(({ ref, keys }) => keys.map((key) => ({ key: normalize(key), ref })).filter((entry) => entry.key !== ''));
    this.entries = kept.concat(added).sort(byKey);
  }

  add(ref: string, keys: readonly string[]): void {
    for (const raw of keys) {
      const entry = { key: normalize(raw), ref };
      if (entry.key === '') continue;
      this.entries.splice(lowerBound(this.entries, entry.key), 0, entry);
    }
  }

  remove(ref: string, keys: readonly string[]): void {
    for (const raw of keys) {
      const key = normalize(raw);
      for (let i = lowerBound(this.entries, key); i < this.entries.length && this.entries[i]?.key === key; i++) {
        if (this.entries[i]?.ref === ref) {
          this.entries.splice(i, 1);
          break;
        }
      }
    }
  }

  /**
   * Refs whose name or symbol equals the query, then those that start with it; at most `limit`
   * in all. Equal keys sort before longer keys with the same start, so one pass finds both tiers.
   */
  match(query: string, limit: number): { exact: string[]; prefix: string[] } {
    const key = normalize(query);
    const exact: string[] = [];
    const prefix: string[] = [];
    const seen = new Set<string>();
    if (key === '') return { exact, prefix };
    for (let i = lowerBound(this.entries, key); i < this.entries.length && exact.length + prefix.length < limit; i++) {
      const entry = this.entries[i];
      if (!entry || !entry.key.startsWith(key)) break;
      if (seen.has(entry.ref)) continue;
      seen.add(entry.ref);
      (entry.key === key ? exact : prefix).push(entry.ref);
    }
    return { exact, prefix };
  }
}
