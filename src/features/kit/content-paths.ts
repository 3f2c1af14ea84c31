/**
 * Where each content collection lives in the app and what its pages call it: the one source of
 * every content path. The routes table, the detail links, the back links and the "not found"
 * pages all derive from this table; a collection missing from it does not compile.
 */
import { CONTENT_COLLECTIONS, SLUG_COLLECTIONS, type SlugCollection } from '../../schemas/registry';

export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

export interface ContentPath {
  /** The feature folder under src/features that holds the collection's screens. */
  folder: string;
  base: string;
  /** Whether records have pages of their own (addressed by slug or id, as the registry says). */
  detail: boolean;
  /** The list page's heading and page title. */
  title: string;
  /** One record, as the "not found" page names it: "Signal not found". */
  noun: string;
  /** The detail page's back link: "← All signals". */
  backLink: string;
  /** The "not found" page's link: "← Back to signals". */
  backTo: string;
}

export const CONTENT_PATHS = {
  signals: {
    folder: 'signals',
    base: '/signals',
    detail: true,
    title: 'Alpha Call signals',
    noun: 'Signal',
    backLink: 'All signals',
    backTo: 'signals',
  },
  airdrops: {
    folder: 'airdrops',
    base: '/airdrops',
    detail: true,
    title: 'Airdrops',
    noun: 'Airdrop',
    backLink: 'All airdrops',
    backTo: 'airdrops',
  },
  giveaways: {
    folder: 'giveaways',
    base: '/giveaways',
    detail: true,
    title: 'Giveaways',
    noun: 'Giveaway',
    backLink: 'All giveaways',
    backTo: 'giveaways',
  },
  whitelists: {
    folder: 'whitelists',
    base: '/whitelists',
    detail: true,
    title: 'Whitelists',
    noun: 'Whitelist',
    backLink: 'All whitelists',
    backTo: 'whitelists',
  },
  testnets: {
    folder: 'testnets',
    base: '/testnets',
    detail: true,
    title: 'Testnets',
    noun: 'Testnet',
    backLink: 'All testnets',
    backTo: 'testnets',
  },
  links: {
    folder: 'links',
    base: '/links',
    detail: false,
    title: 'Link directory',
    noun: 'Link',
    backLink: 'Link directory',
    backTo: 'the link directory',
  },
  news: {
    folder: 'news',
    base: '/news',
    detail: true,
    title: 'News',
    noun: 'News item',
    backLink: 'All news',
    backTo: 'all news',
  },
  academy: {
    folder: 'academy',
    base: '/academy',
    detail: true,
    title: 'Academy',
    noun: 'Course',
    backLink: 'Academy',
    backTo: 'the academy',
  },
  nftProjects: {
    folder: 'nft',
    base: '/nft',
    detail: true,
    title: 'NFT projects',
    noun: 'NFT project',
    backLink: 'NFT projects',
    backTo: 'NFT projects',
  },
  icoProjects: {
    folder: 'ico',
    base: '/ico',
    detail: true,
    title: 'ICO projects',
    noun: 'ICO project',
    backLink: 'ICO projects',
    backTo: 'ICO projects',
  },
  blogPosts: {
    folder: 'blog',
    base: '/blog',
    detail: true,
    title: 'Blog',
    noun: 'Blog post',
    backLink: 'Blog',
    backTo: 'the blog',
  },
} as const satisfies Record<ContentCollection, ContentPath>;

export { CONTENT_COLLECTIONS };

/** The field a collection's detail pages are addressed by, or null when it has none. */
export function routeKeyOf(collection: ContentCollection): 'id' | 'slug' | null {
  if (!CONTENT_PATHS[collection].detail) return null;
  return (SLUG_COLLECTIONS as readonly string[]).includes(collection) ? 'slug' : 'id';
}

/** The collections that have detail pages. */
export type DetailCollection = {
  [C in ContentCollection]: (typeof CONTENT_PATHS)[C]['detail'] extends true ? C : never;
}[ContentCollection];

/** What addresses a record of `C`: its slug or its id. */
type RouteKeyed<C extends DetailCollection> = C extends SlugCollection
  ? { slug: string }
  : { id: string | number };

/** The path of one record's detail page. */
export function detailPath<C extends DetailCollection>(
  collection: C,
  record: RouteKeyed<C>,
): string;
/** Any collection: null for a list-only collection, or a record without the key its page needs. */
export function detailPath(
  collection: ContentCollection,
  record: { id?: string | number; slug?: string },
): string | null;
export function detailPath(
  collection: ContentCollection,
  record: { id?: string | number; slug?: string },
): string | null {
  const field = routeKeyOf(collection);
  if (field === null) return null;
  const key = record[field];
  return key === undefined
    ? null
    : `${CONTENT_PATHS[collection].base}/${encodeURIComponent(String(key))}`;
}
