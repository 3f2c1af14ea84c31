import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, syncOrigin } from '../../../scripts/csp-plugin';

describe('the policy of a build with sync', () => {
  it('adds exactly the sync server’s origin to connect-src, and nothing without one', () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('ws://127.0.0.1:8787/sync?x=1')).toContain(
      "connect-src 'self' ws://127.0.0.1:8787;",
    );
    expect(contentSecurityPolicy('wss://sync.example.org')).toContain(
      "connect-src 'self' wss://sync.example.org;",
    );
    // Every other directive is the same as without sync.
    const without = contentSecurityPolicy().split('; ');
    const withSync = contentSecurityPolicy('wss://sync.example.org').split('; ');
    expect(withSync.filter((directive) => !without.includes(directive))).toEqual([
      "connect-src 'self' wss://sync.example.org",
    ]);
  });

  it('stops the build on a URL that is not a WebSocket one', () => {
    expect(() => syncOrigin('https://sync.example.org')).toThrow(
      'ALPHASCOUT_SYNC_URL must start with ws:// or wss://, not https://',
    );
    expect(() => syncOrigin('127.0.0.1:8787')).toThrow();
    expect(() => syncOrigin('not a url')).toThrow('ALPHASCOUT_SYNC_URL is not a URL: not a url');
  });
});
