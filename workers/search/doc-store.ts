/**
 * The search index's documents by slot. A document added one by one is kept as it is; a
 * collection loaded from a snapshot is kept as the snapshot's columns, and a document object is
 * made only when a slot is read (a hit, a tie between names, an edit): a repeat visit with a
 * million records makes a few dozen objects before its first results, not a million.
 * The descriptions come with the snapshot's second part (`addText`): until then a document made
 * from a row has no description and is not kept, so none is kept without one.
 */
import { refOf, type SearchCollection, type SearchDoc } from './documents';
import { docAt, idAt, type Column, type Snapshot } from './snapshot';

/** One loaded snapshot's rows. */
export interface Rows {
  readonly collection: SearchCollection;
  readonly snapshot: Snapshot;
  text: Column | null;
}

export class DocStore {
  private readonly docs: (SearchDoc | undefined)[] = [];
  /** slot → the snapshot rows of a slot not read yet. */
  private readonly rows: (Rows | undefined)[] = [];
  private rowOf = new Int32Array(1024);
  private readonly free: number[] = [];
  private count = 0;
  private readonly counts = new Map<SearchCollection, number>();

  get size(): number {
    return this.count;
  }

  /** How many documents of the collection are held. */
  countOf(collection: SearchCollection): number {
    return this.counts.get(collection) ?? 0;
  }

  private counted(collection: SearchCollection, change: number): void {
    this.counts.set(collection, this.countOf(collection) + change);
  }

  /** The document in `slot`, made from its snapshot row on first read. */
  get(slot: number): SearchDoc | undefined {
    const doc = this.docs[slot];
    if (doc) return doc;
    const rows = this.rows[slot];
    if (!rows) return undefined;
    const made = docAt(rows.collection, rows.snapshot, rows.text, this.rowOf[slot] ?? 0);
    if (!rows.text) return made;
    this.docs[slot] = made;
    this.rows[slot] = undefined;
    return made;
  }

  /** The ref of the document in `slot`, without making it. */
  refAt(slot: number): string | undefined {
    const rows = this.rows[slot];
    return rows ? refOf(rows.collection, idAt(rows.snapshot, this.rowOf[slot] ?? 0)) : this.docs[slot]?.ref;
  }

  private collectionAt(slot: number): SearchCollection | undefined {
    return this.rows[slot]?.collection ?? this.docs[slot]?.collection;
  }

  private nextSlot(): number {
    this.count += 1;
    return this.free.pop() ?? this.docs.length;
  }

  add(doc: SearchDoc): number {
    const slot = this.nextSlot();
    this.docs[slot] = doc;
    this.rows[slot] = undefined;
    this.counted(doc.collection, 1);
    return slot;
  }

  /** Places every row of a collection's snapshot; returns their slots, in row order, and the rows. */
  addRows(collection: SearchCollection, snapshot: Snapshot): { slots: number[]; rows: Rows } {
    const rows: Rows = { collection, snapshot, text: null };
    const slots = new Array<number>(snapshot.count);
    for (let row = 0; row < snapshot.count; row++) {
      const slot = this.nextSlot();
      if (slot >= this.rowOf.length) {
        const grown = new Int32Array(Math.max(this.rowOf.length * 2, slot + 1));
        grown.set(this.rowOf);
        this.rowOf = grown;
      }
      this.rowOf[slot] = row;
      this.rows[slot] = rows;
      this.docs[slot] = undefined;
      slots[row] = slot;
    }
    this.counted(collection, snapshot.count);
    return { slots, rows };
  }

  /** Whether `slot` still holds row `row` of `rows`, not read yet: neither removed nor given to another document. */
  holdsRow(slot: number, rows: Rows, row: number): boolean {
    return this.rows[slot] === rows && this.rowOf[slot] === row;
  }

  delete(slot: number): void {
    const collection = this.collectionAt(slot);
    if (collection === undefined) return;
    this.counted(collection, -1);
    this.docs[slot] = undefined;
    this.rows[slot] = undefined;
    this.free.push(slot);
    this.count -= 1;
  }

  /** The collection's slots, in slot order. */
  slotsOf(collection: SearchCollection): number[] {
    const found: number[] = [];
    const end = Math.max(this.docs.length, this.rows.length);
    for (let slot = 0; slot < end; slot++) if (this.collectionAt(slot) === collection) found.push(slot);
    return found;
  }

  /** Every slot in use with its ref. */
  *refs(): Generator<[string, number]> {
    const end = Math.max(this.docs.length, this.rows.length);
    for (let slot = 0; slot < end; slot++) {
      const ref = this.refAt(slot);
      if (ref !== undefined) yield [ref, slot];
    }
  }
}
