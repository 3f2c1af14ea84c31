/**
 * All seed data keyed by collection name. Used on first start for every collection whose
 * table is empty and that has no stored envelope (docs/data.md, "localStorage envelopes").
 * Deadlines and start dates are written as seen on SEED_REFERENCE_DAY (src/db/seeding/seed-dates.ts) and
 * moved to the day of first start; change that constant when rewriting them for another day.
 */
import type { CollectionName, RecordOf } from '../src/schemas/registry';
import { courseSeeds } from './academy';
import { airdropSeeds } from './airdrops';
import { blogPostSeeds } from './blog-posts';
import { giveawaySeeds } from './giveaways';
import { icoProjectSeeds } from './ico-projects';
import { linkSeeds } from './links';
import { newsSeeds } from './news';
import { nftProjectSeeds } from './nft-projects';
import { signalSeeds } from './signals';
import { testnetSeeds } from './testnets';
import { userSeeds } from './users';
import { whitelistSeeds } from './whitelists';

export const seedData: { [C in CollectionName]: RecordOf<C>[] } = {
  users: userSeeds,
  signals: signalSeeds,
  airdrops: airdropSeeds,
  giveaways: giveawaySeeds,
  whitelists: whitelistSeeds,
  testnets: testnetSeeds,
  links: linkSeeds,
  news: newsSeeds,
  academy: courseSeeds,
  nftProjects: nftProjectSeeds,
  icoProjects: icoProjectSeeds,
  blogPosts: blogPostSeeds,
};
