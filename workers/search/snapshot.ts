/**
 * The shape of a collection's search snapshot (kept by src/db/search-snapshot.ts): the
 * documents as columns and what `SearchIndex.saveCollection` prepared. IndexedDB stores it by
 * structured clone, and a column is one string with the end offset of each value, so a million
 * records go in and come back as a few large strings and typed arrays: no JSON to parse and no
 * string or object per record to deserialise. A document is made from its row only when it is
 * read (doc-store.ts).
 */
import type { PreparedCollection } from './search-index';
import { refOf, type SearchCollection, type SearchDoc } from './documents';

/** Bumped when the shape changes: a snapshot in another shape is rebuilt from the table. */
export const SNAPSHOT_VERSION = 3;

/** Values joined, and where each one ends; an absent value is stored as ''. */
export interface Column {
  joined: string;
  ends: Uint32Array;
}

const FIELDS = ['id', 'name', 'symbol', 'text', 'image', 'slug', 'url'] as const;
type Field = (typeof FIELDS)[number];

export interface Snapshot {
  version: typeof SNAPSHOT_VERSION;
  count: number;
  /** Blog posts' ids are numbers; every other collection's are strings. */
  numericIds: boolean;
  columns: Record<Field, Column>;
  prepared: PreparedCollection;
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

export function toSnapshot(docs: readonly SearchDoc[], prepared: PreparedCollection): Snapshot {
  const column = (field: Field): Column => columnOf(docs.map((doc) => String(doc[field] ?? '')));
  return {
    version: SNAPSHOT_VERSION,
    count: docs.length,
    numericIds: docs.some((doc) => typeof doc.id === 'number'),
    columns: { id: column('id'), name: column('name'), symbol: column('symbol'), text: column('text'), image: column('image'), slug: column('slug'), url: column('url') },
    prepared,
  };
}

/** A stored value that is a snapshot of this version with a value per document in every column, or null. */
export function asSnapshot(value: unknown): Snapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<Snapshot>;
  if (snapshot.version !== SNAPSHOT_VERSION || !snapshot.columns || !snapshot.prepared || typeof snapshot.count !== 'number') return null;
  const { count, columns } = snapshot;
  const whole = FIELDS.every((field) => {
    const column = columns[field];
    return column.ends.length === count && (count === 0 || column.ends[count - 1] === column.joined.length);
  });
  return whole ? (snapshot as Snapshot) : null;
}

function cell({ columns }: Snapshot, field: Field, row: number): string {
  const { joined, ends } = columns[field];
  return joined.slice(row === 0 ? 0 : (ends[row - 1] ?? 0), ends[row] ?? 0);
}

export function idAt(snapshot: Snapshot, row: number): string | number {
  const id = cell(snapshot, 'id', row);
  return snapshot.numericIds ? Number(id) : id;
}

/** The document in row `row` (absent fields undefined). */
export function docAt(collection: SearchCollection, snapshot: Snapshot, row: number): SearchDoc {
  const id = idAt(snapshot, row);
  return {
    ref: refOf(collection, id),
    collection,
    id,
    name: cell(snapshot, 'name', row),
    text: cell(snapshot, 'text', row),
    image: cell(snapshot, 'image', row),
    symbol: cell(snapshot, 'symbol', row) || undefined,
    slug: cell(snapshot, 'slug', row) || undefined,
    url: cell(snapshot, 'url', row) || undefined,
  };
}
