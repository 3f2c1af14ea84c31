/**
 * The registry from collection name to schema. Collection names are storage names (Dexie tables,
 * localStorage keys, backup keys): DO NOT RENAME without migration logic.
 */
import type * as v from 'valibot';
import { airdropSchema, type Airdrop } from './airdrop';
import { blogPostSchema, type BlogPost } from './blog-post';
import { courseSchema, type Course } from './course';
import { giveawaySchema, type Giveaway } from './giveaway';
import { icoProjectSchema, type IcoProject } from './ico-project';
import { linkSchema, type Link } from './link';
import { newsSchema, type News } from './news';
import { nftProjectSchema, type NftProject } from './nft-project';
import { signalSchema, type Signal } from './signal';
import { testnetSchema, type Testnet } from './testnet';
import { userSchema, type User } from './user';
import { whitelistSchema, type Whitelist } from './whitelist';

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

type SchemaFor<T> = v.GenericSchema<unknown, T>;

export const collectionSchemas: { [C in CollectionName]: SchemaFor<CollectionRecords[C]> } = {
  users: userSchema,
  signals: signalSchema,
  airdrops: airdropSchema,
  giveaways: giveawaySchema,
  whitelists: whitelistSchema,
  testnets: testnetSchema,
  links: linkSchema,
  news: newsSchema,
  academy: courseSchema,
  nftProjects: nftProjectSchema,
  icoProjects: icoProjectSchema,
  blogPosts: blogPostSchema,
};

/** Collections whose records are also addressed by slug. */
export const SLUG_COLLECTIONS = ['academy', 'blogPosts'] as const;
export type SlugCollection = (typeof SLUG_COLLECTIONS)[number];

/** Collections shown to visitors (everything but accounts). */
export const CONTENT_COLLECTIONS = COLLECTION_NAMES.filter(
  (name): name is Exclude<CollectionName, 'users'> => name !== 'users',
);

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
