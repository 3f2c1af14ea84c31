/**
 * The registry of collections: their names, record types, keys and labels. Collection names are
 * storage names (Dexie tables, localStorage keys, backup keys): DO NOT RENAME without migration
 * logic. The schemas themselves are mapped in collection-schemas.ts, which only the checks load.
 */
import type { Airdrop } from './airdrop';
import type { BlogPost } from './blog-post';
import type { Course } from './course';
import type { Giveaway } from './giveaway';
import type { IcoProject } from './ico-project';
import type { Link } from './link';
import type { News } from './news';
import type { NftProject } from './nft-project';
import type { Signal } from './signal';
import type { Testnet } from './testnet';
import type { User } from './user';
import type { Whitelist } from './whitelist';

export const COLLECTION_NAMES = [
  'users',
  'signals',
  'airdrops',
  'giveaways',
  'whitelists',
  'testnets',
  'links',
  'news',
  'academy',
  'nftProjects',
  'icoProjects',
  'blogPosts',
] as const;

export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** The record type stored in each collection. */
export interface CollectionRecords {
  users: User;
  signals: Signal;
  airdrops: Airdrop;
  giveaways: Giveaway;
  whitelists: Whitelist;
  testnets: Testnet;
  links: Link;
  news: News;
  academy: Course;
  nftProjects: NftProject;
  icoProjects: IcoProject;
  blogPosts: BlogPost;
}

export type RecordOf<C extends CollectionName> = CollectionRecords[C];
export type AnyRecord = CollectionRecords[CollectionName];

/**
 * How each collection's records are keyed, written once and checked against the schemas: a record
 * with a `slug` is addressed by it, and the primary key's type is the schema's `id`. A new
 * collection missing here, or a schema that gains a slug or changes its id type, fails to compile.
 */
export const RECORD_KEYS = {
  users: { id: 'string', route: 'id' },
  signals: { id: 'string', route: 'id' },
  airdrops: { id: 'string', route: 'id' },
  giveaways: { id: 'string', route: 'id' },
  whitelists: { id: 'string', route: 'id' },
  testnets: { id: 'string', route: 'id' },
  links: { id: 'string', route: 'id' },
  news: { id: 'string', route: 'id' },
  academy: { id: 'string', route: 'slug' },
  nftProjects: { id: 'string', route: 'id' },
  icoProjects: { id: 'string', route: 'id' },
  blogPosts: { id: 'number', route: 'slug' },
} as const satisfies {
  [C in CollectionName]: {
    id: RecordOf<C>['id'] extends number ? 'number' : 'string';
    route: RecordOf<C> extends { slug: string } ? 'slug' : 'id';
  };
};

/** Collections whose records are also addressed by slug. */
export type SlugCollection = {
  [C in CollectionName]: (typeof RECORD_KEYS)[C]['route'] extends 'slug' ? C : never;
}[CollectionName];
export function isSlugCollection(name: CollectionName): name is SlugCollection {
  return RECORD_KEYS[name].route === 'slug';
}

export const SLUG_COLLECTIONS: readonly SlugCollection[] =
  COLLECTION_NAMES.filter(isSlugCollection);

/** Collections keyed by a number (blog posts); the rest have string ids. */
export type NumericKeyCollection = {
  [C in CollectionName]: (typeof RECORD_KEYS)[C]['id'] extends 'number' ? C : never;
}[CollectionName];

export function hasNumericKeys(name: CollectionName): name is NumericKeyCollection {
  return RECORD_KEYS[name].id === 'number';
}

/** The primary key's type in a collection. */
export type KeyOf<C extends CollectionName> = RecordOf<C>['id'];

/** Collections shown to visitors (everything but accounts). */
export type ContentCollection = Exclude<CollectionName, 'users'>;
export const CONTENT_COLLECTIONS = COLLECTION_NAMES.filter(
  (name): name is ContentCollection => name !== 'users',
);

/**
 * Search covers every content collection (docs/product.md, "Search"): the worker's per-collection extractors are
 * a `Record<SearchCollection, …>`, so a new content collection without one fails to compile.
 */
export type SearchCollection = ContentCollection;
export const SEARCH_COLLECTIONS: readonly SearchCollection[] = CONTENT_COLLECTIONS;

export function isCollectionName(value: string): value is CollectionName {
  return (COLLECTION_NAMES as readonly string[]).includes(value);
}

/** Human labels, used by the home page, the editor and search results. */
export const COLLECTION_LABELS: Record<CollectionName, string> = {
  users: 'Users',
  signals: 'Signals',
  airdrops: 'Airdrops',
  giveaways: 'Giveaways',
  whitelists: 'Whitelists',
  testnets: 'Testnets',
  links: 'Links',
  news: 'News',
  academy: 'Academy courses',
  nftProjects: 'NFT projects',
  icoProjects: 'ICO projects',
  blogPosts: 'Blog posts',
};
