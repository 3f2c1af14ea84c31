/**
 * Route guards (docs/product.md, "Screens and routes") as one pure decision over (path, who is signed in), so the
 * whole table is unit-tested without a browser.
 */
import { matchPath, type Params } from './route-match';

export interface Access {
  signedIn: boolean;
  admin: boolean;
}

export type Decision<R> =
  | { action: 'render'; route: R; params: Params }
  | { action: 'redirect'; to: string }
  | { action: 'forbidden' };

/** Paths that look like raw data: never served, always sent to /403. */
export function isDataPath(path: string): boolean {
  const looksLikeData = (candidate: string): boolean => {
    const lower = candidate.toLowerCase();
    return lower.includes('/data/') || lower.includes('/db/') || lower.endsWith('.json');
  };
  // Checked as written and decoded: `/%64ata/x` is `/data/x` too.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: only the written form is checked (no route matches it either).
  }
  return looksLikeData(path) || looksLikeData(decoded);
}

export interface GuardedRoute {
  path: string;
  /** Who may see it: everyone, only the signed-out (/login), only the signed-in, only admins. */
  access?: 'public' | 'signed-out' | 'signed-in' | 'admin';
}

export function decideRoute<R extends GuardedRoute>(
  routes: readonly R[],
  path: string,
  who: Access,
): Decision<R> {
  if (isDataPath(path)) return { action: 'redirect', to: '/403' };
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    switch (route.access ?? 'public') {
      case 'signed-out':
        return who.signedIn
          ? { action: 'redirect', to: '/signals' }
          : { action: 'render', route, params };
      case 'signed-in':
        return who.signedIn
          ? { action: 'render', route, params }
          : { action: 'redirect', to: '/login' };
      case 'admin':
        return who.signedIn && who.admin
          ? { action: 'render', route, params }
          : { action: 'forbidden' };
      default:
        return { action: 'render', route, params };
    }
  }
  return { action: 'redirect', to: '/404' };
}
