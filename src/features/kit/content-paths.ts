/**
 * Where each content collection lives in the app and what its pages call it: the one source of
 * every content path. The routes table, the detail links, the back links and the "not found"
 * pages all derive from this table; a collection missing from it does not compile.
 */
import type { CollectionName } from '../../schemas/registry';

export type ContentCollection = Exclude<CollectionName, 'users'>;

export interface ContentPath {
  /** The feature folder under src/features that holds the collection's screens. */
  folder: string;
  base: string;
  /** The field a detail page is addressed by, or null for a list-only collection. */
  key: 'id' | 'slug' | null;
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
  signals: { folder: 'signals', base: '/signals', key: 'id', title: 'Alpha Call signals', noun: 'Signal', backLink: 'All signals', backTo: 'signals' },
  airdrops: { folder: 'airdrops', base: '/airdrops', key: 'id', title: 'Airdrops', noun: 'Airdrop', backLink: 'All airdrops', backTo: 'airdrops' },
  giveaways: { folder: 'giveaways', base: '/giveaways', key: 'id', title: 'Giveaways', noun: 'Giveaway', backLink: 'All giveaways', backTo: 'giveaways' },
  whitelists: { folder: 'whitelists', base: '/whitelists', key: 'id', title: 'Whitelists', noun: 'Whitelist', backLink: 'All whitelists', backTo: 'whitelists' },
  testnets: { folder: 'testnets', base: '/testnets', key: 'id', title: 'Testnets', noun: 'Testnet', backLink: 'All testnets', backTo: 'testnets' },
  links: { folder: 'links', base: '/links', key: null, title: 'Link directory', noun: 'Link', backLink: 'Link directory', backTo: 'the link directory' },
  news: { folder: 'news', base: '/news', key: 'id', title: 'News', noun: 'News item', backLink: 'All news', backTo: 'all news' },
  academy: { folder: 'academy', base: '/academy', key: 'slug', title: 'Academy', noun: 'Course', backLink: 'Academy', backTo: 'the academy' },
  nftProjects: { folder: 'nft', base: '/nft', key: 'id', title: 'NFT projects', noun: 'NFT project', backLink: 'NFT projects', backTo: 'NFT projects' },
  icoProjects: { folder: 'ico', base: '/ico', key: 'id', title: 'ICO projects', noun: 'ICO project', backLink: 'ICO projects', backTo: 'ICO projects' },
  blogPosts: { folder: 'blog', base: '/blog', key: 'slug', title: 'Blog', noun: 'Blog post', backLink: 'Blog', backTo: 'the blog' },
} as const satisfies Record<ContentCollection, ContentPath>;

export const CONTENT_COLLECTIONS = Object.keys(CONTENT_PATHS) as ContentCollection[];

type PathKey<C extends ContentCollection> = (typeof CONTENT_PATHS)[C]['key'];

/** The collections that have detail pages. */
export type DetailCollection = { [C in ContentCollection]: PathKey<C> extends null ? never : C }[ContentCollection];

/** What addresses a record of `C`: its slug or its id. */
type RouteKeyed<C extends DetailCollection> = PathKey<C> extends 'slug' ? { slug: string } : { id: string | number };

/** The path of one record's detail page. */
export function detailPath<C extends DetailCollection>(collection: C, record: RouteKeyed<C>): string;
/** Any collection: null for a list-only collection, or a record without the key its page needs. */
export function detailPath(collection: ContentCollection, record: { id?: string | number; slug?: string }): string | null;
export function detailPath(collection: ContentCollection, record: { id?: string | number; slug?: string }): string | null {
  const path: ContentPath = CONTENT_PATHS[collection];
  if (path.key === null) return null;
  const key = path.key === 'slug' ? record.slug : record.id;
  return key === undefined ? null : `${path.base}/${encodeURIComponent(String(key))}`;
}
