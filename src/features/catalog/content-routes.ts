/** Where each content collection lives in the app, and what its pages are called. */
import type { CollectionName } from '../../schemas/registry';

export type ContentCollection = Exclude<CollectionName, 'users'>;

export interface ContentRoute {
  base: string;
  collection: ContentCollection;
  title: string;
  /** The detail route's parameter, or null for a list-only collection. */
  detail: ':id' | ':slug' | null;
}

export const CONTENT_ROUTES = [
  { base: '/signals', collection: 'signals', title: 'Alpha Call signals', detail: ':id' },
  { base: '/airdrops', collection: 'airdrops', title: 'Airdrops', detail: ':id' },
  { base: '/giveaways', collection: 'giveaways', title: 'Giveaways', detail: ':id' },
  { base: '/whitelists', collection: 'whitelists', title: 'Whitelists', detail: ':id' },
  { base: '/testnets', collection: 'testnets', title: 'Testnets', detail: ':id' },
  { base: '/links', collection: 'links', title: 'Link directory', detail: null },
  { base: '/news', collection: 'news', title: 'News', detail: ':id' },
  { base: '/academy', collection: 'academy', title: 'Academy', detail: ':slug' },
  { base: '/nft', collection: 'nftProjects', title: 'NFT projects', detail: ':id' },
  { base: '/ico', collection: 'icoProjects', title: 'ICO projects', detail: ':id' },
  { base: '/blog', collection: 'blogPosts', title: 'Blog', detail: ':slug' },
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
