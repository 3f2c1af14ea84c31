/**
 * The routes table (docs/product.md, "Screens and routes"): one place, each screen a lazily loaded chunk. `access` feeds the
 * pure guards in guards.ts; `title` feeds the page title.
 */
import type { ComponentType } from 'react';

import {
  CONTENT_COLLECTIONS,
  CONTENT_PATHS,
  type ContentPath,
  routeKeyOf,
} from '../features/kit/content-paths';
import type { ScreenProps } from '../features/kit/screen';
import type { GuardedRoute } from './guards';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { matchPath } from './route-match';

export interface AppRoute extends GuardedRoute {
  title: string;
  screen: LazyScreen<ScreenProps>;
}

const home = lazyScreen(() => import('../features/home/HomeScreen').then((m) => m.HomeScreen));
const notFound = lazyScreen(() => import('./screens/ErrorScreens').then((m) => m.NotFoundScreen));
const forbidden = lazyScreen(() => import('./screens/ErrorScreens').then((m) => m.ForbiddenScreen));
const login = lazyScreen(() => import('../features/auth/LoginScreen').then((m) => m.LoginScreen));
const profile = lazyScreen(() =>
  import('../features/profile/ProfileScreen').then((m) => m.ProfileScreen),
);
const twitterCallback = lazyScreen(() =>
  import('../features/auth/TwitterCallbackScreen').then((m) => m.TwitterCallbackScreen),
);
const tracker = lazyScreen(() =>
  import('../features/tracker/TrackerScreen').then((m) => m.TrackerScreen),
);
const search = lazyScreen(() =>
  import('../features/search/SearchScreen').then((m) => m.SearchScreen),
);
const adminJson = lazyScreen(() =>
  import('../features/admin/AdminJsonScreen').then((m) => m.AdminJsonScreen),
);

interface ScreenModule {
  ListScreen?: ComponentType<ScreenProps>;
  DetailScreen?: ComponentType<ScreenProps>;
}

/**
 * Each content area plugs in its screens by convention: `features/<area>/ListScreen.tsx`
 * exporting `ListScreen`, and `DetailScreen.tsx` exporting `DetailScreen`. Vite turns each
 * match into its own lazy chunk; an area without its screen file fails loudly at start-up.
 */
const areaScreens = import.meta.glob<ScreenModule>([
  '../features/*/ListScreen.tsx',
  '../features/*/DetailScreen.tsx',
]);

function areaScreen(area: string, kind: 'ListScreen' | 'DetailScreen'): AppRoute['screen'] {
  const load = areaScreens[`../features/${area}/${kind}.tsx`];
  if (!load) throw new Error(`features/${area}/${kind}.tsx is missing`);
  return lazyScreen(async () => {
    const screen = (await load())[kind];
    if (!screen) throw new Error(`features/${area}/${kind}.tsx does not export ${kind}`);
    return screen;
  });
}

const contentRoutes: AppRoute[] = CONTENT_COLLECTIONS.flatMap((collection) => {
  const content: ContentPath = CONTENT_PATHS[collection];
  const list = {
    path: content.base,
    title: content.title,
    screen: areaScreen(content.folder, 'ListScreen'),
  };
  const key = routeKeyOf(collection);
  if (key === null) return [list];
  return [
    list,
    {
      path: `${content.base}/:${key}`,
      title: content.title,
      screen: areaScreen(content.folder, 'DetailScreen'),
    },
  ];
});

/** Where the guards send a refused visit; also a page of its own at /403. */
export const FORBIDDEN_ROUTE: AppRoute = {
  path: '/403',
  title: 'Access Denied',
  screen: forbidden,
};

export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Crypto signals, airdrops and more', screen: home },
  ...contentRoutes,
  { path: '/tracker', title: 'My tracker', screen: tracker },
  { path: '/search', title: 'Search results', screen: search },
  { path: '/auth/twitter/callback', title: 'Sign in with X', screen: twitterCallback },
  { path: '/login', title: 'Sign in', screen: login, access: 'signed-out' },
  { path: '/profile', title: 'Profile', screen: profile, access: 'signed-in' },
  { path: '/admin/json', title: 'JSON editor', screen: adminJson, access: 'admin' },
  { path: '/404', title: 'Page not found', screen: notFound },
  FORBIDDEN_ROUTE,
];

/**
 * Loads the chunk of the screen at `path` (before the first render, main.tsx), so the first
 * screen renders at once instead of behind a Suspense fallback, which React keeps up for its
 * fallback throttle (300 ms) even when the chunk arrives sooner: measured on /signals, the first
 * rows came ~300 ms after the data was ready. A list screen's first page is read at the same
 * time (a route data preload), so the first render already has its rows. Waits at most `withinMs`, so a slow network still
 * shows the header and a spinner soon. Never rejects: a chunk that fails to load fails again at
 * render, where the error boundary shows it.
 */
export async function preloadScreenAt(path: string, search: string, withinMs = 300): Promise<void> {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, path) !== null);
  if (!route) return;
  await Promise.race([
    route.screen.preload(search.replace(/^\?/, '')).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, withinMs)),
  ]);
}
