/**
 * The shape of a collection's search snapshot (kept by src/db/search-snapshot.ts): the
 * documents as columns and what `SearchIndex.saveCollection` prepared. IndexedDB stores it by
 * structured clone, and a column is one string with the end offset of each value, so a million
 * records go in and come back as a few large strings and typed arrays: no JSON to parse and no
 * string or object per record to deserialise. A document is made from its row only when it is
 * read (doc-store.ts).
 * It is stored in two parts, read one after the other: what the name tiers need, and then the
 * descriptions with the relevance tier (~40 % of the bytes at a million records), so a repeat
 * visit answers from names before the second part has been read.
 */
import type { PreparedNames, PreparedRelevance } from './search-index';
import { refOf, type SearchCollection, type SearchDoc } from './documents';

/** Bumped when the shape changes: a snapshot in another shape is rebuilt from the table. */
export const SNAPSHOT_VERSION = 4;

/** Values joined, and where each one ends; an absent value is stored as ''. */
export interface Column {
  joined: string;
  ends: Uint32Array;
}

const FIELDS = ['id', 'name', 'symbol', 'image', 'slug', 'url'] as const;
type Field = (typeof FIELDS)[number];

/** The first part: the documents without their descriptions, and the name tiers. */
export interface Snapshot {
  version: typeof SNAPSHOT_VERSION;
  count: number;
  /** Blog posts' ids are numbers; every other collection's are strings. */
  numericIds: boolean;
  columns: Record<Field, Column>;
  prepared: PreparedNames;
}

/** The second part: the descriptions, in the same rows, and the relevance tier. */
export interface RelevanceSnapshot extends PreparedRelevance {
  version: typeof SNAPSHOT_VERSION;
  count: number;
  text: Column;
}

function columnOf(values: readonly string[]): Column {
  const ends = new Uint32Array(values.length);
  let end = 0;
  values.forEach((value, i) => {
    end += value.length;
    ends[i] = end;
  });
  return { joined: values.join(''), ends };
}

export function toSnapshot(docs: readonly SearchDoc[], names: PreparedNames, relevance: PreparedRelevance): { names: Snapshot; relevance: RelevanceSnapshot } {
  const column = (field: Field | 'text'): Column => columnOf(docs.map((doc) => String(doc[field] ?? '')));
  const common = { version: SNAPSHOT_VERSION, count: docs.length } as const;
  return {
    names: {
      ...common,
      numericIds: docs.some((doc) => typeof doc.id === 'number'),
      columns: { id: column('id'), name: column('name'), symbol: column('symbol'), image: column('image'), slug: column('slug'), url: column('url') },
      prepared: names,
    },
    relevance: { ...common, text: column('text'), ...relevance },
  };
}

const isWhole = (column: Column | undefined, count: number): boolean =>
  column?.ends.length === count && (count === 0 || column.ends[count - 1] === column.joined.length);

/** A stored value that is a first part of this version with a value per document in every column, or null. */
export function asSnapshot(value: unknown): Snapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<Snapshot>;
  if (snapshot.version !== SNAPSHOT_VERSION || !snapshot.columns || !snapshot.prepared || typeof snapshot.count !== 'number') return null;
  const { count, columns } = snapshot;
  return FIELDS.every((field) => isWhole(columns[field], count)) ? (snapshot as Snapshot) : null;
}

/** A stored value that is a second part of this version for `count` documents, or null. */
export function asRelevanceSnapshot(value: unknown, count: number): RelevanceSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const part = value as Partial<RelevanceSnapshot>;
  if (part.version !== SNAPSHOT_VERSION || part.count !== count || !Array.isArray(part.commonUsers) || part.relevance === undefined) return null;
  return isWhole(part.text, count) ? (part as RelevanceSnapshot) : null;
}

function cell({ joined, ends }: Column, row: number): string {
  return joined.slice(row === 0 ? 0 : (ends[row - 1] ?? 0), ends[row] ?? 0);
}

export function idAt(snapshot: Snapshot, row: number): string | number {
  const id = cell(snapshot.columns.id, row);
  return snapshot.numericIds ? Number(id) : id;
}

/** The document in row `row` (absent fields undefined), its description from `text` ('' without it). */
export function docAt(collection: SearchCollection, snapshot: Snapshot, text: Column | null, row: number): SearchDoc {
  const id = idAt(snapshot, row);
  const { columns } = snapshot;
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
  };
}
