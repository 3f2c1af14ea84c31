/**
 * The exact and starts-with tiers of the ranking (docs/product.md, "Search"), answered from sorted lists of
 * normalised names and symbols by binary search: O(log n + k), whatever the table size.
 * One list per collection (the ref's `collection:` prefix), so loading or reloading one
 * collection sorts only its own entries, never the 100k signals again; a query merges the
 * lists, which keeps the one global order (key, then ref).
 * An entry is one integer, `slot × 2 + key position` (name 0, symbol 1), in an Int32Array: its
 * key is normalised again from the document when a search compares it, which costs a few dozen
 * normalisations a query and saves two strings and an object per entry (~200 bytes a record).
 */
import { itemAt } from '../../src/lib/array';
import type { SlotDocs } from './slot-docs';
import { compareRefs } from './slot-docs';
import { normalize } from './text';

/** Name, symbol. */
const KEY_POSITIONS = [0, 1] as const;
/** Neighbouring pairs of a saved order checked when it is loaded back. */
const ORDER_SAMPLE = 2_000;

export class NameTiers {
  private readonly lists = new Map<string, Int32Array>();

  constructor(private readonly docs: SlotDocs) {}

  private keyOf(code: number): string {
    return normalize(this.docs.key(code >> 1, code & 1) ?? '');
  }

  private compare(a: number, b: number): number {
    const keyA = this.keyOf(a);
    const keyB = this.keyOf(b);
    return keyA < keyB ? -1 : keyA > keyB ? 1 : this.compareRefsOf(a, b);
  }

  private compareRefsOf(a: number, b: number): number {
    return compareRefs(this.docs.ref(a >> 1), this.docs.ref(b >> 1));
  }

  private lowerBound(list: Int32Array, key: string): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keyOf(itemAt(list, mid)) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Replaces the list of one collection (`refPrefix` is `collection:`) with the keys of `slots`.
   * With `order` (from `orderOf` over the same documents in the same order) the list is rebuilt
   * as it was, without sorting; it is checked on the way, and sorted after all if it is not in
   * order.
   */
  replaceAll(refPrefix: string, slots: readonly number[], order?: ArrayLike<number>): void {
    const list = (order && this.fromOrder(slots, order)) ?? this.sorted(slots);
    this.lists.set(refPrefix, list);
  }

