/**
 * Which records a commit touched, from Dexie's `storagemutated` event, which fires for commits
 * in this context and, through BroadcastChannel, in other tabs and workers. Small edits come
 * back as keys; anything stated as a range (clear, a bulk import) as the whole collection.
 */
import { cmp, Dexie, type IndexableType, type IntervalTree, type ObservabilitySet } from 'dexie';

import { type CollectionName, isCollectionName } from '../../schemas/registry';

export type CollectionChange = { kind: 'keys'; keys: IndexableType[] } | { kind: 'all' };

/** Past this many keys a change is treated as the whole collection. */
const MAX_KEYS = 2_000;

function collectKeys(tree: IntervalTree, into: IndexableType[]): boolean {
  const stack: IntervalTree[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || !('from' in node)) continue;
    // Compared by value: a compound key's two ends are two arrays once sent from another tab.
    if (cmp(node.from, node.to) !== 0 || into.length >= MAX_KEYS) return false;
    into.push(node.from);
    if (node.l) stack.push(node.l);
    if (node.r) stack.push(node.r);
  }
  return true;
}

/** The table and index of a part `idb://<db>/<table>/<index>` of this database, else null. */
function partOf<T extends string>(
  dbName: string,
  part: string,
  isTable: (table: string) => table is T,
): { collection: T; index: string } | null {
  const prefix = `idb://${dbName}/`;
  if (!part.startsWith(prefix)) return null;
  const [table = '', ...index] = part.slice(prefix.length).split('/');
  return isTable(table) ? { collection: table, index: index.join('/') } : null;
}

/** Every collection a commit to this database touched, through any of its indexes. */
export function touchedCollections(dbName: string, parts: ObservabilitySet): CollectionName[] {
  return [
    ...new Set(
      Object.keys(parts).flatMap(
        (part) => partOf(dbName, part, isCollectionName)?.collection ?? [],
      ),
    ),
  ];
}

/** Parses the primary-key parts (`idb://<db>/<table>/`) of one database's mutations, for the tables `isTable` accepts. */
export function parseTableChanges<T extends string>(
  dbName: string,
  parts: ObservabilitySet,
  isTable: (table: string) => table is T,
): Map<T, CollectionChange> {
  const changes = new Map<T, CollectionChange>();
  for (const [part, tree] of Object.entries(parts)) {
    const parsed = partOf(dbName, part, isTable);
    if (parsed?.index !== '') continue;
    const table = parsed.collection;
    const keys: IndexableType[] = [];
    const previous = changes.get(table);
    if (previous?.kind === 'all') continue;
    changes.set(
      table,
      collectKeys(tree, keys)
        ? { kind: 'keys', keys: [...(previous?.keys ?? []), ...keys] }
        : { kind: 'all' },
    );
  }
  return changes;
}

/** Parses the primary-key parts of one database's mutations to its collections. */
export function parseChanges(
  dbName: string,
  parts: ObservabilitySet,
): Map<CollectionName, CollectionChange> {
  return parseTableChanges(dbName, parts, isCollectionName);
}

/** Calls back with the parsed changes of `dbName` after every commit anywhere. */
export function subscribeChanges(
  dbName: string,
  listener: (changes: Map<CollectionName, CollectionChange>) => void,
): () => void {
  const onMutated = (parts: ObservabilitySet): void => {
    const changes = parseChanges(dbName, parts);
    if (changes.size > 0) listener(changes);
  };
  Dexie.on('storagemutated', onMutated);
  return () => Dexie.on('storagemutated').unsubscribe(onMutated);
}

/**
 * Calls back after every commit, here or in another tab or worker, that touched one of `tables`,
 * with what it changed in each of them.
 */
export function subscribeTableChanges<T extends string>(
  dbName: string,
  tables: ReadonlySet<T>,
  listener: (changes: Map<T, CollectionChange>) => void,
): () => void {
  const isTable = (table: string): table is T => (tables as ReadonlySet<string>).has(table);
  const onMutated = (parts: ObservabilitySet): void => {
    const changes = parseTableChanges(dbName, parts, isTable);
    if (changes.size > 0) listener(changes);
  };
  Dexie.on('storagemutated', onMutated);
  return () => Dexie.on('storagemutated').unsubscribe(onMutated);
}
