/**
 * The exact and starts-with tiers of spec §7's ranking, answered from sorted lists of
 * normalised names and symbols by binary search: O(log n + k), whatever the table size.
 * One list per collection (the ref's `collection:` prefix), so loading or reloading one
 * collection sorts only its own entries, never the 100k signals again; a query merges the
 * lists, which keeps the one global order (key, then ref).
 */
import { itemAt } from '../../src/lib/array';
import { collectionPrefixOf } from './documents';
import { normalize } from './text';

interface Entry {
  key: string;
  ref: string;
}

const byKeyThenRef = (a: Entry, b: Entry): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0);

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


export class NameTiers {
  private readonly lists = new Map<string, Entry[]>();

  /**
   * Replaces the list of one collection (`refPrefix` is `collection:`). With `order` (from
   * `orderOf` over the same items in the same order) the list is rebuilt as it was, without
   * sorting; it is checked on the way, and sorted after all if it is not in order.
   * Otherwise sorts `key NUL ref` strings with the engine's native string order, several times
   * faster than a comparator function on 100k+ entries, and the same order as `byKeyThenRef`.
   */
  replaceAll(refPrefix: string, items: readonly { ref: string; keys: readonly string[] }[], order?: readonly number[]): void {
    if (order) {
      const list = this.fromOrder(items, order);
      if (list) {
        this.lists.set(refPrefix, list);
        return;
      }
    }
    const combined: string[] = [];
    for (const { ref, keys } of items) {
      for (const raw of keys) {
        const key = normalize(raw);
        if (key !== '') combined.push(`${key}\u0000${ref}`);
      }
    }
    combined.sort();
    this.lists.set(
      refPrefix,
      combined.map((line) => {
        const at = line.indexOf('\u0000');
        return { key: line.slice(0, at), ref: line.slice(at + 1) };
      }),
    );
  }

  /** The collection's list as `item position × 2 + key position` (keys are name, then symbol). */
  orderOf(refPrefix: string, items: readonly { ref: string; keys: readonly string[] }[]): number[] {
    const position = new Map(items.map((item, i) => [item.ref, i]));
    return (this.lists.get(refPrefix) ?? []).flatMap(({ key, ref }) => {
      const at = position.get(ref);
      if (at === undefined) return [];
      const keyAt = (items[at]?.keys ?? []).findIndex((raw) => normalize(raw) === key);
      return keyAt === -1 ? [] : [at * 2 + keyAt];
    });
  }

  private fromOrder(items: readonly { ref: string; keys: readonly string[] }[], order: readonly number[]): Entry[] | null {
    const list: Entry[] = [];
    for (const code of order) {
      const item = items[code >> 1];
      const raw = item?.keys[code & 1];
      if (!item || raw === undefined) return null;
      const entry = { key: normalize(raw), ref: item.ref };
      const previous = list[list.length - 1];
      if (previous && byKeyThenRef(previous, entry) > 0) return null;
      list.push(entry);
    }
    return list;
  }

  add(ref: string, keys: readonly string[]): void {
    const name = collectionPrefixOf(ref);
    let list = this.lists.get(name);
    if (!list) {
      list = [];
      this.lists.set(name, list);
    }
    for (const raw of keys) {
      const entry = { key: normalize(raw), ref };
      if (entry.key === '') continue;
      list.splice(lowerBound(list, entry.key), 0, entry);
    }
  }

  remove(ref: string, keys: readonly string[]): void {
    const list = this.lists.get(collectionPrefixOf(ref));
    if (!list) return;
    for (const raw of keys) {
      const key = normalize(raw);
      for (let i = lowerBound(list, key); i < list.length && list[i]?.key === key; i++) {
        if (list[i]?.ref === ref) {
          list.splice(i, 1);
          break;
        }
      }
    }
  }

  /**
   * Refs whose name or symbol equals the query, then those that start with it; at most `limit`
   * in all. Equal keys sort before longer keys with the same start, so one merged pass over the
   * lists' matching runs finds both tiers.
   */
  match(query: string, limit: number): { exact: string[]; prefix: string[] } {
    const key = normalize(query);
    const exact: string[] = [];
    const prefix: string[] = [];
    if (key === '') return { exact, prefix };
    const runs: { list: Entry[]; at: number }[] = [];
    for (const list of this.lists.values()) {
      const at = lowerBound(list, key);
      if (list[at]?.key.startsWith(key)) runs.push({ list, at });
    }
    const seen = new Set<string>();
    while (exact.length + prefix.length < limit) {
      let best: { list: Entry[]; at: number } | undefined;
      for (const run of runs) {
        const candidate = run.list[run.at];
        if (!candidate?.key.startsWith(key)) continue;
        if (!best || byKeyThenRef(candidate, itemAt(best.list, best.at)) < 0) best = run;
      }
      if (!best) break;
      const entry = itemAt(best.list, best.at);
      best.at += 1;
      if (seen.has(entry.ref)) continue;
      seen.add(entry.ref);
      (entry.key === key ? exact : prefix).push(entry.ref);
    }
    return { exact, prefix };
  }
}