  /**
   * The entries of `slots` in key-then-ref order, one bucket of keys with the same first two
   * characters at a time: at a million records, sorting two million entries at once (as strings
   * joining key and ref, for the engine's native order) made a third of the index's peak heap.
   */
  private sorted(slots: readonly number[]): Int32Array {
    const buckets = new Map<number, number[]>();
    let count = 0;
    for (const slot of slots) {
      for (const at of KEY_POSITIONS) {
        const key = normalize(this.docs.key(slot, at) ?? '');
        if (key === '') continue;
        // Numbered in string order: a one-character key before every longer key it starts.
        const bucket = key.charCodeAt(0) * 65_537 + (key.length > 1 ? key.charCodeAt(1) + 1 : 0);
        const codes = buckets.get(bucket);
        if (codes) codes.push(slot * 2 + at);
        else buckets.set(bucket, [slot * 2 + at]);
        count += 1;
      }
    }
    const list = new Int32Array(count);
    let next = 0;
    for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
      const codes = buckets.get(bucket) ?? [];
      buckets.delete(bucket);
      // Normalised again here rather than kept from the first pass: two million keys at once.
      const keys = codes.map((code) => this.keyOf(code));
      const refs = codes.map((code) => this.docs.ref(code >> 1));
      const order = codes.map((_, i) => i);
      order.sort(
        (a, b) =>
          compareRefs(itemAt(keys, a), itemAt(keys, b)) ||
          compareRefs(itemAt(refs, a), itemAt(refs, b)) ||
          itemAt(codes, a) - itemAt(codes, b),
      );
      for (const i of order) list[next++] = itemAt(codes, i);
    }
    return list;
  }

  /** The collection's list as `position × 2 + key position` (`positions` from `positionsOf`). */
  orderOf(refPrefix: string, positions: Int32Array): Int32Array {
    const order: number[] = [];
    for (const code of this.lists.get(refPrefix) ?? []) {
      const at = positions[code >> 1] ?? -1;
      if (at !== -1) order.push(at * 2 + (code & 1));
    }
    return Int32Array.from(order);
  }

  /**
   * The list `order` describes, or null when it cannot be this collection's: every entry must
   * name one of its documents, and a sample of neighbouring entries (every key at 2,000 or
   * fewer, ~2,000 spread evenly past that) must be in key-then-ref order. Normalising every one
   * of two million keys again would cost a second at a million records; the snapshot it comes
   * from is only used while the collection's generation is unchanged.
   */
  private fromOrder(slots: readonly number[], order: ArrayLike<number>): Int32Array | null {
    const list = new Int32Array(order.length);
    for (let i = 0; i < order.length; i++) {
      const position = itemAt(order, i);
      const slot = slots[position >> 1];
      if (slot === undefined || position < 0) return null;
      list[i] = slot * 2 + (position & 1);
    }
    const step = Math.max(1, Math.floor(list.length / ORDER_SAMPLE));
    for (let i = step; i < list.length; i += step)
      if (this.compare(itemAt(list, i - 1), itemAt(list, i)) > 0) return null;
    return list;
  }

  add(slot: number): void {
    const refPrefix = this.prefixOf(slot);
    let list = this.lists.get(refPrefix) ?? new Int32Array(0);
    for (const at of KEY_POSITIONS) {
      const key = normalize(this.docs.key(slot, at) ?? '');
      if (key === '') continue;
      const code = slot * 2 + at;
      let where = this.lowerBound(list, key);
      while (where < list.length && this.compare(itemAt(list, where), code) < 0) where++;
      const grown = new Int32Array(list.length + 1);
      grown.set(list.subarray(0, where));
      grown[where] = code;
      grown.set(list.subarray(where), where + 1);
      list = grown;
    }
    this.lists.set(refPrefix, list);
  }

  /** Takes the slot's entries out; call while the slot still holds the document. */
  remove(slot: number): void {
    const refPrefix = this.prefixOf(slot);
    const list = this.lists.get(refPrefix);
    if (!list) return;
    const gone = new Set<number>();
    for (const at of KEY_POSITIONS) {
      const raw = this.docs.key(slot, at);
      if (raw === undefined) continue;
      const key = normalize(raw);
      for (
        let i = this.lowerBound(list, key);
        i < list.length && this.keyOf(itemAt(list, i)) === key;
        i++
      ) {
        if (list[i] === slot * 2 + at) gone.add(i);
      }
    }
    if (gone.size > 0)
      this.lists.set(
        refPrefix,
        list.filter((_, i) => !gone.has(i)),
      );
  }

  private prefixOf(slot: number): string {
    const ref = this.docs.ref(slot);
    return ref.slice(0, ref.indexOf(':') + 1);
  }

  /**
   * Slots whose name or symbol equals the query, then those that start with it; at most `limit`
   * in all. Equal keys sort before longer keys with the same start, so one merged pass over the
   * lists' matching runs finds both tiers.
   */
  match(query: string, limit: number): { exact: number[]; prefix: number[] } {
    const key = normalize(query);
    const exact: number[] = [];
    const prefix: number[] = [];
    if (key === '') return { exact, prefix };
    // Each run keeps its next entry's key, so a step normalises one key, not two per run.
    const runs: { list: Int32Array; at: number; key: string }[] = [];
    for (const list of this.lists.values()) {
      const at = this.lowerBound(list, key);
      const head = at < list.length ? this.keyOf(itemAt(list, at)) : '';
      if (head.startsWith(key)) runs.push({ list, at, key: head });
    }
    const seen = new Set<number>();
    while (exact.length + prefix.length < limit) {
      let best: (typeof runs)[number] | undefined;
      for (const run of runs) {
        if (!run.key.startsWith(key)) continue;
        if (
          !best ||
          run.key < best.key ||
          (run.key === best.key &&
            this.compareRefsOf(itemAt(run.list, run.at), itemAt(best.list, best.at)) < 0)
        )
          best = run;
      }
      if (!best) break;
      const code = itemAt(best.list, best.at);
      const matched = best.key;
      best.at += 1;
      best.key = best.at < best.list.length ? this.keyOf(itemAt(best.list, best.at)) : '';
      const slot = code >> 1;
      if (seen.has(slot)) continue;
      seen.add(slot);
      (matched === key ? exact : prefix).push(slot);
    }
    return { exact, prefix };
  }
}
