/**
 * The sync outbox (docs/sync.md, "Dexie stays the truth"): every write to the tracker's rows or
 * wallets of an owner who syncs adds, in the same transaction, a row naming what changed. A
 * DBCore middleware does it, below every write path (a tick, an import in the worker, a guest
 * tracker merged at sign-in), so none can forget. The sync engine's own writes, which apply remote
 * changes, go in transactions that also write the shadow (`syncFields`): those add nothing, so a
 * remote change is never sent back.
 */
import type { DBCore, DBCoreMutateRequest, DBCoreTransaction, Middleware } from 'dexie';

/** The tables whose rows sync. */
export const SYNCED_TABLES = ['tracking', 'wallets'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

export const OUTBOX_TABLE = 'syncOutbox';
export const SPACES_TABLE = 'syncSpaces';
/** The engine's shadow of the room: a transaction that writes it is the engine's own. */
export const SHADOW_TABLE = 'syncFields';

export interface OutboxRow {
  /** Auto-incremented: the order the changes were made in. */
  seq?: number;
  owner: string;
  table: SyncedTable;
  /** The row's primary key; null when a range was deleted (the engine compares every row). */
  key: readonly string[] | null;
  /** When the change was made (ms): the clock stamps it at least this late. */
  at: number;
}

const isSynced = (name: string): name is SyncedTable =>
  (SYNCED_TABLES as readonly string[]).includes(name);

/** The owner of a key of a synced table: its first part (`[owner+…]`). */
function ownerOfKey(key: unknown): string | null {
  return Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null;
}

/** The keys a mutation touches, or null for a range. */
function keysOf(
  request: DBCoreMutateRequest,
  extractKey: ((value: unknown) => unknown) | null,
): unknown[] | null {
  switch (request.type) {
    case 'add':
    case 'put':
      return extractKey
        ? request.values.map((value) => extractKey(value))
        : ((request.keys ?? []) as unknown[]);
    case 'delete':
      return request.keys as unknown[];
    case 'deleteRange':
      return null;
  }
}

/**
 * Whether a transaction's writes go to the outbox: not the engine's own (it writes the shadow),
 * and not an upgrade from a version before the outbox existed.
 */
function feedsOutbox(trans: DBCoreTransaction): boolean {
  const names = (trans as Partial<IDBTransaction>).objectStoreNames;
  return (
    names?.contains(OUTBOX_TABLE) === true &&
    names.contains(SPACES_TABLE) &&
    !names.contains(SHADOW_TABLE)
  );
}

async function outboxRows(
  down: DBCore,
  table: SyncedTable,
  request: DBCoreMutateRequest,
): Promise<OutboxRow[]> {
  const at = Date.now();
  const keys = keysOf(request, down.table(table).schema.primaryKey.extractKey);
  if (keys === null) return [{ owner: '*', table, key: null, at }];
  const owners = [...new Set(keys.map(ownerOfKey).filter((owner) => owner !== null))];
  if (owners.length === 0) return [];
  const spaces = await down.table(SPACES_TABLE).getMany({ trans: request.trans, keys: owners });
  const synced = new Set(owners.filter((_, index) => spaces[index] !== undefined));
  if (synced.size === 0) return [];
  return keys.flatMap((key) => {
    const owner = ownerOfKey(key);
    return owner !== null && synced.has(owner)
      ? [{ owner, table, key: (key as unknown[]).map(String), at }]
      : [];
  });
}

/** The middleware: installed on every connection of a build with sync (src/db/connection). */
export const outboxMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'SyncOutbox',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) => {
      const writesSynced =
        mode === 'readwrite' && stores.some(isSynced) && !stores.includes(SHADOW_TABLE);
      return down.transaction(
        writesSynced ? [...new Set([...stores, OUTBOX_TABLE, SPACES_TABLE])] : stores,
        mode,
        options,
      );
    },
    table: (name) => {
      const table = down.table(name);
      if (!isSynced(name)) return table;
      return {
        ...table,
        mutate: async (request) => {
          const response = await table.mutate(request);
          if (!feedsOutbox(request.trans)) return response;
          const rows = await outboxRows(down, name, request);
          if (rows.length > 0)
            await down
              .table(OUTBOX_TABLE)
              .mutate({ type: 'add', trans: request.trans, values: rows });
          return response;
        },
      };
    },
  }),
};
