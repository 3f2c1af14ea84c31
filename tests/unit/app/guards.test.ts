import { describe, expect, it } from 'vitest';

import { type Access, decideRoute, isDataPath } from '../../../src/app/guards';
import { matchPath } from '../../../src/app/route-match';
import { ROUTES } from '../../../src/app/routes';

const visitor: Access = { signedIn: false, admin: false };
const member: Access = { signedIn: true, admin: false };
const admin: Access = { signedIn: true, admin: true };

function outcome(path: string, who: Access): string {
  const decision = decideRoute(ROUTES, path, who);
  if (decision.action === 'redirect') return `redirect ${decision.to}`;
  if (decision.action === 'forbidden') return 'forbidden';
  return `render ${decision.route.path}`;
}

describe('route guards', () => {
  it.each([
    ['/', 'render /'],
    ['/signals', 'render /signals'],
    ['/signals/btc-1', 'render /signals/:id'],
    ['/signals/btc-1/', 'render /signals/:id'],
    ['/airdrops/zephyr', 'render /airdrops/:id'],
    ['/giveaways/g1', 'render /giveaways/:id'],
    ['/whitelists/w1', 'render /whitelists/:id'],
    ['/testnets/t1', 'render /testnets/:id'],
    ['/links', 'render /links'],
    ['/news', 'render /news'],
    ['/news/n1', 'render /news/:id'],
    ['/academy/defi-basics', 'render /academy/:slug'],
    ['/nft/n1', 'render /nft/:id'],
    ['/ico/i1', 'render /ico/:id'],
    ['/blog/my-post', 'render /blog/:slug'],
    ['/auth/twitter/callback', 'render /auth/twitter/callback'],
    ['/404', 'render /404'],
    ['/403', 'render /403'],
    ['/login', 'render /login'],
    ['/search', 'render /search'],
  ])('lets a visitor open %s', (path, expected) => {
    expect(outcome(path, visitor)).toBe(expected);
  });

  it.each([
    '/nope',
    '/signals/a/b',
    '/links/x',
    '/admin',
    '/SIGNALS',
    '/profile/extra',
    '/search/x',
  ])('sends an unknown path %s to /404', (path) => {
    expect(outcome(path, visitor)).toBe('redirect /404');
  });

  it.each([
    '/data/users',
    '/api/db/dump',
    '/signals.json',
    '/backup.JSON',
    '/x/DATA/y',
    '/db/',
    '/signals/data/1',
  ])('sends the data-looking path %s to /403, even for an admin', (path) => {
    expect(outcome(path, visitor)).toBe('redirect /403');
    expect(outcome(path, admin)).toBe('redirect /403');
  });

  it('sends a signed-in visitor from /login to /signals', () => {
    expect(outcome('/login', member)).toBe('redirect /signals');
  });

  it('sends a signed-out visitor from /profile to /login and lets a member in', () => {
    expect(outcome('/profile', visitor)).toBe('redirect /login');
    expect(outcome('/profile', member)).toBe('render /profile');
  });

  it('shows the 403 screen on /admin/json to everyone but a signed-in admin', () => {
    expect(outcome('/admin/json', visitor)).toBe('forbidden');
    expect(outcome('/admin/json', member)).toBe('forbidden');
    expect(outcome('/admin/json', { signedIn: false, admin: true })).toBe('forbidden');
    expect(outcome('/admin/json', admin)).toBe('render /admin/json');
  });

  it('passes route parameters decoded', () => {
    const decision = decideRoute(ROUTES, '/academy/intro%20course', visitor);
    expect(decision.action === 'render' && decision.params).toEqual({ slug: 'intro course' });
    const percent = decideRoute(ROUTES, '/testnets/apy-100%25-net', visitor);
    expect(percent.action === 'render' && percent.params).toEqual({ id: 'apy-100%-net' });
  });
});

describe('path matching', () => {
  it('matches one segment per parameter and refuses malformed escapes', () => {
    expect(matchPath('/blog/:slug', '/blog/a')).toEqual({ slug: 'a' });
    expect(matchPath('/blog/:slug', '/blog')).toBeNull();
    expect(matchPath('/blog/:slug', '/blog/%E0%A4%A')).toBeNull();
  });

  it('knows a data path when it sees one', () => {
    expect(isDataPath('/news/data-driven')).toBe(false);
    expect(isDataPath('/news/json-tips')).toBe(false);
    expect(isDataPath('/my/data/')).toBe(true);
    // Routes match the address as written (percent-encoded): a data path spelt with escapes is one too.
    expect(isDataPath('/my/%64ata/x')).toBe(true);
    expect(isDataPath('/news/backup%2Ejson')).toBe(true);
    expect(isDataPath('/news/100%25-sure')).toBe(false);
  });
});
