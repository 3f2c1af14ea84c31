/**
 * Which records a commit touched, from Dexie's `storagemutated` event, which fires for commits
 * in this context and, through BroadcastChannel, in other tabs and workers. Small edits come
 * back as keys; anything stated as a range (clear, a bulk import) as the whole collection.
 */
import { Dexie, type IndexableType, type IntervalTree, type ObservabilitySet } from 'dexie';

import { type CollectionName, isCollectionName } from '../../schemas/registry';

export type CollectionChange = { kind: 'keys'; keys: IndexableType[] } | { kind: 'all' };

/** Past this many keys a change is treated as the whole collection. */
const MAX_KEYS = 2_000;

function collectKeys(tree: IntervalTree, into: IndexableType[]): boolean {
  const stack: IntervalTree[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || !('from' in node)) continue;
    if (node.from !== node.to || into.length >= MAX_KEYS) return false;
    into.push(node.from);
    if (node.l) stack.push(node.l);
    if (node.r) stack.push(node.r);
  }
  return true;
}

/** The collection and index of a part `idb://<db>/<table>/<index>` of this database, else null. */
function partOf(
  dbName: string,
  part: string,
): { collection: CollectionName; index: string } | null {
  const prefix = `idb://${dbName}/`;
  if (!part.startsWith(prefix)) return null;
  const [table = '', ...index] = part.slice(prefix.length).split('/');
  return isCollectionName(table) ? { collection: table, index: index.join('/') } : null;
}

/** Every collection a commit to this database touched, through any of its indexes. */
export function touchedCollections(dbName: string, parts: ObservabilitySet): CollectionName[] {
  return [...new Set(Object.keys(parts).flatMap((part) => partOf(dbName, part)?.collection ?? []))];
}

/** Parses the primary-key parts (`idb://<db>/<table>/`) of one database's mutations. */
export function parseChanges(
  dbName: string,
  parts: ObservabilitySet,
): Map<CollectionName, CollectionChange> {
  const changes = new Map<CollectionName, CollectionChange>();
  for (const [part, tree] of Object.entries(parts)) {
    const parsed = partOf(dbName, part);
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

/** Whether a commit's parts (`idb://<db>/<table>/<index>`) touched one of `tables` of `dbName`. */
export function touchesTables(
  dbName: string,
  tables: ReadonlySet<string>,
  parts: ObservabilitySet,
): boolean {
  const prefix = `idb://${dbName}/`;
  return Object.keys(parts).some(
    (part) => part.startsWith(prefix) && tables.has(part.slice(prefix.length).split('/')[0] ?? ''),
  );
}

/** Calls back after every commit, here or in another tab or worker, that touched one of `tables`. */
export function subscribeTableCommits(
  dbName: string,
  tables: ReadonlySet<string>,
  listener: () => void,
): () => void {
  const onMutated = (parts: ObservabilitySet): void => {
    if (touchesTables(dbName, tables, parts)) listener();
  };
  Dexie.on('storagemutated', onMutated);
  return () => Dexie.on('storagemutated').unsubscribe(onMutated);
}
