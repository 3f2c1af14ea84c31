/**
 * What search sees of each record (docs/product.md, "Search": every content collection, name-like field plus
 * description-like text) and what a hit shows (image, title, type, symbol).
 */
import type { RecordOf, SearchCollection } from '../../src/schemas/registry';
import { amountOf, popularityRank } from './popularity';

// Which collections search covers is the registry's fact; re-exported for the search modules.
export { SEARCH_COLLECTIONS, type SearchCollection } from '../../src/schemas/registry';

/** The "type" a result shows: the kind of item, not a signal's CRYPTO/NFT field. */
export const RESULT_TYPES: Record<SearchCollection, string> = {
  signals: 'Signal',
  airdrops: 'Airdrop',
  testnets: 'Testnet',
  nftProjects: 'NFT',
  icoProjects: 'ICO',
  academy: 'Course',
  giveaways: 'Giveaway',
  whitelists: 'Whitelist',
  news: 'News',
  blogPosts: 'Blog',
  links: 'Link',
};

export interface SearchDoc {
  /** `<collection>:<id>`: unique across collections. */
  ref: string;
  collection: SearchCollection;
  id: string | number;
  name: string;
  symbol?: string;
  /** Description-like text: searched by whole words only. */
  text: string;
  image: string;
  slug?: string;
  url?: string;
  /** Popularity prior for ties (popularity.ts); absent for a collection without one. */
  popularity?: number;
}

export const refOf = (collection: SearchCollection, id: string | number): string =>
  `${collection}:${String(id)}`;

type Extractors = {
  [C in SearchCollection]: (record: RecordOf<C>) => Omit<SearchDoc, 'ref' | 'collection' | 'id'>;
};

const EXTRACT: Extractors = {
  signals: (r) => ({
    name: r.name,
    symbol: r.symbol,
    text: '',
    image: r.imageUrl ?? '/images/logo.svg',
    popularity: popularityRank(amountOf(r.marketCap), amountOf(r.volume24h)),
  }),
  airdrops: (r) => ({
    name: r.name,
    text: r.description,
    image: r.image,
    popularity: popularityRank(r.participants),
  }),
  testnets: (r) => ({
    name: r.name,
    text: r.description,
    image: r.image,
    popularity: popularityRank(r.participants),
  }),
  nftProjects: (r) => ({ name: r.name, text: r.description, image: r.image }),
  icoProjects: (r) => ({ name: r.name, text: r.description, image: r.image }),
  academy: (r) => ({ name: r.title, text: r.description, image: r.image, slug: r.slug }),
  giveaways: (r) => ({
    name: r.title,
    text: r.description,
    image: r.image,
    popularity: popularityRank(r.participants),
  }),
  whitelists: (r) => ({ name: r.projectName, text: r.description, image: r.image }),
  news: (r) => ({ name: r.title, text: r.summary, image: r.image }),
  blogPosts: (r) => ({ name: r.title, text: r.summary, image: r.image, slug: r.slug }),
  links: (r) => ({ name: r.name, text: r.description, image: r.icon, url: r.url }),
};

export function toSearchDoc<C extends SearchCollection>(
  collection: C,
  record: RecordOf<C>,
): SearchDoc {
  const extract = EXTRACT[collection] as (
    record: RecordOf<C>,
  ) => Omit<SearchDoc, 'ref' | 'collection' | 'id'>;
  const { popularity, ...fields } = extract(record);
  // A rank of 0 is no popularity at all: left out, as a document read back from columns has it.
  return {
    ref: refOf(collection, record.id),
    collection,
    id: record.id,
    ...fields,
    ...(popularity ? { popularity } : {}),
  };
}
