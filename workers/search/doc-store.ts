/**
 * The search index's documents by slot. A document added one by one (an edit) is kept as it is;
 * a whole collection (built from the table, or loaded from a snapshot) is kept as columns, and a
 * document object is made each time a slot is read (a hit, a tie between names, indexing its
 * words) and not kept: a million records are a few large strings, not a million objects, and a
 * repeat visit makes a few dozen objects before its first results.
 * A snapshot's descriptions come with its second part (`Rows.text`): until then a document made
 * from a row has none.
 */
import { refOf, type SearchCollection, type SearchDoc } from './documents';
import { cell, type Column, docAt, type DocColumns, type Documents, idAt } from './snapshot';

/** One collection's rows. */
export interface Rows {
  readonly collection: SearchCollection;
  readonly docs: DocColumns;
  text: Column | null;
}

export class DocStore {
  private readonly docs: (SearchDoc | undefined)[] = [];
  /** slot → the rows its document is in, for a document kept as columns. */
  private readonly rows: (Rows | undefined)[] = [];
  private rowOf = new Int32Array(1024);
  private readonly free: number[] = [];
  private count = 0;
  private changes = 0;
  private readonly counts = new Map<SearchCollection, number>();

  get size(): number {
    return this.count;
  }

  /** Goes up with every document added or deleted: what is built from the names is rebuilt when it changes. */
  get version(): number {
    return this.changes;
  }

  /** How many documents of the collection are held. */
  countOf(collection: SearchCollection): number {
    return this.counts.get(collection) ?? 0;
  }

  private counted(collection: SearchCollection, change: number): void {
    this.counts.set(collection, this.countOf(collection) + change);
  }

  /** The document in `slot`, made from its row when it has one. */
  get(slot: number): SearchDoc | undefined {
    const rows = this.rows[slot];
    return rows
      ? docAt(rows.collection, rows.docs, rows.text, this.rowOf[slot] ?? 0)
      : this.docs[slot];
  }

  /** The ref of the document in `slot`, without making it. */
  refAt(slot: number): string | undefined {
    const rows = this.rows[slot];
    return rows
      ? refOf(rows.collection, idAt(rows.docs, this.rowOf[slot] ?? 0))
      : this.docs[slot]?.ref;
  }

  /** The name of the document in `slot`, without making it. */
  nameAt(slot: number): string | undefined {
    const rows = this.rows[slot];
    return rows ? cell(rows.docs.columns.name, this.rowOf[slot] ?? 0) : this.docs[slot]?.name;
  }

  /** The symbol of the document in `slot` ('' for none), without making it. */
  symbolAt(slot: number): string | undefined {
    const rows = this.rows[slot];
    if (rows) return cell(rows.docs.columns.symbol, this.rowOf[slot] ?? 0);
    const doc = this.docs[slot];
    return doc && (doc.symbol ?? '');
  }

  /** The popularity rank of the document in `slot` (popularity.ts), 0 for none. */
  popularityAt(slot: number): number {
    const rows = this.rows[slot];
    return (rows ? rows.docs.popularity[this.rowOf[slot] ?? 0] : this.docs[slot]?.popularity) ?? 0;
  }

  /** The description of the document in `slot` ('' until it is loaded), without making it. */
  textAt(slot: number): string | undefined {
    const rows = this.rows[slot];
    if (!rows) return this.docs[slot]?.text;
    return rows.text ? cell(rows.text, this.rowOf[slot] ?? 0) : '';
  }

  private collectionAt(slot: number): SearchCollection | undefined {
    return this.rows[slot]?.collection ?? this.docs[slot]?.collection;
  }

  private nextSlot(): number {
    this.count += 1;
    this.changes += 1;
    return this.free.pop() ?? this.docs.length;
  }

  add(doc: SearchDoc): number {
    const slot = this.nextSlot();
    this.docs[slot] = doc;
    this.rows[slot] = undefined;
    this.counted(doc.collection, 1);
    return slot;
  }

  /**
   * Places every row of a collection's documents (their descriptions to follow when `text` is
   * null); returns their slots, in row order, and the rows.
   */
  addRows(
    collection: SearchCollection,
    docs: DocColumns,
    text: Column | null,
  ): { slots: number[]; rows: Rows } {
    const rows: Rows = { collection, docs, text };
    const slots = new Array<number>(docs.count);
    for (let row = 0; row < docs.count; row++) {
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
    this.counted(collection, docs.count);
    return { slots, rows };
  }

  /**
   * The columns `slots` are, with their descriptions, when they are every row of one `addRows`
   * in order, none edited or removed since: saving them needs no copy.
   */
  documentsOf(slots: readonly number[]): Documents | null {
    const rows = slots.length > 0 ? this.rows[slots[0] ?? 0] : undefined;
    if (!rows?.text || rows.docs.count !== slots.length) return null;
    for (let row = 0; row < slots.length; row++)
      if (!this.holdsRow(slots[row] ?? -1, rows, row)) return null;
    return { docs: rows.docs, text: rows.text };
  }

  /** Whether `slot` still holds row `row` of `rows`: neither removed nor given to another document. */
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
    this.changes += 1;
  }

  /** The collection's slots, in slot order. */
  slotsOf(collection: SearchCollection): number[] {
    const found: number[] = [];
    const end = Math.max(this.docs.length, this.rows.length);
    for (let slot = 0; slot < end; slot++)
      if (this.collectionAt(slot) === collection) found.push(slot);
    return found;
  }

  /** Every slot in use, in slot order. */
  *slots(): Generator<number> {
    const end = Math.max(this.docs.length, this.rows.length);
    for (let slot = 0; slot < end; slot++)
      if (this.rows[slot] !== undefined || this.docs[slot] !== undefined) yield slot;
  }

  /** Every slot in use with its ref. */
  *refs(): Generator<[string, number]> {
    for (const slot of this.slots()) yield [this.refAt(slot) ?? '', slot];
  }
}
