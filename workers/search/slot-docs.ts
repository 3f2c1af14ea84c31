/**
 * The index's documents by slot (a small integer per document, reused once freed), as the name
 * tiers read them: they keep slots, not strings or objects, and look a document up when they
 * compare or check one — a few dozen lookups a query, and a few bytes a record at rest.
 */
export interface SlotDocs {
  /** The document's `collection:id`. */
  ref(slot: number): string;
  name(slot: number): string;
  /** Key `at` of the exact and starts-with tiers: 0 the name, 1 the symbol (undefined when there is none). */
  key(slot: number, at: number): string | undefined;
}

/**
 * slot → its position in `slots`, −1 for a slot not among them: saving a collection maps every
 * posting through it, so it is built once per save and shared by the tiers.
 */
export function positionsOf(slots: readonly number[]): Int32Array {
  const positions = new Int32Array(
    slots.reduce((highest, slot) => Math.max(highest, slot + 1), 0),
  ).fill(-1);
  slots.forEach((slot, i) => {
    positions[slot] = i;
  });
  return positions;
}

/** Ties of every name tier: by ref, in plain string order. */
export const compareRefs = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `slots` in ref order. Slots built from the table are already in it (primary-key order is the
 * ids' string order) and are checked in one pass; others are sorted as `ref NUL slot` strings in
 * the engine's native string order, several times faster than a comparator.
 */
export function inRefOrder(slots: readonly number[], docs: SlotDocs): readonly number[] {
  let previous = '';
  const ordered = slots.every((slot) => {
    const ref = docs.ref(slot);
    const after = ref > previous;
    previous = ref;
    return after;
  });
  if (ordered) return slots;
  return slots
    .map((slot) => `${docs.ref(slot)}\u0000${slot}`)
    .sort()
    .map((line) => Number(line.slice(line.lastIndexOf('\u0000') + 1)));
}
