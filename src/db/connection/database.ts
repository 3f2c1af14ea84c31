/**
 * The IndexedDB database `alphascout`: the source of truth, one table per collection.
 *
 * Versions only ever append. DO NOT EDIT a version that has shipped: add `this.version(n + 1)`
 * with the new stores (and an upgrade function if records change shape), plus a unit test that
 * opens a fixture of the older version. Shared by the main thread and the worker.
 *
 * Indexes are the fields that lists filter and sort by; compound indexes pair a filter with a
 * sort so that a filtered, sorted list pages by key without scanning. Booleans cannot be
 * IndexedDB keys, so `featured` is not indexed.
 */
import { Dexie, type DexieOptions, type Table } from 'dexie';

import type { CollectionName, KeyOf, RecordOf } from '../../schemas/registry';
import type { TrackingRow } from '../../schemas/tracking';
import type { WalletRow } from '../../schemas/wallet';
import { DB_NAME } from '../storage/keys';
import { outboxMiddleware, type OutboxRow } from '../sync/outbox';
import { SYNC_SERVER_URL } from '../sync/server-url';

export const SCHEMA_V1: Record<CollectionName, string> = {
  users: 'id, email',
  signals:
    'id, name, symbol, type, action, status, score, timestamp, [status+score], [status+timestamp], [type+score], [type+timestamp], [action+score]',
  airdrops: 'id, name, endDate, participants',
  giveaways: 'id, title, status, category, endDate, [status+endDate], [category+endDate]',
  whitelists: 'id, projectName, status, endDate, [status+endDate]',
  testnets: 'id, name, status, endDate, [status+endDate]',
  links: 'id, name, category, [category+name]',
  news: 'id, title, date, ecosystem, [ecosystem+date]',
  academy: 'id, &slug, title, students',
  nftProjects:
    'id, name, status, category, blockchain, mintDate, [status+mintDate], [category+mintDate]',
  icoProjects: 'id, name, status, category, blockchain, saleDate, hardCap, [status+saleDate]',
  blogPosts: 'id, &slug, category, publishedAt, *tags, [category+publishedAt]',
};

/**
 * Version 2 (content screens): indexes for the list filters and sorts that version 1 lacks. Only
 * the changed tables are listed; Dexie keeps the others as they were. No record changes shape,
 * so no upgrade function is needed: IndexedDB builds the new indexes from the stored rows.
 * DO NOT EDIT once shipped: add a version 3 instead.
 */
export const SCHEMA_V2: Partial<Record<CollectionName, string>> = {
  // Written out in full (not built from SCHEMA_V1) so that this version stays frozen as shipped.
  signals:
    'id, name, symbol, type, action, status, score, timestamp, [status+score], [status+timestamp], [type+score], [type+timestamp], [action+score], [action+timestamp]',
  giveaways:
    'id, title, status, category, endDate, participants, [status+endDate], [category+endDate], [status+participants], [category+participants]',
  whitelists:
    'id, projectName, status, endDate, remainingSpots, [status+endDate], [status+remainingSpots]',
  testnets: 'id, name, status, endDate, participants, [status+endDate], [status+participants]',
  news: 'id, title, date, ecosystem, source, [ecosystem+date], [source+date]',
  nftProjects:
    'id, name, status, category, blockchain, mintDate, [status+mintDate], [category+mintDate], [blockchain+mintDate], [status+name], [category+name]',
  icoProjects:
    'id, name, status, category, blockchain, saleDate, hardCap, [status+saleDate], [category+saleDate], [blockchain+saleDate], [status+hardCap]',
};

/**
 * Version 3 (My tracker): appends the `tracking` table, user data rather than content. Its key is
 * `[owner+collection+itemId]`, so an owner's rows are one key range and one item's row is one
 * `get`; the tracker joins records by key (`bulkGet`), never scanning a content table.
 * DO NOT EDIT once shipped: add a version 4 instead.
 */
export const SCHEMA_V3 = {
  tracking: '[owner+collection+itemId], owner, [owner+updatedAt]',
} as const;

/**
 * Version 4 (wallets): appends the `wallets` table, keyed `[owner+id]` like the tracker's rows, and
 * marks every tracker row `schema: 2`. Version 3's rows have no `schema` (1), and schema 2 only adds
 * optional fields (`walletSteps`, `repeats`), so the upgrade changes nothing else in them.
 * DO NOT EDIT once shipped: add a version 5 instead.
 */
export const SCHEMA_V4 = {
  wallets: '[owner+id], owner, [owner+updatedAt]',
} as const;

/**
 * Version 5 (sync, docs/sync.md): appends the sync tables, empty until the visitor syncs a
 * tracker. `syncSpaces`: the space each owner syncs with, by owner. `syncFields`: the shadow of
 * the room, one entry per field path (`[owner+path]`). `syncOutbox`: the local changes not sent
 * yet, in the order made (`++seq`), written with each change (src/db/sync/outbox.ts).
 * DO NOT EDIT once shipped: add a version 6 instead.
 */
export const SCHEMA_V5 = {
  syncSpaces: 'owner',
  syncFields: '[owner+path]',
  syncOutbox: '++seq, owner',
} as const;

export type CollectionTable<C extends CollectionName> = Table<RecordOf<C>, KeyOf<C>>;

export class AlphaScoutDb extends Dexie {
  constructor(name: string = DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4)
      .stores(SCHEMA_V4)
      .upgrade((transaction) =>
        // The literal, not TRACKING_SCHEMA: this upgrade stays as shipped when a schema 3 comes.
        transaction
          .table<{ schema?: number }>('tracking')
          .toCollection()
          .modify((row) => {
            row.schema = 2;
          }),
      );
    this.version(5).stores(SCHEMA_V5);
    // Every connection of a build with sync, the worker's too (its imports write tracker rows).
    if (SYNC_SERVER_URL !== '') this.use(outboxMiddleware);
  }

  /** The tracker's rows (not a content collection: no envelope, no search, no content import). */
  get tracking(): Table<TrackingRow, [string, string, string]> {
    return this.table('tracking');
  }

  /** The tracker's wallets (docs/data.md, "Wallets"): merged on import like the tracker's rows. */
  get wallets(): Table<WalletRow, [string, string]> {
    return this.table('wallets');
  }

  /** The local changes to the tracker not yet sent to its sync space (src/db/sync/outbox.ts). */
  get syncOutbox(): Table<OutboxRow, number> {
    return this.table('syncOutbox');
  }

  /** The typed table of a collection. */
  collection<C extends CollectionName>(name: C): CollectionTable<C> {
    return this.table(name);
  }
}

/**
 * Opens a connection. Bulk work (imports, migrations) asks for `strict` durability so that a
 * committed import survives a power cut; everyday writes keep Dexie's relaxed default.
 */
export function createDb(
  options: { name?: string; durability?: 'strict' | 'relaxed' } = {},
): AlphaScoutDb {
  return new AlphaScoutDb(
    options.name ?? DB_NAME,
    options.durability ? { chromeTransactionDurability: options.durability } : undefined,
  );
}
