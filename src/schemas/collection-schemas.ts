/**
 * Each collection's schema, by name: what validate.ts checks a record against. Apart from the
 * registry so that a page that only reads (a list, a detail) does not load eleven schemas.
 */
import type * as v from 'valibot';

import { airdropSchema } from './airdrop';
import { blogPostSchema } from './blog-post';
import { courseSchema } from './course';
import { giveawaySchema } from './giveaway';
import { icoProjectSchema } from './ico-project';
import { linkSchema } from './link';
import { newsSchema } from './news';
import { nftProjectSchema } from './nft-project';
import type { CollectionName, CollectionRecords } from './registry';
import { signalSchema } from './signal';
import { testnetSchema } from './testnet';
import { userSchema } from './user';
import { whitelistSchema } from './whitelist';

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
