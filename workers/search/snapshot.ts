/**
 * The shape of a collection's search snapshot (kept by src/db/search-cache/snapshot.ts): the
 * documents as columns and what `SearchIndex.saveCollection` prepared. IndexedDB stores it by
 * structured clone, and a column is one string with the end offset of each value, so a million
 * records go in and come back as a few large strings and typed arrays: no JSON to parse and no
 * string or object per record to deserialise. A document is made from its row only when it is
 * read (doc-store.ts).
 * It is stored in two parts, read one after the other: what the name tiers need, and then the
 * descriptions with the relevance tier (~40 % of the bytes at a million records), so a repeat
 * visit answers from names before the second part has been read.
 */
import { refOf, type SearchCollection, type SearchDoc } from './documents';
import type { PreparedNames, PreparedRelevance } from './search-index';

/** Bumped when the shape changes: a snapshot in another shape is rebuilt from the table. */
export const SNAPSHOT_VERSION = 5;

/** Values joined, and where each one ends; an absent value is stored as ''. */
export interface Column {
  joined: string;
  ends: Uint32Array;
}

const FIELDS = ['id', 'name', 'symbol', 'image', 'slug', 'url'] as const;
type Field = (typeof FIELDS)[number];

/** Documents as columns, a row each, without their descriptions. */
export interface DocColumns {
  count: number;
  /** Blog posts' ids are numbers; every other collection's are strings. */
  numericIds: boolean;
  columns: Record<Field, Column>;
  /** Each row's popularity rank (popularity.ts), 0 for none: 2 bytes a record. */
  popularity: Uint16Array;
}

/** Documents as columns with their descriptions, in the same rows. */
export interface Documents {
  docs: DocColumns;
  text: Column;
}

/** The first part: the documents without their descriptions, and the name tiers. */
export interface Snapshot extends DocColumns {
  version: typeof SNAPSHOT_VERSION;
  prepared: PreparedNames;
}

/** The second part: the descriptions, in the same rows, and the relevance tier. */
export interface RelevanceSnapshot extends PreparedRelevance {
  version: typeof SNAPSHOT_VERSION;
  count: number;
  text: Column;
}

/** Values joined this many at a time, so no array holds a string per row of a whole column. */
const CHUNK = 4_096;

class ColumnBuilder {
  private readonly chunks: string[] = [];
  private values: string[] = [];
  private ends = new Uint32Array(CHUNK);
  private count = 0;
  private length = 0;

  add(value: string): void {
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.length += value.length;
    this.ends[this.count++] = this.length;
    this.values.push(value);
    if (this.values.length === CHUNK) {
      this.chunks.push(this.values.join(''));
      this.values = [];
    }
  }

  finish(): Column {
    this.chunks.push(this.values.join(''));
    return { joined: this.chunks.join(''), ends: this.ends.slice(0, this.count) };
  }
}

/**
 * Builds a collection's documents as columns, a document at a time: rebuilding a million
 * records from the table holds their columns, a few large strings, and never a million objects.
 */
export class DocumentsBuilder {
  private readonly fields = FIELDS.map(() => new ColumnBuilder());
  private readonly text = new ColumnBuilder();
  private popularity = new Uint16Array(CHUNK);
  private count = 0;
  private numericIds = false;

  add(doc: SearchDoc): void {
    FIELDS.forEach((field, i) => this.fields[i]?.add(String(doc[field] ?? '')));
    this.text.add(doc.text);
    if (typeof doc.id === 'number') this.numericIds = true;
    if (this.count === this.popularity.length) {
      const grown = new Uint16Array(this.popularity.length * 2);
      grown.set(this.popularity);
      this.popularity = grown;
    }
    this.popularity[this.count] = doc.popularity ?? 0;
    this.count += 1;
  }

  finish(): Documents {
    const columns = Object.fromEntries(
      FIELDS.map((field, i) => [field, this.fields[i]?.finish()]),
    ) as Record<Field, Column>;
    return {
      docs: {
        count: this.count,
        numericIds: this.numericIds,
        columns,
        popularity: this.popularity.slice(0, this.count),
      },
      text: this.text.finish(),
    };
  }
}

export function documentsOf(docs: Iterable<SearchDoc>): Documents {
  const builder = new DocumentsBuilder();
  for (const doc of docs) builder.add(doc);
  return builder.finish();
}

export function toSnapshot(
  { docs, text }: Documents,
  names: PreparedNames,
  relevance: PreparedRelevance,
): { names: Snapshot; relevance: RelevanceSnapshot } {
  return {
    names: { version: SNAPSHOT_VERSION, ...docs, prepared: names },
    relevance: { version: SNAPSHOT_VERSION, count: docs.count, text, ...relevance },
  };
}

const isWhole = (column: Column | undefined, count: number): boolean =>
  column?.ends.length === count && (count === 0 || column.ends[count - 1] === column.joined.length);

/** A stored value that is a first part of this version with a value per document in every column, or null. */
export function asSnapshot(value: unknown): Snapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<Snapshot>;
  if (
    snapshot.version !== SNAPSHOT_VERSION ||
    !snapshot.columns ||
    !snapshot.prepared ||
    typeof snapshot.count !== 'number'
  )
    return null;
  const { count, columns, popularity } = snapshot;
  if (!(popularity instanceof Uint16Array) || popularity.length !== count) return null;
  return FIELDS.every((field) => isWhole(columns[field], count)) ? (snapshot as Snapshot) : null;
}

/** A stored value that is a second part of this version for `count` documents, or null. */
export function asRelevanceSnapshot(value: unknown, count: number): RelevanceSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const part = value as Partial<RelevanceSnapshot>;
  if (
    part.version !== SNAPSHOT_VERSION ||
    part.count !== count ||
    !Array.isArray(part.commonUsers) ||
    part.relevance === undefined
  )
    return null;
  return isWhole(part.text, count) ? (part as RelevanceSnapshot) : null;
}

export function cell({ joined, ends }: Column, row: number): string {
  return joined.slice(row === 0 ? 0 : (ends[row - 1] ?? 0), ends[row] ?? 0);
}

export function idAt(docs: DocColumns, row: number): string | number {
  const id = cell(docs.columns.id, row);
  return docs.numericIds ? Number(id) : id;
}

/** The document in row `row` (absent fields undefined), its description from `text` ('' without it). */
export function docAt(
  collection: SearchCollection,
  docs: DocColumns,
  text: Column | null,
  row: number,
): SearchDoc {
  const id = idAt(docs, row);
  const { columns } = docs;
  const popularity = docs.popularity[row] ?? 0;
  return {
    ref: refOf(collection, id),
    collection,
    id,
    name: cell(columns.name, row),
    text: text ? cell(text, row) : '',
    image: cell(columns.image, row),
    symbol: cell(columns.symbol, row) || undefined,
    slug: cell(columns.slug, row) || undefined,
    url: cell(columns.url, row) || undefined,
    ...(popularity ? { popularity } : {}),
  };
}
