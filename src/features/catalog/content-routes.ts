/** Where each content collection lives in the app, and what its pages are called. */
import type { CollectionName } from '../../schemas/registry';

export type ContentCollection = Exclude<CollectionName, 'users'>;

export interface ContentRoute {
  /** The feature folder under src/features that holds this collection's screens. */
  area: string;
  base: string;
  collection: ContentCollection;
  title: string;
  /** The detail route's parameter, or null for a list-only collection. */
  detail: ':id' | ':slug' | null;
}

export const CONTENT_ROUTES = [
  { area: 'signals', base: '/signals', collection: 'signals', title: 'Alpha Call signals', detail: ':id' },
  { area: 'airdrops', base: '/airdrops', collection: 'airdrops', title: 'Airdrops', detail: ':id' },
  { area: 'giveaways', base: '/giveaways', collection: 'giveaways', title: 'Giveaways', detail: ':id' },
  { area: 'whitelists', base: '/whitelists', collection: 'whitelists', title: 'Whitelists', detail: ':id' },
  { area: 'testnets', base: '/testnets', collection: 'testnets', title: 'Testnets', detail: ':id' },
  { area: 'links', base: '/links', collection: 'links', title: 'Link directory', detail: null },
  { area: 'news', base: '/news', collection: 'news', title: 'News', detail: ':id' },
  { area: 'academy', base: '/academy', collection: 'academy', title: 'Academy', detail: ':slug' },
  { area: 'nft', base: '/nft', collection: 'nftProjects', title: 'NFT projects', detail: ':id' },
  { area: 'ico', base: '/ico', collection: 'icoProjects', title: 'ICO projects', detail: ':id' },
  { area: 'blog', base: '/blog', collection: 'blogPosts', title: 'Blog', detail: ':slug' },
] as const satisfies readonly ContentRoute[];

export function contentRoute(collection: ContentCollection): ContentRoute {
  const route = CONTENT_ROUTES.find((candidate) => candidate.collection === collection);
  if (!route) throw new Error(`No route for collection ${collection}`);
  return route;
}

/** The path of one record's detail page (by slug for courses and blog posts). */
export function detailPath(collection: ContentCollection, record: { id: string | number; slug?: string }): string | null {
  const route = contentRoute(collection);
  if (!route.detail) return null;
  const key = route.detail === ':slug' ? record.slug : record.id;
  return key === undefined ? null : `${route.base}/${encodeURIComponent(String(key))}`;
}
