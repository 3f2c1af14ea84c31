/**
 * The routes table of spec §2: one place, each screen a lazily loaded chunk. `access` feeds the
 * pure guards in guards.ts; `title` feeds the page title.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CONTENT_ROUTES, type ContentCollection } from '../features/catalog/content-routes';
import type { GuardedRoute } from './guards';
import type { Params } from './route-match';

export interface ScreenProps {
  params: Params;
  /** For the content screens: which collection they show. */
  collection?: ContentCollection;
}

export interface AppRoute extends GuardedRoute {
  title: string;
  screen: LazyExoticComponent<ComponentType<ScreenProps>>;
  collection?: ContentCollection;
}

const home = lazy(() => import('../features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })));
const notFound = lazy(() => import('./screens/ErrorScreens').then((m) => ({ default: m.NotFoundScreen })));
const forbidden = lazy(() => import('./screens/ErrorScreens').then((m) => ({ default: m.ForbiddenScreen })));
const login = lazy(() => import('../features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })));
const profile = lazy(() => import('../features/profile/ProfileScreen').then((m) => ({ default: m.ProfileScreen })));
const twitterCallback = lazy(() => import('../features/auth/TwitterCallbackScreen').then((m) => ({ default: m.TwitterCallbackScreen })));
const adminJson = lazy(() => import('../features/admin/AdminJsonScreen').then((m) => ({ default: m.AdminJsonScreen })));

type ScreenModule = { ListScreen?: ComponentType<ScreenProps>; DetailScreen?: ComponentType<ScreenProps> };

/**
 * Each content area plugs in its screens by convention: `features/<area>/ListScreen.tsx`
 * exporting `ListScreen`, and `DetailScreen.tsx` exporting `DetailScreen`. Vite turns each
 * match into its own lazy chunk; an area without its screen file fails loudly at start-up.
 */
const areaScreens = import.meta.glob<ScreenModule>(['../features/*/ListScreen.tsx', '../features/*/DetailScreen.tsx']);

function areaScreen(area: string, kind: 'ListScreen' | 'DetailScreen'): AppRoute['screen'] {
  const load = areaScreens[`../features/${area}/${kind}.tsx`];
  if (!load) throw new Error(`features/${area}/${kind}.tsx is missing`);
  return lazy(async () => {
    const screen = (await load())[kind];
    if (!screen) throw new Error(`features/${area}/${kind}.tsx does not export ${kind}`);
    return { default: screen };
  });
}

const contentRoutes: AppRoute[] = CONTENT_ROUTES.flatMap((content) => [
  { path: content.base, title: content.title, screen: areaScreen(content.area, 'ListScreen'), collection: content.collection },
  ...(content.detail
    ? [
        {
          path: `${content.base}/${content.detail}`,
          title: content.title,
          screen: areaScreen(content.area, 'DetailScreen'),
          collection: content.collection,
        },
      ]
    : []),
]);

export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Crypto signals, airdrops and more', screen: home },
  ...contentRoutes,
  { path: '/auth/twitter/callback', title: 'Sign in with X', screen: twitterCallback },
  { path: '/login', title: 'Sign in', screen: login, access: 'signed-out' },
  { path: '/profile', title: 'Profile', screen: profile, access: 'signed-in' },
  { path: '/admin/json', title: 'JSON editor', screen: adminJson, access: 'admin' },
  { path: '/404', title: 'Page not found', screen: notFound },
  { path: '/403', title: 'Access Denied', screen: forbidden },
];

export const FORBIDDEN_ROUTE: AppRoute = { path: '/403', title: 'Access Denied', screen: forbidden };
